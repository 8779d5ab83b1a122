import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZPageQuery } from '../../../../../contract/common.ts'
import { XLSX_MEDIA_TYPE } from '../../../../../contract/dashboards.ts'
import {
  REPORT_PATHS,
  ZAxisOptions,
  ZLeadReport,
  ZLeadReportQuery,
  ZProcessingHistoryQuery,
  ZReportFileQuery,
  ZReportJob,
  ZReportJobList,
  ZReportLog,
  ZReportLogEntry,
  ZReportProjects,
  ZSendReport,
} from '../../../../../contract/reports.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { authOf } from '../../../security/access.ts'
import type { ReportWorker } from './report-worker.ts'
import {
  axisOptions,
  callerJob,
  completedJob,
  fileNameOf,
  leadReport,
  lostFile,
  processingHistory,
  reportLog,
  reportProjects,
  requestJob,
  sendReport,
  toJob,
} from './reports.service.ts'

/** The reports screen is DXP_LEAD_REPORT's; a project in the query must be one it holds it on. */
const REPORT = { scope: 'DXP_LEAD_REPORT' } as const
const REPORT_ON_PROJECT = { ...REPORT, project: { in: 'query', name: 'projectId' } } as const

const slugOf = (p: { market: string; product: string; orgId: string }) =>
  `${p.market}/${p.product}/${p.orgId}`
const ZJobParams = ZSlugParams.extend({ id: z.string().min(1) })

export const reportRoutes: FastifyPluginAsyncZod<{
  objects: ObjectStore
  worker: ReportWorker
}> = async (app, { objects, worker }) => {
  app.get(
    REPORT_PATHS.axisOptions(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZAxisOptions } },
      config: { access: REPORT },
    },
    async () => axisOptions(),
  )

  // A question, not a change, POSTed as the spec has it.
  app.post(
    REPORT_PATHS.leadReport(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, body: ZLeadReportQuery, response: { 200: ZLeadReport } },
      config: { access: REPORT, idempotency: 'exempt' },
    },
    async (request) => leadReport(app.db, authOf(request), request.body),
  )

  app.get(
    REPORT_PATHS.reportProjects(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZReportProjects } },
      config: { access: REPORT },
    },
    async (request) => reportProjects(app.db, authOf(request)),
  )

  // A GET as the spec has it: asking twice answers the same job, so it is safe to repeat.
  app.get(
    REPORT_PATHS.downloadLink(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZReportFileQuery,
        response: { 200: ZReportJob },
      },
      config: { access: REPORT_ON_PROJECT },
    },
    async (request) => {
      const { job, started } = await requestJob(app.db, authOf(request), request.query, new Date())
      if (started) worker.kick()
      return toJob(job, slugOf(request.params))
    },
  )

  app.get(
    REPORT_PATHS.job(SLUG_PARAMS, ':id'),
    {
      schema: { params: ZJobParams, response: { 200: ZReportJob } },
      config: { access: REPORT },
    },
    async (request) =>
      toJob(await callerJob(app.db, authOf(request), request.params.id), slugOf(request.params)),
  )

  app.get(
    REPORT_PATHS.jobFile(SLUG_PARAMS, ':id'),
    { schema: { params: ZJobParams }, config: { access: REPORT } },
    async (request, reply) => {
      const job = await completedJob(app.db, authOf(request), request.params.id)
      const file = await objects.readStream('reports', job.id)
      if (!file) {
        // Deleted behind the server's back: the user can still prepare it again.
        request.log.error({ jobId: job.id }, 'the file of a completed report job is missing')
        return lostFile(app.db, job)
      }
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileNameOf(job)}"`)
        .send(file.stream)
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: REPORT_PATHS.sendReport(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZSendReport, response: { 201: ZReportLogEntry } },
      config: { access: REPORT },
    },
    async (request, tx) => ({
      status: 201,
      body: await sendReport(tx, authOf(request), request.body, new Date()),
      afterCommit: async () => worker.kick(),
    }),
  )

  app.get(
    REPORT_PATHS.reportLog(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, querystring: ZPageQuery, response: { 200: ZReportLog } },
      config: { access: REPORT },
    },
    async (request) => reportLog(app.db, authOf(request), request.query),
  )

  app.get(
    REPORT_PATHS.processingHistory(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZProcessingHistoryQuery,
        response: { 200: ZReportJobList },
      },
      config: { access: REPORT_ON_PROJECT },
    },
    async (request) =>
      processingHistory(app.db, authOf(request), request.query, slugOf(request.params)),
  )
}
