import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { and, asc, eq, ne } from 'drizzle-orm'
import { z } from 'zod'
import {
  AUTH_PATHS,
  ZMultiProfile,
  ZRegisterDeviceRequest,
  ZUserProfile,
} from '../../../../contract/auth.ts'
import { devices, memberships, organisations, users } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { mutation } from '../../plugins/idempotency.ts'
import { authOf, permissionDenied } from '../../security/access.ts'
import { userHashOf } from '../auth/session.service.ts'

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
      const rows = await app.db
        .select({
          type: memberships.profileType,
          orgId: memberships.orgId,
          orgName: organisations.name,
          slug: organisations.slug,
          role: memberships.role,
          isAdmin: memberships.isAdmin,
        })
        .from(memberships)
        .innerJoin(organisations, eq(organisations.id, memberships.orgId))
        .where(
          and(eq(memberships.userId, ownUserId(request)), ne(memberships.profileType, 'customer')),
        )
        .orderBy(asc(memberships.createdAt))
      return { profiles: rows }
    },
  )

  app.get(
    AUTH_PATHS.profile(':userHash'),
    {
      schema: { params: ZHashParams, response: { 200: ZUserProfile } },
      config: { access: 'session' },
    },
    async (request) => {
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.id, ownUserId(request)))
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
      await tx
        .insert(devices)
        .values({ userId, deviceToken: request.body.deviceToken, platform: request.body.platform })
        .onConflictDoNothing()
      return { status: 201, body: { registered: true } }
    },
  )
}
