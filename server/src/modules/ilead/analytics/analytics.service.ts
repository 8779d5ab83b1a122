import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  ANALYTICS_ERROR_CODES,
  ANALYTICS_MESSAGES,
  type TAnalyticsDashboard,
  type ZAnalyticsDashboardInput,
  type ZAnalyticsDashboardPatch,
} from '../../../../../contract/dashboards.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import {
  dashboardsOf,
  dashboardWithId,
  deleteDashboard,
  insertDashboard,
  nameTaken,
  ownDashboard,
  updateDashboard,
} from './analytics.repository.ts'

/**
 * Saved analytics dashboards are their user's own: only they list, open, rename or delete them.
 * Another user's dashboard, or one of another organisation, does not exist for the caller (404).
 */
const notFound = () =>
  new AppError(404, ANALYTICS_ERROR_CODES.notFound, ANALYTICS_MESSAGES.notFound)
const nameConflict = () =>
  new AppError(409, ANALYTICS_ERROR_CODES.duplicateName, ANALYTICS_MESSAGES.duplicateName, {
    fields: [{ field: 'name', message: ANALYTICS_MESSAGES.duplicateName }],
  })

export async function listDashboards(db: Conn, auth: AuthContext) {
  return { items: await dashboardsOf(db, auth.orgId, auth.userId) }
}

export async function getDashboard(db: Conn, auth: AuthContext, id: string) {
  const found = await ownDashboard(db, auth.orgId, auth.userId, id)
  if (!found) throw notFound()
  return found
}

/** A name is unique among the user's dashboards. A replay of a client-made id answers the saved one. */
export async function createDashboard(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof ZAnalyticsDashboardInput>,
  now: Date,
): Promise<{ dashboard: TAnalyticsDashboard; created: boolean }> {
  if (body._id) {
    const existing = await dashboardWithId(tx, body._id)
    if (existing) {
      if (existing.ownerId !== auth.userId || existing.orgId !== auth.orgId) throw notFound()
      return { dashboard: await getDashboard(tx, auth, body._id), created: false }
    }
  }
  const id = body._id ?? randomUUID()
  if (await nameTaken(tx, auth.orgId, auth.userId, body.name, id)) throw nameConflict()
  const dashboard = await insertDashboard(tx, {
    id,
    orgId: auth.orgId,
    ownerId: auth.userId,
    name: body.name,
    reports: body.reports,
    createdAt: now,
    updatedAt: now,
  })
  return { dashboard, created: true }
}

export async function changeDashboard(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof ZAnalyticsDashboardPatch>,
  now: Date,
) {
  if (body.name !== undefined && (await nameTaken(tx, auth.orgId, auth.userId, body.name, id)))
    throw nameConflict()
  const changed = await updateDashboard(tx, auth.orgId, auth.userId, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.reports !== undefined ? { reports: body.reports } : {}),
    updatedAt: now,
  })
  if (!changed) throw notFound()
  return changed
}

export async function removeDashboard(tx: Tx, auth: AuthContext, id: string) {
  if (!(await deleteDashboard(tx, auth.orgId, auth.userId, id))) throw notFound()
}
