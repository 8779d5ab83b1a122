import { visitTimeError } from '../../../../contract/field-actions.ts'
import {
  ZSiteVisitCreate,
  ZSiteVisitOtpVerify,
  ZSiteVisitTransition,
  type TSiteVisitCreate,
  type TSiteVisitTransition,
} from '../../../../contract/site-visits.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import { fieldErrors, type TFieldErrors } from './action-messages.ts'
import { instantOf, timeProblem } from './time-input.ts'

type Result<B, F extends string> = { ok: true; body: B } | { ok: false; errors: TFieldErrors<F> }

function finish<B, F extends string>(
  body: B,
  errors: TFieldErrors<F>,
  parsed: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  fieldOf: (path: readonly string[]) => F | undefined,
): Result<B, F> {
  const all = parsed.error ? { ...fieldErrors(parsed.error.issues, fieldOf), ...errors } : errors
  return Object.keys(all).length === 0 ? { ok: true, body } : { ok: false, errors: all }
}

/** A time the visit happens at: never before it is arranged (judged as the server will). */
function visitTime(local: string, madeAt: string, errors: TFieldErrors<'scheduledAt'>) {
  const at = instantOf(local)
  const problem = at ? visitTimeError(at, madeAt) : timeProblem(local)
  if (problem) errors.scheduledAt = problem
  return at ?? ''
}

export interface TScheduleValues {
  scheduledAt: string
  notes: string
}
export type TScheduleBody = Omit<TSiteVisitCreate, '_id'>

export function validateSchedule(
  values: TScheduleValues,
  madeAt: string,
): Result<TScheduleBody, keyof TScheduleValues> {
  const errors: TFieldErrors<keyof TScheduleValues> = {}
  const body: TScheduleBody = {
    madeAt,
    scheduledAt: visitTime(values.scheduledAt, madeAt, errors),
    notes: values.notes.trim(),
  }
  return finish(body, errors, ZSiteVisitCreate.safeParse(body), ([first]) =>
    first === 'notes' ? 'notes' : first === 'scheduledAt' ? 'scheduledAt' : undefined,
  )
}

/** Reschedule and revisit: a new time. */
export function validateNewTime(
  action: 'reschedule' | 'revisit',
  scheduledAtText: string,
  madeAt: string,
): Result<TSiteVisitTransition, 'scheduledAt'> {
  const errors: TFieldErrors<'scheduledAt'> = {}
  const scheduledAt = visitTime(scheduledAtText, madeAt, errors)
  const body: TSiteVisitTransition = { action, madeAt, scheduledAt }
  return finish(body, errors, ZSiteVisitTransition.safeParse(body), ([first]) =>
    first === 'scheduledAt' ? 'scheduledAt' : undefined,
  )
}

export function validateCancel(
  reason: string,
  madeAt: string,
): Result<TSiteVisitTransition, 'reason'> {
  const body: TSiteVisitTransition = { action: 'cancel', madeAt, reason: reason.trim() }
  const errors: TFieldErrors<'reason'> = reason.trim()
    ? {}
    : { reason: VALIDATION_MESSAGES.required }
  return finish(body, errors, ZSiteVisitTransition.safeParse(body), ([first]) =>
    first === 'reason' ? 'reason' : undefined,
  )
}

/** The code as typed: digits of the configured length (checked again by the server). */
export function validateOtp(
  otp: string,
  length: number | undefined,
  refId: string,
  enteredAt: string,
): Result<{ otp: string }, 'otp'> {
  const code = otp.trim()
  const parsed = ZSiteVisitOtpVerify.safeParse({ refId, otp: code, enteredAt })
  const errors: TFieldErrors<'otp'> =
    length !== undefined && code.length !== length && /^\d*$/.test(code)
      ? { otp: VALIDATION_MESSAGES.otpInvalid }
      : {}
  return finish({ otp: code }, errors, parsed, ([first]) => (first === 'otp' ? 'otp' : undefined))
}
