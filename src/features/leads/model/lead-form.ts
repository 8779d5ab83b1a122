import type { z } from 'zod'
import { LEAD_STATUSES, type TLeadStatus } from '../../../../contract/domain.ts'
import {
  PROGRESS_POINTS_PER_FIELD,
  ZLeadCreate,
  ZLeadUpdate,
  type TLead,
  type TLeadBackgroundInput,
  type TLeadProfileInput,
  type TLeadPropertyInterest,
  type TLeadUpdate,
} from '../../../../contract/leads.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'
import { groupIndianDigits } from '../../../lib/format/money.ts'
import {
  customDiff,
  customProblems,
  customToFormValues,
  filledCustomCount,
  readCustomValues,
  type TCustomFormValues,
  type TLeadFormDefinition,
} from './lead-form-custom.ts'
import { STANDARD_FIELD_KEYS } from './lead-form-order.ts'

/**
 * The lead form (spec 001 sections 3 to 5) as pure logic: what the inputs hold (text, as typed),
 * how that becomes the contract's create body or an edit's diff, the validation (the contract's
 * own zod schemas, so the form and the server say the same), and the progress bar.
 */

export const FUNDING_CHOICES = ['yes', 'no'] as const

export interface TLabelOption {
  _id: string
  labelName: string
  /** Sub sources: the source they belong to (its id). */
  parentId?: string | null
}

/** The reference lists the form offers (entity labels), fetched by the route. */
export interface LeadFormLists {
  sources: readonly TLabelOption[]
  subSources: readonly TLabelOption[]
  labels: readonly TLabelOption[]
  purposes: readonly TLabelOption[]
  unitTypes: readonly TLabelOption[]
  floors: readonly TLabelOption[]
  propertyStatuses: readonly TLabelOption[]
}

export interface TLeadFormValues {
  // Profile
  fullName: string
  gender: string
  age: string
  whatsAppNumber: string
  alternateNumber: string
  email: string
  sourceOfLead: string
  subSourceOfLead: string
  currentLocation: string
  // Property interest
  budgetMin: string
  budgetMax: string
  purposeOfProperty: string
  preferredUnitType: string[]
  preferredFloor: string[]
  propertyStatus: string
  otherPreferences: string
  carpetAreaLower: string
  carpetAreaUpper: string
  // Background
  occupation: string
  annualIncome: string
  qualification: string
  /** '' unknown, 'yes' loaned, 'no' own funds. */
  fundingIsLoaned: '' | (typeof FUNDING_CHOICES)[number]
  possessionMonth: string
  possessionYear: string
  workLocation: string
  // On create only
  leadStatus: TLeadStatus
  labels: string[]
  /** The lead form's custom fields, by key (see lead-form-custom.ts). */
  custom: TCustomFormValues
}

export type TLeadFormField = Exclude<keyof TLeadFormValues, 'custom'>
/** Problems by field (a custom one as custom.<key>): the contract's text, translated when shown. */
export type TLeadFormErrors = Partial<Record<TLeadFormField | `custom.${string}`, string>>

/** Screen order: a failed save moves focus to the first of these that is wrong. */
export const LEAD_FORM_FIELDS = [
  'fullName',
  'gender',
  'age',
  'whatsAppNumber',
  'alternateNumber',
  'email',
  'sourceOfLead',
  'subSourceOfLead',
  'currentLocation',
  'budgetMin',
  'budgetMax',
  'purposeOfProperty',
  'preferredUnitType',
  'preferredFloor',
  'propertyStatus',
  'otherPreferences',
  'carpetAreaLower',
  'carpetAreaUpper',
  'occupation',
  'annualIncome',
  'qualification',
  'fundingIsLoaned',
  'possessionMonth',
  'possessionYear',
  'workLocation',
  'leadStatus',
  'labels',
] as const satisfies readonly TLeadFormField[]

export const EMPTY_LEAD_FORM: TLeadFormValues = {
  fullName: '',
  gender: '',
  age: '',
  whatsAppNumber: '',
  alternateNumber: '',
  email: '',
  sourceOfLead: '',
  subSourceOfLead: '',
  currentLocation: '',
  budgetMin: '',
  budgetMax: '',
  purposeOfProperty: '',
  preferredUnitType: [],
  preferredFloor: [],
  propertyStatus: '',
  otherPreferences: '',
  carpetAreaLower: '',
  carpetAreaUpper: '',
  occupation: '',
  annualIncome: '',
  qualification: '',
  fundingIsLoaned: '',
  possessionMonth: '',
  possessionYear: '',
  workLocation: '',
  leadStatus: LEAD_STATUSES[0],
  labels: [],
  custom: {},
}

