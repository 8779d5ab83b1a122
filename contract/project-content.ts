import { z } from 'zod'
import type { TScope } from './scopes.ts'
import { zRequiredText, zOptionalText, type TFileType } from './validators.ts'
import { CONTENT_LIMITS, CONTENT_MESSAGES } from './messages.ts'
export { CONTENT_LIMITS, CONTENT_MESSAGES } from './messages.ts'

/**
 * A project's content (spec 002 sections 3, 4 and 7, issue 19 item 6, decision 0048): the files
 * shown and sent to leads (creatives, master plan, unit plans, documents, the brochure), the
 * amenities and past projects a brochure is made from, and the chat's attachment groups read
 * from all of it (spec 001 section 3).
 */
const icms = (slug: string, projectId: string) => `/icms-service/v1/${slug}/projects/${projectId}`
export const CONTENT_PATHS = {
  /** GET: everything the Content screen shows. */
  content: (slug: string, projectId: string) => `${icms(slug, projectId)}/content`,
  /** POST: checks a file's declared type and size and answers a pre-signed upload address. */
  validateFiles: (slug: string, projectId: string) =>
    `/content-store/v1/${slug}/projects/${projectId}/validate-files`,
  /** POST: keeps an uploaded file as a content item (a brochure replaces the one before). */
  files: (slug: string, projectId: string) => `${icms(slug, projectId)}/files`,
  /** PATCH: select or unselect a creative. DELETE: remove the item and its file. */
  file: (slug: string, projectId: string, fileId: string) =>
    `${icms(slug, projectId)}/files/${fileId}`,
  /** POST: builds the brochure PDF from the project's content, replacing the one before. */
  generateBrochure: (slug: string, projectId: string) =>
    `${icms(slug, projectId)}/brochure/generate`,
  amenities: (slug: string, projectId: string) => `${icms(slug, projectId)}/amenities`,
  amenity: (slug: string, projectId: string, amenityId: string) =>
    `${icms(slug, projectId)}/amenities/${amenityId}`,
  /** POST: an AI image for the amenity, at most AMENITY_IMAGE_GENERATIONS times. */
  amenityImage: (slug: string, projectId: string, amenityId: string) =>
    `${icms(slug, projectId)}/amenities/${amenityId}/generate-image`,
  pastProjects: (slug: string, projectId: string) => `${icms(slug, projectId)}/past-projects`,
  pastProject: (slug: string, projectId: string, pastProjectId: string) =>
    `${icms(slug, projectId)}/past-projects/${pastProjectId}`,
  /** GET: the chat's attachment groups for the project. */
  attachments: (slug: string, projectId: string) => `${icms(slug, projectId)}/attachments`,
} as const

export const CONTENT_KINDS = ['creative', 'masterPlan', 'unitPlan', 'document', 'brochure'] as const
export type TContentKind = (typeof CONTENT_KINDS)[number]
export const DOCUMENT_TYPES = [
  'reraCertificate',
  'approvedPlan',
  'priceList',
  'specifications',
] as const
export type TDocumentType = (typeof DOCUMENT_TYPES)[number]

export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const CONTENT_PDF_MAX_BYTES = 50 * 1024 * 1024

/** Images (JPG, PNG) for what is looked at, PDF for what is read. */
export function contentFormat(kind: TContentKind): {
  types: readonly TFileType[]
  mimeTypes: readonly string[]
  maxBytes: number
} {
  return kind === 'document' || kind === 'brochure'
    ? { types: ['pdf'], mimeTypes: ['application/pdf'], maxBytes: CONTENT_PDF_MAX_BYTES }
    : {
        types: ['jpeg', 'png'],
        mimeTypes: ['image/jpeg', 'image/png'],
        maxBytes: CONTENT_IMAGE_MAX_BYTES,
      }
}

