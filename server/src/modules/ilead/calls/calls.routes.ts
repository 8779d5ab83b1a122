import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CACHE_WRITES_ONLY } from '../../../plugins/read-cache.ts'
import {
  DISPOSITION_PATHS,
  ZCall,
  ZCallLead,
  ZCallLogFilters,
  ZCallLogList,
  ZCallLogQuery,
  ZCallLogSummary,
  ZPendingDispositionList,
  ZPendingDispositionQuery,
} from '../../../../../contract/dispositions.ts'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutationWithOutsideCall } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import {
  dial,
  listCallLogs,
  pendingDispositions,
  recordCallAttempt,
  recordCallOutcome,
  summariseCalls,
} from './calls.service.ts'
import { CALL_SCOPES } from '../field-actions.ts'
import type { TelephonyProvider } from './telephony.ts'

/** Placing calls, the calls waiting for a disposition, and the call logs with their summary. */
export const callRoutes: FastifyPluginAsyncZod<{ telephony: TelephonyProvider }> = async (
  app,
  { telephony },
) => {
  // The provider is called between two transactions: a slow one blocks no other request.
  mutationWithOutsideCall(
    app,
    {
      method: 'POST',
      url: DISPOSITION_PATHS.callLead(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZCallLead, response: { 200: ZCall, 201: ZCall } },
      config: { access: { scope: CALL_SCOPES } },
    },
    {
      attempt: async (request, tx) => {
        const step = await recordCallAttempt(
          tx,
          authOf(request),
          telephony,
          request.body,
          new Date(),
        )
        if ('pending' in step) return step
        return { done: { status: step.done.created ? 201 : 200, body: step.done.call } }
      },
      call: (_request, attempt) => dial(telephony, attempt),
      record: async (request, tx, attempt, placed) => ({
        status: 201,
        body: await recordCallOutcome(tx, authOf(request), attempt, placed, new Date()),
      }),
    },
  )

  app.get(
    DISPOSITION_PATHS.pendingDispositions(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZPendingDispositionQuery,
        response: { 200: ZPendingDispositionList },
      },
      config: { access: { scope: CALL_SCOPES } },
    },
    async (request) => pendingDispositions(app.db, authOf(request), request.query.leadId),
  )

  app.get(
    DISPOSITION_PATHS.callLogs(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, querystring: ZCallLogQuery, response: { 200: ZCallLogList } },
      config: { access: { scope: LEAD_READ_SCOPES }, readCache: CACHE_WRITES_ONLY },
    },
    async (request) => listCallLogs(app.db, authOf(request), request.query),
  )

  app.get(
    DISPOSITION_PATHS.callSummary(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZCallLogFilters,
        response: { 200: ZCallLogSummary },
      },
      config: { access: { scope: LEAD_READ_SCOPES } },
    },
    async (request) => summariseCalls(app.db, authOf(request), request.query),
  )
}
