import { getTableName, isTable, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import * as schema from '../db/schema.ts'

/** Every table of the schema, so a table added later is wiped too without touching this file. */
const TABLES = Object.values(schema)
  .filter(isTable)
  .map((table) => `"${getTableName(table)}"`)

export async function wipeDatabase(db: Db | Tx): Promise<void> {
  await db.execute(sql.raw(`truncate table ${TABLES.join(', ')} cascade`))
}
