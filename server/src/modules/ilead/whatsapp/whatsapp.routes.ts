import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LEAD_MESSAGES,
  LEAD_PATHS,
  ZValidateWhatsApp,
  ZValidateWhatsAppResult,
} from '../../../../../contract/leads.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { ZSlugParams } from '../../../paging.ts'
import type { WhatsAppDirectory } from './whatsapp.ts'

/** Each lookup may cost a provider call: a person typing numbers needs far fewer than this. */
const PER_USER = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: { userId: string | null; ip: string }) =>
    request.userId ? `user:${request.userId}` : request.ip,
}

export const whatsAppRoutes: FastifyPluginAsyncZod<{ whatsApp: WhatsAppDirectory }> = async (
  app,
  { whatsApp },
) => {
  // A question, not a change: nothing to make idempotent.
  app.post(
    LEAD_PATHS.validateWhatsApp(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        body: ZValidateWhatsApp,
        response: { 200: ZValidateWhatsAppResult },
      },
      config: { access: 'staff', idempotency: 'exempt', rateLimit: PER_USER },
    },
    async (request) => {
      const valid = await whatsApp.isOnWhatsApp(request.body.whatsAppNumber)
      return { valid, message: valid ? '' : LEAD_MESSAGES.whatsAppNotFound }
    },
  )
}
