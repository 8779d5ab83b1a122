import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PROGRESS_POINTS_PER_FIELD } from '../../../../contract/leads.ts'
import { problemMessage } from '../../../components/ui/form-field.tsx'
import {
  EMPTY_LEAD_FORM,
  PROGRESS_FIELDS,
  fieldOfPath,
  firstErrorField,
  hiddenValuesOf,
  leadFormProgress,
  leadToFormValues,
  normaliseMobileDigits,
  normaliseRupeeInput,
  serverFieldErrors,
  toLeadDiff,
  validateLeadCreate,
  validateLeadUpdate,
  type TLeadFormErrors,
  type TLeadFormField,
  type TLeadFormValues,
} from './lead-form.ts'
import {
  fullValues,
  sampleLead,
  validCreateValues,
} from '../../../test-utils/lead-form-fixtures.ts'

const text = (errors: TLeadFormErrors, field: TLeadFormField) => {
  const problem = errors[field]
  return problem ? i18n._(problemMessage(problem)) : undefined
}

function createErrors(values: Partial<TLeadFormValues>): TLeadFormErrors {
  const result = validateLeadCreate(validCreateValues(values))
  return result.ok ? {} : result.errors
}

describe('validateLeadCreate', () => {
  it('accepts the smallest valid lead and fills the contract defaults', () => {
    const result = validateLeadCreate(validCreateValues())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.body.leadStatus).toBe('New Lead')
    expect(result.body.labels).toEqual([])
    expect(result.body.profile).toMatchObject({
      fullName: 'Ananya Iyer',
      whatsAppNumber: '9876543210',
      alternateNumber: null,
      email: null,
      age: null,
    })
    expect(result.body.propertyInterest.budgetRange).toBeNull()
  })

  it('parses every group of a full form into numbers, ranges and booleans', () => {
    const result = validateLeadCreate(fullValues())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.body.profile.age).toBe(31)
    expect(result.body.propertyInterest.budgetRange).toEqual({ min: 6_000_000, max: 9_000_000 })
    expect(result.body.propertyInterest.carpetAreaSqFtRange).toEqual({ lower: 1100, upper: 1400 })
    expect(result.body.background).toMatchObject({
      annualIncome: 3_600_000,
      fundingIsLoaned: false,
      possessionDate: { month: 6, year: 2027 },
    })
  })

  it.each<[string, Partial<TLeadFormValues>, TLeadFormField, string]>([
    ['a blank name', { fullName: '  ' }, 'fullName', 'This field cannot be left blank.'],
    [
      'digits in the name',
      { fullName: 'Rahul 2' },
      'fullName',
      'Full name can only contain letters.',
    ],
    ['an emoji in the name', { fullName: 'Rahul 😀' }, 'fullName', 'Emoji cannot be added.'],
    ['age 17', { age: '17' }, 'age', 'Age must be at least 18.'],
    ['age as words', { age: 'twenty' }, 'age', 'Please enter a valid number.'],
    [
      'a 9-digit number',
      { whatsAppNumber: '987654321' },
      'whatsAppNumber',
      'Please enter a valid number.',
    ],
    [
      'a 9-digit alternate',
      { alternateNumber: '912345678' },
      'alternateNumber',
      'Please enter a valid number.',
    ],
    [
      'the same two numbers',
      { alternateNumber: '9876543210' },
      'alternateNumber',
      'WhatsApp and alternate numbers cannot be the same.',
    ],
    ['a bad email', { email: 'ananya@' }, 'email', 'Please enter a valid email address.'],
    ['no source', { sourceOfLead: '' }, 'sourceOfLead', 'This field cannot be left blank.'],
    [
      'an emoji in a location',
      { currentLocation: 'Pune 🏠' },
      'currentLocation',
      'Emoji cannot be added.',
    ],
    [
      'an emoji in other preferences',
      { otherPreferences: '🌞 facing' },
      'otherPreferences',
      'Emoji cannot be added.',
    ],
    [
      'min budget above max',
      { budgetMin: '90,00,000', budgetMax: '60,00,000' },
      'budgetMax',
      'Maximum budget must be more than the minimum.',
    ],
    [
      'only a min budget',
      { budgetMin: '60,00,000' },
      'budgetMax',
      'This field cannot be left blank.',
    ],
    [
      'only a max budget',
      { budgetMax: '60,00,000' },
      'budgetMin',
      'This field cannot be left blank.',
    ],
    [
      'carpet area upside down',
      { carpetAreaLower: '1400', carpetAreaUpper: '1100' },
      'carpetAreaUpper',
      'Upper carpet area must be more than the lower.',
    ],
    ['income as text', { annualIncome: '12 lakh' }, 'annualIncome', 'Please enter a valid number.'],
    [
      'month 13',
      { possessionMonth: '13', possessionYear: '2027' },
      'possessionMonth',
      'Please check this field.',
    ],
    [
      'a month without a year',
      { possessionMonth: '6' },
      'possessionYear',
      'This field cannot be left blank.',
    ],
  ])('refuses %s under its field', (_case, values, field, message) => {
    const errors = createErrors(values)
    expect(text(errors, field)).toBe(message)
  })

  it('reports only the fields that are wrong', () => {
    const errors = createErrors({ age: '17', email: 'x' })
    expect(Object.keys(errors).sort()).toEqual(['age', 'email'])
    expect(firstErrorField(errors)).toBe('age')
  })
})

