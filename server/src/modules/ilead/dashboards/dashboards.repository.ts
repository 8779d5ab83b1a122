import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core'
import type { TInstantRange } from '../../../../../contract/dashboard-filters.ts'
import { UNASSIGNED_LABEL, type TReportRow } from '../../../../../contract/dashboards.ts'
import type { Conn } from '../../../db/client.ts'
import { bookings, leads, projects, siteVisits, tasks, users } from '../../../db/schema.ts'

/**
 * The dashboards' counts. Each answer is one grouped statement over the leads the caller sees,
 * joined to what it counts; a lead's date basis, a visit's schedule, a task's due date, a call's
 * start or a booking's creation falls in the half-open range [start, end).
 */

/**
 * What a dashboard counts over: `visible`, a condition on `leads` (the visibility rule and the
 * project, built by the service); `org` set when the caller sees every lead of the organisation
 * and no project narrows it, so visits, tasks and calls are counted by their own organisation
 * without reading their leads.
 */
export interface DashboardScope {
  visible: SQL
  org: string | null
}

/** The condition on a lead's visit, task or call: by its organisation, or by its lead. */
export const childOf = (s: DashboardScope, orgId: PgColumn): SQL =>
  s.org ? eq(orgId, s.org) : s.visible

/** Joins the leads of a visit, task or call when the scope needs them. */
function withLeads<Q extends PgSelect>(q: Q, s: DashboardScope, leadId: PgColumn): Q {
  // An inner join selects nothing more: the rows keep their shape.
  return s.org ? q : (q.innerJoin(leads, eq(leads.id, leadId)) as unknown as Q)
}

export const inRange = (column: PgColumn, r: TInstantRange): SQL =>
  and(gte(column, r.start), lt(column, r.end)) as SQL

/**
 * The India day or month of an instant as text. India keeps +05:30 all year (no daylight
 * saving), so a fixed offset from UTC gives its calendar without relying on the server's time
 * zone data.
 */
const indiaLocal = (column: PgColumn) =>
  sql`((${column} at time zone 'UTC') + interval '5 hours 30 minutes')`
export const indiaDaySql = (column: PgColumn) =>
  sql<string>`to_char(${indiaLocal(column)}, 'YYYY-MM-DD')`
const indiaMonthSql = (column: PgColumn) => sql<string>`to_char(${indiaLocal(column)}, 'YYYY-MM')`

/** Leads whose date basis falls in the range, by stage. */
export async function leadsByStage(
  db: Conn,
  { visible }: DashboardScope,
  basis: PgColumn,
  r: TInstantRange,
) {
  return db
    .select({ stage: leads.leadStatus, n: count() })
    .from(leads)
    .where(and(visible, inRange(basis, r)))
    .groupBy(leads.leadStatus)
}

/** Site visits of the visible leads scheduled in the range, by status. */
export async function visitsByStatus(db: Conn, s: DashboardScope, r: TInstantRange) {
  const q = db.select({ status: siteVisits.status, n: count() }).from(siteVisits).$dynamic()
  return withLeads(q, s, siteVisits.leadId)
    .where(and(childOf(s, siteVisits.orgId), inRange(siteVisits.scheduledAt, r)))
    .groupBy(siteVisits.status)
}

/** Tasks of the visible leads due in the range: completed, open and overdue at `now`, open and not. */
export async function taskBuckets(db: Conn, s: DashboardScope, r: TInstantRange, now: Date) {
  const q = db
    .select({
      completed: sql<number>`count(*) filter (where ${tasks.taskStatus} = 'Completed')`.mapWith(
        Number,
      ),
      overdue:
        sql<number>`count(*) filter (where ${tasks.taskStatus} = 'Open' and ${tasks.dueDate} < ${now})`.mapWith(
          Number,
        ),
      pending:
        sql<number>`count(*) filter (where ${tasks.taskStatus} = 'Open' and ${tasks.dueDate} >= ${now})`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .$dynamic()
  const [row] = await withLeads(q, s, tasks.leadId).where(
    and(childOf(s, tasks.orgId), inRange(tasks.dueDate, r)),
  )
  return row ?? { completed: 0, overdue: 0, pending: 0 }
}

// ---------------------------------------------------------------------------------------------
// Reports: cells of (xAxis, yAxis, value)

const personName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${UNASSIGNED_LABEL})`

function cells(
  rows: { x: string | null; xId: string | null; y: string; n: number }[],
): TReportRow[] {
  return rows.map((r) => ({
    xAxis: r.x ?? UNASSIGNED_LABEL,
    xAxisId: r.xId,
    yAxis: r.y,
    value: r.n,
  }))
}

/** Leads by source and stage; `dates` narrows them (a date basis in the range) or not (as they stand). */
export async function leadStageBySource(
  db: Conn,
  { visible }: DashboardScope,
  dates: SQL | undefined,
) {
  const rows = await db
    .select({
      x: leads.sourceOfLead,
      xId: sql<null>`null`,
      y: leads.leadStatus,
      n: count(),
    })
    .from(leads)
    .where(and(visible, dates))
    .groupBy(leads.sourceOfLead, leads.leadStatus)
  return cells(rows)
}

/** Leads whose date basis falls in the range, by assignee and stage. */
export async function leadStageByExecutive(db: Conn, { visible }: DashboardScope, dates: SQL) {
  const rows = await db
    .select({ x: personName, xId: leads.assigneeId, y: leads.leadStatus, n: count() })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(and(visible, dates))
    .groupBy(leads.assigneeId, users.firstName, users.lastName, leads.leadStatus)
  return cells(rows)
}

/** Visits scheduled in the range, by their lead's source and the visit's status. */
export async function visitsBySource(db: Conn, { visible }: DashboardScope, r: TInstantRange) {
  const rows = await db
    .select({ x: leads.sourceOfLead, xId: sql<null>`null`, y: siteVisits.status, n: count() })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .where(and(visible, inRange(siteVisits.scheduledAt, r)))
    .groupBy(leads.sourceOfLead, siteVisits.status)
  return cells(rows)
}

/** Visits scheduled in the range, by the visit's assignee and status. */
export async function visitsByExecutive(db: Conn, s: DashboardScope, r: TInstantRange) {
  const q = db
    .select({ x: personName, xId: siteVisits.assigneeId, y: siteVisits.status, n: count() })
    .from(siteVisits)
    .leftJoin(users, eq(users.id, siteVisits.assigneeId))
    .$dynamic()
  const rows = await withLeads(q, s, siteVisits.leadId)
    .where(and(childOf(s, siteVisits.orgId), inRange(siteVisits.scheduledAt, r)))
    .groupBy(siteVisits.assigneeId, users.firstName, users.lastName, siteVisits.status)
  return cells(rows)
}

/** Confirmed bookings (not drafts, not cancelled) made in the range, by lead source and India month. */
export async function bookingsBySourceAndMonth(
  db: Conn,
  { visible }: DashboardScope,
  r: TInstantRange,
) {
  const month = indiaMonthSql(bookings.createdAt)
  const rows = await db
    .select({ x: leads.sourceOfLead, xId: sql<null>`null`, y: month, n: count() })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(
      and(
        visible,
        inRange(bookings.createdAt, r),
        eq(bookings.isDraft, false),
        eq(bookings.status, 'BOOKED'),
      ),
    )
    .groupBy(leads.sourceOfLead, month)
  return cells(rows)
}

/** A project's name, in the caller's organisation; null when it is not one of its projects. */
export async function projectNameOf(db: Conn, orgId: string, projectId: string) {
  const [row] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)))
  return row?.name ?? null
}
