import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { TInstantRange } from '../../../../../contract/dashboard-filters.ts'
import { UNASSIGNED_LABEL, type TReportRow } from '../../../../../contract/dashboards.ts'
import type { Conn } from '../../../db/client.ts'
import { bookings, leads, siteVisits, tasks, users } from '../../../db/schema.ts'

/**
 * The dashboards' counts. Each answer is one grouped statement over the leads the caller sees
 * (`visible`: the lead visibility rule and the project, built by the service), joined to what it
 * counts; a lead's date basis, a visit's schedule, a task's due date, a call's start or a
 * booking's creation falls in the half-open range [start, end).
 */

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
export async function leadsByStage(db: Conn, visible: SQL, basis: PgColumn, r: TInstantRange) {
  return db
    .select({ stage: leads.leadStatus, n: count() })
    .from(leads)
    .where(and(visible, inRange(basis, r)))
    .groupBy(leads.leadStatus)
}

/** Site visits of the visible leads scheduled in the range, by status. */
export async function visitsByStatus(db: Conn, visible: SQL, r: TInstantRange) {
  return db
    .select({ status: siteVisits.status, n: count() })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .where(and(visible, inRange(siteVisits.scheduledAt, r)))
    .groupBy(siteVisits.status)
}

/** Tasks of the visible leads due in the range: completed, open and overdue at `now`, open and not. */
export async function taskBuckets(db: Conn, visible: SQL, r: TInstantRange, now: Date) {
  const [row] = await db
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
    .innerJoin(leads, eq(leads.id, tasks.leadId))
    .where(and(visible, inRange(tasks.dueDate, r)))
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
export async function leadStageBySource(db: Conn, visible: SQL, dates: SQL | undefined) {
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
export async function leadStageByExecutive(db: Conn, visible: SQL, dates: SQL) {
  const rows = await db
    .select({ x: personName, xId: leads.assigneeId, y: leads.leadStatus, n: count() })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(and(visible, dates))
    .groupBy(leads.assigneeId, users.firstName, users.lastName, leads.leadStatus)
  return cells(rows)
}

/** Visits scheduled in the range, by their lead's source and the visit's status. */
export async function visitsBySource(db: Conn, visible: SQL, r: TInstantRange) {
  const rows = await db
    .select({ x: leads.sourceOfLead, xId: sql<null>`null`, y: siteVisits.status, n: count() })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .where(and(visible, inRange(siteVisits.scheduledAt, r)))
    .groupBy(leads.sourceOfLead, siteVisits.status)
  return cells(rows)
}

/** Visits scheduled in the range, by the visit's assignee and status. */
export async function visitsByExecutive(db: Conn, visible: SQL, r: TInstantRange) {
  const rows = await db
    .select({ x: personName, xId: siteVisits.assigneeId, y: siteVisits.status, n: count() })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .leftJoin(users, eq(users.id, siteVisits.assigneeId))
    .where(and(visible, inRange(siteVisits.scheduledAt, r)))
    .groupBy(siteVisits.assigneeId, users.firstName, users.lastName, siteVisits.status)
  return cells(rows)
}

/** Confirmed bookings (not drafts, not cancelled) made in the range, by lead source and India month. */
export async function bookingsBySourceAndMonth(db: Conn, visible: SQL, r: TInstantRange) {
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