describe('fieldOfPath', () => {
  it.each<[readonly PropertyKey[] | string, TLeadFormField | undefined]>([
    [['profile', 'fullName'], 'fullName'],
    [['propertyInterest', 'budgetRange', 'max'], 'budgetMax'],
    [['propertyInterest', 'budgetRange'], 'budgetMax'],
    [['propertyInterest', 'preferredUnitType', 2], 'preferredUnitType'],
    [['background', 'possessionDate', 'month'], 'possessionMonth'],
    ['body.profile.alternateNumber', 'alternateNumber'],
    ['propertyInterest.carpetAreaSqFtRange.lower', 'carpetAreaLower'],
    [['labels', 0], 'labels'],
    [['version'], undefined],
    [['profile', 'agentName'], undefined],
  ])('%j -> %s', (path, field) => {
    expect(fieldOfPath(path)).toBe(field)
  })

  it('maps a server 400 onto the inputs', () => {
    const errors = serverFieldErrors([
      { field: 'profile.age', message: 'Age must be at least 18' },
      { field: 'unknown', message: 'x' },
    ])
    expect(Object.keys(errors)).toEqual(['age'])
  })
})

describe('input normalising', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-432', '98765432'],
  ])('mobile %j -> %j', (raw, digits) => {
    expect(normaliseMobileDigits(raw)).toBe(digits)
  })

  it.each([
    ['5000000', '50,00,000'],
    ['0050', '50'],
    ['0', '0'],
    ['₹ 1,2a3', '123'],
  ])('rupees %j -> %j', (raw, shown) => {
    expect(normaliseRupeeInput(raw)).toBe(shown)
  })
})

