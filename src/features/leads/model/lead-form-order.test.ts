import { describe, expect, it } from 'vitest'
import {
  LEAD_FORM_SECTIONS,
  standardSections,
  type TLeadForm,
  type TLeadFormField,
  type TLeadFormSectionKey,
} from '../../../../contract/lead-form.ts'
import { LEAD_FORM_FIELDS } from './lead-form.ts'
import {
  STANDARD_FIELD_KEYS,
  definitionKeyOf,
  formFieldOrder,
  inputsOf,
  sectionEntries,
  type TSectionEntry,
} from './lead-form-order.ts'

const custom = (key: string, rank: number, o: Partial<TLeadFormField> = {}): TLeadFormField => ({
  key,
  label: key,
  type: 'text',
  isMandatory: false,
  isVisible: true,
  isHideable: true,
  canBeSorted: true,
  options: [],
  rank,
  isCustom: true,
  sectionKey: 'profile',
  ...o,
})

/** The standard form with a section's fields put in the given key order, ranked from 1. */
function reordered(
  section: TLeadFormSectionKey,
  keys: string[],
  extra: TLeadFormField[] = [],
): Pick<TLeadForm, 'sections'> {
  const sections = standardSections()
  const target = sections.find((s) => s.key === section)!
  const all = [...target.fields, ...extra]
  target.fields = keys.map((key, index) => ({
    ...all.find((f) => f.key === key)!,
    rank: index + 1,
  }))
  return { sections }
}

const names = (entries: TSectionEntry[]) =>
  entries.map((e) => (e.kind === 'standard' ? e.key : `custom:${e.field.key}`))

describe('sectionEntries', () => {
  it('lists the standard fields in standardSections() order without a definition', () => {
    for (const section of LEAD_FORM_SECTIONS) {
      const standard = standardSections().find((s) => s.key === section)!
      expect(names(sectionEntries(undefined, section))).toEqual(standard.fields.map((f) => f.key))
      expect(STANDARD_FIELD_KEYS[section]).toEqual(standard.fields.map((f) => f.key))
    }
  })

  it('follows the ranks of reordered standard fields', () => {
    const form = reordered('propertyInterest', [
      'carpetAreaSqFtRange',
      'otherPreferences',
      'budgetRange',
      'purposeOfProperty',
      'preferredUnitType',
      'preferredFloor',
      'propertyStatus',
    ])
    expect(names(sectionEntries(form, 'propertyInterest')).slice(0, 3)).toEqual([
      'carpetAreaSqFtRange',
      'otherPreferences',
      'budgetRange',
    ])
    // Another section keeps its order.
    expect(names(sectionEntries(form, 'profile'))).toEqual([...STANDARD_FIELD_KEYS.profile])
  })

  it('interleaves custom fields with standard ones by rank', () => {
    const form = reordered(
      'profile',
      [
        'cf_tower',
        'email',
        'fullName',
        'gender',
        'cf_cars',
        'age',
        'whatsAppNumber',
        'alternateNumber',
        'sourceOfLead',
        'subSourceOfLead',
        'currentLocation',
      ],
      [custom('cf_tower', 0), custom('cf_cars', 0)],
    )
    expect(names(sectionEntries(form, 'profile'))).toEqual([
      'custom:cf_tower',
      'email',
      'fullName',
      'gender',
      'custom:cf_cars',
      'age',
      'whatsAppNumber',
      'alternateNumber',
      'sourceOfLead',
      'subSourceOfLead',
      'currentLocation',
    ])
  })

  it('sorts by rank, not by the order the definition lists its fields in', () => {
    const sections = standardSections()
    const background = sections.find((s) => s.key === 'background')!
    background.fields = background.fields.map((f, index) => ({ ...f, rank: 6 - index }))
    expect(names(sectionEntries({ sections }, 'background'))).toEqual(
      [...STANDARD_FIELD_KEYS.background].reverse(),
    )
  })

  it('leaves a hidden custom field out and keeps a hidden standard one in its place', () => {
    const form = reordered(
      'background',
      [
        'occupation',
        'cf_gone',
        'annualIncome',
        'cf_kept',
        'qualification',
        'fundingIsLoaned',
        'possessionDate',
        'workLocation',
      ],
      [
        custom('cf_gone', 0, { sectionKey: 'background', isVisible: false }),
        custom('cf_kept', 0, { sectionKey: 'background' }),
      ],
    )
    const annual = form.sections[2]!.fields.find((f) => f.key === 'annualIncome')!
    annual.isVisible = false
    expect(names(sectionEntries(form, 'background'))).toEqual([
      'occupation',
      'annualIncome',
      'custom:cf_kept',
      'qualification',
      'fundingIsLoaned',
      'possessionDate',
      'workLocation',
    ])
  })

  it('appends a standard field the definition lacks and skips one this app does not know', () => {
    const sections = standardSections()
    const profile = sections[0]!
    profile.fields = [
      { ...profile.fields.find((f) => f.key === 'email')!, rank: 1 },
      { ...profile.fields.find((f) => f.key === 'email')!, key: 'nickname', rank: 2 },
    ]
    const keys = names(sectionEntries({ sections }, 'profile'))
    expect(keys[0]).toBe('email')
    expect(keys).not.toContain('nickname')
    expect(keys.slice(1)).toEqual(STANDARD_FIELD_KEYS.profile.filter((k) => k !== 'email'))
  })
})

describe('formFieldOrder', () => {
  it('is the standard screen order without a definition', () => {
    expect(formFieldOrder(undefined)).toEqual([...LEAD_FORM_FIELDS])
  })

  it('moves a pair as one, with custom fields in their places', () => {
    const form = reordered(
      'background',
      [
        'possessionDate',
        'cf_car',
        'occupation',
        'annualIncome',
        'qualification',
        'fundingIsLoaned',
        'workLocation',
      ],
      [custom('cf_car', 0, { sectionKey: 'background' })],
    )
    const order = formFieldOrder(form)
    const start = order.indexOf('possessionMonth')
    expect(order.slice(start, start + 4)).toEqual([
      'possessionMonth',
      'possessionYear',
      'custom.cf_car',
      'occupation',
    ])
  })

  it('maps a pair’s inputs to their definition field and back', () => {
    expect(inputsOf('budgetRange')).toEqual(['budgetMin', 'budgetMax'])
    expect(inputsOf('age')).toEqual(['age'])
    expect(definitionKeyOf('carpetAreaUpper')).toBe('carpetAreaSqFtRange')
    expect(definitionKeyOf('possessionMonth')).toBe('possessionDate')
    expect(definitionKeyOf('email')).toBe('email')
  })
})