/** Who may change each kind, on the project (the spec's DXP_ scopes for this area). */
export const CONTENT_SCOPES: Record<TContentKind | 'amenity' | 'pastProject', readonly TScope[]> = {
  creative: ['DXP_CREATIVES'],
  masterPlan: ['DXP_PROJECT_CONTENT'],
  unitPlan: ['DXP_PROJECT_CONTENT'],
  document: ['DXP_DOCUMENT', 'DXP_DOCUMENTS'],
  brochure: ['DXP_BROCHURE'],
  amenity: ['DXP_BROCHURE', 'DXP_PROJECT_CONTENT'],
  pastProject: ['DXP_BROCHURE', 'DXP_PROJECT_CONTENT'],
}
/** Any of them opens the Content screen's editing. */
export const ANY_CONTENT_SCOPE = [
  'DXP_BROCHURE',
  'DXP_CREATIVES',
  'DXP_PROJECT_CONTENT',
  'DXP_DOCUMENT',
  'DXP_DOCUMENTS',
] as const satisfies readonly TScope[]

export const CONTENT_ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  notFound: 'CONTENT_NOT_FOUND',
  file: 'CONTENT_FILE_INVALID',
  limit: 'CONTENT_LIMIT_REACHED',
  exists: 'CONTENT_EXISTS',
  tooFewItems: 'BROCHURE_TOO_FEW_ITEMS',
} as const

export const amenityLimitMessage = (name: string) =>
  `Limit reached: an AI image can be generated ${CONTENT_LIMITS.amenityImageGenerations} times per amenity (${name})`
export const tooFewItemsMessage = (count: number) =>
  `A brochure needs at least ${CONTENT_LIMITS.brochureMinItems} content items (selected creatives, master plan, unit plans, amenities, past projects); this project has ${count}`

/** A unit plan's label: the unit's name and its carpet area in sq ft (spec 001 section 3). */
export const unitPlanLabel = (unitName: string, carpetAreaSqFt: number) =>
  `${unitName} - ${carpetAreaSqFt.toLocaleString('en-IN', { maximumFractionDigits: 2 })} sq ft`

const zId = () => z.string().min(1).max(100)

/** POST validate-files: what the browser is about to upload, checked before any byte moves. */
export const ZContentUploadRequest = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    fileName: zRequiredText(200),
    fileSize: z.number().int().positive(),
    mimeType: z.string().max(100),
  })
  .superRefine((value, ctx) => {
    const format = contentFormat(value.kind)
    if (!format.mimeTypes.includes(value.mimeType))
      ctx.addIssue({
        code: 'custom',
        path: ['mimeType'],
        message: format.types.includes('pdf')
          ? CONTENT_MESSAGES.pdfType
          : CONTENT_MESSAGES.imageType,
      })
    if (value.fileSize > format.maxBytes)
      ctx.addIssue({
        code: 'custom',
        path: ['fileSize'],
        message: `File is larger than ${format.maxBytes / 1024 / 1024} MB`,
      })
  })
export type TContentUploadRequest = z.infer<typeof ZContentUploadRequest>
export const ZContentUpload = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  expiresAt: z.string(),
})
export type TContentUpload = z.infer<typeof ZContentUpload>

const zKey = () => z.string().uuid()
const ZNamedFile = z.object({
  kind: z.enum(['creative', 'masterPlan', 'brochure']),
  key: zKey(),
  labelName: zRequiredText(100),
})
const ZUnitPlanFile = z.object({
  kind: z.literal('unitPlan'),
  key: zKey(),
  unitId: z
    .string({ message: CONTENT_MESSAGES.unitRequired })
    .min(1, CONTENT_MESSAGES.unitRequired)
    .max(100),
})
const ZDocumentFile = z.object({
  kind: z.literal('document'),
  key: zKey(),
  labelName: zRequiredText(100),
  documentType: z.enum(DOCUMENT_TYPES, { message: CONTENT_MESSAGES.documentTypeRequired }),
})
/** POST files: the uploaded object's key and what it is. */
export const ZContentFileCreate = z.discriminatedUnion('kind', [
  ZNamedFile,
  ZUnitPlanFile,
  ZDocumentFile,
])
/** What the upload form asks for a kind, besides the file itself. */
export const CONTENT_FILE_FORMS = {
  named: ZNamedFile.omit({ key: true, kind: true }),
  unitPlan: ZUnitPlanFile.omit({ key: true, kind: true }),
  document: ZDocumentFile.omit({ key: true, kind: true }),
} as const
export const contentFileForm = (kind: TContentKind) =>
  kind === 'unitPlan' ? 'unitPlan' : kind === 'document' ? 'document' : 'named'
