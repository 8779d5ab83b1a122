import { z } from 'zod'
import { hasEmoji, isWireDate, VALIDATION_MESSAGES } from './validators.ts'
import { LEAD_FORM_MESSAGES } from './messages.ts'
export { LEAD_FORM_MESSAGES } from './messages.ts'

/**
 * The customisable lead form (spec 001: Lead settings, customise lead form). An organisation's
 * lead form is sections (the profile, property interest and background groups) of fields: the
 * standard fields of the lead, whose key and type are fixed, and custom fields an admin adds.
 * Every change makes a new version; a lead carries the version its form was drawn from, so a
 * lead made offline is checked against the definition it was made with (decision 0036).
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const LEAD_FORM_PATHS = {
  /** GET the organisation's lead form (the current version). */
  form: (slug: string) => `${base(slug)}/customise-lead-form`,
  /** POST adds a custom field (201). */
  fields: (slug: string) => `${base(slug)}/customise-lead-form/fields`,
  /** PATCH edits a field: its name, whether it is mandatory, its options, whether it shows. */
  field: (slug: string, key: string) => `${base(slug)}/customise-lead-form/fields/${key}`,
  /** PUT {section, from, to}: moves a field within its section. */
  reorder: (slug: string) => `${base(slug)}/customise-lead-form/reorder`,
} as const

export const LEAD_FORM_SECTIONS = ['profile', 'propertyInterest', 'background'] as const
export type TLeadFormSectionKey = (typeof LEAD_FORM_SECTIONS)[number]

/** The types an admin may give a custom field. */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'dropdown',
  'multi-select',
  'radio',
] as const
export type TCustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number]
/** These need options. */
export const OPTION_FIELD_TYPES = ['dropdown', 'multi-select', 'radio'] as const
/** Standard fields also have these shapes (a range of two numbers, a month and year). */
export const FIELD_TYPES = [...CUSTOM_FIELD_TYPES, 'range', 'month-year'] as const
export type TFieldType = (typeof FIELD_TYPES)[number]

export const FIELD_NAME_MAX = 25
export const FIELD_NAME_PATTERN = /^[A-Za-z0-9 ]+$/
export const FIELD_OPTIONS_MAX = 50
export const FIELD_OPTION_MAX = 100
/** A custom text value is at most this long. */
export const CUSTOM_TEXT_MAX = 500
export const CUSTOM_FIELDS_MAX = 60
/** Custom fields' keys start so; a standard field's never does. */
export const CUSTOM_KEY_PREFIX = 'cf_'

export const LEAD_FORM_ERROR_CODES = {
  notFound: 'LEAD_FORM_FIELD_NOT_FOUND',
  unknownVersion: 'LEAD_FORM_VERSION_UNKNOWN',
  conflict: 'LEAD_FORM_CHANGED',
} as const

export const ZLeadFormField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  isMandatory: z.boolean(),
  isVisible: z.boolean(),
  isHideable: z.boolean(),
  canBeSorted: z.boolean(),
  options: z.array(z.string()),
  /** 1-based within its section. */
  rank: z.number().int().min(1),
  isCustom: z.boolean(),
  sectionKey: z.enum(LEAD_FORM_SECTIONS),
})
export type TLeadFormField = z.infer<typeof ZLeadFormField>

export const ZLeadFormSection = z.object({
  key: z.enum(LEAD_FORM_SECTIONS),
  /** In rank order. */
  fields: z.array(ZLeadFormField),
})
export type TLeadFormSection = z.infer<typeof ZLeadFormSection>

export const ZLeadForm = z.object({
  _id: z.string(),
  orgId: z.string(),
  /** 1 is the standard form; each change adds one. */
  version: z.number().int().min(1),
  sections: z.array(ZLeadFormSection),
  updatedAt: z.string(),
})
export type TLeadForm = z.infer<typeof ZLeadForm>

// ---------------------------------------------------------------------------------------------
// The settings screen's writes

export const zFieldName = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(FIELD_NAME_MAX, LEAD_FORM_MESSAGES.fieldNameLength)
  .regex(FIELD_NAME_PATTERN, LEAD_FORM_MESSAGES.fieldNamePattern)

