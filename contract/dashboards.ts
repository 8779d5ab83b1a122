import { z } from 'zod'
import { ZPageInfo } from './common.ts'
import { ZDashboardPeriod, ZDashboardRangeQuery } from './dashboard-filters.ts'
// The call logs' own summary: one shape for both screens' line graphs.
import { CALL_STATUSES, CALL_TYPES, ZCallDay, ZCallSummary } from './dispositions.ts'
import { SITE_VISIT_STATUSES, type TLeadStatus } from './domain.ts'
import { ZPerson } from './leads.ts'
export { REPORT_SCOPES } from './scopes.ts'
import { checkInstantRange, DATE_BASES, zRequiredText } from './validators.ts'
export { ANALYTICS_MESSAGES } from './messages.ts'

/**
 * Dashboards: the home dashboard's buckets and tables, the six dashboard reports, saved
 * analytics dashboards and agent performance. Every count is of what the caller may see (the
 * lead list's rule: a manager their projects' leads, an executive their own).
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const DASHBOARD_PATHS = {
  /** GET the lead buckets (dateField, startTime, endTime, projectId). */
  overview: (slug: string) => `${base(slug)}/overview`,
  /** GET the site-visit buckets: visits scheduled in the range. */
  siteVisitStatus: (slug: string) => `${base(slug)}/site-visit-status`,
  /** GET the task buckets: tasks due in the range. The table is GET tasks with the same range. */
  taskOverview: (slug: string) => `${base(slug)}/task-overview`,
  /** GET the agent performance table, 10 a page. */
  agentPerformance: (slug: string) => `${base(slug)}/agent-performance`,
  /** POST a report by type; `/report` is its export. */
  report: (slug: string, type: string) => `${base(slug)}/dashboard/${type}`,
  /** POST a report's Excel export: the same body, answered with an .xlsx file. */
  reportExport: (slug: string, type: string) => `${base(slug)}/dashboard/${type}/report`,
  /** GET the caller's saved dashboards ("all"); POST saves one. */
  analyticsDashboards: (slug: string) => `${base(slug)}/analytics-dashboards`,
  /** GET, PATCH (rename, change its reports) or DELETE one. */
  analyticsDashboard: (slug: string, id: string) => `${base(slug)}/analytics-dashboards/${id}`,
  /** GET the agents, 10 a page. */
  agents: (slug: string) => `${base(slug)}/agent-moderation/users`,
  /** GET an agent's numbers and call summary over the range. */
  agentStats: (slug: string, userId: string) =>
    `${base(slug)}/agent-moderation/${userId}/agent-stats`,
  /** GET who the agent is and where they work. */
  agentDetails: (slug: string, userId: string) =>
    `${base(slug)}/agent-moderation/${userId}/details`,
  /** GET the agent's calls and meetings (site visits), paged and sorted. */
  agentCalls: (slug: string, userId: string) =>
    `${base(slug)}/agent-moderation/${userId}/call-list`,
} as const

// ---------------------------------------------------------------------------------------------
// Home dashboard

/** The overview's buckets, in the order the dashboard shows them. */
export const LEAD_BUCKETS = [
  'Booked',
  'Dropped',
  'New Lead',
  'Opportunity',
  'Qualified',
  'Site Visit',
] as const
export type TLeadBucket = (typeof LEAD_BUCKETS)[number]

/**
 * The bucket each stage counts in: every stage is its own bucket but Open, a lead someone has
 * opened but not yet qualified, which counts as New Lead. A stage an organisation added of its
 * own is in no bucket, only in the total.
 */
export const LEAD_BUCKET_OF: Record<TLeadStatus, TLeadBucket> = {
  'New Lead': 'New Lead',
  Open: 'New Lead',
  Qualified: 'Qualified',
  'Site Visit': 'Site Visit',
  Opportunity: 'Opportunity',
  Booked: 'Booked',
  Dropped: 'Dropped',
}

export const TASK_BUCKETS = ['Completed', 'Overdue', 'Pending'] as const

const zBuckets = <T extends readonly [string, ...string[]]>(names: T) =>
  z.object({
    items: z.array(z.object({ name: z.enum(names), count: z.number().int().min(0) })),
    total: z.number().int().min(0),
  })