export type TContentFileCreate = z.infer<typeof ZContentFileCreate>
export const ZContentFileUpdate = z.object({ selected: z.boolean() })

export const FILE_EXTENSIONS = ['jpg', 'png', 'pdf'] as const
export const ZContentFile = z.object({
  _id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  labelName: z.string(),
  fileUrl: z.string(),
  /** An image's own address; null for a PDF. */
  thumbnail: z.string().nullable(),
  fileExtension: z.enum(FILE_EXTENSIONS),
  size: z.number().int(),
  selected: z.boolean(),
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  unitId: z.string().nullable(),
  unitType: z.string().nullable(),
  /** A generated brochure, as opposed to an uploaded one. */
  generated: z.boolean(),
  createdAt: z.string(),
})
export type TContentFile = z.infer<typeof ZContentFile>

export const ZAmenityCreate = z.object({ name: zRequiredText(60) })
export const ZAmenity = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  generations: z.number().int(),
})
export type TAmenity = z.infer<typeof ZAmenity>

const currentYear = () => new Date().getFullYear()
export const ZPastProjectCreate = z.object({
  name: zRequiredText(100),
  city: zRequiredText(60),
  completionYear: z.coerce
    .number({ message: 'Please enter a valid year' })
    .int('Please enter a valid year')
    .min(1950, 'Please enter a valid year')
    .refine((y) => y <= currentYear(), 'The year cannot be in the future'),
  description: zOptionalText(300),
})
export type TPastProjectCreate = z.infer<typeof ZPastProjectCreate>
export const ZPastProject = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  completionYear: z.number().int(),
  description: z.string(),
})
export type TPastProject = z.infer<typeof ZPastProject>

export const ZProjectContent = z.object({
  projectId: z.string(),
  projectName: z.string(),
  files: z.array(ZContentFile),
  amenities: z.array(ZAmenity),
  pastProjects: z.array(ZPastProject),
  /** Units that can be given a plan: id, name, type and carpet area. */
  units: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      unitType: z.string(),
      carpetAreaSqFt: z.number(),
    }),
  ),
})
export type TProjectContent = z.infer<typeof ZProjectContent>

export const ZBrochureGenerate = z.object({
  amenityIds: z
    .array(zId())
    .max(CONTENT_LIMITS.brochureAmenities, CONTENT_MESSAGES.brochureAmenities)
    .refine((ids) => new Set(ids).size === ids.length, 'An amenity is chosen twice'),
})
export type TBrochureGenerate = z.infer<typeof ZBrochureGenerate>

// ---------------------------------------------------------------------------------------------
// The chat's attachment groups (spec 001 section 3; spec 002 section 3)

export const ATTACHMENT_GROUPS = [
  'UNIT_PLANS',
  'DOCUMENT',
  'BROCHURE',
  'CREATIVES',
  'MASTER_PLANS',
] as const
export type TAttachmentGroupType = (typeof ATTACHMENT_GROUPS)[number]
export const ATTACHMENT_GROUP_OF: Record<TContentKind, TAttachmentGroupType> = {
  unitPlan: 'UNIT_PLANS',
  document: 'DOCUMENT',
  brochure: 'BROCHURE',
  creative: 'CREATIVES',
  masterPlan: 'MASTER_PLANS',
}
export const ZAttachment = z.object({
  id: z.string(),
  thumbnail: z.string().nullable(),
  labelName: z.string(),
  fileUrl: z.string(),
  fileExtension: z.enum(FILE_EXTENSIONS),
  /** Unit plans only; the renderer and 3D image are not made by this product (null). */
  unitType: z.string().optional(),
  rendererUrl: z.string().nullable().optional(),
  unit3DImageUrl: z.string().nullable().optional(),
})
export type TAttachment = z.infer<typeof ZAttachment>
export const ZAttachmentGroups = z.object({
  groups: z.array(z.object({ type: z.enum(ATTACHMENT_GROUPS), attachments: z.array(ZAttachment) })),
})
export type TAttachmentGroups = z.infer<typeof ZAttachmentGroups>
