import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_PATHS,
  amenityLimitMessage,
  tooFewItemsMessage,
  unitPlanLabel,
  type TAttachmentGroups,
  type TContentKind,
  type TContentUpload,
  type TProjectContent,
} from '../../../../../contract/project-content.ts'
import { projectAmenities, projects, units } from '../../../db/schema.ts'
import { providerIssues } from '../../../providers.ts'
import { EmbeddedObjectStore } from '../../../object-store.ts'
import { buildProjectContent } from '../../../seed/project-content.ts'
import {
  addMember,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { DevelopmentPatternImageGenerator } from './image-generator.ts'
import { patternPng } from './png.ts'

let suite: LeadSuite
let admin: TSession
let creativesOnly: TSession
beforeAll(async () => {
  suite = await startLeadSuite()
  admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
  const id = await addMember(
    suite.server,
    suite.world,
    'creatives',
    ['DXP_CREATIVES'],
    [suite.world.p1],
  )
  creativesOnly = await sessionOf(suite.server, id, suite.world.orgId)
})
afterAll(() => suite.server.close())

type Res<T> = T & TApiError
const slug = () => suite.world.slug
const MB = 1024 * 1024
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** Presigns and PUTs the bytes; answers the key. */
async function upload(
  project: string,
  kind: TContentKind,
  bytes: Buffer,
  mimeType = kind === 'document' || kind === 'brochure' ? 'application/pdf' : 'image/png',
  s = admin,
) {
  const presigned = await suite.call<Res<TContentUpload>>(
    s,
    'POST',
    CONTENT_PATHS.validateFiles(slug(), project),
    { kind, fileName: 'file', fileSize: bytes.length, mimeType },
  )
  expect(presigned.status).toBe(201)
  const put = await fetch(`${suite.server.url}${presigned.body.uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-type': mimeType },
    body: new Uint8Array(bytes),
  })
  expect(put.status).toBe(200)
  return presigned.body.key
}
const addFile = (project: string, body: Record<string, unknown>, s = admin) =>
  suite.call<Res<TProjectContent>>(s, 'POST', CONTENT_PATHS.files(slug(), project), body)
const contentOf = (project: string, s = admin) =>
  suite.call<Res<TProjectContent>>(s, 'GET', CONTENT_PATHS.content(slug(), project))
async function addCreative(project: string, labelName = 'Entrance', s = admin) {
  const key = await upload(project, 'creative', patternPng(labelName, 8, 8), 'image/png', s)
  return addFile(project, { kind: 'creative', key, labelName }, s)
}
const generate = (project: string, amenityIds: string[] = []) =>
  suite.call<Res<TProjectContent>>(admin, 'POST', CONTENT_PATHS.generateBrochure(slug(), project), {
    amenityIds,
  })
const unitOf = async (project: string) =>
  (await suite.server.db.select().from(units).where(eq(units.projectId, project)).limit(2))!

describe('uploads', () => {
  it('keeps a creative checked by its bytes and serves it at its signed address', async () => {
    const res = await addCreative(suite.world.p2, 'Clubhouse')
    expect(res.status).toBe(201)
    const creative = res.body.files.find((f) => f.labelName === 'Clubhouse')!
    expect(creative).toMatchObject({ kind: 'creative', fileExtension: 'png', selected: true })
    const shown = await fetch(`${suite.server.url}${creative.fileUrl}`)
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/png'])
    const forged = creative.fileUrl.replace(/signature=[^&]+/, 'signature=forged')
    expect((await fetch(`${suite.server.url}${forged}`)).status).toBe(404)
  })

  it('refuses a file whose bytes are not its kind’s, or too large, naming the field', async () => {
    const text = await upload(suite.world.p2, 'creative', Buffer.from('just some text, no image'))
    const wrong = await addFile(suite.world.p2, { kind: 'creative', key: text, labelName: 'X' })
    expect([wrong.status, wrong.body.fields]).toEqual([
      400,
      [{ field: 'key', message: CONTENT_MESSAGES.imageType }],
    ])
    // A PDF declared as a creative never gets an address; nor does a 6 MB image.
    const declared = await suite.call<Res<TContentUpload>>(
      admin,
      'POST',
      CONTENT_PATHS.validateFiles(slug(), suite.world.p2),
      { kind: 'creative', fileName: 'a.pdf', fileSize: 6 * MB, mimeType: 'application/pdf' },
    )
    expect(declared.status).toBe(400)
    expect(declared.body.fields?.map((f) => f.field).sort()).toEqual(['fileSize', 'mimeType'])
    // Bytes larger than declared are judged when kept: 6 MB of PNG is no creative.
    const big = Buffer.concat([patternPng('big', 4, 4), Buffer.alloc(6 * MB)])
    const key = await upload(suite.world.p2, 'document', big, 'application/pdf')
    const tooBig = await addFile(suite.world.p2, { kind: 'creative', key, labelName: 'Big' })
    expect(tooBig.body.fields).toEqual([{ field: 'key', message: 'File is larger than 5 MB' }])
    const missing = await addFile(suite.world.p2, {
      kind: 'creative',
      key: '00000000-0000-4000-8000-000000000000',
      labelName: 'Gone',
    })
    expect(missing.body.fields?.[0]?.message).toBe(CONTENT_MESSAGES.notUploaded)
  })
})

describe('limits', () => {
  it('selects at most four creatives', async () => {
    const project = suite.world.p3
    for (const n of [1, 2, 3, 4]) expect((await addCreative(project, `C${n}`)).status).toBe(201)
    const fifth = await addCreative(project, 'C5')
    const c5 = fifth.body.files.find((f) => f.labelName === 'C5')!
    expect(c5.selected).toBe(false)
    const select = (id: string, selected: boolean) =>
      suite.call<Res<TProjectContent>>(admin, 'PATCH', CONTENT_PATHS.file(slug(), project, id), {
        selected,
      })
    const refused = await select(c5._id, true)
    expect([refused.status, refused.body.message]).toEqual([
      409,
      CONTENT_MESSAGES.selectedCreatives,
    ])
    const c1 = fifth.body.files.find((f) => f.labelName === 'C1')!
    expect((await select(c1._id, false)).status).toBe(200)
    expect((await select(c5._id, true)).body.files.filter((f) => f.selected)).toHaveLength(4)
  })

  it('keeps one master plan, one plan a unit (labelled with its carpet area), one document a type', async () => {
    const project = suite.world.p2
    const plan = async () =>
      addFile(project, {
        kind: 'masterPlan',
        key: await upload(project, 'masterPlan', patternPng('mp', 4, 4)),
        labelName: 'Master plan',
      })
    expect((await plan()).status).toBe(201)
    expect([(await plan()).status, (await plan()).body.message]).toEqual([
      409,
      CONTENT_MESSAGES.masterPlanExists,
    ])

    const [unit] = await unitOf(project)
    const unitPlan = async () =>
      addFile(project, {
        kind: 'unitPlan',
        key: await upload(project, 'unitPlan', patternPng('up', 4, 4)),
        unitId: unit!.id,
      })
    const first = await unitPlan()
    expect(first.status).toBe(201)
    const shown = first.body.files.find((f) => f.kind === 'unitPlan')!
    expect(shown.labelName).toBe(unitPlanLabel(unit!.name, unit!.carpetAreaSqFt))
    expect(shown.labelName).toMatch(/ sq ft$/)
    expect((await unitPlan()).body.message).toBe(CONTENT_MESSAGES.unitPlanExists)
    const [otherUnit] = await unitOf(suite.world.p3)
    const foreign = await addFile(project, {
      kind: 'unitPlan',
      key: await upload(project, 'unitPlan', patternPng('up2', 4, 4)),
      unitId: otherUnit!.id,
    })
    expect(foreign.body.fields).toEqual([
      { field: 'unitId', message: CONTENT_MESSAGES.unitNotFound },
    ])

    const doc = async (documentType: string) =>
      addFile(project, {
        kind: 'document',
        key: await upload(project, 'document', PDF),
        labelName: 'RERA certificate',
        documentType,
      })
    expect((await doc('reraCertificate')).status).toBe(201)
    expect((await doc('priceList')).status).toBe(201)
    expect((await doc('reraCertificate')).body.message).toBe(CONTENT_MESSAGES.documentExists)
    // A document is a PDF: an image is refused by its bytes.
    const image = await upload(project, 'document', patternPng('x', 2, 2), 'application/pdf')
    const notPdf = await addFile(project, {
      kind: 'document',
      key: image,
      labelName: 'Plan',
      documentType: 'approvedPlan',
    })
    expect(notPdf.body.fields).toEqual([{ field: 'key', message: CONTENT_MESSAGES.pdfType }])
  })

  it('takes at most 50 amenities, no name twice', async () => {
    const project = suite.world.p3
    const add = (name: string) =>
      suite.call<Res<TProjectContent>>(admin, 'POST', CONTENT_PATHS.amenities(slug(), project), {
        name,
      })
    expect((await add('Pool')).status).toBe(201)
    expect((await add('pool')).body.message).toBe(CONTENT_MESSAGES.amenityExists)
    const [row] = await suite.server.db.select().from(projects).where(eq(projects.id, project))
    await suite.server.db.insert(projectAmenities).values(
      Array.from({ length: CONTENT_LIMITS.amenities - 1 }, (_, i) => ({
        id: `amenity-${i}`,
        orgId: row!.orgId,
        projectId: project,
        name: `Amenity ${i}`,
      })),
    )
    expect([(await add('One more')).status, (await add('One more')).body.message]).toEqual([
      409,
      CONTENT_MESSAGES.amenities,
    ])
  })

  it('generates an amenity image three times, then says the limit is reached naming it', async () => {
    const project = suite.world.p2
    const made = await suite.call<Res<TProjectContent>>(
      admin,
      'POST',
      CONTENT_PATHS.amenities(slug(), project),
      { name: 'Jogging track' },
    )
    const amenity = made.body.amenities.find((a) => a.name === 'Jogging track')!
    const urls: string[] = []
    for (let n = 1; n <= 3; n++) {
      const res = await suite.call<Res<TProjectContent>>(
        admin,
        'POST',
        CONTENT_PATHS.amenityImage(slug(), project, amenity._id),
      )
      const now = res.body.amenities.find((a) => a._id === amenity._id)!
      expect([res.status, now.generations]).toEqual([200, n])
      urls.push(now.imageUrl!)
    }
    const image = await fetch(`${suite.server.url}${urls[2]}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    // The image before is replaced, not kept.
    expect((await fetch(`${suite.server.url}${urls[0]}`)).status).toBe(404)
    const fourth = await suite.call<Res<TProjectContent>>(
      admin,
      'POST',
      CONTENT_PATHS.amenityImage(slug(), project, amenity._id),
    )
    expect([fourth.status, fourth.body.message]).toEqual([
      409,
      amenityLimitMessage('Jogging track'),
    ])
  })

  it('takes at most 6 past projects', async () => {
    const project = suite.world.p3
    const add = () =>
      suite.call<Res<TProjectContent>>(admin, 'POST', CONTENT_PATHS.pastProjects(slug(), project), {
        name: 'Green Meadows',
        city: 'Pune',
        completionYear: 2019,
        description: '',
      })
    for (let n = 0; n < 6; n++) expect((await add()).status).toBe(201)
    expect([(await add()).status, (await add()).body.message]).toEqual([
      409,
      CONTENT_MESSAGES.pastProjects,
    ])
    const future = await suite.call<Res<TProjectContent>>(
      admin,
      'POST',
      CONTENT_PATHS.pastProjects(slug(), project),
      { name: 'Later', city: 'Pune', completionYear: 2999, description: '' },
    )
    expect(future.body.fields?.[0]?.field).toBe('completionYear')
  })
})

