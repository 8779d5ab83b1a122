import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CUSTOMER_READ_SCOPES,
  CUSTOMER_UNMASK_SCOPE,
  PAYMENT_SCOPES,
  POST_SALES_PATHS,
  ZAllotmentLetterInput,
  ZCustomerDetails,
  ZCustomerList,
  ZCustomerListQuery,
  ZCustomerPii,
  ZDemandLetterInput,
  ZDocumentListQuery,
  ZLetter,
  ZLetterList,
  ZPaymentFileUpload,
  ZPaymentFileUploadRequest,
  ZPaymentInput,
  ZProjectDemandLetterInput,
  ZProjectDemandLetterQuery,
  ZProjectDemandLetterResult,
  ZReceiptList,
} from '../../../../../contract/post-sales.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { ZSlugParams } from '../../../paging.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { CACHE_TIMED, CACHE_WRITES_ONLY } from '../../../plugins/read-cache.ts'
import { authOf } from '../../../security/access.ts'
import { customerDetails, listCustomers, revealCustomer } from './customers.service.ts'
import {
  createAllotmentLetter,
  createDemandLetter,
  createProjectDemandLetters,
  letterList,
  letterPdf,
} from './letters.service.ts'
import {
  paymentFile,
  presignPaymentFile,
  receiptList,
  receiptPdf,
  recordPayment,
} from './payments.service.ts'

const ZRefParams = ZSlugParams.extend({ ref: z.string().min(1).max(100) })
const onQueryProject = { in: 'query', name: 'projectId' } as const
const READERS = { scope: CUSTOMER_READ_SCOPES }
const READERS_OF_PROJECT = { scope: CUSTOMER_READ_SCOPES, project: onQueryProject }
const PAYERS = { scope: PAYMENT_SCOPES }

/** A document made for this caller: never cached by a browser or a proxy. */
function sendFile(reply: FastifyReply, file: { bytes: Buffer; fileName: string }, type: string) {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes)
}

/**
 * Post-sales (decision 0055): customers, payments and their receipts, allotment and demand
 * letters. Lists name their project and are checked on it by the access rule; a customer's
 * own calls name the booking, whose project the services check. The reads are cached answers
 * (decision 0024): every write of a payment or letter touches its booking, and payments and
 * letters have the read generation's triggers too.
 */
export const postSalesRoutes: FastifyPluginAsyncZod<{ objects: ObjectStore }> = async (
  app,
  { objects },
) => {
  app.get(
    POST_SALES_PATHS.customers(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZCustomerListQuery,
        response: { 200: ZCustomerList },
      },
      config: { access: READERS_OF_PROJECT, readCache: CACHE_WRITES_ONLY },
    },
    async (request) => listCustomers(app.db, authOf(request), request.query),
  )

  app.get(
    POST_SALES_PATHS.customer(SLUG_PARAMS, ':ref'),
    {
      schema: { params: ZRefParams, response: { 200: ZCustomerDetails } },
      // Statuses turn Overdue with the day: a few seconds, as other answers judged by the clock.
      config: { access: READERS, readCache: CACHE_TIMED },
    },
    async (request) => customerDetails(app.db, authOf(request), request.params.ref, new Date()),
  )

  // Not through mutation(): its idempotency store would keep the revealed details for weeks. A
  // repeated reveal is simply a second view, audited as such (as a lead's).
  app.post(
    POST_SALES_PATHS.customerPiiView(SLUG_PARAMS, ':ref'),
    {
      schema: { params: ZRefParams, response: { 200: ZCustomerPii } },
      config: { access: { scope: CUSTOMER_UNMASK_SCOPE }, idempotency: 'exempt' },
    },
    async (request) =>
      app.db.transaction((tx) => revealCustomer(tx, authOf(request), request.params.ref)),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: POST_SALES_PATHS.paymentFileUpload(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        body: ZPaymentFileUploadRequest,
        response: { 201: ZPaymentFileUpload },
      },
      config: { access: PAYERS },
    },
    async (request, tx) => ({
      status: 201,
      body: await presignPaymentFile(tx, objects, authOf(request), request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: POST_SALES_PATHS.paymentLog(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZPaymentInput, response: { 201: ZCustomerDetails } },
      config: { access: PAYERS },
    },
    async (request, tx) => ({
      status: 201,
      body: await recordPayment(tx, objects, authOf(request), request.body, new Date()),
    }),
  )

  app.get(
    POST_SALES_PATHS.paymentFile(SLUG_PARAMS, ':ref'),
    { schema: { params: ZRefParams }, config: { access: READERS } },
    async (request, reply) => {
      const file = await paymentFile(app.db, objects, authOf(request), request.params.ref)
      return sendFile(reply, file, file.mimeType)
    },
  )

  app.get(
    POST_SALES_PATHS.receipts(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZDocumentListQuery,
        response: { 200: ZReceiptList },
      },
      config: { access: READERS_OF_PROJECT, readCache: CACHE_WRITES_ONLY },
    },
    async (request) => receiptList(app.db, authOf(request), request.query),
  )

  app.get(
    POST_SALES_PATHS.receiptPdf(SLUG_PARAMS, ':ref'),
    { schema: { params: ZRefParams }, config: { access: READERS } },
    async (request, reply) =>
      sendFile(
        reply,
        await receiptPdf(app.db, authOf(request), request.params.ref, new Date()),
        'application/pdf',
      ),
  )

  for (const kind of ['allotment', 'demand'] as const) {
    const list =
      kind === 'allotment' ? POST_SALES_PATHS.allotmentLetters : POST_SALES_PATHS.demandLetters
    const pdf =
      kind === 'allotment' ? POST_SALES_PATHS.allotmentLetterPdf : POST_SALES_PATHS.demandLetterPdf
    app.get(
      list(SLUG_PARAMS),
      {
        schema: {
          params: ZSlugParams,
          querystring: ZDocumentListQuery,
          response: { 200: ZLetterList },
        },
        config: { access: READERS_OF_PROJECT, readCache: CACHE_WRITES_ONLY },
      },
      async (request) => letterList(app.db, authOf(request), kind, request.query),
    )
    app.get(
      pdf(SLUG_PARAMS, ':ref'),
      { schema: { params: ZRefParams }, config: { access: READERS } },
      async (request, reply) =>
        sendFile(
          reply,
          await letterPdf(app.db, authOf(request), kind, request.params.ref, new Date()),
          'application/pdf',
        ),
    )
  }

  mutation(
    app,
    {
      method: 'POST',
      url: POST_SALES_PATHS.allotmentLetters(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZAllotmentLetterInput, response: { 201: ZLetter } },
      config: { access: PAYERS },
    },
    async (request, tx) => ({
      status: 201,
      body: await createAllotmentLetter(tx, authOf(request), request.body.bookingId, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: POST_SALES_PATHS.createDemandLetter(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZDemandLetterInput, response: { 201: ZLetter } },
      config: { access: PAYERS },
    },
    async (request, tx) => ({
      status: 201,
      body: await createDemandLetter(tx, authOf(request), request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: POST_SALES_PATHS.projectDemandLetter(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZProjectDemandLetterQuery,
        body: ZProjectDemandLetterInput,
        response: { 201: ZProjectDemandLetterResult },
      },
      config: { access: { scope: PAYMENT_SCOPES, project: onQueryProject } },
    },
    async (request, tx) => ({
      status: 201,
      body: await createProjectDemandLetters(
        tx,
        authOf(request),
        request.query.projectId,
        request.body,
        new Date(),
      ),
    }),
  )
}
