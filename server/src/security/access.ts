import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { AUTH_ERROR_CODES, type TFeScope } from '../../../contract/auth.ts'
import { isApiPath } from '../../../contract/routes.ts'
import { hasScope, hasScopeOnAll, type TScope } from '../../../contract/scopes.ts'
import { memberships, sessions } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import type { Secrets } from '../secrets.ts'
import { loadGrants } from './grants.ts'
import { verifyAccessToken } from './tokens.ts'

/**
 * Who may call a route. Every API route declares one; see the onRoute hook below.
 * - `session`: any open session, a home buyer's too: only what sign-in needs to tell a buyer
 *   to use the mobile app (their own profiles) and to end the session;
 * - `staff`: a member of the token's organisation with a business or admin profile;
 * - a scope: staff holding it (a buyer holds none).
 */
export type RouteAccess =
  | 'public'
  | 'session'
  | 'staff'
  | {
      /** Any one of these scopes will do. */
      scope: TScope | readonly TScope[]
      /** Where the route names its project, when the scope is checked per project. */
      project?: { in: 'params' | 'query'; name: string }
    }

export interface AuthContext {
  userId: string
  orgId: string
  sessionId: string
  grants: TFeScope[]
}

export interface RegisteredAccess {
  method: string
  url: string
  access: RouteAccess
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
  interface FastifyInstance {
    secrets: Secrets
    /** Every API route with its access rule, for the scope-matrix test. */
    routeAccess: RegisteredAccess[]
  }
}

export const PERMISSION_DENIED = "Permission denied (You don't have permission)"

export const unauthorized = () =>
  new AppError(401, AUTH_ERROR_CODES.unauthorized, 'You need to log in again.')
export const permissionDenied = () =>
  new AppError(403, AUTH_ERROR_CODES.forbidden, PERMISSION_DENIED)

const scopesOf = (access: Exclude<RouteAccess, 'public' | 'session' | 'staff'>) =>
  (Array.isArray(access.scope) ? access.scope : [access.scope]) as readonly TScope[]

/** The signed-in caller, or a 401. For handlers of non-public routes, where it is always set. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized()
  return request.auth
}

/**
 * The one scope check of every module. With projects, the scope is needed on each of them
 * (acting across projects needs it on every listed project); without, on some project.
 */
export function requireScope(
  request: FastifyRequest,
  scope: TScope | readonly TScope[],
  projectIds?: readonly string[],
): AuthContext {
  const auth = authOf(request)
  const names = (Array.isArray(scope) ? scope : [scope]) as readonly TScope[]
  const allowed = names.some((name) =>
    projectIds ? hasScopeOnAll(auth.grants, name, projectIds) : hasScope(auth.grants, name),
  )
  if (!allowed) throw permissionDenied()
  return auth
}

/**
 * The claims of a valid token whose session is still open: a signed-out or replaced session
 * ends its access tokens at once, not at their expiry. `staff` tells whether the session's
 * organisation knows the user as staff (a business or admin profile), not only as a buyer.
 */
export async function liveClaims(app: FastifyInstance, token: string | undefined) {
  const claims = token ? await verifyAccessToken(app.secrets, token) : null
  if (!claims) return null
  const [live] = await app.db
    .select({ staffProfile: memberships.profileType })
    .from(sessions)
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.orgId, sessions.orgId),
        ne(memberships.profileType, 'customer'),
      ),
    )
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        eq(sessions.orgId, claims.orgId),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1)
  return live ? { ...claims, staff: live.staffProfile !== null } : null
}

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization
  const claims = await liveClaims(app, header?.startsWith('Bearer ') ? header.slice(7) : undefined)
  if (!claims) throw unauthorized()
  const { staff, ...context } = claims
  return {
    staff,
    auth: { ...context, grants: await loadGrants(app.db, claims.userId, claims.orgId) },
  }
}

function projectOf(request: FastifyRequest, where: { in: 'params' | 'query'; name: string }) {
  const source = (where.in === 'params' ? request.params : request.query) as Record<string, unknown>
  const value = source?.[where.name]
  return typeof value === 'string' && value ? value : undefined
}

/**
 * Authentication and authorisation for every API route, before its body is even read. A route
 * without an access rule is refused when it is registered. Routes under an organisation's slug
 * only serve the organisation the token was issued for.
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { secrets: Secrets }) => {
  app.decorate('secrets', opts.secrets)
  app.decorate('routeAccess', [] as RegisteredAccess[])
  app.decorateRequest('auth', null)

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return
    const access = route.config?.access
    if (!access) throw new Error(`${String(route.method)} ${route.url} must declare config.access`)
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods)
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access })
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (!access || access === 'public') return
    const { staff, auth } = await authenticate(app, request)
    request.auth = auth
    request.userId = auth.userId
    if (access === 'session') return
    if (!staff) throw permissionDenied()
    const orgId = (request.params as Record<string, unknown> | undefined)?.orgId
    if (orgId !== undefined && orgId !== auth.orgId) throw permissionDenied()
    if (access === 'staff') return
    const project = access.project ? projectOf(request, access.project) : undefined
    requireScope(request, scopesOf(access), project ? [project] : undefined)
  })
})