/** A new lead's form: blank, with the definition's custom fields. */
export function emptyLeadForm(definition?: TLeadFormDefinition): TLeadFormValues {
  return { ...EMPTY_LEAD_FORM, custom: customToFormValues(definition, undefined) }
}

/** The personal fields the server always sends masked (decision 0012). */
export const MASKED_FIELDS = ['whatsAppNumber', 'alternateNumber', 'email'] as const
export type TMaskedField = (typeof MASKED_FIELDS)[number]

/** Which masked fields the lead being edited has a (hidden) value for. */
export function hiddenValuesOf(lead: TLead | undefined): Partial<Record<TMaskedField, boolean>> {
  if (!lead?.masked) return {}
  return {
    whatsAppNumber: Boolean(lead.profile.whatsAppNumber),
    alternateNumber: Boolean(lead.profile.alternateNumber),
    email: Boolean(lead.profile.email),
  }
}

// ---------------------------------------------------------------------------------------------
// Text <-> values

/** What an amount or area input shows for a stored number: Indian grouping, no rounding. */
export function numberToText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const [integer = '', fraction] = String(value).split('.')
  return groupIndianDigits(integer) + (fraction ? `.${fraction}` : '')
}

/** A rupee input while typing: digits only, grouped the Indian way, no leading zeros. */
export function normaliseRupeeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  return groupIndianDigits(digits)
}

/** A mobile input: digits only, at most 10 (the +91 is fixed beside the field). */
export function normaliseMobileDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '')
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2)
  if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1)
  return digits.slice(0, 10)
}

/** The form's values for a lead; masked fields start empty (typing replaces the hidden value). */
export function leadToFormValues(lead: TLead, definition?: TLeadFormDefinition): TLeadFormValues {
  const { profile, propertyInterest: interest, background } = lead
  const personal = (value: string | null) => (lead.masked ? '' : (value ?? ''))
  return {
    fullName: profile.fullName,
    gender: profile.gender ?? '',
    age: profile.age === null ? '' : String(profile.age),
    whatsAppNumber: personal(profile.whatsAppNumber),
    alternateNumber: personal(profile.alternateNumber),
    email: personal(profile.email),
    sourceOfLead: profile.sourceOfLead,
    subSourceOfLead: profile.subSourceOfLead ?? '',
    currentLocation: profile.currentLocation ?? '',
    budgetMin: numberToText(interest.budgetRange?.min),
    budgetMax: numberToText(interest.budgetRange?.max),
    purposeOfProperty: interest.purposeOfProperty ?? '',
    preferredUnitType: [...interest.preferredUnitType],
    preferredFloor: [...interest.preferredFloor],
    propertyStatus: interest.propertyStatus ?? '',
    otherPreferences: interest.otherPreferences ?? '',
    carpetAreaLower: numberToText(interest.carpetAreaSqFtRange?.lower),
    carpetAreaUpper: numberToText(interest.carpetAreaSqFtRange?.upper),
    occupation: background.occupation ?? '',
    annualIncome: numberToText(background.annualIncome),
    qualification: background.qualification ?? '',
    fundingIsLoaned:
      background.fundingIsLoaned === null ? '' : background.fundingIsLoaned ? 'yes' : 'no',
    possessionMonth: background.possessionDate ? String(background.possessionDate.month) : '',
    possessionYear: background.possessionDate ? String(background.possessionDate.year) : '',
    workLocation: background.workLocation ?? '',
    leadStatus: (LEAD_STATUSES as readonly string[]).includes(lead.leadStatus)
      ? (lead.leadStatus as TLeadStatus)
      : LEAD_STATUSES[0],
    labels: [...lead.labels],
    custom: customToFormValues(definition, lead.customFields),
  }
}

const NUMBER_TEXT = /^\d+(\.\d+)?$/

type TRead<T> = { ok: true; value: T } | { ok: false }

