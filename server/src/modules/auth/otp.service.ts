import { randomInt } from 'node:crypto'
import { AUTH_ERROR_CODES } from '../../../../contract/auth.ts'
import type { Tx } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Outcome } from '../../plugins/idempotency.ts'
import { constantTimeEqual, digest, hmac, opaqueToken } from '../../security/tokens.ts'
import {
  blockPhone,
  insertAuthCode,
  insertOtpCode,
  latestBlock,
  lockOtpCode,
  retireOpenCodes,
  unverifiedCodesSince,
  updateOtpCode,
  userByPhone,
} from './otp.repository.ts'

/** The limits the spec leaves open; docs/decisions/0006-sign-in-limits.md says why. */
export const OTP_RULES = {
  codeTtlSeconds: 300,
  resendAfterSeconds: 30,
  maxCodesPerWindow: 5,
  windowMinutes: 15,
  blockMinutes: 5,
  maxWrongAttempts: 5,
  authCodeTtlSeconds: 60,
} as const

const MINUTE = 60_000
const NOT_FOUND = 'Your mobile number not found'

const failure = (status: number, code: string, message: string, extra = {}): Outcome => ({
  status,
  body: { message, code, ...extra },
})

async function activeBlock(tx: Tx, phone: string, now: Date) {
  const row = await latestBlock(tx, phone)
  return row && row.blockedUntil > now ? row : undefined
}

async function block(
  tx: Tx,
  phone: string,
  now: Date,
  reason: 'too_many_codes' | 'too_many_attempts',
) {
  await blockPhone(tx, phone, new Date(now.getTime() + OTP_RULES.blockMinutes * MINUTE), reason)
}

function blockedOutcome(until: Date, now: Date): Outcome {
  return failure(
    403,
    AUTH_ERROR_CODES.otpBlocked,
    'Reached max number of OTPs, blocked for 5 min',
    {
      retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
    },
  )
}

const codeDigest = (secret: string, refId: string, code: string) => hmac(secret, `${refId}:${code}`)

/**
 * Issues a code for a known, active number. Refusals that change state (the block after too
 * many codes) are returned, not thrown, so that they commit.
 */
export async function requestOtp(
  tx: Tx,
  deps: { hmacSecret: string; send: (phone: string, text: string) => Promise<void> },
  phone: string,
  now = new Date(),
): Promise<Outcome> {
  const user = await userByPhone(tx, phone)
  if (!user) throw new AppError(400, AUTH_ERROR_CODES.numberNotFound, NOT_FOUND)
  if (!user.isActive) throw new AppError(400, AUTH_ERROR_CODES.userInactive, NOT_FOUND)
  const lastBlock = await latestBlock(tx, phone)
  if (lastBlock && lastBlock.blockedUntil > now) return blockedOutcome(lastBlock.blockedUntil, now)

  // A block served wipes the slate: the codes before it were its cause, and the user was told
  // to wait 5 minutes, not 15.
  const windowStart = new Date(
    Math.max(
      now.getTime() - OTP_RULES.windowMinutes * MINUTE,
      lastBlock?.blockedUntil.getTime() ?? 0,
    ),
  )
  // Codes someone signed in with are not abuse: only the others count and hold back a resend.
  const recent = await unverifiedCodesSince(tx, phone, windowStart)
  const pending = recent[0] && !recent[0].consumedAt ? recent[0] : undefined
  const wait = pending
    ? Math.ceil(OTP_RULES.resendAfterSeconds - (now.getTime() - pending.createdAt.getTime()) / 1000)
    : 0
  if (wait > 0) {
    throw new AppError(
      429,
      AUTH_ERROR_CODES.rateLimited,
      `Please wait ${wait} seconds before asking for a new code`,
    )
  }
  if (recent.length >= OTP_RULES.maxCodesPerWindow) {
    await block(tx, phone, now, 'too_many_codes')
    return blockedOutcome(new Date(now.getTime() + OTP_RULES.blockMinutes * MINUTE), now)
  }

  // Only the newest code works: asking again retires the earlier ones.
  await retireOpenCodes(tx, phone, now)
  const refId = opaqueToken(16)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await insertOtpCode(tx, {
    refId,
    phone,
    codeHash: codeDigest(deps.hmacSecret, refId, code),
    expiresAt: new Date(now.getTime() + OTP_RULES.codeTtlSeconds * 1000),
    createdAt: now,
  })
  return {
    body: {
      refId,
      expiresInSeconds: OTP_RULES.codeTtlSeconds,
      resendInSeconds: OTP_RULES.resendAfterSeconds,
    },
    afterCommit: () =>
      deps.send(
        phone,
        `${code} is your SiteOffice sign-in code. It expires in 5 minutes. Do not share it.`,
      ),
  }
}

export interface VerifyOtpInput {
  refId: string
  otp: string
  phone: string
  codeChallenge: string
}

/** Checks the code; on success returns a single-use auth code bound to the PKCE challenge. */
export async function verifyOtp(
  tx: Tx,
  hmacSecret: string,
  input: VerifyOtpInput,
  now = new Date(),
): Promise<Outcome> {
  const blocked = await activeBlock(tx, input.phone, now)
  if (blocked) return blockedOutcome(blocked.blockedUntil, now)
  // Locked, so parallel guesses are judged one after another and each sees the count so far.
  const row = await lockOtpCode(tx, input.refId, input.phone)
  const invalid = failure(400, AUTH_ERROR_CODES.otpInvalid, 'Entered OTP is invalid')
  if (!row || row.consumedAt) return invalid
  if (row.expiresAt <= now) {
    return failure(
      400,
      AUTH_ERROR_CODES.otpExpired,
      'Entered OTP has expired, please ask for a new one',
    )
  }
  if (!constantTimeEqual(codeDigest(hmacSecret, row.refId, input.otp), row.codeHash)) {
    const attempts = row.attempts + 1
    if (attempts < OTP_RULES.maxWrongAttempts) {
      await updateOtpCode(tx, row.refId, { attempts })
      return invalid
    }
    await updateOtpCode(tx, row.refId, { attempts, consumedAt: now })
    await block(tx, input.phone, now, 'too_many_attempts')
    return failure(
      403,
      AUTH_ERROR_CODES.otpAttemptsExceeded,
      'Maximum OTP limit reached, try after 5 minutes',
    )
  }
  await updateOtpCode(tx, row.refId, { consumedAt: now, verifiedAt: now })
  const user = await userByPhone(tx, input.phone)
  if (!user) return invalid
  const authCode = opaqueToken()
  await insertAuthCode(tx, {
    codeHash: digest(authCode),
    userId: user.id,
    codeChallenge: input.codeChallenge,
    expiresAt: new Date(now.getTime() + OTP_RULES.authCodeTtlSeconds * 1000),
  })
  return { body: { authCode } }
}
