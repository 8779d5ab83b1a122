import {
  LEAD_FORM_SECTIONS,
  type TLeadForm,
  type TLeadFormField as TDefinitionField,
  type TLeadFormSectionKey,
} from '../../../../contract/lead-form.ts'
import type { TLeadFormField } from './lead-form.ts'

/**
 * The order the lead form (and the lead's page) draws a section's fields in: the definition's
 * rank order, standard and custom fields interleaved (customise lead form, decision 0036).
 */

/** Each section's standard fields as contract/lead-form.ts standardSections() orders them. */
export const STANDARD_FIELD_KEYS = {
  profile: [
    'fullName',
    'gender',
    'age',
    'whatsAppNumber',
    'alternateNumber',
    'email',
    'sourceOfLead',
    'subSourceOfLead',
    'currentLocation',
  ],
  propertyInterest: [
    'budgetRange',
    'purposeOfProperty',
    'preferredUnitType',
    'preferredFloor',
    'propertyStatus',
    'otherPreferences',
    'carpetAreaSqFtRange',
  ],
  background: [
    'occupation',
    'annualIncome',
    'qualification',
    'fundingIsLoaned',
    'possessionDate',
    'workLocation',
  ],
} as const satisfies Record<TLeadFormSectionKey, readonly string[]>

export type TStandardFieldKey<S extends TLeadFormSectionKey = TLeadFormSectionKey> =
  (typeof STANDARD_FIELD_KEYS)[S][number]

export type TSectionEntry<S extends TLeadFormSectionKey = TLeadFormSectionKey> =
  { kind: 'standard'; key: TStandardFieldKey<S> } | { kind: 'custom'; field: TDefinitionField }

/** A standard field that is two inputs on the form; they move as one. */
const PAIRS = {
  budgetRange: ['budgetMin', 'budgetMax'],
  carpetAreaSqFtRange: ['carpetAreaLower', 'carpetAreaUpper'],
  possessionDate: ['possessionMonth', 'possessionYear'],
} as const satisfies Partial<Record<TStandardFieldKey, readonly TLeadFormField[]>>

/** The form inputs of a standard field: one, or the two of a range or a month and year. */
export function inputsOf(key: TStandardFieldKey): readonly TLeadFormField[] {
  return key in PAIRS ? PAIRS[key as keyof typeof PAIRS] : [key as TLeadFormField]
}

/** The definition's field of a form input (budgetMin -> budgetRange; age -> age). */
export function definitionKeyOf(input: TLeadFormField): string {
  for (const [key, inputs] of Object.entries(PAIRS)) {
    if ((inputs as readonly string[]).includes(input)) return key
  }
  return input
}

/**
 * A section's fields in the order to draw them: the definition's fields by rank (a tie keeps the
 * definition's order), then any standard field the definition lacks in the standard order, so
 * a lead's own field is never lost. A hidden custom field is left out; a hidden standard field
 * stays in its place (the form does not draw it, HiddenLeadFields; the lead's page still shows
 * a value the lead has). No definition: the standard fields in the standard order.
 */
export function sectionEntries<S extends TLeadFormSectionKey>(
  definition: Pick<TLeadForm, 'sections'> | undefined,
  section: S,
): TSectionEntry<S>[] {
  const standard: readonly string[] = STANDARD_FIELD_KEYS[section]
  const fields = definition?.sections.find((s) => s.key === section)?.fields ?? []
  const entries: TSectionEntry<S>[] = []
  const seen = new Set<string>()
  for (const field of [...fields].sort((a, b) => a.rank - b.rank)) {
    if (seen.has(field.key)) continue
    seen.add(field.key)
    if (field.isCustom) {
      if (field.isVisible) entries.push({ kind: 'custom', field })
    } else if (standard.includes(field.key)) {
      entries.push({ kind: 'standard', key: field.key as TStandardFieldKey<S> })
    }
    // A standard key this app does not know (a newer server's) has no input here.
  }
  for (const key of STANDARD_FIELD_KEYS[section] as readonly TStandardFieldKey<S>[]) {
    if (!seen.has(key)) entries.push({ kind: 'standard', key })
  }
  return entries
}

/** A form input: a standard one, or a custom field's (custom.<key>). */
export type TFormInput = TLeadFormField | `custom.${string}`

/**
 * The form's inputs in screen order (a custom one as custom.<key>), then the status fields of a
 * new lead: a failed save moves focus to the first wrong one.
 */
export function formFieldOrder(definition: Pick<TLeadForm, 'sections'> | undefined): TFormInput[] {
  const inputs = LEAD_FORM_SECTIONS.flatMap((section) =>
    sectionEntries(definition, section).flatMap((entry): readonly TFormInput[] =>
      entry.kind === 'custom' ? [`custom.${entry.field.key}`] : inputsOf(entry.key),
    ),
  )
  return [...inputs, 'leadStatus', 'labels']
}
