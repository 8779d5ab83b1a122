import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

/**
 * PGlite runs no autovacuum: without this its planner keeps the statistics of an empty database
 * and its visibility map stays unset, so a count over an index (the dashboards' six months of
 * leads) still reads every table page. Run at start, after migrations and the seed; PostgreSQL's
 * own autovacuum does this there.
 */
export async function refreshPlannerData(db: Db): Promise<void> {
  // The tables counted in bulk; the catalogues and small tables are left alone to start fast.
  await db.execute(
    sql`VACUUM (ANALYZE) leads, lead_events, tasks, site_visits, calls, dispositions, bookings`,
  )
}
