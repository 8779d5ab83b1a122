import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  LEAD_FORM_MESSAGES,
  LEAD_FORM_PATHS,
  type TAddLeadFormField,
  type TLeadForm,
} from '../../../../../contract/lead-form.ts'
import {
  BLANK_BACKGROUND,
  BLANK_PROPERTY_INTEREST,
  LEAD_PATHS,
  type TLead,
  type TLeadCreate,
  type TLeadCreated,
} from '../../../../../contract/leads.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import { leadFormVersions } from '../../../db/schema.ts'
import { nextMobile, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())
beforeEach(async () => {
  await suite.server.db.delete(leadFormVersions)
})

type Res<T> = T & TApiError
const slug = () => suite.world.slug
const as = (session: TSession) => ({
  get: () => suite.call<Res<TLeadForm>>(session, 'GET', LEAD_FORM_PATHS.form(slug())),
  add: (body: unknown) =>
    suite.call<Res<TLeadForm>>(session, 'POST', LEAD_FORM_PATHS.fields(slug()), body),
  patch: (key: string, body: unknown) =>
    suite.call<Res<TLeadForm>>(session, 'PATCH', LEAD_FORM_PATHS.field(slug(), key), body),
  reorder: (body: unknown) =>
    suite.call<Res<TLeadForm>>(session, 'PUT', LEAD_FORM_PATHS.reorder(slug()), body),
})
const manager = () => as(suite.manager)

const dropdown = (o: Partial<TAddLeadFormField> = {}): TAddLeadFormField => ({
  fieldName: 'Preferred tower',
  fieldType: 'dropdown',
  isMandatory: true,
  section: 'propertyInterest',
  options: ['Tower A', 'Tower B'],
  ...o,
})

async function added(o: Partial<TAddLeadFormField> = {}) {
  const res = await manager().add(dropdown(o))
  expect(res.status).toBe(201)
  return res.body
}

const section = (form: TLeadForm, key: string) => form.sections.find((s) => s.key === key)!
const fieldOf = (form: TLeadForm, label: string) =>
  form.sections.flatMap((s) => s.fields).find((f) => f.label === label)!
const keysOf = (form: TLeadForm, key: string) => section(form, key).fields.map((f) => f.key)
const fieldNames = (res: { body: TApiError }) => res.body.fields?.map((f) => f.field)

const newLead = (o: Partial<TLeadCreate> = {}): TLeadCreate => ({
  profile: {
    fullName: 'Ishaan Kulkarni',
    gender: 'Male',
    age: 36,
    whatsAppNumber: nextMobile(),
    alternateNumber: null,
    email: null,
    sourceOfLead: 'Digital',
    subSourceOfLead: null,
    currentLocation: 'Pune',
  },
  propertyInterest: { ...BLANK_PROPERTY_INTEREST },
  background: { ...BLANK_BACKGROUND },
  ...o,
})
const createLead = (o: Partial<TLeadCreate> = {}) =>
  suite.call<Res<TLeadCreated>>(
    suite.exec,
    'POST',
    LEAD_PATHS.projectLeads(slug(), suite.world.p1),
    newLead(o),
  )
const patchLead = (lead: TLead, body: Record<string, unknown>) =>
  suite.call<Res<TLead>>(suite.exec, 'PATCH', LEAD_PATHS.lead(slug(), lead._id), {
    version: lead.version,
    ...body,
  })

