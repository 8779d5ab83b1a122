import { z } from 'zod'
import { CONTENT_PDF_MAX_BYTES } from './project-content.ts'
import { COMMON_DOCUMENT_SCOPES, CONSTRUCTION_SCOPES, type TScope } from './scopes.ts'
import {
  FILE_TYPE_INFO,
  FILE_TYPES,
  MAX_UPLOAD_BYTES,
  fileTooLargeMessage,
  zRequiredText,
  type TFileType,
} from './validators.ts'
import { POST_SALES_FILE_MESSAGES } from './messages.ts'
export { POST_SALES_FILE_MESSAGES }

/**
 * Files uploaded for post-sales (decision 0056): common documents and construction progress
 * media, sent straight to the object store in parts, each part to its own pre-signed address, so
 * a dropped connection resumes with the parts the store lacks. The file is judged by its bytes
 * when its parts are joined.
 */
const store = (slug: string, projectId: string) =>
  `/content-store/v1/${slug}/projects/${projectId}/post-sales-uploads`
export const POST_SALES_FILE_PATHS = {
  /** POST: starts an upload (declared type and size checked): the parts' addresses. */
  uploads: store,
  /** GET: the upload as the store has it: fresh addresses for the parts it still lacks. */
  upload: (slug: string, projectId: string, uploadId: string) =>
    `${store(slug, projectId)}/${uploadId}`,
  /** POST: joins the parts and judges the file by its bytes. */
  complete: (slug: string, projectId: string, uploadId: string) =>
    `${store(slug, projectId)}/${uploadId}/complete`,
} as const

export const UPLOAD_PURPOSES = ['commonDocument', 'constructionMedia'] as const
export type TUploadPurpose = (typeof UPLOAD_PURPOSES)[number]

/**
 * What each purpose takes (spec 002 section 5): documents as the project's documents (PDF up to
 * 50 MB, decision 0048); construction media images or videos up to 100 MB.
 */
export const UPLOAD_FORMATS: Record<
  TUploadPurpose,
  { types: readonly TFileType[]; maxBytes: number; typeMessage: string; sizeMessage: string }
> = {
  commonDocument: {
    types: ['pdf'],
    maxBytes: CONTENT_PDF_MAX_BYTES,
    typeMessage: POST_SALES_FILE_MESSAGES.pdfOnly,
    sizeMessage: fileTooLargeMessage(CONTENT_PDF_MAX_BYTES),
  },
  constructionMedia: {
    types: ['jpeg', 'png', 'heic', 'mp4', 'mkv'],
    maxBytes: MAX_UPLOAD_BYTES,
    typeMessage: POST_SALES_FILE_MESSAGES.mediaType,
    sizeMessage: POST_SALES_FILE_MESSAGES.mediaTooLarge,
  },
}

/** Who may upload for each purpose, on the project. */
export const UPLOAD_SCOPES: Record<TUploadPurpose, readonly TScope[]> = {
  commonDocument: COMMON_DOCUMENT_SCOPES,
  constructionMedia: CONSTRUCTION_SCOPES,
}
export const ANY_UPLOAD_SCOPE = [
  ...UPLOAD_SCOPES.commonDocument,
  ...UPLOAD_SCOPES.constructionMedia,
] as const satisfies readonly TScope[]

const mimeTypesOf = (types: readonly TFileType[]) =>
  types.map((t) => FILE_TYPE_INFO[t].mimeType) as readonly string[]

/** POST uploads: what the browser is about to send, checked before any byte moves. */
export const ZUploadStart = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES),
    fileName: zRequiredText(200),
    fileSize: z.number().int().positive(),
    mimeType: z.string().max(100),
  })
  .superRefine((value, ctx) => {
    const format = UPLOAD_FORMATS[value.purpose]
    if (!mimeTypesOf(format.types).includes(value.mimeType))
      ctx.addIssue({ code: 'custom', path: ['mimeType'], message: format.typeMessage })
    if (value.fileSize > format.maxBytes)
      ctx.addIssue({ code: 'custom', path: ['fileSize'], message: format.sizeMessage })
  })
export type TUploadStart = z.infer<typeof ZUploadStart>

/** A part still to send, at its own address (absolute for S3, a path on this server else). */
export const ZUploadPart = z.object({
  number: z.number().int().min(1),
  size: z.number().int().min(1),
  url: z.string(),
})
export type TUploadPart = z.infer<typeof ZUploadPart>

/** An upload in progress: how much the store has, and the parts it still needs. */
export const ZUploadSession = z.object({
  uploadId: z.string(),
  size: z.number().int(),
  /** Part n starts at (n - 1) × partSize. */
  partSize: z.number().int(),
  receivedBytes: z.number().int(),
  parts: z.array(ZUploadPart),
  expiresAt: z.string(),
})
export type TUploadSession = z.infer<typeof ZUploadSession>

export const MEDIA_KINDS = ['image', 'video', 'document'] as const
export type TMediaKind = (typeof MEDIA_KINDS)[number]
export const mediaKindOf = (type: TFileType): TMediaKind =>
  type === 'mp4' || type === 'mkv' ? 'video' : type === 'pdf' ? 'document' : 'image'

/** A file whose parts are joined and whose bytes were judged. */
export const ZUploadedFile = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  fileType: z.enum(FILE_TYPES),
  kind: z.enum(MEDIA_KINDS),
  mimeType: z.string(),
  size: z.number().int(),
  /** Signed for the week (decision 0043): an <img>, a <video> or a link opens it. */
  url: z.string(),
})
export type TUploadedFile = z.infer<typeof ZUploadedFile>
