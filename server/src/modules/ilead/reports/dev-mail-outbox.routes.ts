import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEV_MAIL_OUTBOX_PATH, ZDevMailOutbox } from '../../../../../contract/reports.ts'
import type { DevelopmentMailer, SentMail } from '../../../mailer.ts'
import { isLocalCaller } from '../../auth/dev-sms-inbox.routes.ts'
import { userById } from '../../auth/session.repository.ts'
import { liveClaims, unauthorized } from '../../../security/access.ts'

const wire = (m: SentMail) => ({
  to: [...m.to],
  subject: m.subject,
  text: m.text,
  sentAt: m.sentAt,
  attachments: (m.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    contentBase64: a.content.toString('base64'),
  })),
})

/**
 * The development mailer's outbox, guarded as the SMS inbox is (decision 0015): served only with
 * DEV_SMS_INBOX=loopback, to callers at this machine (anyone else gets the 404 of a path that does
 * not exist); without a token every message, with one only mail to the user's own address.
 */
export const devMailOutboxRoutes: FastifyPluginAsyncZod<{ mailer: DevelopmentMailer }> = async (
  app,
  { mailer },
) => {
  app.get(
    DEV_MAIL_OUTBOX_PATH,
    {
      schema: {
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: ZDevMailOutbox },
      },
      config: { access: 'public' },
      onRequest: async (request, reply) => {
        if (!isLocalCaller(request)) return reply.callNotFound()
      },
    },
    async (request) => {
      const header = request.headers.authorization
      if (header === undefined) return { messages: mailer.messagesTo(request.query.to).map(wire) }
      const claims = await liveClaims(app, header.startsWith('Bearer ') ? header.slice(7) : '')
      if (!claims) throw unauthorized()
      const own = (await userById(app.db, claims.userId))?.email
      return { messages: own ? mailer.messagesTo(own).map(wire) : [] }
    },
  )
}