describe('the lead form definition', () => {
  it('is the standard form at version 1 until changed; key and type fixed', async () => {
    const res = await as(suite.exec).get()
    expect(res.status).toBe(200)
    expect(res.body.version).toBe(1)
    expect(res.body.sections.map((s) => s.key)).toEqual([
      'profile',
      'propertyInterest',
      'background',
    ])
    expect(keysOf(res.body, 'profile')).toContain('whatsAppNumber')
    const name = section(res.body, 'profile').fields[0]!
    expect(name).toMatchObject({
      key: 'fullName',
      isMandatory: true,
      isHideable: false,
      isCustom: false,
      rank: 1,
      sectionKey: 'profile',
    })
    expect(section(res.body, 'background').fields.map((f) => f.rank)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('adds a custom field at the end of its section, and the version goes up', async () => {
    const form = await added()
    expect(form.version).toBe(2)
    const field = fieldOf(form, 'Preferred tower')
    expect(field).toMatchObject({
      key: 'cf_preferred_tower',
      type: 'dropdown',
      isMandatory: true,
      isVisible: true,
      isHideable: true,
      isCustom: true,
      options: ['Tower A', 'Tower B'],
      sectionKey: 'propertyInterest',
      rank: section(form, 'propertyInterest').fields.length,
    })
    expect((await as(suite.exec).get()).body).toEqual(form)
    const text = await added({ fieldName: 'Referred by', fieldType: 'text', options: ['x'] })
    expect(text.version).toBe(3)
    expect(fieldOf(text, 'Referred by').options).toEqual([])
  })

  it('refuses a bad field name, naming the field', async () => {
    for (const fieldName of ['Tower #1', 'A'.repeat(26), '   ', 'Tower ✨']) {
      const res = await manager().add(dropdown({ fieldName }))
      expect([fieldName, res.status]).toEqual([fieldName, 400])
      expect(fieldNames(res)).toContain('fieldName')
    }
    expect((await manager().add(dropdown({ fieldName: 'A'.repeat(25) }))).status).toBe(201)
    await added({ fieldName: 'Tower 2' })
    const again = await manager().add(dropdown({ fieldName: 'tower 2' }))
    expect(again.status).toBe(400)
    expect(again.body.fields).toEqual([
      { field: 'fieldName', message: LEAD_FORM_MESSAGES.fieldNameTaken },
    ])
    // A standard field's name is taken too.
    expect((await manager().add(dropdown({ fieldName: 'Age' }))).status).toBe(400)
  })

  it('needs options for dropdown, multi-select and radio, none empty or repeated', async () => {
    for (const fieldType of ['dropdown', 'multi-select', 'radio'] as const) {
      const res = await manager().add(dropdown({ fieldType, options: [] }))
      expect(res.status).toBe(400)
      expect(res.body.fields).toEqual([
        { field: 'options', message: LEAD_FORM_MESSAGES.optionsRequired },
      ])
    }
    const empty = await manager().add(dropdown({ options: ['A', ' '] }))
    expect(empty.status).toBe(400)
    expect(empty.body.fields).toEqual([
      { field: 'options.1', message: LEAD_FORM_MESSAGES.optionEmpty },
    ])
    const repeated = await manager().add(dropdown({ options: ['A', 'B', 'a'] }))
    expect(repeated.status).toBe(400)
    expect(repeated.body.fields).toEqual([
      { field: 'options.2', message: LEAD_FORM_MESSAGES.optionRepeated },
    ])
    expect((await manager().add(dropdown({ fieldType: 'number', options: [] }))).status).toBe(201)
  })

  it('edits a custom field; a standard one only shows or hides', async () => {
    await added()
    const edited = await manager().patch('cf_preferred_tower', {
      fieldName: 'Tower',
      isMandatory: false,
      options: ['Tower A', 'Tower C'],
    })
    expect(edited.status).toBe(200)
    expect(edited.body.version).toBe(3)
    expect(fieldOf(edited.body, 'Tower')).toMatchObject({
      key: 'cf_preferred_tower',
      isMandatory: false,
      options: ['Tower A', 'Tower C'],
    })
    // No change: no new version.
    expect((await manager().patch('cf_preferred_tower', { fieldName: 'Tower' })).body.version).toBe(
      3,
    )
    const noOptions = await manager().patch('cf_preferred_tower', { options: [] })
    expect(noOptions.status).toBe(400)
    expect(fieldNames(noOptions)).toEqual(['options'])

    const rename = await manager().patch('age', { fieldName: 'Years' })
    expect(rename.status).toBe(400)
    expect(fieldNames(rename)).toEqual(['fieldName'])
    expect((await manager().patch('age', { isMandatory: true })).status).toBe(400)
    expect((await manager().patch('nope', { isVisible: false })).status).toBe(404)
  })

  it('hides only hideable fields', async () => {
    const hidden = await manager().patch('age', { isVisible: false })
    expect(hidden.status).toBe(200)
    expect(fieldOf(hidden.body, 'Age').isVisible).toBe(false)
    const shown = await manager().patch('age', { isVisible: true })
    expect(fieldOf(shown.body, 'Age').isVisible).toBe(true)
    expect(shown.body.version).toBe(3)
    for (const key of ['fullName', 'whatsAppNumber', 'sourceOfLead']) {
      const res = await manager().patch(key, { isVisible: false })
      expect([key, res.status]).toEqual([key, 400])
      expect(res.body.fields).toEqual([
        { field: 'isVisible', message: LEAD_FORM_MESSAGES.notHideable },
      ])
    }
    await added()
    const custom = await manager().patch('cf_preferred_tower', { isVisible: false })
    expect(fieldOf(custom.body, 'Preferred tower').isVisible).toBe(false)
  })

  it('reorders: ranks from 1 in the new order; moves out of range are ignored', async () => {
    const before = (await manager().get()).body
    const keys = keysOf(before, 'background')
    const moved = await manager().reorder({ section: 'background', from: 0, to: 2 })
    expect(moved.status).toBe(200)
    expect(moved.body.version).toBe(2)
    expect(keysOf(moved.body, 'background')).toEqual([keys[1], keys[2], keys[0], ...keys.slice(3)])
    expect(section(moved.body, 'background').fields.map((f) => f.rank)).toEqual([1, 2, 3, 4, 5, 6])
    for (const [from, to] of [
      [0, 6],
      [-1, 0],
      [6, 0],
      [2, 2],
    ]) {
      const res = await manager().reorder({ section: 'background', from, to })
      expect(res.status).toBe(200)
      expect(res.body).toEqual(moved.body)
    }
    const bad = await manager().reorder({ section: 'nowhere', from: 0, to: 1 })
    expect(bad.status).toBe(400)
    expect(fieldNames(bad)).toEqual(['section'])
  })

  it('is edited with DXP_MODIFY_ROUTING only, and read with any lead scope', async () => {
    const exec = as(suite.exec)
    expect((await exec.get()).status).toBe(200)
    expect((await exec.add(dropdown())).status).toBe(403)
    expect((await exec.patch('age', { isVisible: false })).status).toBe(403)
    expect((await exec.reorder({ section: 'profile', from: 0, to: 1 })).status).toBe(403)
  })
})

describe('custom values on a lead', () => {
  it('are stored with the lead, checked for mandatory, type and options', async () => {
    await added()
    await added({ fieldName: 'Visit date', fieldType: 'date', isMandatory: false, options: [] })
    await added({ fieldName: 'Cars', fieldType: 'number', isMandatory: false, options: [] })
    await added({
      fieldName: 'Amenities',
      fieldType: 'multi-select',
      isMandatory: false,
      options: ['Gym', 'Pool'],
      section: 'background',
    })
    await added({ fieldName: 'Note', fieldType: 'text', isMandatory: false, options: [] })

    const missing = await createLead()
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toEqual([
      { field: 'customFields.cf_preferred_tower', message: VALIDATION_MESSAGES.required },
    ])
    const wrong = await createLead({
      customFields: {
        cf_preferred_tower: 'Tower Z',
        cf_visit_date: '2026-13-40',
        cf_cars: '2',
        cf_amenities: ['Gym', 'Spa'],
        cf_note: 'Hi 🙂',
        cf_unknown: 'x',
      },
    })
    expect(wrong.status).toBe(400)
    expect(new Set(fieldNames(wrong))).toEqual(
      new Set([
        'customFields.cf_preferred_tower',
        'customFields.cf_visit_date',
        'customFields.cf_cars',
        'customFields.cf_amenities',
        'customFields.cf_note',
        'customFields.cf_unknown',
      ]),
    )
    const good = await createLead({
      customFields: {
        cf_preferred_tower: 'Tower B',
        cf_visit_date: '2026-12-01',
        cf_cars: 2,
        cf_amenities: ['Pool'],
        cf_note: '',
      },
    })
    expect(good.status).toBe(201)
    const lead = good.body.lead
    expect(lead.customFields).toEqual({
      cf_preferred_tower: 'Tower B',
      cf_visit_date: '2026-12-01',
      cf_cars: 2,
      cf_amenities: ['Pool'],
    })
    const read = await suite.call<TLead>(suite.exec, 'GET', LEAD_PATHS.lead(slug(), lead._id))
    expect(read.body.customFields).toEqual(lead.customFields)
  })

  it('are checked on update: only the named fields, and a mandatory one cannot be emptied', async () => {
    await added()
    const lead = (await createLead({ customFields: { cf_preferred_tower: 'Tower A' } })).body.lead
    const emptied = await patchLead(lead, { customFields: { cf_preferred_tower: null } })
    expect(emptied.status).toBe(400)
    expect(fieldNames(emptied)).toEqual(['customFields.cf_preferred_tower'])
    expect(
      (await patchLead(lead, { customFields: { cf_preferred_tower: 'Tower C' } })).status,
    ).toBe(400)
    // A later mandatory field does not block an edit of something else.
    await added({ fieldName: 'Budget source', options: ['Own', 'Loan'] })
    const other = await patchLead(lead, { profile: { currentLocation: 'Mumbai' } })
    expect(other.status).toBe(200)
    const changed = await patchLead(other.body, {
      customFields: { cf_preferred_tower: 'Tower B', cf_budget_source: 'Loan' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.customFields).toEqual({
      cf_preferred_tower: 'Tower B',
      cf_budget_source: 'Loan',
    })
    expect(changed.body.version).toBe(other.body.version + 1)
  })

  it('a lead drawn from an older form version is checked against that version', async () => {
    // Version 2: an optional text field. Then the admin adds a mandatory dropdown (version 3).
    await added({ fieldName: 'Referred by', fieldType: 'text', isMandatory: false, options: [] })
    const later = await added()
    expect(later.version).toBe(3)

    const queued = await createLead({ formVersion: 2, customFields: { cf_referred_by: 'Anil' } })
    expect(queued.status).toBe(201)
    expect(queued.body.lead.customFields).toEqual({ cf_referred_by: 'Anil' })
    const standard = await createLead({ formVersion: 1 })
    expect(standard.status).toBe(201)
    // Now the current version applies.
    expect((await createLead({ customFields: { cf_referred_by: 'Anil' } })).status).toBe(400)
    expect((await createLead({ formVersion: 3 })).status).toBe(400)
    const unknown = await createLead({ formVersion: 9 })
    expect(unknown.status).toBe(422)
    expect(fieldNames(unknown)).toEqual(['formVersion'])
  })
})
