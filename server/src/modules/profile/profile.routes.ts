import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  AUTH_PATHS,
  ZMultiProfile,
  ZRegisterDeviceRequest,
  ZUserProfile,
} from '../../../../contract/auth.ts'
import { notFound } from '../../errors.ts'
import { mutation } from '../../plugins/idempotency.ts'
import { authOf, permissionDenied } from '../../security/access.ts'
import { userById } from '../auth/session.repository.ts'
import { userHashOf } from '../auth/session.service.ts'
import { businessProfilesOf, registerDevice } from './profile.repository.ts'

const ZHashParams = z.object({ userHash: z.string().regex(/^[0-9a-f]{32}$/) })

/** A profile URL names its user by hash; it serves only that user. */
function ownUserId(request: FastifyRequest<{ Params: { userHash: string } }>) {
  const auth = authOf(request)
  if (userHashOf(auth.userId) !== request.params.userHash) throw permissionDenied()
  return auth.userId
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUTH_PATHS.multiProfile(':userHash'),
    {
      schema: { params: ZHashParams, response: { 200: ZMultiProfile } },
      config: { access: 'session' },
    },
    async (request) => {
      return { profiles: await businessProfilesOf(app.db, ownUserId(request)) }
    },
  )

  app.get(
    AUTH_PATHS.profile(':userHash'),
    {
      schema: { params: ZHashParams, response: { 200: ZUserProfile } },
      config: { access: 'session' },
    },
    async (request) => {
      const user = await userById(app.db, ownUserId(request))
      if (!user) throw notFound('User not found')
      return { ...user, userId: user.id }
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: AUTH_PATHS.registerDevice(':userHash'),
      schema: { params: ZHashParams, body: ZRegisterDeviceRequest },
      config: { access: 'session' },
    },
    async (request, tx) => {
      const userId = ownUserId(request)
      await registerDevice(tx, {
        userId,
        deviceToken: request.body.deviceToken,
        platform: request.body.platform,
      })
      return { status: 201, body: { registered: true } }
    },
  )
}
