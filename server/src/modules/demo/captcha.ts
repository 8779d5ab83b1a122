import { createChallenge, randomInt, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { verify } from 'altcha-lib/frameworks/shared'
import type { Tx } from '../../db/client.ts'
import { hmac } from '../../security/tokens.ts'
import { deleteExpiredCaptchas, recordSpentCaptcha } from './demo.repository.ts'

/**
 * Self-hosted proof of work (ALTCHA): no third party sees our visitors. The work is a couple of
 * seconds in a browser, cheap to check here, and each solution is good once, for 10 minutes.
 */
const EXPIRES_MS = 10 * 60_000
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 1_000

const keys = (secret: string) => ({
  hmacSignatureSecret: hmac(secret, 'altcha-signature'),
  hmacKeySignatureSecret: hmac(secret, 'altcha-key'),
})

export function newChallenge(secret: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(2_000, 5_000),
    deriveKey,
    expiresAt: new Date(Date.now() + EXPIRES_MS),
    ...keys(secret),
  })
}

/** The challenge's signature when the payload solves an unexpired challenge of ours, else null. */
export async function verifiedSignature(secret: string, payload: string): Promise<string | null> {
  const { hmacSignatureSecret, hmacKeySignatureSecret } = keys(secret)
  const result = await verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret)
  if (result.error || !result.verification?.verified || !result.payload) return null
  const signature = 'challenge' in result.payload ? result.payload.challenge.signature : undefined
  return signature ?? null
}

/** Spends a solution: false when it was already used. */
export async function spendCaptcha(tx: Tx, signature: string, now = new Date()): Promise<boolean> {
  await deleteExpiredCaptchas(tx, now)
  return recordSpentCaptcha(tx, signature, new Date(now.getTime() + EXPIRES_MS))
}
