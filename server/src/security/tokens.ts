import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { Secrets } from '../secrets.ts'

export interface AccessClaims {
  userId: string
  orgId: string
  sessionId: string
}

const ISSUER = 'siteoffice'

export function signAccessToken(secrets: Secrets, claims: AccessClaims, ttlSeconds: number) {
  return new SignJWT({ org: claims.orgId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secrets.signingKey)
}

/**
 * Tokens whose signature was verified, with their expiry (ms): every request of a session
 * carries the same token for its lifetime, and checking an Ed25519 signature each time was a
 * tenth of a lead list's time. Only the signature check is remembered; expiry is judged on each
 * use, and the session is still checked open in the database on every request.
 */
const verified = new WeakMap<Secrets, Map<string, { claims: AccessClaims; expiresAt: number }>>()
const VERIFIED_MAX = 10_000
const CLOCK_TOLERANCE_S = 5

/** The claims of a valid, unexpired token, or null: callers answer 401 without saying why. */
export async function verifyAccessToken(
  secrets: Secrets,
  token: string,
): Promise<AccessClaims | null> {
  let known = verified.get(secrets)
  if (!known) verified.set(secrets, (known = new Map()))
  const hit = known.get(token)
  if (hit) {
    if (Date.now() <= hit.expiresAt + CLOCK_TOLERANCE_S * 1000) return hit.claims
    known.delete(token)
    return null
  }
  try {
    const { payload } = await jwtVerify(token, secrets.verifyingKey, {
      issuer: ISSUER,
      algorithms: ['EdDSA'],
      clockTolerance: CLOCK_TOLERANCE_S,
    })
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.org !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null
    }
    const claims = { userId: payload.sub, orgId: payload.org, sessionId: payload.sid }
    // The oldest goes first when full (a Map iterates in insertion order).
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!)
    known.set(token, { claims, expiresAt: payload.exp * 1000 })
    return claims
  } catch {
    return null
  }
}

/** An opaque random token (refresh tokens, auth codes, reference ids). */
export const opaqueToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** Tokens are stored only as digests: a leaked table grants nothing. */
export const digest = (value: string) => createHash('sha256').update(value).digest('base64url')

/** Keyed, so six-digit codes in a leaked table cannot be brute-forced offline. */
export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url')

export function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export const pkceChallenge = (verifier: string) => digest(verifier)
