import { z } from 'zod'
import { ZPageInfo, ZPageQuery } from './common.ts'
import { ZDashboardRangeQuery } from './dashboard-filters.ts'
import { ZReportRow } from './dashboards.ts'
import { checkInstantRange, DATE_BASES, VALIDATION_MESSAGES } from './validators.ts'
import { REPORT_MESSAGES } from './messages.ts'
export { REPORT_MESSAGES } from './messages.ts'

/**
 * The reports screen (DXP_LEAD_REPORT): the lead report pivot with its axes, the full lead
 * report as a file made by a job (download link, processing history), and reports sent by
 * e-mail (send-report, report log).
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const REPORT_PATHS = {
  /** GET the axes a lead report may group its rows and columns by. */
  axisOptions: (slug: string) => `${base(slug)}/lead-report/axis-options`,
  /** POST a lead report: leads counted over the chosen x and y axes. */
  leadReport: (slug: string) => `${base(slug)}/lead-report`,
  /** GET the projects the caller may make reports of. */
  reportProjects: (slug: string) => `${base(slug)}/lead-report/projects`,
  /** GET the report file's job for these dates, type and filterBy: started, or the one running. */
  downloadLink: (slug: string) => `${base(slug)}/report-download-link`,
  /** GET one job of the caller's (to follow its progress). */
  job: (slug: string, id: string) => `${base(slug)}/report-jobs/${id}`,
  /** GET a completed job's file (.xlsx), with the bearer token. */
  jobFile: (slug: string, id: string) => `${base(slug)}/report-jobs/${id}/file`,
  /** POST e-mail a report's file to addresses. */
  sendReport: (slug: string) => `${base(slug)}/send-report`,
  /** GET the reports the caller sent, newest first. */
  reportLog: (slug: string) => `${base(slug)}/report-log`,
  /** GET the caller's report jobs by project and report type, newest first. */
  processingHistory: (slug: string) => `${base(slug)}/processing-history`,
} as const

/** The development mailer's outbox, on this machine only (DEV_SMS_INBOX=loopback). */
export const DEV_MAIL_OUTBOX_PATH = '/communication-service/v1/dev/mail-outbox'

// ---------------------------------------------------------------------------------------------
// Lead report (pivot)

export const LEAD_REPORT_AXES = [
  'source',
  'subSource',
  'stage',
  'assignee',
  'project',
  'month',
] as const
export type TLeadReportAxis = (typeof LEAD_REPORT_AXES)[number]

export const LEAD_REPORT_AXIS_LABELS: Record<TLeadReportAxis, string> = {
  source: 'Source',
  subSource: 'Sub-source',
  stage: 'Stage',
  assignee: 'Assignee',
  project: 'Project',
  month: 'Month',
}

export const ZAxisOptions = z.object({
  xAxis: z.array(z.object({ key: z.enum(LEAD_REPORT_AXES), label: z.string() })),
  yAxis: z.array(z.object({ key: z.enum(LEAD_REPORT_AXES), label: z.string() })),
  defaults: z.object({ xAxis: z.enum(LEAD_REPORT_AXES), yAxis: z.enum(LEAD_REPORT_AXES) }),
})
export type TAxisOptions = z.infer<typeof ZAxisOptions>

export const REPORT_ERROR_CODES = {
  jobNotFound: 'REPORT_NOT_FOUND',
  jobNotReady: 'REPORT_NOT_READY',
  /** 410: the job's file was deleted (expired, or lost): the same filters make it again. */
  fileGone: 'REPORT_FILE_GONE',
} as const

/** The home filters and two different axes. */
export const ZLeadReportQuery = ZDashboardRangeQuery.extend({
  xAxis: z.enum(LEAD_REPORT_AXES),
  yAxis: z.enum(LEAD_REPORT_AXES),
}).superRefine((q, ctx) => {
  checkInstantRange(q, ctx)
  if (q.xAxis === q.yAxis)
    ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.sameAxis, path: ['yAxis'] })
})
export type TLeadReportQuery = z.input<typeof ZLeadReportQuery>

/**
 * Cells as in a dashboard report: `xAxisId` names an assignee or project (names may repeat),
 * null otherwise; empty values are "Unassigned"; months are India months yyyy-MM.
 */
