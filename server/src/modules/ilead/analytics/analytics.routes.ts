import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DASHBOARD_PATHS,
  REPORT_SCOPES,
  ZAnalyticsDashboard,
  ZAnalyticsDashboardInput,
  ZAnalyticsDashboardList,
  ZAnalyticsDashboardPatch,
} from '../../../../../contract/dashboards.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import {
  changeDashboard,
  createDashboard,
  getDashboard,
  listDashboards,
  removeDashboard,
} from './analytics.service.ts'

const ACCESS = { scope: REPORT_SCOPES }
const ZDashboardParams = ZSlugParams.extend({ id: z.string().min(1) })

/** Saved analytics dashboards: list ("all"), open, save, rename or change, delete. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_PATHS.analyticsDashboards(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZAnalyticsDashboardList } },
      config: { access: ACCESS },
    },
    async (request) => listDashboards(app.db, authOf(request)),
  )

  app.get(
    DASHBOARD_PATHS.analyticsDashboard(SLUG_PARAMS, ':id'),
    {
      schema: { params: ZDashboardParams, response: { 200: ZAnalyticsDashboard } },
      config: { access: ACCESS },
    },
    async (request) => getDashboard(app.db, authOf(request), request.params.id),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: DASHBOARD_PATHS.analyticsDashboards(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        body: ZAnalyticsDashboardInput,
        response: { 200: ZAnalyticsDashboard, 201: ZAnalyticsDashboard },
      },
      config: { access: ACCESS },
    },
    async (request, tx) => {
      const { dashboard, created } = await createDashboard(
        tx,
        authOf(request),
        request.body,
        new Date(),
      )
      return { status: created ? 201 : 200, body: dashboard }
    },
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: DASHBOARD_PATHS.analyticsDashboard(SLUG_PARAMS, ':id'),
      schema: {
        params: ZDashboardParams,
        body: ZAnalyticsDashboardPatch,
        response: { 200: ZAnalyticsDashboard },
      },
      config: { access: ACCESS },
    },
    async (request, tx) => ({
      body: await changeDashboard(tx, authOf(request), request.params.id, request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: DASHBOARD_PATHS.analyticsDashboard(SLUG_PARAMS, ':id'),
      schema: { params: ZDashboardParams },
      config: { access: ACCESS },
    },
    async (request, tx) => {
      await removeDashboard(tx, authOf(request), request.params.id)
      return { status: 204 }
    },
  )
}
