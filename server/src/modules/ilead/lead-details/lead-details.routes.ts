import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LEAD_DETAILS_PATHS,
  ZLeadDetailsBatch,
  ZLeadDetailsQuery,
  ZLeadsDue,
  ZLeadsDueQuery,
} from '../../../../../contract/lead-details.ts'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { leadDetailsOf, leadsDueOf } from './lead-details.service.ts'
import type { RecordingStore } from '../calls/recordings-store.ts'

const READ = { scope: LEAD_READ_SCOPES }

/** Many leads' details at once, and which of the caller's leads have something due (decision 0017). */
export const leadDetailRoutes: FastifyPluginAsyncZod<{ store: RecordingStore }> = async (
  app,
  { store },
) => {
  app.get(
    LEAD_DETAILS_PATHS.details(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZLeadDetailsQuery,
        response: { 200: ZLeadDetailsBatch },
      },
      config: { access: READ },
    },
    async (request) =>
      leadDetailsOf(app.db, authOf(request), store, request.query['ids[]'], new Date()),
  )

  app.get(
    LEAD_DETAILS_PATHS.due(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, querystring: ZLeadsDueQuery, response: { 200: ZLeadsDue } },
      config: { access: READ },
    },
    async (request) => leadsDueOf(app.db, authOf(request), request.query.days, new Date()),
  )
}
