import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { TInstantRange } from '../../../../../contract/dashboard-filters.ts'
import { UNASSIGNED_LABEL, type TReportRow } from '../../../../../contract/dashboards.ts'
import type { TLeadReportAxis } from '../../../../../contract/reports.ts'
import type { Conn, Db } from '../../../db/client.ts'
import { leads, projects, reportJobs, reportSends, users } from '../../../db/schema.ts'
import { inRange } from '../dashboards/dashboards.repository.ts'

// ---------------------------------------------------------------------------------------------
// The lead report pivot

const personName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${UNASSIGNED_LABEL})`
const orUnassigned = (column: PgColumn) => sql<string>`coalesce(${column}, ${UNASSIGNED_LABEL})`
/** India keeps +05:30 all year: its month without the database's zone data. */
const indiaMonth = (column: PgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM')`

/** What an axis groups by: its label and, where names may repeat, the id telling them apart. */
function axisOf(axis: TLeadReportAxis, basis: PgColumn): { label: SQL<string>; id: SQL } {
  switch (axis) {
    case 'source':
      return { label: sql<string>`${leads.sourceOfLead}`, id: sql`null` }
    case 'subSource':
      return { label: orUnassigned(leads.subSourceOfLead), id: sql`null` }
    case 'stage':
      return { label: sql<string>`${leads.leadStatus}`, id: sql`null` }
    case 'assignee':
      return { label: personName, id: sql`${leads.assigneeId}` }
    case 'project':
      return { label: sql<string>`${projects.name}`, id: sql`${leads.projectId}` }
    case 'month':
      return { label: indiaMonth(basis), id: sql`null` }
  }
}

/** Leads whose date basis is in the range, counted by two axes: only cells above 0. */
export async function leadPivot(
  db: Conn,
  visible: SQL,
  basis: PgColumn,
  r: TInstantRange,
  xAxis: TLeadReportAxis,
  yAxis: TLeadReportAxis,
): Promise<TReportRow[]> {
  const [x, y] = [axisOf(xAxis, basis), axisOf(yAxis, basis)]
  const rows = await db
    .select({ x: x.label, xId: sql<string | null>`${x.id}`, y: y.label, n: count() })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .innerJoin(projects, eq(projects.id, leads.projectId))
    .where(and(visible, inRange(basis, r)))
    // By position: the labels carry parameters ("Unassigned"), which PostgreSQL numbers apart
    // in the select list and the grouping, so the same expression repeated would not match.
    .groupBy(sql`1`, sql`2`, sql`3`)
  return rows.map((r) => ({ xAxis: r.x, xAxisId: r.xId, yAxis: r.y, value: r.n }))
}

/** The organisation's projects, all or these, by name. */
export async function projectsNamed(db: Conn, orgId: string, ids: 'all' | readonly string[]) {
  return db
    .select({ _id: projects.id, projectName: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.orgId, orgId),
        ids === 'all' ? undefined : ids.length ? inArray(projects.id, [...ids]) : sql`false`,
      ),
    )
    .orderBy(asc(projects.name))
}

// ---------------------------------------------------------------------------------------------
// The lead report file

