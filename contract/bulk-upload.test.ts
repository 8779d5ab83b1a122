import { describe, expect, it } from 'vitest'
import {
  BULK_LEAD_COLUMNS,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MESSAGES,
  BulkRowChecker,
  checkRow,
  csvLine,
  fileProblem,
  indianMobile,
  mapHeader,
  templateCsv,
} from './bulk-upload.ts'
import { standardSections, type TLeadFormField } from './lead-form.ts'
import { LEAD_MESSAGES } from './leads.ts'
import { VALIDATION_MESSAGES } from './validators.ts'

const { index } = mapHeader(BULK_LEAD_COLUMNS.map((c) => c.header))
const ctx = {
  sources: new Map([
    ['digital', 'Digital'],
    ['walk-in', 'Walk-in'],
  ]),
}
type Key = (typeof BULK_LEAD_COLUMNS)[number]['key']
const cells = (o: Partial<Record<Key, string>>) => BULK_LEAD_COLUMNS.map((c) => o[c.key] ?? '')
const good = { fullName: 'Asha Verma', whatsAppNumber: '9811111111', sourceOfLead: 'Digital' }
const reasonOf = (o: Partial<Record<Key, string>>) => {
  const r = checkRow(cells({ ...good, ...o }), index, ctx)
  return r.outcome === 'ok' ? 'ok' : r.reason
}

describe('the header', () => {
  it('finds columns by header or key, in any order and case, and names the missing', () => {
    expect(mapHeader(['\uFEFFSOURCE', 'fullname', ' WhatsApp  Number '])).toEqual({
      index: { sourceOfLead: 0, fullName: 1, whatsAppNumber: 2 },
      missing: [],
    })
    expect(mapHeader(['Full Name']).missing).toEqual(['WhatsApp Number', 'Source'])
  })

  it('is the template’s first line, with one example row that passes', () => {
    const [header, example] = templateCsv().trim().split('\r\n')
    expect(header).toBe(csvLine(BULK_LEAD_COLUMNS.map((c) => c.header)).trim())
    const r = checkRow(example!.split(','), index, ctx)
    expect(r.outcome).toBe('ok')
  })
})

describe('a row', () => {
  it('reads +91 numbers as a spreadsheet holds them', () => {
    for (const raw of ['9876543210', '+91 98765 43210', '919876543210', '098765-43210'])
      expect(indianMobile(raw)).toBe('9876543210')
    for (const raw of ['12345', '5876543210', '98765432101', 'abc'])
      expect(indianMobile(raw)).toBe(null)
  })

  it('passes a good row, with the source and stage as the organisation spells them', () => {
    const r = checkRow(
      cells({
        ...good,
        sourceOfLead: 'WALK-IN',
        leadStatus: 'site visit',
        gender: 'female',
        age: '30',
      }),
      index,
      ctx,
    )
    expect(r.outcome).toBe('ok')
    if (r.outcome !== 'ok') return
    expect(r.lead.profile).toMatchObject({ sourceOfLead: 'Walk-in', gender: 'Female', age: 30 })
    expect(r.lead.leadStatus).toBe('Site Visit')
  })

  it('names why a row fails', () => {
    expect(reasonOf({ whatsAppNumber: '12345' })).toBe(
      `WhatsApp Number: ${VALIDATION_MESSAGES.invalidNumber}`,
    )
    expect(reasonOf({ whatsAppNumber: '' })).toBe(
      `WhatsApp Number: ${VALIDATION_MESSAGES.required}`,
    )
    expect(reasonOf({ age: '17' })).toBe(`Age: ${LEAD_MESSAGES.minAge}`)
    expect(reasonOf({ age: 'thirty' })).toBe(`Age: ${VALIDATION_MESSAGES.invalidNumber}`)
    expect(reasonOf({ currentLocation: 'Pune 🏠' })).toBe(
      `Current Location: ${VALIDATION_MESSAGES.noEmoji}`,
    )
    expect(reasonOf({ alternateNumber: '9811111111' })).toBe(
      `Alternate Number: ${LEAD_MESSAGES.sameNumbers}`,
    )
    expect(reasonOf({ sourceOfLead: 'Billboard' })).toBe(
      `${BULK_UPLOAD_MESSAGES.unknownSource}: Billboard`,
    )
    expect(reasonOf({ sourceOfLead: '' })).toBe(`Source: ${VALIDATION_MESSAGES.required}`)
    expect(reasonOf({ leadStatus: 'Hot' })).toBe(`${BULK_UPLOAD_MESSAGES.unknownStage}: Hot`)
    expect(reasonOf({ leadStatus: 'Dropped' })).toBe(`Lead Stage: ${LEAD_MESSAGES.createdDropped}`)
    expect(reasonOf({ gender: 'X' })).toBe(`${BULK_UPLOAD_MESSAGES.unknownGender}: X`)
    expect(reasonOf({ fullName: 'R2D2' })).toBe(`Full Name: ${LEAD_MESSAGES.fullNameAlphabetic}`)
    expect(reasonOf({ email: 'not-an-email' })).toBe(`Email: ${VALIDATION_MESSAGES.invalidEmail}`)
  })

  it('is a duplicate when an earlier good row or an existing lead has its number', () => {
    const checker = new BulkRowChecker(index, ctx)
    expect(checker.check(cells(good), 2).outcome).toBe('ok')
    expect(checker.check(cells({ ...good, whatsAppNumber: 'bad' }), 3).outcome).toBe('invalid')
    expect(checker.check(cells({ ...good, whatsAppNumber: '+91 9811111111' }), 4)).toMatchObject({
      outcome: 'duplicate',
      reason: `${BULK_UPLOAD_MESSAGES.duplicateInFile} 2`,
    })
    // An alternate number counts too.
    const alt = cells({ ...good, whatsAppNumber: '9822222222', alternateNumber: '9811111111' })
    expect(checker.check(alt, 5).outcome).toBe('duplicate')
    const known = checker.check(
      cells({ ...good, whatsAppNumber: '9833333333' }),
      6,
      (m) => m === '9833333333',
    )
    expect(known).toMatchObject({
      outcome: 'duplicate',
      reason: BULK_UPLOAD_MESSAGES.duplicateExisting,
    })
  })
})

