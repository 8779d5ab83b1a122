import { createHash } from 'node:crypto'
import { AUTH_ERROR_CODES, type TSession } from '../../../../contract/auth.ts'
import type { Config } from '../../config.ts'
import type { Tx } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Outcome } from '../../plugins/idempotency.ts'
import type { Secrets } from '../../secrets.ts'
import { permissionDenied } from '../../security/access.ts'
import { loadGrants } from '../../security/grants.ts'
import {
  constantTimeEqual,
  digest,
  opaqueToken,
  pkceChallenge,
  signAccessToken,
} from '../../security/tokens.ts'
import {
  authCodeByHash,
  insertRefreshToken,
  insertSession,
  markSessionRevoked,
  membershipsOf,
  refreshTokenByHash,
  spendAuthCode,
  spendRefreshToken,
  userById,
} from './session.repository.ts'

export interface SessionDeps {
  secrets: Secrets
  config: Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS'>
}

const DAY = 86_400_000

/** An opaque id for profile URLs that does not reveal the user id. */
export const userHashOf = (userId: string) =>
  createHash('sha256').update(`siteoffice-user:${userId}`).digest('hex').slice(0, 32)

const refreshInvalid = () =>
  new AppError(401, AUTH_ERROR_CODES.refreshInvalid, 'You need to log in again.')

async function newRefreshToken(tx: Tx, deps: SessionDeps, sessionId: string, now: Date) {
  const token = opaqueToken()
  await insertRefreshToken(tx, {
    tokenHash: digest(token),
    sessionId,
    expiresAt: new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_DAYS * DAY),
    createdAt: now,
  })
  return token
}

async function sessionBody(
  tx: Tx,
  deps: SessionDeps,
  session: { id: string; userId: string; orgId: string },
  refreshToken: string,
): Promise<TSession> {
  const user = await userById(tx, session.userId)
  if (!user) throw refreshInvalid()
  const all = await membershipsOf(tx, session.userId)
  const current = all.find((m) => m.orgId === session.orgId)
  if (!current) throw permissionDenied()
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS
  return {
    accessToken: await signAccessToken(
      deps.secrets,
      { userId: session.userId, orgId: session.orgId, sessionId: session.id },
      ttl,
    ),
    refreshToken,
    expiresIn: ttl,
    userId: user.id,
    userHash: userHashOf(user.id),
    userNumber: user.phone,
    slug: current.slug,
    orgId: session.orgId,
    feScopes: await loadGrants(tx, session.userId, session.orgId),
    developers: all.map((m) => ({ type: m.type, orgId: m.orgId, orgName: m.orgName })),
  }
}

/**
 * Opens a session (a refresh-token family) in the given organisation, or in the user's first
 * business one; a home buyer with no business profile gets a session the console will refuse.
 */
export async function openSession(
  tx: Tx,
  deps: SessionDeps,
  userId: string,
  now: Date,
  orgId?: string,
): Promise<TSession> {
  const all = await membershipsOf(tx, userId)
  const chosen = orgId
    ? all.find((m) => m.orgId === orgId && m.type !== 'customer')
    : (all.find((m) => m.type !== 'customer') ?? all[0])
  if (!chosen) throw permissionDenied()
  const id = opaqueToken(16)
  await insertSession(tx, { id, userId, orgId: chosen.orgId, createdAt: now })
  const refreshToken = await newRefreshToken(tx, deps, id, now)
  return sessionBody(tx, deps, { id, userId, orgId: chosen.orgId }, refreshToken)
}

/**
 * Rotates a refresh token: the old one is spent and a new one of the same family returned. A
 * spent token presented again means it was stolen or replayed, so the whole family is revoked
 * (returned, not thrown, so that the revocation commits). With `switchTo`, the family ends and
 * a new session opens in that organisation.
 */
export async function rotateSession(
  tx: Tx,
  deps: SessionDeps,
  presented: string | undefined,
  now: Date,
  switchTo?: string,
): Promise<Outcome> {
  if (!presented) throw refreshInvalid()
  const row = await refreshTokenByHash(tx, digest(presented))
  if (!row || row.session.revokedAt || row.token.expiresAt <= now) throw refreshInvalid()
  // Of parallel uses exactly one spends it; the others find it spent.
  if (!(await spendRefreshToken(tx, row.token.tokenHash, now))) {
    await revokeSession(tx, row.session.id, 'reuse_detected', now)
    const error = refreshInvalid()
    return { status: 401, body: { message: error.message, code: error.code } }
  }
  if (switchTo) {
    const session = await openSession(tx, deps, row.session.userId, now, switchTo)
    await revokeSession(tx, row.session.id, 'switched', now)
    return { body: session }
  }
  const refreshToken = await newRefreshToken(tx, deps, row.session.id, now)
  return { body: await sessionBody(tx, deps, row.session, refreshToken) }
}

export async function revokeSession(
  tx: Tx,
  sessionId: string,
  reason: 'sign_out' | 'switched' | 'reuse_detected',
  now: Date,
) {
  await markSessionRevoked(tx, sessionId, reason, now)
}

export interface ExchangeInput {
  authCode: string
  codeVerifier: string
  codeChallenge: string
}

/**
 * PKCE (RFC 7636, S256): the auth code is good once, for a minute, and only with the verifier
 * whose digest is the challenge given when the code was made. A wrong verifier spends the code.
 */
export async function exchangeAuthCode(
  tx: Tx,
  deps: SessionDeps,
  input: ExchangeInput,
  now: Date,
): Promise<Outcome> {
  const invalid: Outcome = {
    status: 400,
    body: { message: 'Internal Error', code: AUTH_ERROR_CODES.invalidGrant },
  }
  const row = await authCodeByHash(tx, digest(input.authCode))
  if (!row || row.usedAt || row.expiresAt <= now) return invalid
  await spendAuthCode(tx, row.codeHash, now)
  const matches =
    constantTimeEqual(row.codeChallenge, input.codeChallenge) &&
    constantTimeEqual(pkceChallenge(input.codeVerifier), row.codeChallenge)
  if (!matches) return invalid
  return { body: await openSession(tx, deps, row.userId, now) }
}