/** Leads whose date basis falls in the range, by the bucket of their stage; every bucket listed. */
export const ZLeadOverview = zBuckets(LEAD_BUCKETS)
export type TLeadOverview = z.infer<typeof ZLeadOverview>
/** Site visits scheduled in the range, by status; every status listed. */
export const ZSiteVisitOverview = zBuckets(SITE_VISIT_STATUSES)
export type TSiteVisitOverview = z.infer<typeof ZSiteVisitOverview>
/** Tasks due in the range: Completed, Overdue (open, due before the server's now), Pending. */
export const ZTaskOverview = zBuckets(TASK_BUCKETS)
export type TTaskOverview = z.infer<typeof ZTaskOverview>

export const ZDashboardQuery = ZDashboardRangeQuery.superRefine(checkInstantRange)
export type TDashboardQuery = z.input<typeof ZDashboardQuery>

/** Agent tables show 10 a page. */
export const AGENT_PAGE_SIZE = 10
export const AGENT_PAGE_MAX = 100

export const ZAgentPageQuery = ZDashboardRangeQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(AGENT_PAGE_MAX).default(AGENT_PAGE_SIZE),
}).superRefine(checkInstantRange)
export type TAgentPageQuery = z.input<typeof ZAgentPageQuery>

/**
 * One agent's work over the range, on the leads the caller sees: leads assigned (by the date
 * basis), site visits scheduled and done, bookings made, calls (connected among them) and
 * minutes talked.
 */
export const ZAgentPerformance = z.object({
  agent: ZPerson,
  leads: z.number().int().min(0),
  siteVisits: z.number().int().min(0),
  visitsDone: z.number().int().min(0),
  bookings: z.number().int().min(0),
  calls: z.number().int().min(0),
  connectedCalls: z.number().int().min(0),
  talkMinutes: z.number().min(0),
})
export type TAgentPerformance = z.infer<typeof ZAgentPerformance>
/** Most leads first, then by name. */
export const ZAgentPerformanceList = z.object({
  items: z.array(ZAgentPerformance),
  pageInfo: ZPageInfo,
})
export type TAgentPerformanceList = z.infer<typeof ZAgentPerformanceList>

// ---------------------------------------------------------------------------------------------
// Reports

export const REPORT_TYPES = [
  'source-wise-lead-stage',
  'executive-wise-lead-stage',
  'source-wise-site-visit',
  'executive-wise-site-visit',
  'source-wise-booking-trend',
  'source-wise-current-lead-stage',
] as const
export type TReportType = (typeof REPORT_TYPES)[number]

/** What each report is called, in its export's header (the PWA words them through Lingui). */
export const REPORT_TITLES: Record<TReportType, string> = {
  'source-wise-lead-stage': 'Lead stage by source',
  'executive-wise-lead-stage': 'Lead stage by executive',
  'source-wise-site-visit': 'Site visits by source',
  'executive-wise-site-visit': 'Site visits by executive',
  'source-wise-booking-trend': 'Booking trend by source',
  'source-wise-current-lead-stage': 'Current lead stage by source',
}

/** The export's media type: a failed export answers JSON `{ message, code }` instead. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** What an empty source or assignee is called in a report. */
export const UNASSIGNED_LABEL = 'Unassigned'

/**
 * A report is POSTed with the home dashboard's filters (ZDashboardQuery) as its body. The lead
 * stage reports count the leads whose date basis falls in the range; the current lead stage
 * report reads every lead as it stands and ignores the range; the site-visit reports count
 * visits scheduled in it, the booking trend bookings made in it.
 */
/**
 * A cell: `xAxis` the source or executive, `yAxis` the stage, the visit status or (booking
 * trend) the India month yyyy-MM, `value` the count. Only cells above 0 are sent; the PWA adds
 * the grand totals. `xAxisId` names the executive (names may repeat); null for a source.
 */
export const ZReportRow = z.object({
  xAxis: z.string(),
  xAxisId: z.string().nullable(),
  yAxis: z.string(),
  value: z.number().int().min(0),
})
export type TReportRow = z.infer<typeof ZReportRow>
export const ZReport = z.object({ type: z.enum(REPORT_TYPES), rows: z.array(ZReportRow) })
export type TReport = z.infer<typeof ZReport>

// ---------------------------------------------------------------------------------------------
// Analytics dashboards

