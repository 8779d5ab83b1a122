import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CHAT_FILE_MAX_BYTES,
  CHAT_PATHS,
  ZChatMessage,
  ZChatPage,
  ZChatPageQuery,
  ZChatTemplatePage,
  ZChatTemplatesQuery,
  ZChatUnreadCounts,
  ZChatUnreadQuery,
  ZMarkChatRead,
  ZMarkChatReadResult,
  ZSendChatMessage,
} from '../../../../../contract/chat.ts'
import { z } from 'zod'
import { ZSignedUrlQuery } from '../../../../../contract/dispositions.ts'
import { AppError } from '../../../errors.ts'
import type { ObjectStore } from '../../../object-store.ts'
import { authOf } from '../../../security/access.ts'
import { signedChatFile } from './chat-files.service.ts'
import { CALL_SCOPES } from '../field-actions.ts'
import { templatePage } from './chat-templates.service.ts'
import {
  conversationPage,
  markConversationRead,
  unreadCounts,
  type ChatService,
} from './chat.service.ts'

/** A person chatting sends far fewer; this stops a runaway client from spending provider calls. */
const PER_USER = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: { userId: string | null; ip: string }) =>
    request.userId ? `user:${request.userId}` : request.ip,
}

/** A message with a 2 MB PDF in base64, and the rest of the message. */
const SEND_BODY_LIMIT = Math.ceil(CHAT_FILE_MAX_BYTES / 3) * 4 + 64 * 1024

/** Chat with leads (decision 0039): DXP_CALLSNCHAT, and the lead must be visible to the caller. */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService
  objects: ObjectStore
}> = async (app, { chat, objects }) => {
  app.get(
    CHAT_PATHS.chats,
    {
      schema: { querystring: ZChatPageQuery, response: { 200: ZChatPage } },
      config: { access: { scope: CALL_SCOPES } },
    },
    async (request) => conversationPage(app.db, objects, authOf(request), request.query),
  )

  // The templates to send the lead, filled for it and the caller (decision 0046).
  app.get(
    CHAT_PATHS.templates,
    {
      schema: { querystring: ZChatTemplatesQuery, response: { 200: ZChatTemplatePage } },
      config: { access: { scope: CALL_SCOPES } },
    },
    async (request) => templatePage(app.db, authOf(request), request.query),
  )

  // The lead list's badges: a small read apart from the list, so an inbound message never
  // changes the lead's version or updatedAt (decision 0041).
  app.get(
    CHAT_PATHS.unread,
    {
      schema: { querystring: ZChatUnreadQuery, response: { 200: ZChatUnreadCounts } },
      config: { access: { scope: CALL_SCOPES } },
    },
    async (request) => unreadCounts(app.db, authOf(request), request.query.conversation_ids),
  )

  // Idempotent by the body's client_message_id (the socket's send-message has no header).
  app.post(
    CHAT_PATHS.chats,
    {
      schema: { body: ZSendChatMessage, response: { 200: ZChatMessage, 201: ZChatMessage } },
      config: { access: { scope: CALL_SCOPES }, idempotency: 'exempt', rateLimit: PER_USER },
      // A PDF made on the device travels in the message, in base64 (decision 0054).
      bodyLimit: SEND_BODY_LIMIT,
    },
    async (request, reply) => {
      const { message, created } = await chat.send(authOf(request), request.body)
      return reply.status(created ? 201 : 200).send(message)
    },
  )

  // Setting a counter to 0: the same answer however often it is repeated.
  app.post(
    CHAT_PATHS.markRead,
    {
      schema: { body: ZMarkChatRead, response: { 200: ZMarkChatReadResult } },
      config: { access: { scope: CALL_SCOPES }, idempotency: 'exempt' },
    },
    async (request) => markConversationRead(app.db, authOf(request), request.body.conversation_id),
  )

  // A PDF stored with a message, at its signed address: the signature and expiry are the
  // permission (as project content's files), so the lead's WhatsApp and a browser can open it.
  app.get(
    CHAT_PATHS.file(':key'),
    {
      schema: { params: z.object({ key: z.string() }), querystring: ZSignedUrlQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const file = await signedChatFile(objects, request.params.key, request.query, new Date())
      if (!file) throw new AppError(404, 'NOT_FOUND', 'File not found')
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', 'inline; filename="cost-sheet.pdf"')
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes)
    },
  )
}
