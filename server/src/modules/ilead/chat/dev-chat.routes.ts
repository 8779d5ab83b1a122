import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CHAT_PATHS,
  ZChatMessage,
  ZDevChatReceipt,
  ZDevInboundChat,
} from '../../../../../contract/chat.ts'
import { isLocalCaller } from '../../auth/dev-sms-inbox.routes.ts'
import { leadNotFound } from '../leads/leads.service.ts'
import type { ChatService } from './chat.service.ts'

/**
 * For tests and demos only, registered only with the development messenger outside production
 * and with DEV_SMS_INBOX=loopback, as the SMS inbox is: the lead's reply and a message's
 * receipts, injected as the provider would deliver them. Anyone not at this machine gets the 404
 * of a path that does not exist.
 */
export const devChatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (
  app,
  { chat },
) => {
  const onlyHere = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request)) return reply.callNotFound()
  }
  app.post(
    CHAT_PATHS.devInbound,
    {
      schema: { body: ZDevInboundChat, response: { 201: ZChatMessage } },
      config: { access: 'public', idempotency: 'exempt' },
      onRequest: onlyHere,
    },
    async (request, reply) => {
      const message = await chat.receive(request.body.conversation_id, request.body.payload, null)
      if (!message) throw leadNotFound()
      return reply.status(201).send(message)
    },
  )

  // The same path as the provider's receipts: nextDeliveryState, never downgrading a read.
  app.post(
    CHAT_PATHS.devReceipt,
    {
      schema: { body: ZDevChatReceipt, response: { 200: z.object({ ok: z.literal(true) }) } },
      config: { access: 'public', idempotency: 'exempt' },
      onRequest: onlyHere,
    },
    async (request) => {
      await chat.applyReceipt(request.body.providerMessageId, request.body.status)
      return { ok: true as const }
    },
  )
}