describe('the brochure', () => {
  it('needs four content items, is a real PDF, and replaces the one before', async () => {
    const project = suite.world.p1
    await addCreative(project, 'Lobby')
    const few = await generate(project)
    expect([few.status, few.body.message]).toEqual([400, tooFewItemsMessage(1)])
    for (const name of ['Garden', 'Terrace', 'Lounge']) await addCreative(project, name)
    const first = await generate(project)
    expect(first.status).toBe(201)
    const brochures = first.body.files.filter((f) => f.kind === 'brochure')
    expect(brochures).toHaveLength(1)
    expect(brochures[0]).toMatchObject({ generated: true, fileExtension: 'pdf', thumbnail: null })
    const pdf = await fetch(`${suite.server.url}${brochures[0]!.fileUrl}`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))
    // A cover and a page for each of the four creatives.
    expect(doc.getPageCount()).toBe(5)

    const again = await generate(project)
    const after = again.body.files.filter((f) => f.kind === 'brochure')
    expect(after).toHaveLength(1)
    expect(after[0]!._id).not.toBe(brochures[0]!._id)
    expect((await fetch(`${suite.server.url}${brochures[0]!.fileUrl}`)).status).toBe(404)

    const uploaded = await addFile(project, {
      kind: 'brochure',
      key: await upload(project, 'brochure', PDF),
      labelName: 'Printed brochure',
    })
    const kept = uploaded.body.files.filter((f) => f.kind === 'brochure')
    expect(kept.map((f) => [f.labelName, f.generated])).toEqual([['Printed brochure', false]])
  })

  it('takes at most four amenities, each of the project', async () => {
    const five = ['a', 'b', 'c', 'd', 'e']
    const res = await generate(suite.world.p1, five)
    expect([res.status, res.body.fields?.[0]?.message]).toEqual([
      400,
      CONTENT_MESSAGES.brochureAmenities,
    ])
    const unknown = await generate(suite.world.p1, ['not-an-amenity'])
    expect(unknown.body.fields?.[0]?.field).toBe('amenityIds')
  })
})