/** Blank is null; digits (with grouping commas and spaces) are a number; anything else is not. */
function readNumber(text: string): TRead<number | null> {
  const compact = text.replace(/[,\s]/g, '')
  if (compact === '') return { ok: true, value: null }
  if (!NUMBER_TEXT.test(compact)) return { ok: false }
  return { ok: true, value: Number(compact) }
}

/** Optional text: trimmed, blank is null. */
function optionalText(text: string): string | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

interface TReadForm {
  profile: TLeadProfileInput
  propertyInterest: TLeadPropertyInterest
  background: TLeadBackgroundInput
  leadStatus: TLeadStatus
  labels: string[]
  /** Problems found before the schema runs: text that is no number, half a range. */
  errors: TLeadFormErrors
}

/** The form's text as the contract's shapes (not validated yet). */
function readForm(values: TLeadFormValues): TReadForm {
  const errors: TLeadFormErrors = {}
  const invalidNumber = VALIDATION_MESSAGES.invalidNumber
  const required = VALIDATION_MESSAGES.required

  const number = (field: TLeadFormField, text: string): number | null => {
    const read = readNumber(text)
    if (read.ok) return read.value
    errors[field] = invalidNumber
    return null
  }
  /** Both ends or neither: half a range is reported on the missing end. */
  const pair = <A extends string, B extends string>(
    [fieldA, keyA]: [TLeadFormField, A],
    [fieldB, keyB]: [TLeadFormField, B],
  ): Record<A | B, number> | null => {
    const a = number(fieldA, values[fieldA] as string)
    const b = number(fieldB, values[fieldB] as string)
    if (a === null && b === null) return null
    if (a === null) {
      errors[fieldA] ??= required
      return null
    }
    if (b === null) {
      errors[fieldB] ??= required
      return null
    }
    return { [keyA]: a, [keyB]: b } as Record<A | B, number>
  }

  const possession = pair(['possessionMonth', 'month'], ['possessionYear', 'year'])

  return {
    profile: {
      fullName: values.fullName.trim(),
      gender: (optionalText(values.gender) as TLeadProfileInput['gender']) ?? null,
      age: number('age', values.age),
      whatsAppNumber: values.whatsAppNumber.trim(),
      alternateNumber: optionalText(values.alternateNumber),
      email: optionalText(values.email),
      sourceOfLead: values.sourceOfLead.trim(),
      subSourceOfLead: optionalText(values.subSourceOfLead),
      currentLocation: optionalText(values.currentLocation),
    },
    propertyInterest: {
      budgetRange: pair(['budgetMin', 'min'], ['budgetMax', 'max']),
      purposeOfProperty: optionalText(values.purposeOfProperty),
      preferredUnitType: values.preferredUnitType,
      preferredFloor: values.preferredFloor,
      propertyStatus: optionalText(values.propertyStatus),
      otherPreferences: optionalText(values.otherPreferences),
      carpetAreaSqFtRange: pair(['carpetAreaLower', 'lower'], ['carpetAreaUpper', 'upper']),
    },
    background: {
      occupation: optionalText(values.occupation),
      annualIncome: number('annualIncome', values.annualIncome),
      qualification: optionalText(values.qualification),
      fundingIsLoaned: values.fundingIsLoaned === '' ? null : values.fundingIsLoaned === 'yes',
      possessionDate: possession,
      workLocation: optionalText(values.workLocation),
    },
    leadStatus: values.leadStatus,
    labels: values.labels,
    errors,
  }
}

// ---------------------------------------------------------------------------------------------
// Problems -> fields

const RANGE_FIELDS: Record<string, Record<string, TLeadFormField>> = {
  budgetRange: { min: 'budgetMin', max: 'budgetMax', '': 'budgetMax' },
  carpetAreaSqFtRange: {
    lower: 'carpetAreaLower',
    upper: 'carpetAreaUpper',
    '': 'carpetAreaUpper',
  },
  possessionDate: { month: 'possessionMonth', year: 'possessionYear', '': 'possessionYear' },
}

const FIELD_SET = new Set<string>(LEAD_FORM_FIELDS)

/**
 * The form field a problem belongs to, from a zod issue path or a server field name
 * ("profile.fullName", "body.propertyInterest.budgetRange.max"). Undefined: not one of ours.
 */
