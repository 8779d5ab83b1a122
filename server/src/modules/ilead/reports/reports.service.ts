import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import {
  LEAD_REPORT_AXES,
  LEAD_REPORT_AXIS_LABELS,
  REPORT_ERROR_CODES,
  REPORT_MESSAGES,
  REPORT_PATHS,
  type TAxisOptions,
  type TLeadReport,
  type TReportJob,
  type TReportJobList,
  type TReportLog,
  type TReportProjects,
  type ZLeadReportQuery,
  type ZProcessingHistoryQuery,
  type ZReportFileQuery,
  type ZSendReport,
} from '../../../../../contract/reports.ts'
import { hasScope, WILDCARD_SCOPE } from '../../../../../contract/scopes.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { PageRequest } from '../../../paging.ts'
import { pageInfo } from '../../../paging.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { basisColumn, dashboardLeads, rangeOf } from '../dashboards/dashboards.service.ts'
import {
  insertJob,
  insertSend,
  jobOf,
  jobsPage,
  leadPivot,
  markExpired,
  projectsNamed,
  reusableJob,
  sendsPage,
  type JobRow,
  type SendRow,
} from './reports.repository.ts'

/** A file asked for again within this long is the one already made. */
const REUSE_COMPLETED_MS = 10 * 60_000

export const axisOptions = (): TAxisOptions => {
  const axes = LEAD_REPORT_AXES.map((key) => ({ key, label: LEAD_REPORT_AXIS_LABELS[key] }))
  return { xAxis: axes, yAxis: axes, defaults: { xAxis: 'source', yAxis: 'stage' } }
}

/** A project named in a report request must be one the caller reports on and reads leads of. */
function reportLeads(auth: AuthContext, projectId: string | undefined) {
  if (projectId && !hasScope(auth.grants, 'DXP_LEAD_REPORT', projectId)) throw permissionDenied()
  return dashboardLeads(auth, projectId)
}

/** Leads whose date basis falls in the range, counted over the two axes. */
export async function leadReport(
  db: Conn,
  auth: AuthContext,
  q: z.output<typeof ZLeadReportQuery>,
): Promise<TLeadReport> {
  const { visible } = reportLeads(auth, q.projectId)
  const rows = await leadPivot(db, visible, basisColumn(q), rangeOf(q), q.xAxis, q.yAxis)
  return { xAxis: q.xAxis, yAxis: q.yAxis, rows }
}

/**
 * The projects the caller may make reports of: where they hold DXP_LEAD_REPORT, the one lead
 * report permission there is, read as the spec's "permission to modify lead reports" (decision
 * 0028); every project of the organisation with it unlimited or the wildcard.
 */
export async function reportProjects(db: Conn, auth: AuthContext): Promise<TReportProjects> {
  const ids = new Set<string>()
  for (const g of auth.grants) {
    if (g.name === WILDCARD_SCOPE || (g.name === 'DXP_LEAD_REPORT' && !g.projects.length))
      return { items: await projectsNamed(db, auth.orgId, 'all') }
    if (g.name === 'DXP_LEAD_REPORT') for (const p of g.projects) ids.add(p)
  }
  return { items: await projectsNamed(db, auth.orgId, [...ids]) }
}

// ---------------------------------------------------------------------------------------------
// Jobs

const lastDay = (end: Date) => indiaDay(new Date(end.getTime() - 1))

export const fileNameOf = (job: Pick<JobRow, 'reportType' | 'startTime' | 'endTime'>) =>
  `${job.reportType}_${indiaDay(job.startTime)}_${lastDay(job.endTime)}.xlsx`

export function toJob(job: JobRow, slug: string): TReportJob {
  return {
    _id: job.id,
    type: job.reportType,
    filterBy: job.filterBy,
    startTime: job.startTime.toISOString(),
    endTime: job.endTime.toISOString(),
    projectId: job.projectId,
    status: job.status,
    progress: job.progress,
    rowsWritten: job.rowsWritten,
    totalRows: job.totalRows,
    message: job.message,
    downloadUrl: job.status === 'completed' ? REPORT_PATHS.jobFile(slug, job.id) : null,
    fileName: fileNameOf(job),
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
  }
}