describe('toLeadDiff', () => {
  const lead = sampleLead()

  it('is empty for an untouched masked lead: masked fields start empty and are not sent', () => {
    const values = leadToFormValues(lead)
    expect(values.whatsAppNumber).toBe('')
    expect(values.alternateNumber).toBe('')
    expect(values.email).toBe('')
    expect(toLeadDiff(values, lead)).toEqual({})
    const result = validateLeadUpdate(values, lead)
    expect(result).toMatchObject({ ok: true, empty: true, body: { version: 3 } })
  })

  it('sends only the changed fields, grouped as the contract groups them', () => {
    const values = {
      ...leadToFormValues(lead),
      fullName: 'Rahul K Sharma',
      budgetMax: '85,00,000',
      qualification: 'MBA',
    }
    expect(toLeadDiff(values, lead)).toEqual({
      profile: { fullName: 'Rahul K Sharma' },
      propertyInterest: { budgetRange: { min: 5_000_000, max: 8_500_000 } },
      background: { qualification: 'MBA' },
    })
  })

  it('sends a masked field only when a new value was typed into it', () => {
    const values = { ...leadToFormValues(lead), email: 'rahul@example.in' }
    expect(toLeadDiff(values, lead)).toEqual({ profile: { email: 'rahul@example.in' } })
  })

  it('never sends a masked value back, even when every other field changes', () => {
    const values = { ...fullValues(), whatsAppNumber: '', alternateNumber: '', email: '' }
    const diff = toLeadDiff(values, lead)
    expect(diff.profile).toBeDefined()
    expect(diff.profile).not.toHaveProperty('whatsAppNumber')
    expect(diff.profile).not.toHaveProperty('alternateNumber')
    expect(diff.profile).not.toHaveProperty('email')
    expect(JSON.stringify(diff)).not.toContain('XXXX')
  })

  it('sends a cleared optional field as null', () => {
    const values = { ...leadToFormValues(lead), currentLocation: '', preferredUnitType: [] }
    expect(toLeadDiff(values, lead)).toEqual({
      profile: { currentLocation: null },
      propertyInterest: { preferredUnitType: [] },
    })
  })

  it('compares ranges by value, whatever the key order of the stored record', () => {
    const reordered = sampleLead({
      propertyInterest: {
        ...lead.propertyInterest,
        budgetRange: JSON.parse('{"max":8000000,"min":5000000}') as { min: number; max: number },
      },
    })
    expect(toLeadDiff(leadToFormValues(reordered), reordered)).toEqual({})
  })

  it('validates the diff with the update schema', () => {
    const result = validateLeadUpdate({ ...leadToFormValues(lead), age: '16' }, lead)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(text(result.errors, 'age')).toBe('Age must be at least 18.')
  })

  it('puts the version the edit started from in the body', () => {
    const result = validateLeadUpdate({ ...leadToFormValues(lead), occupation: 'Architect' }, lead)
    expect(result).toMatchObject({
      ok: true,
      empty: false,
      body: { version: 3, background: { occupation: 'Architect' } },
    })
  })
})

describe('leadFormProgress', () => {
  it('is 0 for an empty form', () => {
    expect(leadFormProgress(EMPTY_LEAD_FORM)).toBe(0)
  })

  it('caps at 100 with everything filled', () => {
    expect(PROGRESS_FIELDS.length * PROGRESS_POINTS_PER_FIELD).toBeGreaterThan(100)
    expect(leadFormProgress(fullValues())).toBe(100)
  })

  it('adds exactly 5 per filled field', () => {
    let values: TLeadFormValues = { ...EMPTY_LEAD_FORM }
    const steps: [keyof TLeadFormValues, string | string[]][] = [
      ['fullName', 'Ananya'],
      ['age', '30'],
      ['preferredUnitType', ['2 BHK']],
      ['occupation', 'Doctor'],
    ]
    steps.forEach(([field, value], index) => {
      values = { ...values, [field]: value }
      expect(leadFormProgress(values)).toBe((index + 1) * 5)
    })
  })

  it('counts a range only when both ends are filled, and blanks not at all', () => {
    expect(leadFormProgress({ ...EMPTY_LEAD_FORM, budgetMin: '10' })).toBe(0)
    expect(leadFormProgress({ ...EMPTY_LEAD_FORM, budgetMin: '10', budgetMax: '20' })).toBe(5)
    expect(leadFormProgress({ ...EMPTY_LEAD_FORM, possessionMonth: '6' })).toBe(0)
    expect(leadFormProgress({ ...EMPTY_LEAD_FORM, fullName: '   ' })).toBe(0)
    expect(leadFormProgress({ ...EMPTY_LEAD_FORM, preferredFloor: [] })).toBe(0)
  })

  it('counts masked values the lead already has', () => {
    const lead = sampleLead()
    const values = leadToFormValues(lead)
    const without = leadFormProgress(values)
    expect(leadFormProgress(values, hiddenValuesOf(lead))).toBe(without + 15)
  })
})
