import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { TApiError } from '../../../contract/common.ts'
import { AppError } from '../errors.ts'
import { WebhookError } from '../webhook.ts'

const INTERNAL_MESSAGE = 'Oops, something went wrong.'
const PROVIDER_MESSAGE = 'Server Down, please try again.'

function validationBody(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]) {
  if (!hasZodFastifySchemaValidationErrors(error)) return null
  const fields = error.validation.map((v) => ({
    field:
      v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext),
    message: v.message ?? 'Invalid value',
  }))
  const body: TApiError = {
    message: fields.map((f) => `${f.field}: ${f.message}`).join('; '),
    code: 'VALIDATION_ERROR',
    fields,
  }
  return body
}

/** Every failure leaves the server in the spec's shape `{ message, code }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const validation = validationBody(error)
    if (validation) return reply.status(400).send(validation)
    if (error instanceof AppError) {
      const body: TApiError = { message: error.message, code: error.code, ...error.extra }
      return reply.status(error.statusCode).send(body)
    }
    // An outside service (SMS, telephony, WhatsApp) failed: the request was fine, try again.
    if (error instanceof WebhookError) {
      request.log.error({ err: error }, 'provider failed')
      return reply.status(502).send({ message: PROVIDER_MESSAGE, code: 'PROVIDER_UNAVAILABLE' })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL' })
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their wording.
    return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' })
  })
})
