import { randomInt } from 'node:crypto'
import type { z } from 'zod'
import { FIELD_ACTION_EVENTS } from '../../../../../contract/field-actions.ts'
import { maskPhone } from '../../../../../contract/masking.ts'
import {
  OTP_VISIT_STATUSES,
  SITE_VISIT_ERROR_CODES,
  SITE_VISIT_MESSAGES,
  type TSiteVisitOtpConfig,
  type ZSiteVisitOtpRequest,
  type ZSiteVisitOtpVerify,
} from '../../../../../contract/site-visits.ts'
import type { Tx } from '../../../db/client.ts'
import { AppError, conflict } from '../../../errors.ts'
import type { Outcome } from '../../../plugins/idempotency.ts'
import type { AuthContext } from '../../../security/access.ts'
import { constantTimeEqual, hmac } from '../../../security/tokens.ts'
import { appendEvent, eventTime, fieldError, madeAtOf } from '../field-actions.ts'
import {
  insertVisitOtp,
  projectName,
  retireOpenVisitOtps,
  updateVisitOtp,
  visitOtpByRefId,
  visitOtpCount,
} from './site-visit-otp.repository.ts'
import { siteVisitById, updateVisit } from './site-visits.repository.ts'
import { actionableVisit, siteVisitNotFound, transitionInvalid } from './site-visits.service.ts'
import { updateVisitTask } from '../tasks/tasks.service.ts'

/**
 * The site-visit code: sent to the lead's number when the visit is under
 * way, and entered by the executive to complete it. The code is judged against the server's
 * window when the verification arrives, however long it was queued. Failures that spend an
 * attempt are returned (not thrown) so that the count commits.
 */
export const SITE_VISIT_OTP_CONFIG: TSiteVisitOtpConfig['siteVisitOtpConfig'] = {
  length: 6,
  validitySeconds: 600,
  maxAttempts: 5,
  maxCodesPerVisit: 5,
}

export interface OtpDeps {
  hmacSecret: string
  send: (phone: string, text: string) => Promise<void>
}

const codeDigest = (secret: string, refId: string, code: string) =>
  hmac(secret, `site-visit:${refId}:${code}`)

const otpFailure = (code: string, message: string, extra: object = {}): Outcome => ({
  status: 422,
  body: { message, code, ...extra },
})

const isOtpStatus = (status: string) => (OTP_VISIT_STATUSES as readonly string[]).includes(status)

export async function requestVisitOtp(
  tx: Tx,
  auth: AuthContext,
  deps: OtpDeps,
  body: z.output<typeof ZSiteVisitOtpRequest>,
  now: Date,
  leadId?: string,
): Promise<Outcome> {
  const { visit, lead } = await actionableVisit(tx, auth, body.siteVisitId)
  if (leadId !== undefined && visit.leadId !== leadId) throw siteVisitNotFound()
  madeAtOf(body.madeAt, now)
  const existing = await visitOtpByRefId(tx, body.refId)
  if (existing) {
    if (existing.siteVisitId !== visit.id) {
      throw conflict('ACTION_ID_TAKEN', 'This id is already used by another record')
    }
    // The same request again (another key): the code already went out; send none.
    return { body: requested(existing.refId, visit.id, existing.expiresAt, existing.phone) }
  }
  if (!isOtpStatus(visit.status)) throw transitionInvalid('request-otp', visit.status)
  if (body.visitType !== visit.visitType) {
    throw fieldError('visitType', SITE_VISIT_MESSAGES.visitTypeMismatch)
  }
  if ((await visitOtpCount(tx, visit.id)) >= SITE_VISIT_OTP_CONFIG.maxCodesPerVisit) {
    throw new AppError(422, SITE_VISIT_ERROR_CODES.otpLimit, SITE_VISIT_MESSAGES.otpLimit)
  }
  // Only the newest code works: asking again retires the earlier ones.
  await retireOpenVisitOtps(tx, visit.id, now)
  const { length, validitySeconds } = SITE_VISIT_OTP_CONFIG
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0')
  const expiresAt = new Date(now.getTime() + validitySeconds * 1000)
  await insertVisitOtp(tx, {
    refId: body.refId,
    siteVisitId: visit.id,
    phone: lead.whatsAppNumber,
    codeHash: codeDigest(deps.hmacSecret, body.refId, code),
    visitType: body.visitType,
    expiresAt,
    requestedById: auth.userId,
    createdAt: now,
  })
  await appendEvent(
    tx,
    auth,
    lead.id,
    FIELD_ACTION_EVENTS.siteVisitOtpSent,
    { siteVisitId: visit.id, refId: body.refId, visitType: body.visitType },
    now,
  )
  const project = await projectName(tx, lead.projectId)
  const what = body.visitType === 'Revisit' ? 'revisit' : 'site visit'
  return {
    body: requested(body.refId, visit.id, expiresAt, lead.whatsAppNumber),
    afterCommit: () =>
      deps.send(
        lead.whatsAppNumber,
        `${code} is your code to confirm your ${what} to ${project ?? 'our project'}. ` +
          `Share it only with our executive at the site. It expires in ${validitySeconds / 60} minutes.`,
      ),
  }
}

