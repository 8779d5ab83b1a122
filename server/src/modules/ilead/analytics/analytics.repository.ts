import { and, desc, eq } from 'drizzle-orm'
import type { TAnalyticsDashboard } from '../../../../../contract/dashboards.ts'
import type { Conn } from '../../../db/client.ts'
import { analyticsDashboards } from '../../../db/schema.ts'

type DashboardRow = typeof analyticsDashboards.$inferSelect
export type DashboardInsert = typeof analyticsDashboards.$inferInsert

const toDashboard = (d: DashboardRow): TAnalyticsDashboard => ({
  _id: d.id,
  name: d.name,
  reports: d.reports,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
})

const ownedBy = (orgId: string, ownerId: string, id: string) =>
  and(
    eq(analyticsDashboards.id, id),
    eq(analyticsDashboards.orgId, orgId),
    eq(analyticsDashboards.ownerId, ownerId),
  )

/** The user's dashboards in the organisation, most recently changed first. */
export async function dashboardsOf(db: Conn, orgId: string, ownerId: string) {
  const rows = await db
    .select()
    .from(analyticsDashboards)
    .where(and(eq(analyticsDashboards.orgId, orgId), eq(analyticsDashboards.ownerId, ownerId)))
    .orderBy(desc(analyticsDashboards.updatedAt), analyticsDashboards.id)
  return rows.map(toDashboard)
}

export async function ownDashboard(db: Conn, orgId: string, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(analyticsDashboards)
    .where(ownedBy(orgId, ownerId, id))
  return row && toDashboard(row)
}

/** Any dashboard with this id, whoever owns it (a client-made id must not be reused). */
export async function dashboardWithId(db: Conn, id: string) {
  const [row] = await db
    .select({ ownerId: analyticsDashboards.ownerId, orgId: analyticsDashboards.orgId })
    .from(analyticsDashboards)
    .where(eq(analyticsDashboards.id, id))
  return row
}

/** Whether the user has another dashboard of this name. */
export async function nameTaken(
  db: Conn,
  orgId: string,
  ownerId: string,
  name: string,
  id: string,
) {
  const [row] = await db
    .select({ id: analyticsDashboards.id })
    .from(analyticsDashboards)
    .where(
      and(
        eq(analyticsDashboards.orgId, orgId),
        eq(analyticsDashboards.ownerId, ownerId),
        eq(analyticsDashboards.name, name),
      ),
    )
  return row !== undefined && row.id !== id
}

export async function insertDashboard(db: Conn, row: DashboardInsert) {
  const [inserted] = await db.insert(analyticsDashboards).values(row).returning()
  return toDashboard(inserted!)
}

export async function updateDashboard(
  db: Conn,
  orgId: string,
  ownerId: string,
  id: string,
  change: Partial<Pick<DashboardInsert, 'name' | 'reports' | 'updatedAt'>>,
) {
  const [row] = await db
    .update(analyticsDashboards)
    .set(change)
    .where(ownedBy(orgId, ownerId, id))
    .returning()
  return row && toDashboard(row)
}

/** Whether it existed. */
export async function deleteDashboard(db: Conn, orgId: string, ownerId: string, id: string) {
  const gone = await db
    .delete(analyticsDashboards)
    .where(ownedBy(orgId, ownerId, id))
    .returning({ id: analyticsDashboards.id })
  return gone.length > 0
}
