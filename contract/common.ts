import { z } from 'zod'

/** The spec's error shape. `fields` names each bad field of a validation 400. */
export const ZApiError = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type TApiError = z.infer<typeof ZApiError>

/** Paging info as the spec sends it; pageNumber is 1-based on the wire. */
export const ZPageInfo = z.object({
  pageNumber: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalNumItems: z.number().int().min(0),
})
export type TPageInfo = z.infer<typeof ZPageInfo>

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
})

export const ZEntityLabel = z.object({
  _id: z.string(),
  orgId: z.string(),
  entityName: z.string(),
  labelName: z.string(),
  hasSubSource: z.boolean(),
})
export type TEntityLabel = z.infer<typeof ZEntityLabel>

export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type THealth = z.infer<typeof ZHealth>