describe('scopes and organisations', () => {
  it('lets each kind be changed only with its own scope on its project', async () => {
    expect((await addCreative(suite.world.p1, 'By creatives', creativesOnly)).status).toBe(201)
    const plan = await suite.call<Res<TContentUpload>>(
      creativesOnly,
      'POST',
      CONTENT_PATHS.validateFiles(slug(), suite.world.p1),
      { kind: 'masterPlan', fileName: 'p.png', fileSize: 10, mimeType: 'image/png' },
    )
    expect(plan.status).toBe(403)
    expect((await generate(suite.world.p1)).status).not.toBe(403)
    const brochure = await suite.call(
      creativesOnly,
      'POST',
      CONTENT_PATHS.generateBrochure(slug(), suite.world.p1),
      { amenityIds: [] },
    )
    expect(brochure.status).toBe(403)
    // Another project of the same organisation is outside the grant.
    const elsewhere = await suite.call(
      creativesOnly,
      'POST',
      CONTENT_PATHS.validateFiles(slug(), suite.world.p2),
      { kind: 'creative', fileName: 'p.png', fileSize: 10, mimeType: 'image/png' },
    )
    expect(elsewhere.status).toBe(403)
  })

  it('reads for whoever sees the project, and never another organisation’s', async () => {
    expect((await contentOf(suite.world.p1, suite.exec)).status).toBe(200)
    const change = await suite.call(
      suite.exec,
      'POST',
      CONTENT_PATHS.amenities(slug(), suite.world.p1),
      { name: 'Spa' },
    )
    expect(change.status).toBe(403)
    expect((await contentOf(suite.world.other)).status).toBe(404)
    const groups = await suite.call(
      admin,
      'GET',
      CONTENT_PATHS.attachments(slug(), suite.world.other),
    )
    expect(groups.status).toBe(404)
    const amenity = await suite.call(
      admin,
      'POST',
      CONTENT_PATHS.amenities(slug(), suite.world.other),
      { name: 'Spa' },
    )
    expect(amenity.status).toBe(404)
  })
})

