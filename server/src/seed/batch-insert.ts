import { getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client.ts'

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below it. */
const MAX_PARAMETERS = 30_000
const MAX_ROWS = 1000

/** Multi-row inserts: one statement per row would make 50,000 leads take minutes on PGlite. */
export async function insertBatched<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  const columns = Object.keys(getTableColumns(table)).length
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)))
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size) as T['$inferInsert'][])
  }
  return rows.length
}