/** The leads of a report file after `after` (its basis and id), in that order. */
export async function leadBatch(
  db: Conn,
  visible: SQL,
  basis: PgColumn,
  r: TInstantRange,
  after: { at: Date; id: string } | null,
  limit: number,
) {
  return db
    .select({
      id: leads.id,
      at: basis,
      fullName: leads.fullName,
      whatsAppNumber: leads.whatsAppNumber,
      projectId: leads.projectId,
      source: leads.sourceOfLead,
      stage: leads.leadStatus,
      assignee: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      project: projects.name,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .innerJoin(projects, eq(projects.id, leads.projectId))
    .where(
      and(
        visible,
        inRange(basis, r),
        after ? sql`(${basis}, ${leads.id}) > (${after.at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(basis), asc(leads.id))
    .limit(limit)
}

export async function countLeads(db: Conn, visible: SQL, basis: PgColumn, r: TInstantRange) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(visible, inRange(basis, r)))
  return row?.n ?? 0
}

// ---------------------------------------------------------------------------------------------
// Jobs

export type JobRow = typeof reportJobs.$inferSelect
type JobInsert = typeof reportJobs.$inferInsert

export async function insertJob(db: Conn, job: JobInsert): Promise<JobRow> {
  const [row] = await db.insert(reportJobs).values(job).returning()
  return row!
}

/**
 * A job of the same requester, file and grants that is still running, or completed since
 * `completedSince`: asking again reuses it rather than writing the file twice.
 */
export async function reusableJob(
  db: Conn,
  job: Pick<
    JobInsert,
    'orgId' | 'requestedBy' | 'grants' | 'reportType' | 'filterBy' | 'startTime' | 'endTime'
  > & { projectId: string | null },
  completedSince: Date,
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(reportJobs)
    .where(
      and(
        eq(reportJobs.orgId, job.orgId),
        eq(reportJobs.requestedBy, job.requestedBy),
        eq(reportJobs.reportType, job.reportType),
        eq(reportJobs.filterBy, job.filterBy),
        eq(reportJobs.startTime, job.startTime),
        eq(reportJobs.endTime, job.endTime),
        job.projectId ? eq(reportJobs.projectId, job.projectId) : isNull(reportJobs.projectId),
        sql`${reportJobs.grants} = ${JSON.stringify(job.grants)}::jsonb`,
        or(
          eq(reportJobs.status, 'processing'),
          and(eq(reportJobs.status, 'completed'), gt(reportJobs.completedAt, completedSince)),
        ),
      ),
    )
    .orderBy(desc(reportJobs.createdAt))
    .limit(1)
  return row ?? null
}

/** A job of the requester's, in their organisation. */
export async function jobOf(db: Conn, orgId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(reportJobs)
    .where(
      and(eq(reportJobs.id, id), eq(reportJobs.orgId, orgId), eq(reportJobs.requestedBy, userId)),
    )
  return row ?? null
}

/** The requester's jobs, newest first, by project and type when given. */
export async function jobsPage(
  db: Conn,
  orgId: string,
  userId: string,
  f: { projectId?: string; reportType?: string },
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(reportJobs.orgId, orgId),
    eq(reportJobs.requestedBy, userId),
    f.projectId ? eq(reportJobs.projectId, f.projectId) : undefined,
    f.reportType ? eq(reportJobs.reportType, f.reportType as JobRow['reportType']) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reportJobs)
      .where(where)
      .orderBy(desc(reportJobs.createdAt), desc(reportJobs.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(reportJobs).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/**
 * Takes the oldest unfinished job nobody is working on (or whose worker stopped beating before
 * `staleBefore`) for `worker`. FOR UPDATE SKIP LOCKED: two processes claiming at once never take
 * the same job, and neither waits for the other.
 */
export async function claimNextJob(
  db: Db,
  worker: string,
  now: Date,
  staleBefore: Date,
): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: reportJobs.id })
      .from(reportJobs)
      .where(
        and(
          eq(reportJobs.status, 'processing'),
          or(isNull(reportJobs.heartbeatAt), lt(reportJobs.heartbeatAt, staleBefore)),
        ),
      )
      .orderBy(asc(reportJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!next) return null
    const [claimed] = await tx
      .update(reportJobs)
      .set({ claimedBy: worker, heartbeatAt: now, progress: 0, rowsWritten: 0 })
      .where(eq(reportJobs.id, next.id))
      .returning()
    return claimed ?? null
  })
}

/** Progress of the worker that holds the job; a job taken over by another is left alone. */
export async function recordProgress(
  db: Conn,
  id: string,
  worker: string,
  p: { progress: number; rowsWritten: number; totalRows: number },
  now: Date,
) {
  const done = await db
    .update(reportJobs)
    .set({ ...p, heartbeatAt: now })
    .where(and(eq(reportJobs.id, id), eq(reportJobs.claimedBy, worker)))
    .returning({ id: reportJobs.id })
  return done.length > 0
}

export async function finishJob(
  db: Conn,
  id: string,
  worker: string,
  end:
    | { status: 'completed'; sizeBytes: number; rowsWritten: number; totalRows: number }
    | { status: 'failed'; message: string },
  now: Date,
) {
  await db
    .update(reportJobs)
    .set({
      ...end,
      ...(end.status === 'completed' ? { progress: 100 } : {}),
      completedAt: now,
      heartbeatAt: now,
    })
    .where(and(eq(reportJobs.id, id), eq(reportJobs.claimedBy, worker)))
}

/** A completed job whose file is gone: expired, so asking for the file again makes a new one. */
export async function markExpired(db: Conn, id: string) {
  await db
    .update(reportJobs)
    .set({ status: 'expired' })
    .where(and(eq(reportJobs.id, id), eq(reportJobs.status, 'completed')))
}

/**
 * Expires up to `limit` jobs completed before `completedBefore` whose file no sending still
 * waits for: `drop` deletes each file while the rows are locked, then they are marked expired.
 * FOR UPDATE SKIP LOCKED, as the claim: two processes purging at once never take the same job,
 * so no file is deleted twice. A failed `drop` rolls the batch back for the next turn. The ids
 * expired.
 */
export async function expireJobs(
  db: Db,
  completedBefore: Date,
  limit: number,
  drop: (id: string) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ id: reportJobs.id })
      .from(reportJobs)
      .where(
        and(
          eq(reportJobs.status, 'completed'),
          lt(reportJobs.completedAt, completedBefore),
          notExists(
            tx
              .select({ id: reportSends.id })
              .from(reportSends)
              .where(and(eq(reportSends.jobId, reportJobs.id), eq(reportSends.status, 'pending'))),
          ),
        ),
      )
      .orderBy(asc(reportJobs.completedAt))
      .limit(limit)
      .for('update', { of: reportJobs, skipLocked: true })
    const ids = old.map((j) => j.id)
    if (!ids.length) return ids
    for (const id of ids) await drop(id)
    await tx.update(reportJobs).set({ status: 'expired' }).where(inArray(reportJobs.id, ids))
    return ids
  })
}

// ---------------------------------------------------------------------------------------------
// Sending

export type SendRow = typeof reportSends.$inferSelect

export async function insertSend(db: Conn, send: typeof reportSends.$inferInsert) {
  const [row] = await db.insert(reportSends).values(send).returning()
  return row!
}

export async function sendsPage(
  db: Conn,
  orgId: string,
  userId: string,
  window: { limit: number; offset: number },
) {
  const where = and(eq(reportSends.orgId, orgId), eq(reportSends.sentBy, userId))
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reportSends)
      .where(where)
      .orderBy(desc(reportSends.createdAt), desc(reportSends.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(reportSends).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/**
 * Takes a waiting sending whose job has ended (completed or failed), nobody else's since
 * `staleBefore`, with its job. SKIP LOCKED, as for jobs: one process sends each.
 */
export async function claimNextSend(db: Db, now: Date, staleBefore: Date) {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ send: reportSends, job: reportJobs })
      .from(reportSends)
      .innerJoin(reportJobs, eq(reportJobs.id, reportSends.jobId))
      .where(
        and(
          eq(reportSends.status, 'pending'),
          ne(reportJobs.status, 'processing'),
          or(isNull(reportSends.claimedAt), lt(reportSends.claimedAt, staleBefore)),
        ),
      )
      .orderBy(asc(reportSends.createdAt))
      .limit(1)
      .for('update', { of: reportSends, skipLocked: true })
    if (!next) return null
    await tx.update(reportSends).set({ claimedAt: now }).where(eq(reportSends.id, next.send.id))
    return next
  })
}

export async function finishSend(
  db: Conn,
  id: string,
  end: { status: 'sent' | 'failed'; message: string | null },
  now: Date,
) {
  await db
    .update(reportSends)
    .set({ ...end, sentAt: end.status === 'sent' ? now : null })
    .where(eq(reportSends.id, id))
}
