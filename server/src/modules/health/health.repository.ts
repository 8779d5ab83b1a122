import { sql } from 'drizzle-orm'
import type { Conn } from '../../db/client.ts'

/** Throws when the database does not answer. */
export async function pingDatabase(db: Conn) {
  await db.execute(sql`select 1`)
}
