import { z } from 'zod'
import type { TPageInfo } from '../../contract/common.ts'

/** The organisation slug's three path parameters (contract/routes.ts SLUG_PARAMS). */
export const ZSlugParams = z.object({ market: z.string(), product: z.string(), orgId: z.string() })

/** A page as the wire asks for it: `page` is 1-based. */
export interface PageRequest {
  page: number
  limit: number
}

/** The spec's paging info; `page` is 1-based as on the wire. */
export const pageInfo = (page: number, limit: number, total: number): TPageInfo => ({
  pageNumber: page,
  pageSize: limit,
  totalNumItems: total,
})

/**
 * One page of an offset list and the list's total, read together. `rows` gets the window to
 * apply (`.limit(limit).offset(offset)`); `total` is a `select({ n: count() })` over the same
 * conditions, or the number found another way (lead_counts). Both run at once: a drizzle query
 * passed unawaited starts here.
 */
export async function paged<Row>(
  { page, limit }: PageRequest,
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
  total: PromiseLike<readonly { n: number | string }[] | number>,
): Promise<{ rows: Row[]; pageInfo: TPageInfo }> {
  const [found, counted] = await Promise.all([rows({ limit, offset: (page - 1) * limit }), total])
  const n = typeof counted === 'number' ? counted : Number(counted[0]?.n ?? 0)
  return { rows: found, pageInfo: pageInfo(page, limit, n) }
}

/**
 * One page of an offset list whose one statement also counts the list: each row carries the
 * list's size as `total` (`count(*) over ()`), so a costly aggregate runs once, not again for
 * `paged`'s count. Past the last page no row carries it: the first row's window is read then.
 */
export async function pagedInOne<Row extends { total: number | string }>(
  { page, limit }: PageRequest,
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
): Promise<{ rows: Row[]; pageInfo: TPageInfo }> {
  const found = await rows({ limit, offset: (page - 1) * limit })
  const counted = found.length || page === 1 ? found : await rows({ limit: 1, offset: 0 })
  return { rows: found, pageInfo: pageInfo(page, limit, Number(counted[0]?.total ?? 0)) }
}
