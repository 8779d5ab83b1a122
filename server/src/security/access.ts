import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { AUTH_ERROR_CODES, type TFeScope } from '../../../contract/auth.ts'
import { isApiPath } from '../../../contract/routes.ts'
import { hasScope, hasScopeOnAll, type TScope } from '../../../contract/scopes.ts'
import {
  memberships,
  permissionGroups,
  readGenerations,
  sessions,
  userPermissionGroups,
} from '../db/schema.ts'
import type { Database } from '../db/client.ts'
import { plannedOnce } from '../db/planned-once.ts'
import { AppError } from '../errors.ts'
import type { Secrets } from '../secrets.ts'
import { mergeGrants } from './grants.ts'
import { verifyAccessToken, type AccessClaims } from './tokens.ts'

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
      /**
       * A home buyer of the organisation may call it too (the mobile app's calls, decision
       * 0057); the service then limits them to what is theirs (`auth.customer`).
       */
      customers?: true
    }

export interface AuthContext {
  userId: string
  orgId: string
  sessionId: string
  grants: TFeScope[]
  /** A home buyer let in by a route open to customers: no grants, only what is their own. */
  customer?: true
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
    /**
     * The organisation's read generation when the session was checked (decision 0024); null
     * when unknown (no write recorded one yet) or the route is public.
     */
    readGeneration: string | null
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
 * The open session of the claims, whether it is staff, and the user's groups in its
 * organisation, in one query: every API request runs it, so it is one round trip (on PGlite, a
 * turn of the only connection), planned once. One row per group; no row when the session is
 * not open.
 */
function sessionWithGroups(app: FastifyInstance) {
  const query = app.db
    .select({
      staffProfile: memberships.profileType,
      permissions: permissionGroups.permissions,
      projectIds: userPermissionGroups.projectIds,
      // In the same round trip: what the answer cache validates against (decision 0024).
      generation: sql<
        string | null
      >`(select ${readGenerations.generation}::text from ${readGenerations} where ${readGenerations.orgId} = ${sessions.orgId})`,
    })
    .from(sessions)
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.orgId, sessions.orgId),
        ne(memberships.profileType, 'customer'),
      ),
    )
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, sessions.userId))
    .leftJoin(
      permissionGroups,
      and(
        eq(permissionGroups.id, userPermissionGroups.groupId),
        eq(permissionGroups.orgId, sessions.orgId),
      ),
    )
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        eq(sessions.orgId, sql.placeholder('orgId')),
        isNull(sessions.revokedAt),
      ),
    )
  return plannedOnce(app.database, 'session_with_groups', query, [
    'staffProfile',
    'permissions',
    'projectIds',
    'generation',
  ])
}

// Per database, not per Fastify instance: a plugin's routes see their own encapsulated instance,
// and PGlite's statement is PREPAREd once per connection under its one name.
const prepared = new WeakMap<Database, ReturnType<typeof sessionWithGroups>>()

/**
 * A valid token's claims with its open session: whether it is staff (a business or admin
 * profile in the session's organisation, not only a buyer) and the user's grants there; null
 * when the token is invalid or its session ended (a signed-out or replaced session ends its
 * access tokens at once, not at their expiry).
 */
async function liveSession(app: FastifyInstance, token: string | undefined) {
  const claims = token ? await verifyAccessToken(app.secrets, token) : null
  return claims ? openSessionOf(app, claims) : null
}

/** The session of claims already verified, if it is still open (see liveSession). */
async function openSessionOf(app: FastifyInstance, claims: AccessClaims) {
  let query = prepared.get(app.database)
  if (!query) prepared.set(app.database, (query = sessionWithGroups(app)))
  const rows = await query({
    sessionId: claims.sessionId,
    userId: claims.userId,
    orgId: claims.orgId,
  })
  if (rows.length === 0) return null
  const groups = rows.flatMap((r) =>
    r.permissions && r.projectIds ? [{ permissions: r.permissions, projectIds: r.projectIds }] : [],
  )
  return {
    claims,
    staff: rows[0]!.staffProfile !== null,
    grants: mergeGrants(groups),
    generation: rows[0]!.generation,
  }
}

/** Whether the user is a customer (a home buyer) of the organisation. */
async function isCustomerOf(app: FastifyInstance, auth: AuthContext): Promise<boolean> {
  const rows = await app.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, auth.userId),
        eq(memberships.orgId, auth.orgId),
        eq(memberships.profileType, 'customer'),
      ),
    )
  return rows.length > 0
}

/** The claims of a valid token whose session is still open, and whether it is staff. */
export async function liveClaims(app: FastifyInstance, token: string | undefined) {
  const live = await liveSession(app, token)
  return live ? { ...live.claims, staff: live.staff } : null
}

/**
 * A staff member's context from an access token alone, verified as HTTP requests are (the chat
 * socket's handshake): null for a bad or expired token, an ended session or a buyer.
 */
export async function staffAuthOfToken(
  app: FastifyInstance,
  token: string | undefined,
): Promise<AuthContext | null> {
  const live = await liveSession(app, token)
  return live?.staff ? { ...live.claims, grants: live.grants } : null
}

/**
 * The context of a connection authenticated earlier, again: null once its session has ended
 * (signed out, replaced or revoked) or the user is no longer staff, else with the grants as they
 * are now. The token is not verified again: its expiry ends HTTP calls, while a connection opened
 * with it lasts as long as its session (the chat socket's recheck on each event).
 */
export async function staffAuthOfSession(
  app: FastifyInstance,
  auth: AuthContext,
): Promise<AuthContext | null> {
  const live = await openSessionOf(app, {
    sessionId: auth.sessionId,
    userId: auth.userId,
    orgId: auth.orgId,
  })
  return live?.staff ? { ...auth, grants: live.grants } : null
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ staff: boolean; auth: AuthContext; generation: string | null }> {
  const header = request.headers.authorization
  const live = await liveSession(app, header?.startsWith('Bearer ') ? header.slice(7) : undefined)
  if (!live) throw unauthorized()
  return {
    staff: live.staff,
    auth: { ...live.claims, grants: live.grants },
    generation: live.generation,
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
  app.decorateRequest('readGeneration', null)

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
    const { staff, auth, generation } = await authenticate(app, request)
    request.auth = auth
    request.readGeneration = generation
    request.userId = auth.userId
    if (access === 'session') return
    const orgId = (request.params as Record<string, unknown> | undefined)?.orgId
    if (!staff) {
      const buyer =
        typeof access === 'object' &&
        access.customers &&
        orgId === auth.orgId &&
        (await isCustomerOf(app, auth))
      if (!buyer) throw permissionDenied()
      auth.customer = true
      return
    }
    if (orgId !== undefined && orgId !== auth.orgId) throw permissionDenied()
    if (access === 'staff') return
    const project = access.project ? projectOf(request, access.project) : undefined
    requireScope(request, scopesOf(access), project ? [project] : undefined)
  })
})
