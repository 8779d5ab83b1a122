import { and, count, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { TPageInfo } from '../../../../contract/common.ts'
import { pageInfo } from '../../paging.ts'
import type { Conn } from '../../db/client.ts'

/**
 * Batch reads of a part of many leads' details (decision 0017): each lead's first `limit` rows
 * in the part's own order, and each lead's total, in two queries whatever the number of leads.
 */
export interface LeadPart {
  table: PgTable
  id: PgColumn
  leadId: PgColumn
  /** The part's order, as its own read pages it. */
  order: SQL
  /** What else its own read asks of a row (the journey leaves out the reveals). */
  where?: SQL
}

/**
 * The first page of the part for each of the leads, as its own read answers page 1 with
 * `limit`. `rowsWhere` reads the part's rows (with what its read joins) where the condition
 * holds, in the order given; `leadOf` and `toItem` are its own.
 */
export async function firstPagePerLead<R, I>(
  db: Conn,
  part: LeadPart,
  leadIds: readonly string[],
  limit: number,
  rowsWhere: (condition: SQL, order: SQL) => Promise<R[]>,
  leadOf: (row: R) => string,
  toItem: (row: R) => I,
): Promise<Map<string, { items: I[]; pageInfo: TPageInfo }>> {
  const where = and(inArray(part.leadId, [...leadIds]), part.where) as SQL
  // Each row's place within its lead, in the part's order (1 is first).
  const first = sql`${part.id} in (select ranked.id from (
    select ${part.id} as id,
      row_number() over (partition by ${part.leadId} order by ${part.order}) as place
    from ${part.table} where ${where}) ranked where ranked.place <= ${limit})`
  const [rows, totals] = await Promise.all([
    rowsWhere(first, part.order),
    db
      .select({ leadId: sql<string>`${part.leadId}`, n: count() })
      .from(part.table)
      .where(where)
      .groupBy(part.leadId),
  ])
  const pages = new Map(
    leadIds.map((id) => [id, { items: [] as I[], pageInfo: pageInfo(1, limit, 0) }]),
  )
  for (const { leadId, n } of totals) {
    const page = pages.get(leadId)
    if (page) page.pageInfo = pageInfo(1, limit, Number(n))
  }
  for (const row of rows) pages.get(leadOf(row))?.items.push(toItem(row))
  return pages
}
