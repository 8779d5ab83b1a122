import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AUTH_PATHS,
  ZAccessTokenRequest,
  ZCheckAuthorizationRequest,
  ZCheckAuthorizationResponse,
  ZSignOutRequest,
  ZSwitchOrganisationRequest,
} from '../../../../contract/auth.ts'
import { HEADERS } from '../../../../contract/http.ts'
import { mutation, type Outcome } from '../../plugins/idempotency.ts'
import { sessionRoom } from '../../plugins/socket.ts'
import { authOf, liveClaims } from '../../security/access.ts'
import { loadGrants } from '../../security/grants.ts'
import { forgetDevice } from '../profile/profile.repository.ts'
import {
  exchangeAuthCode,
  revokeSession,
  rotateSession,
  type SessionDeps,
} from './session.service.ts'

/** Token answers are credentials: never stored for replay, so these make their own transaction. */
const TOKEN_ROUTE = {
  access: 'public',
  idempotency: 'exempt',
  rateLimit: { max: 60, timeWindow: '1 minute' },
} as const

export const authorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SessionDeps = { secrets: app.secrets, config: app.config }
  const send = (
    outcome: Outcome,
    reply: { status(code: number): { send(body: unknown): unknown } },
  ) => reply.status(outcome.status ?? 200).send(outcome.body)
  const refreshTokenOf = (headers: Record<string, unknown>) => {
    const value = headers[HEADERS.refreshToken]
    return typeof value === 'string' ? value : undefined
  }

  app.post(
    AUTH_PATHS.accessToken,
    { schema: { body: ZAccessTokenRequest }, config: TOKEN_ROUTE },
    async (request, reply) =>
      send(
        await app.db.transaction((tx) => exchangeAuthCode(tx, deps, request.body, new Date())),
        reply,
      ),
  )

  app.post(AUTH_PATHS.refreshToken, { config: TOKEN_ROUTE }, async (request, reply) =>
    send(
      await app.db.transaction((tx) =>
        rotateSession(tx, deps, refreshTokenOf(request.headers), new Date()),
      ),
      reply,
    ),
  )

  app.post(
    AUTH_PATHS.switchOrganisation,
    { schema: { body: ZSwitchOrganisationRequest }, config: TOKEN_ROUTE },
    async (request, reply) =>
      send(
        await app.db.transaction((tx) =>
          rotateSession(tx, deps, refreshTokenOf(request.headers), new Date(), request.body.orgId),
        ),
        reply,
      ),
  )

  app.post(
    AUTH_PATHS.checkAuthorization,
    {
      schema: { body: ZCheckAuthorizationRequest, response: { 200: ZCheckAuthorizationResponse } },
      config: { access: 'public', idempotency: 'exempt' },
    },
    async (request) => {
      const claims = await liveClaims(app, request.body.jwt)
      if (!claims) return { authorized: false, userId: null, orgId: null, feScopes: [] }
      return {
        authorized: true,
        userId: claims.userId,
        orgId: claims.orgId,
        feScopes: await loadGrants(app.db, claims.userId, claims.orgId),
      }
    },
  )

  mutation(
    app,
    {
      method: 'POST',
      url: AUTH_PATHS.signOut,
      schema: { body: ZSignOutRequest },
      config: { access: 'session' },
    },
    async (request, tx) => {
      const auth = authOf(request)
      await revokeSession(tx, auth.sessionId, 'sign_out', new Date())
      if (request.body.deviceToken) {
        await forgetDevice(tx, auth.userId, request.body.deviceToken)
      }
      return {
        body: { success: true },
        // Its chat sockets too, once the session is closed for good (decision 0046).
        afterCommit: async () => app.io.in(sessionRoom(auth.sessionId)).disconnectSockets(true),
      }
    },
  )
}
