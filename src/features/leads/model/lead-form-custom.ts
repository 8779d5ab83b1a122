import {
  customFieldsOf,
  customValueFilled,
  customValueProblems,
  type TCustomValue,
  type TCustomValues,
  type TLeadForm,
  type TLeadFormField,
} from '../../../../contract/lead-form.ts'
import type { TLead } from '../../../../contract/leads.ts'
import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'

/**
 * The lead form's custom fields (customise lead form) as the form holds them: text as typed, the
 * chosen options of a multi-select, keyed by field key. Read into the contract's values, checked
 * with the contract's own rule (the server runs the same one against the same form version).
 */

export type TCustomFormValues = Record<string, string | string[]>
export type TLeadFormDefinition = Pick<TLeadForm, 'version' | 'sections'>

const visibleCustom = (form: TLeadFormDefinition | undefined) =>
  form ? customFieldsOf(form).filter((f) => f.isVisible) : []

function toText(field: TLeadFormField, value: TCustomValue | undefined): string | string[] {
  if (field.type === 'multi-select') return Array.isArray(value) ? [...value] : []
  if (value === null || value === undefined || Array.isArray(value)) return ''
  return String(value)
}

/** What the inputs start with: the lead's values, blank for the rest. */
export function customToFormValues(
  form: TLeadFormDefinition | undefined,
  values: TCustomValues | undefined,
): TCustomFormValues {
  return Object.fromEntries(
    visibleCustom(form).map((field) => [field.key, toText(field, values?.[field.key])]),
  )
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

/** The inputs as the contract's values (blank: null); text that is no number is a problem. */
export function readCustomValues(
  form: TLeadFormDefinition | undefined,
  custom: TCustomFormValues,
): { values: TCustomValues; errors: Record<string, string> } {
  const values: TCustomValues = {}
  const errors: Record<string, string> = {}
  for (const field of visibleCustom(form)) {
    const raw = custom[field.key]
    if (Array.isArray(raw)) {
      values[field.key] = raw
      continue
    }
    const text = (raw ?? '').trim()
    if (text === '') values[field.key] = null
    else if (field.type !== 'number') values[field.key] = text
    else {
      const compact = text.replace(/[,\s]/g, '')
      if (NUMBER_TEXT.test(compact)) values[field.key] = Number(compact)
      else errors[`custom.${field.key}`] = VALIDATION_MESSAGES.invalidNumber
    }
  }
  return { values, errors }
}

/** The contract's problems, on the inputs' names (custom.<key>). */
export function customProblems(
  form: TLeadFormDefinition | undefined,
  values: TCustomValues,
  partial: boolean,
): Record<string, string> {
  if (!form) return {}
  const errors: Record<string, string> = {}
  for (const { field, message } of customValueProblems(form, values, partial)) {
    const name = field.replace(/^customFields\./, 'custom.')
    errors[name] ??= message
  }
  return errors
}

/** The values that differ from the lead's (an emptied one is sent as null). */
export function customDiff(values: TCustomValues, base: TLead): TCustomValues | undefined {
  const before = base.customFields ?? {}
  const changed: TCustomValues = {}
  for (const [key, value] of Object.entries(values)) {
    const was = before[key]
    const now = customValueFilled(value) ? value : null
    if (JSON.stringify(was ?? null) !== JSON.stringify(now)) changed[key] = now
  }
  return Object.keys(changed).length ? changed : undefined
}

/** How many visible custom fields are filled: each counts in the progress bar. */
export function filledCustomCount(
  form: TLeadFormDefinition | undefined,
  custom: TCustomFormValues | undefined,
): number {
  return visibleCustom(form).filter((field) => {
    const value = custom?.[field.key]
    return Array.isArray(value) ? value.length > 0 : (value ?? '').trim() !== ''
  }).length
}

/** A custom value as the lead's page shows it. */
export function customValueText(value: TCustomValue | undefined): string {
  if (Array.isArray(value)) return value.join(', ')
  if (value === null || value === undefined) return ''
  return String(value)
}