export const zFieldOptions = z
  .array(z.string().trim().max(FIELD_OPTION_MAX))
  .max(FIELD_OPTIONS_MAX)
  .superRefine((options, ctx) => {
    const seen = new Set<string>()
    options.forEach((option, index) => {
      if (option === '') {
        ctx.addIssue({ code: 'custom', path: [index], message: LEAD_FORM_MESSAGES.optionEmpty })
      } else if (hasEmoji(option)) {
        ctx.addIssue({ code: 'custom', path: [index], message: VALIDATION_MESSAGES.noEmoji })
      } else if (seen.has(option.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: [index], message: LEAD_FORM_MESSAGES.optionRepeated })
      }
      seen.add(option.toLowerCase())
    })
  })

export const needsOptions = (type: string) =>
  (OPTION_FIELD_TYPES as readonly string[]).includes(type)

/** POST add field: as the settings screen describes a field. */
export const ZAddLeadFormField = z
  .object({
    fieldName: zFieldName,
    fieldType: z.enum(CUSTOM_FIELD_TYPES),
    isMandatory: z.boolean().default(false),
    section: z.enum(LEAD_FORM_SECTIONS),
    options: zFieldOptions.default([]),
  })
  .superRefine((field, ctx) => {
    if (needsOptions(field.fieldType) && field.options.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: LEAD_FORM_MESSAGES.optionsRequired,
      })
    }
  })
export type TAddLeadFormField = z.input<typeof ZAddLeadFormField>

/** PATCH update field: what changes. A standard field takes only isVisible. */
export const ZUpdateLeadFormField = z.object({
  fieldName: zFieldName.optional(),
  isMandatory: z.boolean().optional(),
  options: zFieldOptions.optional(),
  isVisible: z.boolean().optional(),
})
export type TUpdateLeadFormField = z.input<typeof ZUpdateLeadFormField>

/** Moves the field at `from` to `to` (0-based places in the section); out of range: ignored. */
export const ZReorderLeadForm = z.object({
  section: z.enum(LEAD_FORM_SECTIONS),
  from: z.number().int(),
  to: z.number().int(),
})
export type TReorderLeadForm = z.infer<typeof ZReorderLeadForm>

// ---------------------------------------------------------------------------------------------
// Custom values on a lead

/** A custom field's value: text, a date (yyyy-MM-dd) or a chosen option; a number; options. */
export const ZCustomValue = z.union([
  z.string().max(CUSTOM_TEXT_MAX),
  z.number(),
  z.array(z.string().max(FIELD_OPTION_MAX)).max(FIELD_OPTIONS_MAX),
  z.null(),
])
export type TCustomValue = z.infer<typeof ZCustomValue>
export const ZCustomValues = z
  .record(z.string().max(60), ZCustomValue)
  .refine((r) => Object.keys(r).length <= CUSTOM_FIELDS_MAX, LEAD_FORM_MESSAGES.tooManyFields)
export type TCustomValues = z.infer<typeof ZCustomValues>

export const customValueFilled = (value: TCustomValue | undefined): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'number'
      ? Number.isFinite(value)
      : typeof value === 'string' && value.trim() !== ''

/** The custom fields of a form, each with its section. */
export const customFieldsOf = (form: Pick<TLeadForm, 'sections'>): TLeadFormField[] =>
  form.sections.flatMap((s) => s.fields.filter((f) => f.isCustom))

export interface TFieldProblem {
  /** customFields.<key> */
  field: string
  message: string
}

function valueProblem(field: TLeadFormField, value: TCustomValue): string | null {
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : LEAD_FORM_MESSAGES.notANumber
    case 'date':
      return typeof value === 'string' && isWireDate(value) ? null : LEAD_FORM_MESSAGES.notADate
    case 'dropdown':
    case 'radio':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : LEAD_FORM_MESSAGES.notAnOption
    case 'multi-select':
      return Array.isArray(value) &&
        value.every((v) => field.options.includes(v)) &&
        new Set(value).size === value.length
        ? null
        : LEAD_FORM_MESSAGES.notAnOption
    default:
      if (typeof value !== 'string') return VALIDATION_MESSAGES.required
      return hasEmoji(value) ? VALIDATION_MESSAGES.noEmoji : null
  }
}

