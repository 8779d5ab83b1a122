import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZSignedUrlQuery } from '../../../../contract/dispositions.ts'
import { SLUG_PARAMS } from '../../../../contract/routes.ts'
import {
  TICKET_PATHS,
  ZTicketAssign,
  ZTicketAssignees,
  ZTicketAssigneesQuery,
  ZTicketComment,
  ZTicketCommentCreate,
  ZTicketCreate,
  ZTicketDetail,
  ZTicketList,
  ZTicketQuery,
  ZTicketReadResult,
  ZTicketUpdate,
  ZTicketUpload,
  ZTicketUploadRequest,
} from '../../../../contract/tickets.ts'
import { TICKET_SCOPES } from '../../../../contract/scopes.ts'
import { AppError } from '../../errors.ts'
import { EMBEDDED_PUT_PATH, type ObjectStore } from '../../object-store.ts'
import { ZSlugParams } from '../../paging.ts'
import { mutation } from '../../plugins/idempotency.ts'
import { authOf } from '../../security/access.ts'
import * as tickets from './tickets.service.ts'

const ZTicketParams = ZSlugParams.extend({ ticketId: z.string().min(1).max(100) })
const path = (of: (slug: string, id: string) => string) => of(SLUG_PARAMS, ':ticketId')

/**
 * Either query scope lets staff in (on some project); the service then asks for the one the
 * action needs on the ticket's own project (spec 002 section 6). Home buyers of the organisation
 * come in too, to their own tickets (decision 0057).
 */
const HANDLERS_AND_CUSTOMERS = { scope: TICKET_SCOPES, customers: true } as const
const HANDLERS = { scope: TICKET_SCOPES } as const

/** Customer queries as tickets (decision 0057), under the spec's `/ticket/v1/{slug}/tickets`. */
export const ticketRoutes: FastifyPluginAsyncZod<{ objects: ObjectStore }> = async (
  app,
  { objects },
) => {
  app.get(
    TICKET_PATHS.tickets(SLUG_PARAMS),
    {
      schema: { params: ZSlugParams, querystring: ZTicketQuery, response: { 200: ZTicketList } },
      config: { access: HANDLERS_AND_CUSTOMERS },
    },
    async (request) => tickets.listTickets(app.db, authOf(request), request.query),
  )

  app.get(
    TICKET_PATHS.assignees(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZTicketAssigneesQuery,
        response: { 200: ZTicketAssignees },
      },
      config: { access: { ...HANDLERS, project: { in: 'query', name: 'projectId' } } },
    },
    async (request) => tickets.assigneesOf(app.db, authOf(request), request.query.projectId),
  )

  app.get(
    path(TICKET_PATHS.ticket),
    {
      schema: { params: ZTicketParams, response: { 200: ZTicketDetail } },
      config: { access: HANDLERS_AND_CUSTOMERS },
    },
    async (request) =>
      tickets.ticketDetail(app.db, objects, authOf(request), request.params.ticketId, new Date()),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: TICKET_PATHS.tickets(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        body: ZTicketCreate,
        response: { 200: ZTicketDetail, 201: ZTicketDetail },
      },
      config: { access: HANDLERS_AND_CUSTOMERS },
    },
    async (request, tx) =>
      tickets.createTicket(tx, app.io, objects, authOf(request), request.body, new Date()),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: path(TICKET_PATHS.ticket),
      schema: { params: ZTicketParams, body: ZTicketUpdate, response: { 200: ZTicketDetail } },
      config: { access: HANDLERS },
    },
    async (request, tx) =>
      tickets.changeTicket(
        tx,
        app.io,
        objects,
        authOf(request),
        request.params.ticketId,
        request.body,
        new Date(),
      ),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: path(TICKET_PATHS.assignee),
      schema: { params: ZTicketParams, body: ZTicketAssign, response: { 200: ZTicketDetail } },
      config: { access: HANDLERS },
    },
    async (request, tx) =>
      tickets.assignTicket(
        tx,
        app.io,
        objects,
        authOf(request),
        request.params.ticketId,
        request.body.assigneeId,
        new Date(),
      ),
  )

  // Idempotent by the attachment's client-made id, not the key: a repeat must answer a fresh
  // address (the first may have expired while the request waited in an outbox).
  app.post(
    path(TICKET_PATHS.attachments),
    {
      schema: {
        params: ZTicketParams,
        body: ZTicketUploadRequest,
        response: { 200: ZTicketUpload, 201: ZTicketUpload },
      },
      config: { access: HANDLERS_AND_CUSTOMERS, idempotency: 'exempt' },
    },
    async (request, reply) => {
      const { status, body } = await app.db.transaction((tx) =>
        tickets.presignAttachment(
          tx,
          objects,
          authOf(request),
          request.params.ticketId,
          request.body,
          new Date(),
        ),
      )
      return reply.status(status).send(body)
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: path(TICKET_PATHS.comments),
      schema: {
        params: ZTicketParams,
        body: ZTicketCommentCreate,
        response: { 200: ZTicketComment, 201: ZTicketComment },
      },
      config: { access: HANDLERS_AND_CUSTOMERS },
    },
    async (request, tx) =>
      tickets.addComment(
        tx,
        app.io,
        objects,
        authOf(request),
        request.params.ticketId,
        request.body,
        new Date(),
      ),
  )

  // Moving a reading mark forward: the same answer however often it is repeated.
  app.post(
    path(TICKET_PATHS.read),
    {
      schema: { params: ZTicketParams, response: { 200: ZTicketReadResult } },
      config: { access: HANDLERS_AND_CUSTOMERS, idempotency: 'exempt' },
    },
    async (request) =>
      tickets.markTicketRead(app.db, authOf(request), request.params.ticketId, new Date()),
  )

  // An attachment at its signed address: the signature and expiry are the permission, as with
  // chat and content files, so an <img>, a video or a PDF viewer can open it.
  app.get(
    EMBEDDED_PUT_PATH('ticket-files', ':key'),
    {
      schema: { params: z.object({ key: z.string() }), querystring: ZSignedUrlQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const file = await tickets.signedTicketFile(
        objects,
        request.params.key,
        request.query,
        new Date(),
      )
      if (!file) throw new AppError(404, 'NOT_FOUND', 'File not found')
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    },
  )
}
