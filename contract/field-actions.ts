import { z } from 'zod'
import { FIELD_ACTION_MESSAGES } from './messages.ts'
export { FIELD_ACTION_MESSAGES } from './messages.ts'

/**
 * What every field action (a call disposition, a follow-up, a site-visit step, a questionnaire,
 * a stage change) shares: it may be made offline and replayed later, so it carries a client-made
 * id and the time the user made it, and its time rules are judged against that time.
 */

/** How far ahead of the server's clock a client's madeAt may be (clock skew), in ms. */
export const MADE_AT_MAX_AHEAD_MS = 5 * 60_000
/** A follow-up is at least this far ahead of when it was made, in ms. */
export const FOLLOW_UP_MIN_AHEAD_MS = 10 * 60_000

export const FIELD_ACTION_ERROR_CODES = {
  madeAtAhead: 'MADE_AT_AHEAD',
  idTaken: 'ACTION_ID_TAKEN',
} as const

/** An instant on the wire: ISO 8601 with an offset or Z. */
export const zInstant = z.iso.datetime({ offset: true })

/** When the user made the action, by the device's clock (ISO 8601). */
export const zMadeAt = z.iso.datetime({ offset: true })

/** Every field-action POST: a client-made id (so later queued actions can name it) and madeAt. */
export const ZFieldAction = z.object({
  /** Client-made UUID: a replayed create with the same id answers the existing record. */
  _id: z.uuid().optional(),
  madeAt: zMadeAt,
})

const time = (iso: string) => new Date(iso).getTime()

/** "Call Back time cannot be backdated": null when `at` is fine relative to when it was made. */
export function callBackTimeError(at: string, madeAt: string): string | null {
  return time(at) < time(madeAt) ? FIELD_ACTION_MESSAGES.callBackBackdated : null
}

/** The follow-up rule (FOLLOW_UP_MIN_AHEAD_MS ahead), judged against when the follow-up was made. */
export function followUpTimeError(at: string, madeAt: string): string | null {
  const ahead = time(at) - time(madeAt)
  if (ahead < 0) return FIELD_ACTION_MESSAGES.followUpInPast
  if (ahead < FOLLOW_UP_MIN_AHEAD_MS) return FIELD_ACTION_MESSAGES.followUpTooSoon
  return null
}

/** A visit cannot be scheduled (or moved) to before when that was done. */
export function visitTimeError(at: string, madeAt: string): string | null {
  return time(at) < time(madeAt) ? FIELD_ACTION_MESSAGES.visitInPast : null
}

/**
 * The journey event types field actions append (contract/leads.ts ZLeadEvent.eventType), beside
 * the seed's created, assigned, note and message. `call` and `status_changed` keep the seed's
 * data shapes ({callType, callStatus, durationSec} and {from, to}) and add to them.
 */
export const FIELD_ACTION_EVENTS = {
  call: 'call',
  disposition: 'disposition',
  recordingAttached: 'recording_attached',
  followUpScheduled: 'follow_up_scheduled',
  taskCompleted: 'task_completed',
  siteVisitScheduled: 'site_visit_scheduled',
  siteVisitStarted: 'site_visit_started',
  siteVisitCancelled: 'site_visit_cancelled',
  siteVisitNoShow: 'site_visit_no_show',
  siteVisitRescheduled: 'site_visit_rescheduled',
  siteVisitRevisit: 'site_visit_revisit',
  siteVisitOtpSent: 'site_visit_otp_sent',
  siteVisitOtpFailed: 'site_visit_otp_failed',
  siteVisitDone: 'site_visit_done',
  questionnaireAnswered: 'questionnaire_answered',
  statusChanged: 'status_changed',
} as const
export type TFieldActionEvent = (typeof FIELD_ACTION_EVENTS)[keyof typeof FIELD_ACTION_EVENTS]