describe('the chat’s attachment groups', () => {
  it('gives the five groups with their items; unit plans carry their type', async () => {
    const res = await suite.call<Res<TAttachmentGroups>>(
      suite.exec,
      'GET',
      CONTENT_PATHS.attachments(slug(), suite.world.p2),
    )
    expect(res.status).toBe(200)
    expect(res.body.groups.map((g) => g.type)).toEqual([
      'UNIT_PLANS',
      'DOCUMENT',
      'BROCHURE',
      'CREATIVES',
      'MASTER_PLANS',
    ])
    const [unit] = await unitOf(suite.world.p2)
    const plans = res.body.groups[0]!.attachments
    expect(plans).toEqual([
      expect.objectContaining({
        labelName: unitPlanLabel(unit!.name, unit!.carpetAreaSqFt),
        unitType: unit!.unitType,
        fileExtension: 'png',
      }),
    ])
    expect(res.body.groups[1]!.attachments.map((a) => a.fileExtension)).toEqual(['pdf', 'pdf'])
    expect(res.body.groups[4]!.attachments).toHaveLength(1)
  })

  it('leaves out creatives that are not selected', async () => {
    const res = await suite.call<Res<TAttachmentGroups>>(
      admin,
      'GET',
      CONTENT_PATHS.attachments(slug(), suite.world.p3),
    )
    const creatives = res.body.groups.find((g) => g.type === 'CREATIVES')!.attachments
    expect(creatives.map((c) => c.labelName).sort()).toEqual(['C2', 'C3', 'C4', 'C5'])
  })
})

