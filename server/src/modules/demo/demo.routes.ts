import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import {
  DEMO_PATHS,
  DEMO_THANK_YOU,
  ZDemoRequest,
  ZVerifyCaptchaRequest,
  ZVerifyCaptchaResponse,
} from '../../../../contract/demo-requests.ts'
import { badRequest } from '../../errors.ts'
import { mutation } from '../../plugins/idempotency.ts'
import { newChallenge, spendCaptcha, verifiedSignature } from './captcha.ts'
import { insertDemoRequest } from './demo.repository.ts'

const CAPTCHA_FAILED = 'Captcha verification failed, please try again'

/** The public request-a-demo page: anyone may call these, so they are limited per address. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.secrets.hmacSecret

  app.get(
    DEMO_PATHS.captchaChallenge,
    { config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await newChallenge(secret)),
  )

  app.post(
    DEMO_PATHS.verifyCaptcha,
    {
      schema: { body: ZVerifyCaptchaRequest, response: { 200: ZVerifyCaptchaResponse } },
      config: {
        access: 'public',
        idempotency: 'exempt',
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request) => ({
      result: (await verifiedSignature(secret, request.body.payload))
        ? ('Success' as const)
        : ('Failed' as const),
    }),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: DEMO_PATHS.submit,
      schema: { body: ZDemoRequest },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, tx) => {
      const { captcha, ...fields } = request.body
      const signature = await verifiedSignature(secret, captcha)
      if (!signature || !(await spendCaptcha(tx, signature))) {
        throw badRequest('CAPTCHA_FAILED', CAPTCHA_FAILED)
      }
      await insertDemoRequest(tx, { id: randomUUID(), ...fields })
      return { status: 201, body: { message: DEMO_THANK_YOU } }
    },
  )
}