export const DASHBOARD_NAME_MAX = 100
/** A dashboard holds at most this many reports. */
export const DASHBOARD_REPORTS_MAX = 12

export const ANALYTICS_ERROR_CODES = {
  notFound: 'DASHBOARD_NOT_FOUND',
  duplicateName: 'DASHBOARD_NAME_TAKEN',
} as const

/**
 * A saved report: its type and filters. The period is kept, not its instants, so "Last 7 days"
 * is the last 7 days whenever the dashboard is opened.
 */
export const ZSavedReport = z.object({
  type: z.enum(REPORT_TYPES),
  dateField: z.enum(DATE_BASES),
  period: ZDashboardPeriod,
  /** Null: every project the viewer sees. */
  projectId: z.string().min(1).nullable(),
})
export type TSavedReport = z.infer<typeof ZSavedReport>

const ZAnalyticsDashboardFields = z.object({
  name: zRequiredText(DASHBOARD_NAME_MAX),
  reports: z.array(ZSavedReport).max(DASHBOARD_REPORTS_MAX),
})
export const ZAnalyticsDashboardInput = ZAnalyticsDashboardFields.extend({
  /** Client-made UUID: a replayed save with the same id answers the saved dashboard. */
  _id: z.uuid().optional(),
})
export type TAnalyticsDashboardInput = z.input<typeof ZAnalyticsDashboardInput>
/** A rename, a new set of reports, or both. */
export const ZAnalyticsDashboardPatch = ZAnalyticsDashboardFields.partial()
export type TAnalyticsDashboardPatch = z.input<typeof ZAnalyticsDashboardPatch>

export const ZAnalyticsDashboard = z.object({
  _id: z.string(),
  name: z.string(),
  reports: z.array(ZSavedReport),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TAnalyticsDashboard = z.infer<typeof ZAnalyticsDashboard>
/** The caller's dashboards, most recently changed first. */
export const ZAnalyticsDashboardList = z.object({ items: z.array(ZAnalyticsDashboard) })
export type TAnalyticsDashboardList = z.infer<typeof ZAnalyticsDashboardList>

// ---------------------------------------------------------------------------------------------
// Agent performance

/**
 * An agent's numbers over the range, and the call summary over the whole range and per India
 * day (every day of the range, days without calls at 0), for the line graph.
 */
export const ZAgentStats = z.object({
  agent: ZAgentPerformance,
  callSummary: ZCallSummary,
  series: z.array(ZCallDay),
})
export type TAgentStats = z.infer<typeof ZAgentStats>

export const ZAgentDetails = z.object({
  agent: ZPerson,
  isActive: z.boolean(),
  role: z.string(),
  department: z.string(),
  /** Where the caller sees the agent's leads: projects with the agent's leads in them. */
  projects: z.array(z.object({ _id: z.string(), projectName: z.string(), leads: z.number() })),
})
export type TAgentDetails = z.infer<typeof ZAgentDetails>

export const AGENT_CALL_SORTS = ['at', 'durationSec', 'leadName'] as const
export const AGENT_CALL_PAGE_SIZE = 10

export const ZAgentCallQuery = ZDashboardRangeQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(AGENT_PAGE_MAX).default(AGENT_CALL_PAGE_SIZE),
  sortBy: z.enum(AGENT_CALL_SORTS).default('at'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
}).superRefine(checkInstantRange)
export type TAgentCallQuery = z.input<typeof ZAgentCallQuery>

/**
 * A call the agent made or took (started in the range), or a meeting: a site visit of theirs
 * scheduled in it. Numbers are never sent.
 */
export const ZAgentCall = z.object({
  _id: z.string(),
  kind: z.enum(['call', 'meeting']),
  leadId: z.string(),
  leadName: z.string(),
  projectId: z.string(),
  at: z.string(),
  /** A call's type, null for a meeting. */
  callType: z.enum(CALL_TYPES).nullable(),
  /** A call's status or a visit's. */
  status: z.union([z.enum(CALL_STATUSES), z.enum(SITE_VISIT_STATUSES)]),
  durationSec: z.number().int().min(0),
})
export type TAgentCall = z.infer<typeof ZAgentCall>
export const ZAgentCallList = z.object({ items: z.array(ZAgentCall), pageInfo: ZPageInfo })
export type TAgentCallList = z.infer<typeof ZAgentCallList>