/** The job that makes this file for the caller: one running or just made, else a new one. */
export async function requestJob(
  db: Conn,
  auth: AuthContext,
  q: z.output<typeof ZReportFileQuery>,
  now: Date,
): Promise<{ job: JobRow; started: boolean }> {
  reportLeads(auth, q.projectId)
  const wanted = {
    orgId: auth.orgId,
    requestedBy: auth.userId,
    grants: auth.grants,
    reportType: q.type,
    filterBy: q.filterBy,
    startTime: new Date(q.startTime),
    endTime: new Date(q.endTime),
    projectId: q.projectId ?? null,
  }
  const reused = await reusableJob(db, wanted, new Date(now.getTime() - REUSE_COMPLETED_MS))
  if (reused) return { job: reused, started: false }
  return {
    job: await insertJob(db, { id: randomUUID(), ...wanted, createdAt: now }),
    started: true,
  }
}

const jobNotFound = () =>
  new AppError(404, REPORT_ERROR_CODES.jobNotFound, REPORT_MESSAGES.jobNotFound)

/** A job of the caller's own: anyone else's, even in their organisation, does not exist. */
export async function callerJob(db: Conn, auth: AuthContext, id: string): Promise<JobRow> {
  const job = await jobOf(db, auth.orgId, auth.userId, id)
  if (!job) throw jobNotFound()
  return job
}

/** The file of a job is no longer kept: the client offers to prepare it again. */
const fileGone = () => new AppError(410, REPORT_ERROR_CODES.fileGone, REPORT_MESSAGES.fileGone)

/** The job's file was found missing: the job is expired, and the caller told so. */
export async function lostFile(db: Conn, job: JobRow): Promise<never> {
  await markExpired(db, job.id)
  throw fileGone()
}

/** A job whose file can be downloaded now. */
export async function completedJob(db: Conn, auth: AuthContext, id: string): Promise<JobRow> {
  const job = await callerJob(db, auth, id)
  if (job.status === 'expired') throw fileGone()
  if (job.status !== 'completed')
    throw new AppError(409, REPORT_ERROR_CODES.jobNotReady, REPORT_MESSAGES.jobNotReady)
  return job
}

export async function processingHistory(
  db: Conn,
  auth: AuthContext,
  q: z.output<typeof ZProcessingHistoryQuery>,
  slug: string,
): Promise<TReportJobList> {
  const window = { limit: q.limit, offset: (q.page - 1) * q.limit }
  const { rows, total } = await jobsPage(db, auth.orgId, auth.userId, q, window)
  return { items: rows.map((r) => toJob(r, slug)), pageInfo: pageInfo(q.page, q.limit, total) }
}

// ---------------------------------------------------------------------------------------------
// Sending

const toLogEntry = (s: SendRow) => ({
  _id: s.id,
  jobId: s.jobId,
  emails: s.emails,
  status: s.status,
  message: s.message,
  createdAt: s.createdAt.toISOString(),
  sentAt: s.sentAt?.toISOString() ?? null,
})

/**
 * Records a sending of the file these filters make: its job is started (or reused), and the
 * worker mails it once the job has ended, so the answer never waits for a mail gateway.
 */
export async function sendReport(
  tx: Conn,
  auth: AuthContext,
  body: z.output<typeof ZSendReport>,
  now: Date,
) {
  const { emails, ...file } = body
  const { job } = await requestJob(tx, auth, file, now)
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))]
  const send = await insertSend(tx, {
    id: randomUUID(),
    orgId: auth.orgId,
    sentBy: auth.userId,
    jobId: job.id,
    emails: unique,
    createdAt: now,
  })
  return toLogEntry(send)
}

export async function reportLog(
  db: Conn,
  auth: AuthContext,
  page: PageRequest,
): Promise<TReportLog> {
  const window = { limit: page.limit, offset: (page.page - 1) * page.limit }
  const { rows, total } = await sendsPage(db, auth.orgId, auth.userId, window)
  return { items: rows.map(toLogEntry), pageInfo: pageInfo(page.page, page.limit, total) }
}
