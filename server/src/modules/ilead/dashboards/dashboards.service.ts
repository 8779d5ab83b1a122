import { and, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { TInstantRange } from '../../../../../contract/dashboard-filters.ts'
import {
  LEAD_BUCKET_OF,
  LEAD_BUCKETS,
  TASK_BUCKETS,
  type TLeadOverview,
  type TReport,
  type TReportType,
  type TSiteVisitOverview,
  type TTaskOverview,
  type ZDashboardQuery,
} from '../../../../../contract/dashboards.ts'
import { SITE_VISIT_STATUSES, type TLeadStatus } from '../../../../../contract/domain.ts'
import type { Conn } from '../../../db/client.ts'
import { leads } from '../../../db/schema.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { leadAccess, leadReadableProjects, leadVisibility } from '../leads/lead-visibility.ts'
import {
  bookingsBySourceAndMonth,
  type DashboardScope,
  inRange,
  leadStageByExecutive,
  leadStageBySource,
  leadsByStage,
  taskBuckets,
  visitsByExecutive,
  visitsBySource,
  visitsByStatus,
} from './dashboards.repository.ts'

export type DashboardQuery = z.output<typeof ZDashboardQuery>

/**
 * The leads a dashboard counts, as a condition on `leads`: what the lead list shows the caller
 * (a manager every lead of their projects, an executive their own), in the project asked for or
 * in all of them. A project the caller may not read leads of is refused, not answered with zeros.
 */
export function dashboardLeads(auth: AuthContext, projectId: string | undefined): DashboardScope {
  if (projectId) {
    const readable = leadReadableProjects(auth)
    if (readable !== 'all' && !readable.includes(projectId)) throw permissionDenied()
  }
  return {
    visible: and(
      leadVisibility(auth),
      projectId ? eq(leads.projectId, projectId) : undefined,
    ) as SQL,
    // Every lead of the organisation: a visit, task or call is counted by its own organisation.
    org: !projectId && leadAccess(auth).all === 'all' ? auth.orgId : null,
  }
}

export const rangeOf = (q: { startTime: string; endTime: string }): TInstantRange => ({
  start: new Date(q.startTime),
  end: new Date(q.endTime),
})

export const basisColumn = (q: { dateField: 'createdAt' | 'updatedAt' }) =>
  q.dateField === 'updatedAt' ? leads.updatedAt : leads.createdAt

/** Every bucket listed, in the dashboard's order, 0 where nothing counts. */
function buckets<N extends string>(names: readonly N[], counts: Map<string, number>) {
  const items = names.map((name) => ({ name, count: counts.get(name) ?? 0 }))
  return { items, total: items.reduce((sum, b) => sum + b.count, 0) }
}

/**
 * Leads whose date basis falls in the range, by the bucket of their stage. The total counts every
 * such lead, a stage of the organisation's own (in no bucket) too.
 */
export async function leadOverview(
  db: Conn,
  auth: AuthContext,
  q: DashboardQuery,
): Promise<TLeadOverview> {
  const rows = await leadsByStage(db, dashboardLeads(auth, q.projectId), basisColumn(q), rangeOf(q))
  const counts = new Map<string, number>()
  let total = 0
  for (const { stage, n } of rows) {
    total += n
    const bucket = LEAD_BUCKET_OF[stage as TLeadStatus]
    if (bucket) counts.set(bucket, (counts.get(bucket) ?? 0) + n)
  }
  return { items: buckets(LEAD_BUCKETS, counts).items, total }
}

export async function siteVisitOverview(
  db: Conn,
  auth: AuthContext,
  q: DashboardQuery,
): Promise<TSiteVisitOverview> {
  const rows = await visitsByStatus(db, dashboardLeads(auth, q.projectId), rangeOf(q))
  return buckets(SITE_VISIT_STATUSES, new Map(rows.map((r) => [r.status, r.n])))
}

/** Overdue and Pending are judged against the server's clock at `now`, as the task table does. */
export async function taskOverview(
  db: Conn,
  auth: AuthContext,
  q: DashboardQuery,
  now: Date,
): Promise<TTaskOverview> {
  const t = await taskBuckets(db, dashboardLeads(auth, q.projectId), rangeOf(q), now)
  const counts = new Map<string, number>([
    ['Completed', t.completed],
    ['Overdue', t.overdue],
    ['Pending', t.pending],
  ])
  return buckets(TASK_BUCKETS, counts)
}

/** One report's cells over the caller's leads. */
export async function report(
  db: Conn,
  auth: AuthContext,
  type: TReportType,
  q: DashboardQuery,
): Promise<TReport> {
  const visible = dashboardLeads(auth, q.projectId)
  const r = rangeOf(q)
  const dates = inRange(basisColumn(q), r)

  const rows = await (() => {
    switch (type) {
      case 'source-wise-lead-stage':
        return leadStageBySource(db, visible, dates)
      case 'source-wise-current-lead-stage':
        // The pipeline as it stands: every visible lead, whatever its dates.
        return leadStageBySource(db, visible, undefined)
      case 'executive-wise-lead-stage':
        return leadStageByExecutive(db, visible, dates)
      case 'source-wise-site-visit':
        return visitsBySource(db, visible, r)
      case 'executive-wise-site-visit':
        return visitsByExecutive(db, visible, r)
      case 'source-wise-booking-trend':
        return bookingsBySourceAndMonth(db, visible, r)
    }
  })()
  return { type, rows }
}
