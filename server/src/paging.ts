import { z } from 'zod'
import type { TPageInfo } from '../../contract/common.ts'

/** The organisation slug's three path parameters (contract/routes.ts SLUG_PARAMS). */
export const ZSlugParams = z.object({ market: z.string(), product: z.string(), orgId: z.string() })

/** The spec's paging info; `page` is 1-based as on the wire. */
export const pageInfo = (page: number, limit: number, total: number): TPageInfo => ({
  pageNumber: page,
  pageSize: limit,
  totalNumItems: total,
})
