import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deflateSync } from 'node:zlib'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  CIN_PATTERN,
  INDIAN_STATES,
  PROJECT_MESSAGES,
  PROJECT_PATHS,
  isGstin,
  type TImageUpload,
  type TProject,
  type TProjectList,
} from '../../../../../contract/projects.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import {
  addMember,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
let oneProject: TSession
let adder: TSession
beforeAll(async () => {
  suite = await startLeadSuite()
  admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
  oneProject = await sessionOf(
    suite.server,
    suite.world.user.salesExecutiveOneProject,
    suite.world.orgId,
  )
  const adderId = await addMember(suite.server, suite.world, 'adder', ['DXP_ADD_PROJECT'])
  adder = await sessionOf(suite.server, adderId, suite.world.orgId)
})
afterAll(() => suite.server.close())

type Res<T> = T & TApiError
const slug = () => suite.world.slug
const details = (s: TSession, id: string) =>
  suite.call<Res<TProject>>(s, 'GET', PROJECT_PATHS.project(slug(), id))
const create = (s: TSession, body: unknown) =>
  suite.call<Res<TProject>>(s, 'POST', PROJECT_PATHS.list(slug()), body)
const save = (s: TSession, id: string, step: string, values: unknown) =>
  suite.call<Res<TProject>>(s, 'PATCH', PROJECT_PATHS.project(slug(), id), { step, values })

const BASIC = {
  projectName: 'Lodha Riverside',
  projectStatus: 'Pre Launch',
  startDate: '2026-12-01',
  completionDate: '2030-03-31',
  logo: null,
}
const LOCATION = {
  latitude: 19.0176,
  longitude: 72.8562,
  siteAddress: 'Plot 5, Dadar East',
  pincode: '400014',
  state: 'Maharashtra',
  city: 'Mumbai',
  registeredOfficeAddress: '412 Nariman Point, Mumbai 400021',
}
const LEGAL = {
  reraNo: 'p52100012345',
  reraLink: 'https://maharera.maharashtra.gov.in/projects/P52100012345',
  reraQr: null,
  company: 'Riverside Realty Pvt Ltd',
  gstNumber: '27AAPFU0939F1ZV',
  cinNumber: 'U45200MH2019PTC123456',
  ctsNumbers: ['CTS 1021/A'],
}
const CONTACT = {
  website: 'https://www.lodhariverside.in',
  email: 'sales@lodhariverside.in',
  contactNo: '9820012345',
  alternateContactNo: '',
  socialLinks: {
    instagram: 'https://www.instagram.com/lodhariverside',
    facebook: '',
    x: 'https://x.com/lodhariverside',
    youtube: '',
  },
}