export function fieldOfPath(path: readonly PropertyKey[] | string): TLeadFormField | undefined {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(
    (part) => part !== 'body',
  )
  const [first, second, third] = parts
  if (first === 'leadStatus' || first === 'labels') return first
  if (first !== 'profile' && first !== 'propertyInterest' && first !== 'background') return
  if (second === undefined) return
  const range = RANGE_FIELDS[second]
  if (range) return range[third ?? '']
  return FIELD_SET.has(second) ? (second as TLeadFormField) : undefined
}

function collect(issues: readonly z.core.$ZodIssue[], errors: TLeadFormErrors): TLeadFormErrors {
  for (const issue of issues) {
    const field = fieldOfPath(issue.path)
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** A server validation 400's named fields, mapped onto the inputs. */
export function serverFieldErrors(
  fields: readonly { field: string; message: string }[] | undefined,
): TLeadFormErrors {
  const errors: TLeadFormErrors = {}
  for (const { field, message } of fields ?? []) {
    const custom = /^(?:body\.)?customFields\.(.+)$/.exec(field)?.[1]
    if (custom) {
      errors[`custom.${custom}`] ??= message
      continue
    }
    const name = fieldOfPath(field)
    if (name && !errors[name]) errors[name] = message
  }
  return errors
}

/** The first wrong field in screen order (the form's, see lead-form-order.ts), for focus. */
export function firstErrorField(
  errors: TLeadFormErrors,
  order: readonly (keyof TLeadFormErrors)[] = LEAD_FORM_FIELDS,
): keyof TLeadFormErrors | undefined {
  return order.find((field) => errors[field] !== undefined)
}

// ---------------------------------------------------------------------------------------------
// Create

export type TLeadCreateBody = z.output<typeof ZLeadCreate>

export type TLeadCreateValidation =
  { ok: true; body: TLeadCreateBody } | { ok: false; errors: TLeadFormErrors }

/** The whole form against the contract's create schema. */
export function validateLeadCreate(
  values: TLeadFormValues,
  definition?: TLeadFormDefinition,
): TLeadCreateValidation {
  const { errors, ...input } = readForm(values)
  const custom = readCustomValues(definition, values.custom)
  const parsed = ZLeadCreate.safeParse({
    ...input,
    customFields: custom.values,
    ...(definition ? { formVersion: definition.version } : {}),
  })
  const all: TLeadFormErrors = {
    ...(parsed.success ? errors : collect(parsed.error.issues, { ...errors })),
    ...customProblems(definition, custom.values, false),
    ...custom.errors,
  }
  if (parsed.success && Object.keys(all).length === 0) return { ok: true, body: parsed.data }
  return { ok: false, errors: all }
}

// ---------------------------------------------------------------------------------------------
// Edit

export type TLeadDiff = Omit<TLeadUpdate, 'version'>

/** JSON with object keys sorted, so {min, max} and {max, min} compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

function changedOf<T extends object>(
  next: T,
  base: Partial<T>,
  skip: (key: keyof T) => boolean = () => false,
): Partial<T> | undefined {
  const changed: Partial<T> = {}
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!skip(key) && !same(next[key], base[key])) changed[key] = next[key]
  }
  return Object.keys(changed).length > 0 ? changed : undefined
}

/**
 * The edit as the contract's update: only what differs from the lead it started from. A masked
 * personal field is sent only when the user typed a new value into it (it starts empty), so a
 * masked value never travels back. Status and labels are not on the edit form.
 */
export function toLeadDiff(
  values: TLeadFormValues,
  base: TLead,
  definition?: TLeadFormDefinition,
): TLeadDiff {
  const { profile, propertyInterest, background } = readForm(values)
  const untouchedMasked = (key: keyof TLeadProfileInput) =>
    base.masked &&
    (MASKED_FIELDS as readonly string[]).includes(key) &&
    (profile[key] === null || profile[key] === '')
  const diff: TLeadDiff = {}
  const profileDiff = changedOf(
    profile,
    base.profile as Partial<TLeadProfileInput>,
    untouchedMasked,
  )
  const interestDiff = changedOf(propertyInterest, base.propertyInterest)
  const { assignedTo: _assignedTo, ...baseBackground } = base.background
  const backgroundDiff = changedOf(background, baseBackground)
  if (profileDiff) diff.profile = profileDiff
  if (interestDiff) diff.propertyInterest = interestDiff
  if (backgroundDiff) diff.background = backgroundDiff
  const customChanged = customDiff(readCustomValues(definition, values.custom).values, base)
  if (customChanged && definition) {
    diff.customFields = customChanged
    diff.formVersion = definition.version
  }
  return diff
}

export type TLeadUpdateValidation =
  | { ok: true; diff: TLeadDiff; body: TLeadUpdate; empty: boolean }
  | { ok: false; errors: TLeadFormErrors }

/** The edit's diff against the contract's update schema (the version the edit started from). */
export function validateLeadUpdate(
  values: TLeadFormValues,
  base: TLead,
  definition?: TLeadFormDefinition,
): TLeadUpdateValidation {
  const { errors } = readForm(values)
  const custom = readCustomValues(definition, values.custom)
  const diff = toLeadDiff(values, base, definition)
  const parsed = ZLeadUpdate.safeParse({ version: base.version, ...diff })
  const all: TLeadFormErrors = {
    ...(parsed.success ? errors : collect(parsed.error.issues, { ...errors })),
    ...customProblems(definition, diff.customFields ?? {}, true),
    ...custom.errors,
  }
  if (!parsed.success || Object.keys(all).length > 0) return { ok: false, errors: all }
  const { version: _version, ...parsedDiff } = parsed.data
  return {
    ok: true,
    diff: parsedDiff,
    body: parsed.data,
    empty: Object.keys(parsedDiff).length === 0,
  }
}

// ---------------------------------------------------------------------------------------------
// Save

/** What a valid form saves: a new lead's body, or an edit's diff against the lead it started from. */
export type TLeadFormSave =
  { kind: 'create'; body: TLeadCreateBody } | { kind: 'update'; lead: TLead; diff: TLeadDiff }

/** The form's check (its resolver runs it): what to save, or the problems by field. */
export function checkLeadForm(lead: TLead | undefined, definition?: TLeadFormDefinition) {
  return (
    values: TLeadFormValues,
  ): { ok: true; body: TLeadFormSave } | { ok: false; errors: TLeadFormErrors } => {
    if (!lead) {
      const created = validateLeadCreate(values, definition)
      return created.ok ? { ok: true, body: { kind: 'create', body: created.body } } : created
    }
    const updated = validateLeadUpdate(values, lead, definition)
    return updated.ok ? { ok: true, body: { kind: 'update', lead, diff: updated.diff } } : updated
  }
}

// ---------------------------------------------------------------------------------------------
// Progress (spec 001 section 4)

/**
 * The fields the progress bar counts: every field of the profile, property interest and
 * background groups a user fills in (assignedTo is not typed in this form). A range counts when
 * both ends are filled, a list when it has an item. 22 fields of 5 points: the cap is reached.
 */
export const PROGRESS_FIELDS = [
  ...STANDARD_FIELD_KEYS.profile,
  ...STANDARD_FIELD_KEYS.propertyInterest,
  ...STANDARD_FIELD_KEYS.background,
] as const
export type TProgressField = (typeof PROGRESS_FIELDS)[number]

const filledText = (text: string) => text.trim() !== ''

function isFilled(
  field: TProgressField,
  values: TLeadFormValues,
  hidden: Partial<Record<TMaskedField, boolean>>,
): boolean {
  switch (field) {
    case 'budgetRange':
      return filledText(values.budgetMin) && filledText(values.budgetMax)
    case 'carpetAreaSqFtRange':
      return filledText(values.carpetAreaLower) && filledText(values.carpetAreaUpper)
    case 'possessionDate':
      return filledText(values.possessionMonth) && filledText(values.possessionYear)
    case 'preferredUnitType':
    case 'preferredFloor':
      return values[field].length > 0
    case 'whatsAppNumber':
    case 'alternateNumber':
    case 'email':
      // A masked value left alone is still there.
      return filledText(values[field]) || hidden[field] === true
    default:
      return filledText(values[field])
  }
}

/** Five points per filled field (custom ones of the three groups too), between 0 and 100. */
export function leadFormProgress(
  values: TLeadFormValues,
  hidden: Partial<Record<TMaskedField, boolean>> = {},
  definition?: TLeadFormDefinition,
): number {
  const filled =
    PROGRESS_FIELDS.filter((field) => isFilled(field, values, hidden)).length +
    filledCustomCount(definition, values.custom)
  return Math.min(100, Math.max(0, filled * PROGRESS_POINTS_PER_FIELD))
}
