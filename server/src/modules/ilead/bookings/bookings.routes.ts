import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BOOKING_PATHS,
  BOOKING_READ_SCOPES,
  ZLeadBookings,
  ZLeadBookingsQuery,
} from '../../../../../contract/bookings.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import { leadBookings } from './bookings.service.ts'

/** A lead's bookings: GET bookings with its leadId, grouped by status. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BOOKING_PATHS.ofLead(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZLeadBookingsQuery,
        response: { 200: ZLeadBookings },
      },
      // The lead's own project is only known once it is read: the service checks the scope there.
      config: { access: { scope: BOOKING_READ_SCOPES } },
    },
    async (request) => leadBookings(app.db, authOf(request), request.query.leadId),
  )
}
