import { z } from 'zod'
import { ZUploadedFile } from './post-sales-files.ts'
import { MAX_UPLOAD_FILES, zDescription, zTitle, zWireDate } from './validators.ts'
import { CONSTRUCTION_MESSAGES } from './messages.ts'
export { CONSTRUCTION_SCOPES } from './scopes.ts'
export { CONSTRUCTION_MESSAGES }

/**
 * Construction milestones and progress (spec 002: constructionProgressId, title, description,
 * media, completion date; decision 0056): what was built, posted per project and, where it
 * applies, per building, with photos and videos for the customers.
 */
const base = (slug: string) => `/ilead-service/v1/${slug}/construction-progress`
export const CONSTRUCTION_PATHS = {
  /** GET ?projectId=[&buildingId=]: the entries, latest completion first. POST ?projectId=. */
  list: base,
  /** DELETE ?projectId=: an entry and its media. */
  one: (slug: string, progressId: string) => `${base(slug)}/${progressId}`,
} as const

export const CONSTRUCTION_ERROR_CODES = {
  notFound: 'PROGRESS_NOT_FOUND',
  media: 'PROGRESS_MEDIA_INVALID',
} as const

export const ZProgressCreate = z.object({
  title: zTitle,
  description: zDescription.default(''),
  completionDate: zWireDate,
  /** Null: the whole project. */
  buildingId: z.string().min(1).max(100).nullable().default(null),
  /** Finished uploads of purpose constructionMedia (contract/post-sales-files.ts). */
  media: z
    .array(z.string().uuid())
    .max(MAX_UPLOAD_FILES, CONSTRUCTION_MESSAGES.tooManyMedia)
    .default([]),
})
export type TProgressCreate = z.input<typeof ZProgressCreate>

export const ZProgress = z.object({
  constructionProgressId: z.string(),
  title: z.string(),
  description: z.string(),
  completionDate: z.string(),
  buildingId: z.string().nullable(),
  buildingName: z.string().nullable(),
  media: z.array(ZUploadedFile),
  createdAt: z.string(),
})
export type TProgress = z.infer<typeof ZProgress>

export const ZProgressList = z.object({ items: z.array(ZProgress) })
export type TProgressList = z.infer<typeof ZProgressList>

export const ZProgressListQuery = z.object({
  projectId: z.string().min(1).max(100),
  buildingId: z.string().min(1).max(100).optional(),
})
