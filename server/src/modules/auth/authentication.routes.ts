import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AUTH_PATHS, ZGetOtpRequest, ZVerifyOtpRequest } from '../../../../contract/auth.ts'
import { mutation } from '../../plugins/idempotency.ts'
import { devSmsInboxRoutes } from './dev-sms-inbox.routes.ts'
import { requestOtp, verifyOtp } from './otp.service.ts'
import { DevelopmentSmsSender, type SmsSender } from './sms.ts'

/**
 * Per address, on top of the per-number limits of otp.service.ts; a whole site office may sign
 * in from one address.
 */
export const PER_ADDRESS = { max: 60, timeWindow: '1 minute' }

export const authenticationRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (
  app,
  { sms },
) => {
  mutation(
    app,
    {
      method: 'POST',
      url: AUTH_PATHS.getOtp,
      schema: { body: ZGetOtpRequest },
      config: { access: 'public', rateLimit: PER_ADDRESS },
    },
    (request, tx) =>
      requestOtp(
        tx,
        { hmacSecret: app.secrets.hmacSecret, send: (phone, text) => sms.send(phone, text) },
        request.body.phone,
      ),
  )

  // The answer is a credential (the auth code), so it is not stored for replay.
  app.post(
    AUTH_PATHS.verifyOtp,
    {
      schema: { body: ZVerifyOtpRequest },
      config: { access: 'public', idempotency: 'exempt', rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      const outcome = await app.db.transaction((tx) =>
        verifyOtp(tx, app.secrets.hmacSecret, request.body),
      )
      return reply.status(outcome.status ?? 200).send(outcome.body)
    },
  )

  // For tests and demos only, and only when asked for: it holds every code (decision 0015).
  if (
    sms instanceof DevelopmentSmsSender &&
    app.config.NODE_ENV !== 'production' &&
    app.config.DEV_SMS_INBOX === 'loopback'
  ) {
    await app.register(devSmsInboxRoutes, { sms })
  }
}
