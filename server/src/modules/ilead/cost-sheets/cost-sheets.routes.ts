import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  COST_SHEET_PATHS,
  COST_SHEET_READ_SCOPES,
  ZCostSheetList,
  ZCostSheetLog,
  ZCostSheetLogInput,
  ZCostSheetLogList,
  ZCostSheetLogQuery,
  ZCostSheetQuery,
  ZCostSheetSave,
} from '../../../../../contract/cost-sheet.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { createLog, getLog, listLogs, listRows, saveRows } from './cost-sheets.service.ts'

const IN_QUERY = { in: 'query', name: 'projectId' } as const
const ZProjectQuery = z.object({ projectId: z.string().min(1) })

/** Master cost sheets per building, and the cost sheets shown to leads (decision 0047). */
export const costSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COST_SHEET_PATHS.list(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZCostSheetQuery,
        response: { 200: ZCostSheetList },
      },
      config: { access: { scope: COST_SHEET_READ_SCOPES, project: IN_QUERY } },
    },
    async (request) => listRows(app.db, authOf(request), request.query),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: COST_SHEET_PATHS.list(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZProjectQuery,
        body: ZCostSheetSave,
        response: { 200: ZCostSheetList },
      },
      config: { access: { scope: 'DXP_MODIFY_MASTER_COST_SHEET', project: IN_QUERY } },
    },
    async (request, tx) => ({
      body: await saveRows(tx, authOf(request), request.query.projectId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: COST_SHEET_PATHS.logs(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZCostSheetLogInput, response: { 201: ZCostSheetLog } },
      // The lead's project is known once it is read: the service checks the scope there.
      config: { access: { scope: COST_SHEET_READ_SCOPES } },
    },
    async (request, tx) => ({
      status: 201,
      body: await createLog(tx, authOf(request), request.body),
    }),
  )

  app.get(
    COST_SHEET_PATHS.logs(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZCostSheetLogQuery,
        response: { 200: ZCostSheetLogList },
      },
      config: { access: { scope: COST_SHEET_READ_SCOPES } },
    },
    async (request) => listLogs(app.db, authOf(request), request.query.leadId),
  )

  app.get(
    COST_SHEET_PATHS.log(SLUG_PARAMS, ':logId'),
    {
      schema: {
        params: ZSlugParams.extend({ logId: z.string().min(1) }),
        response: { 200: ZCostSheetLog },
      },
      config: { access: { scope: COST_SHEET_READ_SCOPES } },
    },
    async (request) => getLog(app.db, authOf(request), request.params.logId),
  )
}
