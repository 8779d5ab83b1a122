import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CHAT_PATHS,
  ZChatProviderCallback,
  ZChatProviderCallbackResult,
} from '../../../../../contract/chat.ts'
import { AUTH_ERROR_CODES } from '../../../../../contract/auth.ts'
import { AppError } from '../../../errors.ts'
import type { WebhookWhatsAppMessenger } from './whatsapp-messenger.ts'

const bearer = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined

/**
 * The WhatsApp provider's callback (KARIX; decision 0041): its receipts and the leads' own
 * messages, into `WebhookWhatsAppMessenger.deliver`. Not a user's call: the provider's shared
 * token (WHATSAPP_CALLBACK_TOKEN) as a bearer token, checked before the body is read. Each event
 * is stored before the 200, in order; a failure answers 500 and the provider retries the batch
 * (a repeated event is stored once: receipts never downgrade, inbound messages are unique by the
 * provider's id).
 */
export const providerCallbackRoutes: FastifyPluginAsyncZod<{
  messenger: WebhookWhatsAppMessenger
}> = async (app, { messenger }) => {
  app.post(
    CHAT_PATHS.providerCallback,
    {
      schema: { body: ZChatProviderCallback, response: { 200: ZChatProviderCallbackResult } },
      config: { access: 'public', idempotency: 'exempt' },
      onRequest: async (request) => {
        if (!messenger.acceptsCallbackToken(bearer(request.headers.authorization))) {
          throw new AppError(
            401,
            AUTH_ERROR_CODES.unauthorized,
            'The callback token is missing or wrong',
          )
        }
      },
    },
    async (request) => {
      for (const event of request.body.events) await messenger.deliver(event)
      return { received: request.body.events.length }
    },
  )
}
