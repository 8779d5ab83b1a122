import {
  CALL_RESULTS_BY_STATUS,
  ZDispositionCreate,
  type TCallResult,
  type TCallStatus,
  type TCall,
  type TCallType,
  type TDispositionCreate,
  type TNextStepKind,
} from '../../../../contract/dispositions.ts'
import {
  callBackTimeError,
  followUpTimeError,
  visitTimeError,
} from '../../../../contract/field-actions.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import { fieldErrors, type TFieldErrors } from './action-messages.ts'
import { instantOf, timeProblem } from './time-input.ts'

/** The call form as typed; the body is built and checked with the contract's own schema. */
export interface TDispositionValues {
  callType: TCallType
  callStatus: TCallStatus
  /** '' : the result the status gives. */
  callResult: '' | TCallResult
  /** Whole minutes, as typed. */
  durationMin: string
  notes: string
  nextStep: TNextStepKind
  /** datetime-local text, for every next step but none. */
  nextAt: string
}

export type TDispositionField = keyof TDispositionValues
export type TDispositionErrors = TFieldErrors<TDispositionField>

export const EMPTY_DISPOSITION: TDispositionValues = {
  callType: 'Out Bound',
  callStatus: 'Connected',
  callResult: '',
  durationMin: '',
  notes: '',
  nextStep: 'none',
  nextAt: '',
}

/**
 * The outcome of a call placed through call-lead: its type and status as the provider gave them
 * (the user may correct the status); its length is the provider's, to the second.
 */
export function valuesForCall(call: Pick<TCall, 'callType' | 'callStatus'>): TDispositionValues {
  return { ...EMPTY_DISPOSITION, callType: call.callType, callStatus: call.callStatus }
}

/** A placed call the disposition is about (contract: ZDispositionCreate.callId). */
export type TLinkedCall = Pick<TCall, '_id' | 'durationSec'>

/** The body without its _id and recording, which the save adds. */
export type TDispositionBody = Omit<TDispositionCreate, '_id' | 'recordingId'>

export type TDispositionValidation =
  { ok: true; body: TDispositionBody } | { ok: false; errors: TDispositionErrors }

/** Results the chosen status allows (spec 001 section 4). */
export function resultsFor(status: TCallStatus): readonly TCallResult[] {
  return CALL_RESULTS_BY_STATUS[status]
}

function fieldOf(path: readonly string[]): TDispositionField | undefined {
  const [first] = path
  if (first === 'durationSec') return 'durationMin'
  if (first === 'nextStep') return 'nextAt'
  if (first === 'callType' || first === 'callStatus' || first === 'callResult') return first
  if (first === 'notes') return first
  return undefined
}

/** The next step's time rule, judged against when the call is logged (as the server will). */
function nextStepTimeError(kind: TNextStepKind, at: string, madeAt: string): string | null {
  if (kind === 'callBack') return callBackTimeError(at, madeAt)
  if (kind === 'followUp') return followUpTimeError(at, madeAt)
  if (kind === 'siteVisit') return visitTimeError(at, madeAt)
  return null
}

export function validateDisposition(
  values: TDispositionValues,
  madeAt: string,
  call?: TLinkedCall,
): TDispositionValidation {
  const errors: TDispositionErrors = {}
  const minutes = call ? '' : values.durationMin.trim()
  let durationSec = call?.durationSec ?? 0
  if (minutes !== '') {
    if (/^\d+$/.test(minutes)) durationSec = Number(minutes) * 60
    else errors.durationMin = VALIDATION_MESSAGES.invalidNumber
  }
  let nextStep: TDispositionBody['nextStep'] = { kind: 'none' }
  if (values.nextStep !== 'none') {
    const at = instantOf(values.nextAt)
    const problem = at ? nextStepTimeError(values.nextStep, at, madeAt) : timeProblem(values.nextAt)
    if (problem) errors.nextAt = problem
    if (at) nextStep = { kind: values.nextStep, at }
  }
  const input: TDispositionBody = {
    madeAt,
    ...(call ? { callId: call._id } : {}),
    callType: values.callType,
    callStatus: values.callStatus,
    ...(values.callResult ? { callResult: values.callResult } : {}),
    durationSec,
    notes: values.notes.trim(),
    nextStep,
  }
  const parsed = ZDispositionCreate.safeParse(input)
  const all = parsed.success ? errors : { ...fieldErrors(parsed.error.issues, fieldOf), ...errors }
  if (parsed.success && Object.keys(all).length === 0) return { ok: true, body: input }
  return { ok: false, errors: all }
}
