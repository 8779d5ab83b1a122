import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BOOKING_EDIT_SCOPES,
  BOOKING_MODIFY_SCOPES,
  BOOKING_PATHS,
  BOOKING_READ_SCOPES,
  ZBookingDetails,
  ZBookingForm,
  ZBookingList,
  ZBookingListQuery,
  ZBookingStatusUpdate,
  ZLeadBookings,
  ZLeadBookingsQuery,
  ZPaymentModeList,
} from '../../../../../contract/bookings.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import {
  cancelBooking,
  createBooking,
  getBooking,
  leadBookings,
  listBookings,
  paymentModes,
  updateBooking,
} from './bookings.service.ts'

const ZBookingParams = ZSlugParams.extend({ id: z.string().min(1) })

/**
 * Bookings (decision 0049): a lead's bookings, the booking form (drafts and confirmations), the
 * manage-bookings list and cancelling. Where the project is only known from the lead or the
 * booking, the route asks for the scope somewhere and the service checks it on that project.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BOOKING_PATHS.ofLead(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZLeadBookingsQuery,
        response: { 200: ZLeadBookings },
      },
      config: { access: { scope: BOOKING_READ_SCOPES } },
    },
    async (request) => leadBookings(app.db, authOf(request), request.query.leadId),
  )

  app.get(
    BOOKING_PATHS.all(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZBookingListQuery,
        response: { 200: ZBookingList },
      },
      config: {
        access: { scope: BOOKING_READ_SCOPES, project: { in: 'query', name: 'projectId' } },
      },
    },
    async (request) => listBookings(app.db, authOf(request), request.query),
  )

  app.get(
    BOOKING_PATHS.paymentModes(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, response: { 200: ZPaymentModeList } },
      config: { access: { scope: BOOKING_READ_SCOPES } },
    },
    async (request) => paymentModes(app.db, authOf(request)),
  )

  app.get(
    BOOKING_PATHS.one(SLUG_PARAMS, ':id'),
    {
      schema: { params: ZBookingParams, response: { 200: ZBookingDetails } },
      config: { access: { scope: BOOKING_READ_SCOPES } },
    },
    async (request) => getBooking(app.db, authOf(request), request.params.id),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: BOOKING_PATHS.create(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZBookingForm, response: { 200: ZBookingDetails } },
      config: { access: { scope: BOOKING_MODIFY_SCOPES } },
    },
    async (request, tx) => ({
      body: await createBooking(tx, authOf(request), request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'PUT',
      url: BOOKING_PATHS.one(SLUG_PARAMS, ':id'),
      schema: { params: ZBookingParams, body: ZBookingForm, response: { 200: ZBookingDetails } },
      config: { access: { scope: BOOKING_MODIFY_SCOPES } },
    },
    async (request, tx) => ({
      body: await updateBooking(tx, authOf(request), request.params.id, request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'PUT',
      url: BOOKING_PATHS.update(SLUG_PARAMS, ':id'),
      schema: {
        params: ZBookingParams,
        body: ZBookingStatusUpdate,
        response: { 200: ZBookingDetails },
      },
      config: { access: { scope: BOOKING_EDIT_SCOPES } },
    },
    async (request, tx) => ({
      body: await cancelBooking(
        tx,
        authOf(request),
        request.params.id,
        request.body.remarks,
        new Date(),
      ),
    }),
  )
}
