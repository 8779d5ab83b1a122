import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CHAT_PATHS, ZChatMessage, ZDevInboundChat } from '../../../../../contract/chat.ts'
import { isLocalCaller } from '../../auth/dev-sms-inbox.routes.ts'
import { leadNotFound } from '../leads/leads.service.ts'
import type { ChatService } from './chat.service.ts'

/**
 * For tests and demos only, registered only with the development messenger outside production
 * and with DEV_SMS_INBOX=loopback, as the SMS inbox is: the lead's reply, injected as the provider
 * would deliver it. Anyone not at this machine gets the 404 of a path that does not exist.
 */
export const devChatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (
  app,
  { chat },
) => {
  app.post(
    CHAT_PATHS.devInbound,
    {
      schema: { body: ZDevInboundChat, response: { 201: ZChatMessage } },
      config: { access: 'public', idempotency: 'exempt' },
      onRequest: async (request, reply) => {
        if (!isLocalCaller(request)) return reply.callNotFound()
      },
    },
    async (request, reply) => {
      const message = await chat.receive(request.body.conversation_id, request.body.payload, null)
      if (!message) throw leadNotFound()
      return reply.status(201).send(message)
    },
  )
}
