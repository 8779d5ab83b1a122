import { followUpTimeError } from '../../../../contract/field-actions.ts'
import { ZFollowUpCreate, type TFollowUpCreate } from '../../../../contract/tasks.ts'
import { fieldErrors, type TFieldErrors } from './action-messages.ts'
import { instantOf, timeProblem } from './time-input.ts'

export interface TFollowUpValues {
  /** datetime-local text. */
  dueAt: string
  notes: string
}
export type TFollowUpErrors = TFieldErrors<keyof TFollowUpValues>
export type TFollowUpBody = Omit<TFollowUpCreate, '_id'>

export const EMPTY_FOLLOW_UP: TFollowUpValues = { dueAt: '', notes: '' }

/** Spec 001 section 5: never in the past, at least 10 minutes ahead of when it is made. */
export function validateFollowUp(
  values: TFollowUpValues,
  madeAt: string,
): { ok: true; body: TFollowUpBody } | { ok: false; errors: TFollowUpErrors } {
  const errors: TFollowUpErrors = {}
  const dueDate = instantOf(values.dueAt)
  const problem = dueDate ? followUpTimeError(dueDate, madeAt) : timeProblem(values.dueAt)
  if (problem) errors.dueAt = problem
  const input: TFollowUpBody = {
    madeAt,
    taskType: 'Follow Up',
    dueDate: dueDate ?? '',
    notes: values.notes.trim(),
  }
  const parsed = ZFollowUpCreate.safeParse(input)
  const all = parsed.success
    ? errors
    : {
        ...fieldErrors(parsed.error.issues, ([first]) =>
          first === 'notes' ? 'notes' : first === 'dueDate' ? 'dueAt' : undefined,
        ),
        ...errors,
      }
  if (Object.keys(all).length === 0) return { ok: true, body: input }
  return { ok: false, errors: all }
}
