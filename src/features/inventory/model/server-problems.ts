import { BUILDING_ERROR_CODES, BUILDING_MESSAGES } from '../../../../contract/buildings.ts'
import { HttpError } from '../../../lib/http.ts'

/** A refusal of the server, as a form shows it: on the fields it names, or above the buttons. */
export interface TServerProblems {
  fields: Record<string, string>
  /** The contract's English for the whole form (translated where shown), or null. */
  form: string | null
}

/** Refusals the server words without naming a field, by their text: the field they are about. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [BUILDING_MESSAGES.refugeOverFloors]: 'refugeFloors',
  [BUILDING_MESSAGES.floorShrinkWithUnits]: 'floorCount',
  [BUILDING_MESSAGES.flatsShrinkWithUnits]: 'flatsPerFloor',
  [BUILDING_MESSAGES.areasOrder]: 'carpetArea',
  [BUILDING_MESSAGES.floorFull]: 'floorNumber',
  [BUILDING_MESSAGES.floorOutOfRange]: 'floorNumber',
  [BUILDING_MESSAGES.duplicateUnitName]: 'name',
  [BUILDING_MESSAGES.duplicateBuildingName]: 'name',
}

/**
 * Where each of the server's problems belongs. A validation 400 lists its fields; a type not in
 * the master lists names its field beside the code; the building and unit rules are known by
 * their words. Anything else (offline, server down, an assigned unit) is the form's.
 */
export function serverProblems(error: unknown, fallback: string): TServerProblems {
  if (!(error instanceof HttpError)) return { fields: {}, form: fallback }
  const fields: Record<string, string> = {}
  for (const { field, message } of error.fields ?? []) fields[field] = message
  const message = error.serverMessage ?? ''
  const named = error.details?.field
  if (error.code === BUILDING_ERROR_CODES.unknownType && typeof named === 'string')
    fields[named] = message
  else if (FIELD_OF_MESSAGE[message]) fields[FIELD_OF_MESSAGE[message]] = message
  if (Object.keys(fields).length > 0) return { fields, form: null }
  return { fields, form: error.serverMessage ? message : fallback }
}

/**
 * Puts the server's problems on the form (react-hook-form's `setError`, kept out of this model's
 * imports), and answers what is left for the form as a whole.
 */
export function applyServerProblems(
  setError: (field: never, error: { message: string }) => void,
  error: unknown,
  fallback: string,
): string | null {
  const problems = serverProblems(error, fallback)
  for (const [field, message] of Object.entries(problems.fields))
    setError(field as never, { message })
  return problems.form
}
