import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DISPOSITION_PATHS,
  ZDisposition,
  ZDispositionCreate,
  ZDispositionList,
} from '../../../../../contract/dispositions.ts'
import { LEAD_READ_SCOPES, ZLeadEventList } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { createDisposition, dispositionAudits, listDispositions } from './dispositions.service.ts'
import { CALL_SCOPES } from '../field-actions.ts'
import type { RecordingStore } from './recordings-store.ts'

const ZLeadParams = ZSlugParams.extend({ leadId: z.string().min(1) })
const ZPage = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

/** A lead's dispositions and their audit trail. */
export const dispositionRoutes: FastifyPluginAsyncZod<{ store: RecordingStore }> = async (
  app,
  { store },
) => {
  app.get(
    DISPOSITION_PATHS.dispositions(SLUG_PARAMS, ':leadId'),
    {
      schema: { params: ZLeadParams, querystring: ZPage, response: { 200: ZDispositionList } },
      config: { access: { scope: LEAD_READ_SCOPES } },
    },
    async (request) =>
      listDispositions(
        app.db,
        authOf(request),
        store,
        request.params.leadId,
        request.query,
        new Date(),
      ),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: DISPOSITION_PATHS.dispositions(SLUG_PARAMS, ':leadId'),
      schema: {
        params: ZLeadParams,
        body: ZDispositionCreate,
        response: { 200: ZDisposition, 201: ZDisposition },
      },
      config: { access: { scope: CALL_SCOPES } },
    },
    async (request, tx) => {
      const { disposition, created } = await createDisposition(
        tx,
        authOf(request),
        store,
        request.params.leadId,
        request.body,
        new Date(),
      )
      return { status: created ? 201 : 200, body: disposition }
    },
  )

  app.get(
    DISPOSITION_PATHS.audits(SLUG_PARAMS, ':leadId'),
    {
      schema: { params: ZLeadParams, querystring: ZPage, response: { 200: ZLeadEventList } },
      config: { access: { scope: LEAD_READ_SCOPES } },
    },
    async (request) =>
      dispositionAudits(app.db, authOf(request), request.params.leadId, request.query),
  )
}
