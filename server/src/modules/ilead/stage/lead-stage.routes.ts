import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  LEAD_STAGE_PATHS,
  ZDropReasonList,
  ZLeadStageChange,
  ZLeadStageChanged,
} from '../../../../../contract/lead-stage.ts'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { WORK_SCOPES } from '../field-actions.ts'
import { changeStage, dropReasons } from './lead-stage.service.ts'

const ZLeadParams = ZSlugParams.extend({ leadId: z.string().min(1) })

/** Stage changes and the drop reasons they need. */
export const leadStageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LEAD_STAGE_PATHS.dropReasons(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZDropReasonList } },
      config: { access: { scope: LEAD_READ_SCOPES } },
    },
    async (request) => dropReasons(app.db, authOf(request).orgId),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: LEAD_STAGE_PATHS.stage(SLUG_PARAMS, ':leadId'),
      schema: { params: ZLeadParams, body: ZLeadStageChange, response: { 200: ZLeadStageChanged } },
      config: { access: { scope: WORK_SCOPES } },
    },
    async (request, tx) => ({
      body: await changeStage(tx, authOf(request), request.params.leadId, request.body, new Date()),
    }),
  )
}
