import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../server/src/db/client.ts'
import { organisations, projects } from '../server/src/db/schema.ts'
import { seed } from '../server/src/seed/seed.ts'
import { wipeDatabase } from '../server/src/seed/wipe.ts'

/**
 * Wipes the database and seeds `leads` leads, then moves all of the first organisation's leads
 * into its first project: the worst case a lead list and a device meet, one project holding
 * every lead. Returns that project's id.
 */
export async function seedWorstCase(database: Database, leads: number): Promise<string> {
  await database.migrate()
  const started = performance.now()
  await database.db.transaction(async (tx) => {
    await wipeDatabase(tx)
    await seed(tx, { leads })
  })
  const [first] = await database.db
    .select({ id: projects.id, orgId: projects.orgId })
    .from(projects)
    .innerJoin(organisations, eq(organisations.id, projects.orgId))
    .orderBy(asc(organisations.createdAt), asc(organisations.id), asc(projects.createdAt))
    .limit(1)
  if (!first) throw new Error('the seed made no project')
  await database.db.execute(
    sql`update leads set project_id = ${first.id} where org_id = ${first.orgId}`,
  )
  await database.db.execute(sql`analyze`)
  console.log(`seeded ${leads} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return first.id
}