/** A real PNG of one pixel, padded to `size` bytes with a trailing chunk when asked. */
function png(size = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length)
    head.write(type, 4, 'ascii')
    return Buffer.concat([head, data, Buffer.alloc(4)])
  }
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
  const body = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
  ])
  const pad = Math.max(0, size - body.length - 24)
  return Buffer.concat([
    body,
    chunk('tEXt', Buffer.alloc(pad, 0x41)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Presigns, PUTs the bytes to the address, and answers the key. */
async function upload(kind: 'logo' | 'reraQr', bytes: Buffer, s: TSession = admin) {
  const presigned = await suite.call<Res<TImageUpload>>(
    s,
    'POST',
    PROJECT_PATHS.imageUpload(slug()),
    { kind, fileName: 'logo.png', fileSize: bytes.length, mimeType: 'image/png' },
  )
  expect(presigned.status).toBe(201)
  const put = await fetch(`${suite.server.url}${presigned.body.uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  })
  expect(put.status).toBe(200)
  return presigned.body.key
}

describe('the seeded projects', () => {
  it('have every field of spec 002 section 3, valid by the contract', async () => {
    const res = await details(admin, suite.world.p1)
    expect(res.status).toBe(200)
    const p = res.body
    expect(isGstin(p.gstNumber!)).toBe(true)
    expect(p.cinNumber).toMatch(CIN_PATTERN)
    expect(p.reraLink).toMatch(/^https:\/\//)
    expect(p.registeredOfficeAddress).toBeTruthy()
    expect(p.location.pincode).toMatch(/^\d{6}$/)
    expect(INDIAN_STATES).toContain(p.location.state)
    expect(p.ctsNumbers.length).toBeGreaterThan(0)
    expect(p.contactNo).toMatch(/^[6-9]\d{9}$/)
    expect(p.socialLinks.instagram).toMatch(/^https:\/\/www\.instagram\.com\//)
    expect(p.projectPublishStatus).toBe('published')
    expect(p.projectFormStage).toBe('publish')
  })

  it('are readable only by users the landing lists them to', async () => {
    expect((await details(oneProject, suite.world.p1)).status).toBe(200)
    expect((await details(oneProject, suite.world.p2)).status).toBe(404)
    expect((await details(admin, suite.world.other)).status).toBe(404)
  })
})

describe('the lists the form picks from', () => {
  it('answers the states of India and the organisation’s project statuses', async () => {
    const states = await suite.call<{ items: string[] }>(admin, 'GET', PROJECT_PATHS.states(slug()))
    expect(states.body.items).toHaveLength(36)
    expect(states.body.items).toContain('Maharashtra')
    const statuses = await suite.call<{ items: string[] }>(
      admin,
      'GET',
      PROJECT_PATHS.statuses(slug()),
    )
    expect(statuses.body.items).toEqual(expect.arrayContaining(['Pre Launch', 'Ready to Move']))
  })
})

describe('adding a project in steps', () => {
  it('makes a draft at the first step, saves each step in order and records the stage', async () => {
    const made = await create(admin, BASIC)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ projectFormStage: 'basic', projectPublishStatus: 'draft' })
    const id = made.body._id

    const early = await save(admin, id, 'legal', LEGAL)
    expect([early.status, early.body.code]).toEqual([409, 'STEP_NOT_REACHED'])

    const located = await save(admin, id, 'location', LOCATION)
    expect([located.status, located.body.projectFormStage]).toEqual([200, 'location'])
    const legal = await save(admin, id, 'legal', LEGAL)
    expect(legal.status).toBe(200)
    expect(legal.body.reraNo).toBe('P52100012345')
    // Going back to an earlier step keeps the stage reached.
    const back = await save(admin, id, 'basic', { ...BASIC, projectName: 'Lodha Riverside II' })
    expect([back.body.projectName, back.body.projectFormStage]).toEqual([
      'Lodha Riverside II',
      'legal',
    ])
    expect((await save(admin, id, 'contact', CONTACT)).body.projectFormStage).toBe('contact')

    const noReason = await save(admin, id, 'publish', {
      projectPublishStatus: 'unpublished',
      projectPublishChangeReason: '',
    })
    expect(noReason.status).toBe(400)
    expect(noReason.body.fields).toEqual([
      { field: 'values.projectPublishChangeReason', message: PROJECT_MESSAGES.reasonRequired },
    ])
    const published = await save(admin, id, 'publish', {
      projectPublishStatus: 'published',
      projectPublishChangeReason: '',
    })
    expect(published.body).toMatchObject({
      projectFormStage: 'publish',
      projectPublishStatus: 'published',
      socialLinks: { instagram: CONTACT.socialLinks.instagram, facebook: null },
    })
    // Unpublishing a published project needs its reason.
    const again = await save(admin, id, 'publish', {
      projectPublishStatus: 'unpublished',
      projectPublishChangeReason: 'RERA extension pending',
    })
    expect(again.body.projectPublishChangeReason).toBe('RERA extension pending')

    const list = await suite.call<TProjectList>(admin, 'GET', PROJECT_PATHS.list(slug()))
    expect(list.body.items.find((p) => p._id === id)).toMatchObject({
      projectFormStage: 'publish',
      projectPublishStatus: 'unpublished',
    })
  })

  it.each([
    [
      'a GSTIN with a wrong check character',
      'legal',
      { ...LEGAL, gstNumber: '27AAPFU0939F1ZW' },
      'gstNumber',
      PROJECT_MESSAGES.invalidGstin,
    ],
    [
      'a CIN of the wrong shape',
      'legal',
      { ...LEGAL, cinNumber: 'U45200MH2019XYZ123456' },
      'cinNumber',
      PROJECT_MESSAGES.invalidCin,
    ],
    [
      'a 5-digit pincode',
      'location',
      { ...LOCATION, pincode: '40001' },
      'pincode',
      PROJECT_MESSAGES.invalidPincode,
    ],
    [
      'a state not of India',
      'location',
      { ...LOCATION, state: 'Bavaria' },
      'state',
      PROJECT_MESSAGES.unknownState,
    ],
    [
      'a latitude off the globe',
      'location',
      { ...LOCATION, latitude: 91 },
      'latitude',
      PROJECT_MESSAGES.latitudeRange,
    ],
    [
      'a bad e-mail',
      'contact',
      { ...CONTACT, email: 'sales@' },
      'email',
      VALIDATION_MESSAGES.invalidEmail,
    ],
    [
      'a web address without https',
      'contact',
      { ...CONTACT, website: 'http://x.in' },
      'website',
      PROJECT_MESSAGES.invalidUrl,
    ],
    [
      'a mobile number that is not',
      'contact',
      { ...CONTACT, contactNo: '12345' },
      'contactNo',
      PROJECT_MESSAGES.invalidMobile,
    ],
    [
      'the same number twice',
      'contact',
      { ...CONTACT, alternateContactNo: CONTACT.contactNo },
      'alternateContactNo',
      PROJECT_MESSAGES.sameNumbers,
    ],
    [
      'an Instagram link elsewhere',
      'contact',
      { ...CONTACT, socialLinks: { ...CONTACT.socialLinks, instagram: 'https://example.com/x' } },
      'socialLinks.instagram',
      PROJECT_MESSAGES.invalidSocialLink,
    ],
    [
      'completion before start',
      'basic',
      { ...BASIC, completionDate: '2026-11-30' },
      'completionDate',
      PROJECT_MESSAGES.completionBeforeStart,
    ],
    [
      'a bad CTS number',
      'legal',
      { ...LEGAL, ctsNumbers: ['CTS#1'] },
      'ctsNumbers.0',
      PROJECT_MESSAGES.ctsInvalid,
    ],
  ])('refuses %s, naming the field', async (_what, step, values, field, message) => {
    const id = (await create(admin, BASIC)).body._id
    if (step !== 'basic' && step !== 'location') await save(admin, id, 'location', LOCATION)
    if (step === 'contact') await save(admin, id, 'legal', LEGAL)
    const res = await save(admin, id, step, values)
    expect(res.status).toBe(400)
    expect(res.body.fields).toContainEqual({ field: `values.${field}`, message })
  })

  it('takes a project status only from the admin master list', async () => {
    const res = await create(admin, { ...BASIC, projectStatus: 'Sold Out Soon' })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      { field: 'values.projectStatus', message: PROJECT_MESSAGES.unknownStatus },
    ])
  })
})

describe('images', () => {
  it('keeps a PNG logo, and shows it at its signed address only', async () => {
    const key = await upload('logo', png())
    const made = await create(admin, { ...BASIC, logo: key })
    expect(made.status).toBe(201)
    const shown = await fetch(`${suite.server.url}${made.body.logoUrl}`)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/png')
    const forged = made.body.logoUrl!.replace(/signature=[^&]+/, 'signature=forged')
    expect((await fetch(`${suite.server.url}${forged}`)).status).toBe(404)
  })

  it('judges an image by its content and its kind’s size', async () => {
    const text = await upload('logo', Buffer.from('not an image at all, only text'))
    const wrong = await create(admin, { ...BASIC, logo: text })
    expect(wrong.body.fields).toEqual([
      { field: 'values.logo', message: PROJECT_MESSAGES.imageFormat },
    ])
    // 2 MB passes as a QR image but not as a logo.
    const big = await upload('reraQr', png(2 * 1024 * 1024))
    const asLogo = await create(admin, { ...BASIC, logo: big })
    expect(asLogo.body.fields).toEqual([
      { field: 'values.logo', message: PROJECT_MESSAGES.imageTooLarge },
    ])
    const tooBig = await suite.call<Res<TImageUpload>>(
      admin,
      'POST',
      PROJECT_PATHS.imageUpload(slug()),
      {
        kind: 'logo',
        fileName: 'logo.png',
        fileSize: 2 * 1024 * 1024,
        mimeType: 'image/png',
      },
    )
    expect([tooBig.status, tooBig.body.message]).toEqual([400, PROJECT_MESSAGES.imageTooLarge])
    const missing = await create(admin, { ...BASIC, logo: '00000000-0000-4000-8000-000000000000' })
    expect(missing.body.fields?.[0]?.message).toBe(PROJECT_MESSAGES.imageNotUploaded)
  })
})

describe('scopes', () => {
  it('lets only DXP_ADD_PROJECT add, and DXP_PROJECT_ATTRIBUTES change a finished project', async () => {
    expect((await create(oneProject, BASIC)).status).toBe(403)
    const draft = await create(adder, BASIC)
    expect(draft.status).toBe(201)
    expect((await save(adder, draft.body._id, 'location', LOCATION)).status).toBe(200)
    // A finished (published) project is past adding: its attributes need their own scope.
    expect((await save(adder, suite.world.p1, 'location', LOCATION)).status).toBe(403)
    expect((await save(admin, suite.world.p1, 'location', LOCATION)).status).toBe(200)
  })
})