const requested = (refId: string, siteVisitId: string, expiresAt: Date, phone: string) => ({
  refId,
  siteVisitId,
  expiresAt: expiresAt.toISOString(),
  sentTo: maskPhone(phone),
})

export async function verifyVisitOtp(
  tx: Tx,
  auth: AuthContext,
  deps: Pick<OtpDeps, 'hmacSecret'>,
  body: z.output<typeof ZSiteVisitOtpVerify>,
  now: Date,
  leadId?: string,
): Promise<Outcome> {
  const otp = await visitOtpByRefId(tx, body.refId, true)
  if (!otp) {
    throw new AppError(
      422,
      SITE_VISIT_ERROR_CODES.otpNotRequested,
      SITE_VISIT_MESSAGES.otpNotRequested,
    )
  }
  const { visit, lead } = await actionableVisit(tx, auth, otp.siteVisitId)
  if (leadId !== undefined && visit.leadId !== leadId) throw siteVisitNotFound()
  const enteredAt = madeAtOf(body.enteredAt, now, 'enteredAt')
  // Verified already (the same verification again): the visit is done.
  if (otp.verifiedAt) return { body: { siteVisit: await siteVisitById(tx, visit.id) } }

  const fail = async (code: string, message: string, extra: object = {}) => {
    await appendEvent(
      tx,
      auth,
      lead.id,
      FIELD_ACTION_EVENTS.siteVisitOtpFailed,
      { siteVisitId: visit.id, refId: otp.refId, reason: code, enteredAt: body.enteredAt },
      eventTime(enteredAt, now),
    )
    return otpFailure(code, message, extra)
  }
  if (otp.attempts >= SITE_VISIT_OTP_CONFIG.maxAttempts) {
    return fail(SITE_VISIT_ERROR_CODES.otpAttempts, SITE_VISIT_MESSAGES.otpAttempts)
  }
  // Expired by the server's clock, or retired by a newer code.
  if (otp.consumedAt || otp.expiresAt.getTime() <= now.getTime()) {
    return fail(SITE_VISIT_ERROR_CODES.otpExpired, SITE_VISIT_MESSAGES.otpExpired)
  }
  if (!isOtpStatus(visit.status)) throw transitionInvalid('complete', visit.status)

  if (!constantTimeEqual(otp.codeHash, codeDigest(deps.hmacSecret, otp.refId, body.otp))) {
    const attempts = otp.attempts + 1
    const spent = attempts >= SITE_VISIT_OTP_CONFIG.maxAttempts
    await updateVisitOtp(tx, otp.refId, { attempts, ...(spent ? { consumedAt: now } : {}) })
    return spent
      ? fail(SITE_VISIT_ERROR_CODES.otpAttempts, SITE_VISIT_MESSAGES.otpAttempts)
      : fail(SITE_VISIT_ERROR_CODES.otpInvalid, SITE_VISIT_MESSAGES.otpInvalid, {
          attemptsLeft: SITE_VISIT_OTP_CONFIG.maxAttempts - attempts,
        })
  }

  const completedAt = eventTime(enteredAt, now)
  await updateVisitOtp(tx, otp.refId, { consumedAt: now, verifiedAt: now })
  await updateVisit(tx, visit.id, {
    status: 'Visit Done',
    completedAt,
    otpEnteredAt: enteredAt,
    location: body.location ?? null,
    updatedAt: now,
  })
  await updateVisitTask(tx, visit.id, { taskStatus: 'Completed', completedAt }, now)
  await appendEvent(
    tx,
    auth,
    lead.id,
    FIELD_ACTION_EVENTS.siteVisitDone,
    {
      siteVisitId: visit.id,
      refId: otp.refId,
      enteredAt: body.enteredAt,
      withLocation: Boolean(body.location),
    },
    completedAt,
  )
  return { body: { siteVisit: await siteVisitById(tx, visit.id) } }
}