export const ZLeadReport = z.object({
  xAxis: z.enum(LEAD_REPORT_AXES),
  yAxis: z.enum(LEAD_REPORT_AXES),
  rows: z.array(ZReportRow),
})
export type TLeadReport = z.infer<typeof ZLeadReport>

export const ZReportProjects = z.object({
  items: z.array(z.object({ _id: z.string(), projectName: z.string() })),
})
export type TReportProjects = z.infer<typeof ZReportProjects>

// ---------------------------------------------------------------------------------------------
// Report files made by jobs

/** What a job writes: the full lead report, one row per lead. */
export const REPORT_FILE_TYPES = ['lead-report'] as const
export type TReportFileType = (typeof REPORT_FILE_TYPES)[number]
/** `expired`: completed, and its file deleted after the retention (REPORT_RETENTION_DAYS). */
export const JOB_STATUSES = ['processing', 'completed', 'failed', 'expired'] as const
export type TJobStatus = (typeof JOB_STATUSES)[number]

/** The lead report file's columns, in order. */
export const LEAD_REPORT_COLUMNS = [
  'Name',
  'Mobile',
  'Source',
  'Stage',
  'Assignee',
  'Project',
  'Created (India time)',
  'Updated (India time)',
] as const

/**
 * Which file: its type, the range (instants, as the dashboards send them), the date basis the
 * range applies to (`filterBy`), and one project or all the caller sees.
 */
export const ZReportFileQuery = z
  .object({
    type: z.enum(REPORT_FILE_TYPES).default('lead-report'),
    filterBy: z.enum(DATE_BASES).default('createdAt'),
    startTime: ZDashboardRangeQuery.shape.startTime,
    endTime: ZDashboardRangeQuery.shape.endTime,
    projectId: z.string().min(1).optional(),
  })
  .superRefine(checkInstantRange)
export type TReportFileQuery = z.input<typeof ZReportFileQuery>

export const ZReportJob = z.object({
  _id: z.string(),
  type: z.enum(REPORT_FILE_TYPES),
  filterBy: z.enum(DATE_BASES),
  startTime: z.string(),
  endTime: z.string(),
  projectId: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** Leads written so far, of `totalRows` (null until counted). */
  rowsWritten: z.number().int().min(0),
  totalRows: z.number().int().min(0).nullable(),
  /** Why it failed. */
  message: z.string().nullable(),
  /** The file's path (GET with the bearer token), once completed. */
  downloadUrl: z.string().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
})
export type TReportJob = z.infer<typeof ZReportJob>

export const ZProcessingHistoryQuery = ZPageQuery.extend({
  projectId: z.string().min(1).optional(),
  reportType: z.enum(REPORT_FILE_TYPES).optional(),
})
export const ZReportJobList = z.object({ items: z.array(ZReportJob), pageInfo: ZPageInfo })
export type TReportJobList = z.infer<typeof ZReportJobList>

// ---------------------------------------------------------------------------------------------
// Sending

export const SEND_REPORT_MAX_EMAILS = 10

export const ZSendReport = z
  .object({
    emails: z
      .array(z.email(VALIDATION_MESSAGES.invalidEmail).max(200))
      .min(1, VALIDATION_MESSAGES.required)
      .max(SEND_REPORT_MAX_EMAILS),
    type: z.enum(REPORT_FILE_TYPES).default('lead-report'),
    filterBy: z.enum(DATE_BASES).default('createdAt'),
    startTime: ZDashboardRangeQuery.shape.startTime,
    endTime: ZDashboardRangeQuery.shape.endTime,
    projectId: z.string().min(1).optional(),
  })
  .superRefine(checkInstantRange)
export type TSendReport = z.input<typeof ZSendReport>

export const SEND_STATUSES = ['pending', 'sent', 'failed'] as const

/** One sending: to whom, of which job, and how it went. */
export const ZReportLogEntry = z.object({
  _id: z.string(),
  jobId: z.string(),
  emails: z.array(z.string()),
  status: z.enum(SEND_STATUSES),
  message: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type TReportLogEntry = z.infer<typeof ZReportLogEntry>
export const ZReportLog = z.object({ items: z.array(ZReportLogEntry), pageInfo: ZPageInfo })
export type TReportLog = z.infer<typeof ZReportLog>

export const ZSentMail = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }),
  ),
})
export const ZDevMailOutbox = z.object({ messages: z.array(ZSentMail) })
export type TDevMailOutbox = z.infer<typeof ZDevMailOutbox>