/**
 * Custom values checked against a form: every key a custom field of it, each value of its type
 * (an option of its options), each mandatory visible field filled. `partial` (an edit): only
 * the fields named are checked, and a mandatory one cannot be emptied.
 */
export function customValueProblems(
  form: Pick<TLeadForm, 'sections'>,
  values: TCustomValues,
  partial = false,
): TFieldProblem[] {
  const fields = new Map(customFieldsOf(form).map((f) => [f.key, f]))
  const problems: TFieldProblem[] = []
  for (const [key, value] of Object.entries(values)) {
    const field = fields.get(key)
    if (!field) {
      problems.push({ field: `customFields.${key}`, message: LEAD_FORM_MESSAGES.unknownField })
      continue
    }
    if (!customValueFilled(value)) continue
    const problem = valueProblem(field, value)
    if (problem) problems.push({ field: `customFields.${key}`, message: problem })
  }
  for (const field of fields.values()) {
    if (!field.isMandatory || !field.isVisible) continue
    if (partial && !(field.key in values)) continue
    if (!customValueFilled(values[field.key])) {
      problems.push({ field: `customFields.${field.key}`, message: VALIDATION_MESSAGES.required })
    }
  }
  return problems
}

/** Only filled values are kept (an emptied field is removed). */
export function keptCustomValues(values: TCustomValues): TCustomValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => customValueFilled(v)))
}

// ---------------------------------------------------------------------------------------------
// The standard form (version 1)

type TStandard = [key: string, label: string, type: TFieldType, mandatory?: boolean]

const STANDARD: Record<TLeadFormSectionKey, TStandard[]> = {
  profile: [
    ['fullName', 'Full name', 'text', true],
    ['gender', 'Gender', 'dropdown'],
    ['age', 'Age', 'number'],
    ['whatsAppNumber', 'WhatsApp number', 'text', true],
    ['alternateNumber', 'Alternate number', 'text'],
    ['email', 'Email', 'text'],
    ['sourceOfLead', 'Source', 'dropdown', true],
    ['subSourceOfLead', 'Sub source', 'dropdown'],
    ['currentLocation', 'Current location', 'text'],
  ],
  propertyInterest: [
    ['budgetRange', 'Budget range', 'range'],
    ['purposeOfProperty', 'Purpose', 'dropdown'],
    ['preferredUnitType', 'Preferred unit type', 'multi-select'],
    ['preferredFloor', 'Preferred floor', 'multi-select'],
    ['propertyStatus', 'Property status', 'dropdown'],
    ['otherPreferences', 'Other preferences', 'text'],
    ['carpetAreaSqFtRange', 'Carpet area (sq ft)', 'range'],
  ],
  background: [
    ['occupation', 'Occupation', 'text'],
    ['annualIncome', 'Annual income', 'number'],
    ['qualification', 'Qualification', 'text'],
    ['fundingIsLoaned', 'Funding', 'radio'],
    ['possessionDate', 'Possession date', 'month-year'],
    ['workLocation', 'Work location', 'text'],
  ],
}

/** The lead form of an organisation that never changed it: today's standard fields. */
export function standardSections(): TLeadFormSection[] {
  return LEAD_FORM_SECTIONS.map((key) => ({
    key,
    fields: STANDARD[key].map(([fieldKey, label, type, mandatory = false], index) => ({
      key: fieldKey,
      label,
      type,
      // The lead cannot exist without its mandatory fields, so they always show.
      isMandatory: mandatory,
      isVisible: true,
      isHideable: !mandatory,
      canBeSorted: true,
      options: [],
      rank: index + 1,
      isCustom: false,
      sectionKey: key,
    })),
  }))
}

/** Standard fields an admin hid: the lead form does not draw them. */
export function hiddenStandardKeys(form: Pick<TLeadForm, 'sections'> | undefined): Set<string> {
  return new Set(
    (form?.sections ?? []).flatMap((s) =>
      s.fields.filter((f) => !f.isCustom && !f.isVisible).map((f) => f.key),
    ),
  )
}
