import type { Db, Tx } from '../db/client.ts'
import * as schema from '../db/schema.ts'

/** A database without organisations has never been seeded (or was wiped): the server seeds it on start. */
export async function isDatabaseEmpty(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: schema.organisations.id }).from(schema.organisations).limit(1)
  return rows.length === 0
}
