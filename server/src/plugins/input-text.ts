import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { TApiError } from '../../../contract/common.ts'
import { controlCharacterPath, VALIDATION_MESSAGES } from '../../../contract/validators.ts'

const PARTS = ['params', 'query', 'body'] as const

/**
 * The text rule of contract/validators.ts applied to every string a request brings, whatever
 * its route's schema says: a control character is a 400 naming the field, never a database
 * error (PostgreSQL refuses NUL in text).
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of PARTS) {
      const field = controlCharacterPath(request[part])
      if (field === null) continue
      const name = field || part
      const body: TApiError = {
        message: `${name}: ${VALIDATION_MESSAGES.controlCharacters}`,
        code: 'VALIDATION_ERROR',
        fields: [{ field: name, message: VALIDATION_MESSAGES.controlCharacters }],
      }
      return reply.status(400).send(body)
    }
  })
})
