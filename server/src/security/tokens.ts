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

/** The claims of a valid, unexpired token, or null: callers answer 401 without saying why. */
export async function verifyAccessToken(
  secrets: Secrets,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secrets.verifyingKey, {
      issuer: ISSUER,
      algorithms: ['EdDSA'],
      clockTolerance: 5,
    })
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.org !== 'string' ||
      typeof payload.sid !== 'string'
    ) {
      return null
    }
    return { userId: payload.sub, orgId: payload.org, sessionId: payload.sid }
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