describe('the image generator and the seed', () => {
  it('draws the same PNG for the same amenity and attempt, another for the next attempt', async () => {
    const generator = new DevelopmentPatternImageGenerator()
    const one = await generator.amenityImage({ amenity: 'Pool', projectName: 'P', attempt: 1 })
    const same = await generator.amenityImage({ amenity: 'Pool', projectName: 'P', attempt: 1 })
    const next = await generator.amenityImage({ amenity: 'Pool', projectName: 'P', attempt: 2 })
    expect(one.bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG')
    expect(one.bytes.equals(same.bytes)).toBe(true)
    expect(one.bytes.equals(next.bytes)).toBe(false)
  })

  it('is refused in production', () => {
    const issues = providerIssues({ NODE_ENV: 'production', IMAGE_GENERATOR: 'development' })
    expect(issues).toContainEqual(
      expect.stringMatching(
        /^IMAGE_GENERATOR=development is a development stand-in; set IMAGE_GENERATOR=webhook and IMAGE_WEBHOOK_URL/,
      ),
    )
  })

  it('seeds every demo project with content and a brochure', async () => {
    const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp('/tmp/content-seed-'))
    const objects = new EmbeddedObjectStore(dir, 'secret')
    const rows = {
      projects: await suite.server.db.select().from(projects),
      units: await suite.server.db.select().from(units),
      buildings: [],
      floors: [],
      parkings: [],
    }
    const made = await buildProjectContent(objects, rows, new Date())
    for (const project of rows.projects) {
      const files = made.files.filter((f) => f.projectId === project.id)
      expect(files.filter((f) => f.kind === 'creative')).toHaveLength(4)
      expect(files.filter((f) => f.kind === 'brochure')).toHaveLength(1)
      expect(files.filter((f) => f.kind === 'unitPlan').length).toBeGreaterThan(0)
    }
    const brochure = made.files.find((f) => f.kind === 'brochure')!
    const pdf = await objects.read('project-content', brochure.fileKey)
    expect((await PDFDocument.load(new Uint8Array(pdf!))).getPageCount()).toBeGreaterThan(4)
    expect(made.amenities.filter((a) => a.projectId === rows.projects[0]!.id)).toHaveLength(6)
  })
})
