import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DASHBOARD_PATHS,
  REPORT_TYPES,
  XLSX_MEDIA_TYPE,
  ZAgentPageQuery,
  ZAgentPerformanceList,
  ZDashboardQuery,
  ZLeadOverview,
  ZReport,
  ZSiteVisitOverview,
  ZTaskOverview,
} from '../../../../../contract/dashboards.ts'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import type { TScope } from '../../../../../contract/scopes.ts'
import { ZSlugParams } from '../../../paging.ts'
import { CACHE_TIMED, CACHE_WRITES_ONLY } from '../../../plugins/read-cache.ts'
import { authOf } from '../../../security/access.ts'
import { agentPerformance } from '../agents/agents.service.ts'
import { leadOverview, report, siteVisitOverview, taskOverview } from './dashboards.service.ts'
import { reportExport } from './report-export.ts'

/** The home dashboard: anyone who reads leads, over the leads they see; a project they name must be theirs. */
const HOME = { scope: LEAD_READ_SCOPES, project: { in: 'query', name: 'projectId' } } as const
/** The dashboard reports and saved dashboards: lead reports, or a manager's assignment scope. */
export const REPORT_SCOPES = [
  'DXP_LEAD_REPORT',
  'DXP_LEAD_ASSIGNMENT',
] as const satisfies readonly TScope[]

const ZReportParams = ZSlugParams.extend({ type: z.enum(REPORT_TYPES) })

/** The home dashboard's buckets and agent table, and the six reports (the task table is GET tasks). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: ZSlugParams, querystring: ZDashboardQuery }

  app.get(
    DASHBOARD_PATHS.overview(SLUG_PARAMS),
    {
      schema: { ...schema, response: { 200: ZLeadOverview } },
      config: { access: HOME, readCache: CACHE_WRITES_ONLY },
    },
    async (request) => leadOverview(app.db, authOf(request), request.query),
  )

  app.get(
    DASHBOARD_PATHS.siteVisitStatus(SLUG_PARAMS),
    {
      schema: { ...schema, response: { 200: ZSiteVisitOverview } },
      config: { access: HOME, readCache: CACHE_WRITES_ONLY },
    },
    async (request) => siteVisitOverview(app.db, authOf(request), request.query),
  )

  app.get(
    DASHBOARD_PATHS.taskOverview(SLUG_PARAMS),
    {
      schema: { ...schema, response: { 200: ZTaskOverview } },
      // Overdue changes with the clock alone.
      config: { access: HOME, readCache: CACHE_TIMED },
    },
    async (request) => taskOverview(app.db, authOf(request), request.query, new Date()),
  )

  app.get(
    DASHBOARD_PATHS.agentPerformance(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZAgentPageQuery,
        response: { 200: ZAgentPerformanceList },
      },
      config: { access: HOME, readCache: CACHE_WRITES_ONLY },
    },
    async (request) => agentPerformance(app.db, authOf(request), request.query),
  )

  // A question, not a change: POSTed by type as the spec has it, with nothing to make idempotent.
  app.post(
    DASHBOARD_PATHS.report(SLUG_PARAMS, ':type'),
    {
      schema: { params: ZReportParams, body: ZDashboardQuery, response: { 200: ZReport } },
      config: {
        access: { scope: REPORT_SCOPES },
        idempotency: 'exempt',
        // Counts of leads, visits and bookings, all of which bump the read generation.
        readCache: CACHE_WRITES_ONLY,
      },
    },
    async (request) => report(app.db, authOf(request), request.params.type, request.body),
  )

  // The report as an Excel file: the same body and scopes; errors before the file are JSON.
  app.post(
    DASHBOARD_PATHS.reportExport(SLUG_PARAMS, ':type'),
    {
      schema: { params: ZReportParams, body: ZDashboardQuery },
      config: { access: { scope: REPORT_SCOPES }, idempotency: 'exempt' },
    },
    async (request, reply) => {
      const file = await reportExport(app.db, authOf(request), request.params.type, request.body)
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.stream)
    },
  )
}