describe('the picked file', () => {
  it('must be a .csv of at most 5 MB', () => {
    expect(fileProblem(null)).toBe(BULK_UPLOAD_MESSAGES.fileRequired)
    expect(fileProblem({ name: 'leads.xlsx', size: 10 })).toBe(BULK_UPLOAD_MESSAGES.notCsv)
    expect(fileProblem({ name: 'leads.CSV', size: 0 })).toBe(BULK_UPLOAD_MESSAGES.empty)
    expect(fileProblem({ name: 'leads.csv', size: BULK_UPLOAD_MAX_BYTES + 1 })).toBe(
      BULK_UPLOAD_MESSAGES.tooLarge,
    )
    expect(fileProblem({ name: 'leads.csv', size: BULK_UPLOAD_MAX_BYTES })).toBeNull()
  })
})

describe('the lead form’s custom fields', () => {
  const field = (over: Partial<TLeadFormField>): TLeadFormField => ({
    key: 'cf_x',
    label: 'X',
    type: 'text',
    isMandatory: false,
    isVisible: true,
    isHideable: true,
    canBeSorted: false,
    options: [],
    rank: 1,
    isCustom: true,
    sectionKey: 'profile',
    ...over,
  })
  const [profile, ...rest] = standardSections()
  const form = {
    version: 4,
    sections: [
      {
        ...profile!,
        fields: [
          ...profile!.fields,
          field({
            key: 'cf_tower',
            label: 'Tower',
            type: 'dropdown',
            isMandatory: true,
            options: ['North', 'South'],
          }),
          field({
            key: 'cf_views',
            label: 'Views',
            type: 'multi-select',
            options: ['Sea', 'Park'],
          }),
          field({ key: 'cf_rooms', label: 'Rooms', type: 'number' }),
          field({ key: 'cf_old', label: 'Old', isVisible: false }),
        ],
      },
      ...rest,
    ],
  }
  const header = [...BULK_LEAD_COLUMNS.map((c) => c.header), 'Tower', 'Views', 'Rooms']
  const { index: withCustom } = mapHeader(header, form)
  const row = (tower: string, views = '', rooms = '') =>
    checkRow([...cells(good), tower, views, rooms], withCustom, { ...ctx, form })

  it('are the template’s last columns, visible ones only, and a mandatory one must be there', () => {
    const [first, example] = templateCsv(form).trim().split('\r\n')
    expect(first!.split(',').slice(-3)).toEqual(['Tower', 'Views', 'Rooms'])
    expect(example!.split(',').slice(-3)).toEqual(['North', 'Sea', '1'])
    expect(
      mapHeader(
        BULK_LEAD_COLUMNS.map((c) => c.header),
        form,
      ).missing,
    ).toEqual(['Tower'])
  })

  it('are read as the form spells its options, and checked as the lead form checks them', () => {
    const made = row('south', 'park; SEA', '3')
    expect(made.outcome === 'ok' && made.lead).toMatchObject({
      customFields: { cf_tower: 'South', cf_views: ['Park', 'Sea'], cf_rooms: 3 },
      formVersion: 4,
    })
    expect(row('')).toMatchObject({
      outcome: 'invalid',
      reason: `Tower: ${VALIDATION_MESSAGES.required}`,
    })
    expect(row('East')).toMatchObject({
      outcome: 'invalid',
      reason: 'Tower: Choose one of the options',
    })
    expect(row('North', '', 'many')).toMatchObject({
      outcome: 'invalid',
      reason: 'Rooms: Enter a number',
    })
  })
})
