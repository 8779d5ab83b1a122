import { z } from 'zod'
import { zRequiredText } from './validators.ts'
import { COMMON_DOCUMENT_MESSAGES } from './messages.ts'
export { COMMON_DOCUMENT_SCOPES } from './scopes.ts'
export { COMMON_DOCUMENT_MESSAGES }

/**
 * Common documents of a project (spec 002: documentName, documentLink, documentId, isActive;
 * `common-project-document` and `notify-common-doc` under cost-sheets; decision 0056): files
 * every customer of the project may read, kept active or not, and shared with the project's
 * customers by SMS.
 */
const base = (slug: string) => `/ilead-service/v1/${slug}/cost-sheets`
export const COMMON_DOCUMENT_PATHS = {
  /** GET ?projectId=: the project's documents; POST ?projectId=: keep an uploaded file as one. */
  list: (slug: string) => `${base(slug)}/common-project-document`,
  /** PUT ?projectId=: rename, activate or deactivate. */
  one: (slug: string, documentId: string) => `${base(slug)}/common-project-document/${documentId}`,
  /** POST ?projectId=: tell the project's customers about a document. */
  notify: (slug: string) => `${base(slug)}/notify-common-doc`,
} as const

export const DOCUMENT_NAME_MAX = 100

export const COMMON_DOCUMENT_ERROR_CODES = {
  notFound: 'DOCUMENT_NOT_FOUND',
  nameTaken: 'DOCUMENT_NAME_TAKEN',
  inactive: 'DOCUMENT_INACTIVE',
  noCustomers: 'NO_CUSTOMERS',
  sharingError: 'DOCUMENT_SHARING_ERROR',
} as const

export const ZDocumentName = zRequiredText(DOCUMENT_NAME_MAX)

export const ZCommonDocumentCreate = z.object({
  /** A finished upload of purpose commonDocument (contract/post-sales-files.ts). */
  uploadId: z.string().uuid(),
  documentName: ZDocumentName,
})
export type TCommonDocumentCreate = z.infer<typeof ZCommonDocumentCreate>

export const ZCommonDocumentUpdate = z
  .object({ documentName: ZDocumentName.optional(), isActive: z.boolean().optional() })
  .refine((v) => v.documentName !== undefined || v.isActive !== undefined, {
    message: COMMON_DOCUMENT_MESSAGES.nothingToChange,
    path: ['documentName'],
  })
export type TCommonDocumentUpdate = z.infer<typeof ZCommonDocumentUpdate>

export const ZCommonDocument = z.object({
  documentId: z.string(),
  documentName: z.string(),
  /** The PDF at its address signed for the week. */
  documentLink: z.string(),
  isActive: z.boolean(),
  size: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the project's customers were last told of it, and how many; null: never. */
  lastSharedAt: z.string().nullable(),
  lastSharedWith: z.number().int().nullable(),
})
export type TCommonDocument = z.infer<typeof ZCommonDocument>

export const ZCommonDocuments = z.object({
  items: z.array(ZCommonDocument),
  /** Customers a share reaches: the distinct numbers of the project's confirmed bookings. */
  customers: z.number().int(),
})
export type TCommonDocuments = z.infer<typeof ZCommonDocuments>

export const ZNotifyCommonDocument = z.object({ documentId: z.string().min(1).max(100) })
export const ZNotifyResult = z.object({ sent: z.number().int() })
export type TNotifyResult = z.infer<typeof ZNotifyResult>

/** The SMS a customer gets; in English, as other SMS of the product. */
export const documentSharedText = (projectName: string, documentName: string) =>
  `${projectName}: a new document "${documentName}" has been shared with you. Open the app to read it.`
