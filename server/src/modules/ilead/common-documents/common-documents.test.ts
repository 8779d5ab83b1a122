import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  COMMON_DOCUMENT_MESSAGES,
  COMMON_DOCUMENT_PATHS,
  documentSharedText,
  type TCommonDocument,
  type TCommonDocuments,
  type TNotifyResult,
} from '../../../../../contract/common-documents.ts'
import { HEADERS } from '../../../../../contract/http.ts'
import {
  CONSTRUCTION_PATHS,
  type TProgressList,
} from '../../../../../contract/construction-progress.ts'
import {
  bookings,
  buildings,
  commonDocumentShares,
  commonDocuments,
  constructionProgress,
  postSalesFiles,
  projects,
  units,
} from '../../../db/schema.ts'
import { EmbeddedObjectStore } from '../../../object-store.ts'
import { buildPostSalesContent } from '../../../seed/post-sales-content.ts'
import type { SmsSender } from '../../auth/sms.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { TINY_PDF, uploads, type Res } from '../../../../test/upload-fixtures.ts'

/** An SMS gateway that fails for the numbers in `failing`, and keeps what it sent. */
class FlakySms implements SmsSender {
  readonly sent: { phone: string; text: string }[] = []
  failing = new Set<string>()
  async send(phone: string, text: string) {
    if (this.failing.has(phone)) throw new Error('gateway down')
    this.sent.push({ phone, text })
  }
}

const sms = new FlakySms()
const objects = new EmbeddedObjectStore(
  fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-documents-')),
  'd'.repeat(32),
)
let suite: LeadSuite
let up: ReturnType<typeof uploads>
let otherProjectOnly: TSession
const customers: string[] = []
let projectName = ''

beforeAll(async () => {
  suite = await startLeadSuite({ sms, objects })
  up = uploads(suite)
  const { server, world } = suite
  const id = await addMember(server, world, 'docs-p2', ['DXP_DOCUMENTS'], [world.p2])
  otherProjectOnly = await sessionOf(server, id, world.orgId)
  projectName = (await server.db.select().from(projects).where(eq(projects.id, world.p1)))[0]!.name
  const free = await server.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.projectId, world.p1), eq(units.status, 'available')))
    .orderBy(asc(units.id))
    .limit(4)
  // Three customers (one with two flats), a draft and a cancelled booking that are none.
  const plan = [
    { status: 'BOOKED', isDraft: false, phone: '9811100001' },
    { status: 'BOOKED', isDraft: false, phone: '9811100002' },
    { status: 'BOOKED', isDraft: false, phone: '9811100001' },
    { status: 'BOOKED', isDraft: true, phone: '9811100003' },
  ] as const
  for (const [i, b] of plan.entries()) {
    const lead = await insertLead(server, world, { leadStatus: 'Booked', whatsAppNumber: b.phone })
    await server.db.insert(bookings).values({
      id: randomUUID(),
      orgId: world.orgId,
      projectId: world.p1,
      leadId: lead.id,
      unitId: free[i]!.id,
      bookingId: `BK-2026-9${String(i).padStart(5, '0')}`,
      status: b.status,
      isDraft: b.isDraft,
      agreementValue: 7_500_000,
      tokenAmount: 100_000,
      modeOfPayment: 'NEFT',
      whatsappNumber: b.phone,
    })
    if (!b.isDraft && !customers.includes(b.phone)) customers.push(b.phone)
  }
})
afterAll(() => suite.server.close())

const slug = () => suite.world.slug
const ps = () => suite.postSales
const q = (projectId: string) => `?projectId=${projectId}`
const list = (projectId: string, s = ps()) =>
  suite.call<Res<TCommonDocuments>>(
    s,
    'GET',
    `${COMMON_DOCUMENT_PATHS.list(slug())}${q(projectId)}`,
  )
const create = (projectId: string, body: Record<string, unknown>, s = ps()) =>
  suite.call<Res<TCommonDocument>>(
    s,
    'POST',
    `${COMMON_DOCUMENT_PATHS.list(slug())}${q(projectId)}`,
    body,
  )
const update = (projectId: string, id: string, body: Record<string, unknown>, s = ps()) =>
  suite.call<Res<TCommonDocument>>(
    s,
    'PUT',
    `${COMMON_DOCUMENT_PATHS.one(slug(), id)}${q(projectId)}`,
    body,
  )
const notify = (projectId: string, documentId: string, s = ps(), key?: string) =>
  suite.call<Res<TNotifyResult>>(
    s,
    'POST',
    `${COMMON_DOCUMENT_PATHS.notify(slug())}${q(projectId)}`,
    { documentId },
    key ? { [HEADERS.idempotencyKey]: key } : {},
  )

async function uploaded(projectId = suite.world.p1, s = ps()) {
  const done = await up.upload(s, projectId, 'commonDocument', TINY_PDF, 'application/pdf')
  expect(done.status).toBe(200)
  return done.body.uploadId
}

describe('common documents', () => {
  it('keeps an uploaded PDF as an active document, its link serving the PDF', async () => {
    const made = await create(suite.world.p1, {
      uploadId: await uploaded(),
      documentName: 'Possession handbook',
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      documentName: 'Possession handbook',
      isActive: true,
      lastSharedAt: null,
    })
    const pdf = await fetch(`${suite.server.url}${made.body.documentLink}`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await pdf.arrayBuffer()).equals(TINY_PDF)).toBe(true)
    const all = await list(suite.world.p1)
    expect(all.body.items.map((d) => d.documentName)).toContain('Possession handbook')
    // Two flats of one buyer are one customer; a draft booking is none.
    expect(all.body.customers).toBe(2)
  })

  it('needs a name of at most 100, unique in the project in any case, and a finished upload', async () => {
    const uploadId = await uploaded()
    const blank = await create(suite.world.p1, { uploadId, documentName: '  ' })
    expect(blank.status).toBe(400)
    expect(blank.body.fields?.[0]?.field).toBe('documentName')
    const long = await create(suite.world.p1, { uploadId, documentName: 'x'.repeat(101) })
    expect(long.body.fields?.[0]?.field).toBe('documentName')
    await create(suite.world.p1, { uploadId, documentName: 'Maintenance schedule' })
    const same = await create(suite.world.p1, {
      uploadId: await uploaded(),
      documentName: 'MAINTENANCE schedule',
    })
    expect(same.status).toBe(409)
    expect(same.body.fields).toContainEqual({
      field: 'documentName',
      message: COMMON_DOCUMENT_MESSAGES.nameTaken,
    })
    // An upload is kept once.
    const twice = await create(suite.world.p1, { uploadId, documentName: 'Another name' })
    expect(twice.status).toBe(400)
    expect(twice.body.fields?.[0]?.field).toBe('uploadId')
  })

  it('renames, deactivates and activates again', async () => {
    const made = await create(suite.world.p1, {
      uploadId: await uploaded(),
      documentName: 'NOC draft',
    })
    const id = made.body.documentId
    const renamed = await update(suite.world.p1, id, { documentName: 'Bank NOC' })
    expect(renamed.body).toMatchObject({ documentName: 'Bank NOC', isActive: true })
    const off = await update(suite.world.p1, id, { isActive: false })
    expect(off.body).toMatchObject({ documentName: 'Bank NOC', isActive: false })
    expect((await list(suite.world.p1)).body.items.find((d) => d.documentId === id)?.isActive).toBe(
      false,
    )
    expect((await update(suite.world.p1, id, { isActive: true })).body.isActive).toBe(true)
    expect((await update(suite.world.p1, id, {})).status).toBe(400)
    const taken = await update(suite.world.p1, id, { documentName: 'possession handbook' })
    expect(taken.status).toBe(409)
  })

  it('tells each customer once by SMS; an inactive document is not shared', async () => {
    const made = await create(suite.world.p1, {
      uploadId: await uploaded(),
      documentName: 'Welcome kit',
    })
    const id = made.body.documentId
    await update(suite.world.p1, id, { isActive: false })
    const inactive = await notify(suite.world.p1, id)
    expect(inactive.status).toBe(409)
    expect(inactive.body.message).toBe(COMMON_DOCUMENT_MESSAGES.inactive)
    await update(suite.world.p1, id, { isActive: true })
    sms.sent.length = 0
    const key = `share-${randomUUID()}`
    const shared = await notify(suite.world.p1, id, ps(), key)
    expect(shared.status).toBe(200)
    expect(shared.body.sent).toBe(2)
    expect(sms.sent.map((m) => m.phone).sort()).toEqual([...customers].sort())
    expect(sms.sent[0]!.text).toBe(documentSharedText(projectName, 'Welcome kit'))
    // A replay of the same request sends nothing again.
    expect((await notify(suite.world.p1, id, ps(), key)).body.sent).toBe(2)
    expect(sms.sent).toHaveLength(2)
    const after = (await list(suite.world.p1)).body.items.find((d) => d.documentId === id)!
    expect(after.lastSharedWith).toBe(2)
    expect(after.lastSharedAt).not.toBeNull()
  })

  it('answers "Document sharing error" when a customer cannot be reached, and records it', async () => {
    const made = await create(suite.world.p1, {
      uploadId: await uploaded(),
      documentName: 'Society bye-laws',
    })
    sms.failing.add(customers[1]!)
    try {
      const failed = await notify(suite.world.p1, made.body.documentId)
      expect(failed.status).toBe(502)
      expect(failed.body.code).toBe('DOCUMENT_SHARING_ERROR')
      expect(failed.body.message).toContain(COMMON_DOCUMENT_MESSAGES.sharingError)
    } finally {
      sms.failing.clear()
    }
    const [share] = await suite.server.db
      .select()
      .from(commonDocumentShares)
      .where(eq(commonDocumentShares.documentId, made.body.documentId))
    expect(share).toMatchObject({ status: 'failed', recipients: 2, sent: 1 })
  })

  it('refuses to share in a project without customers', async () => {
    const made = await create(suite.world.p2, {
      uploadId: await uploaded(suite.world.p2),
      documentName: 'Brochure',
    })
    const none = await notify(suite.world.p2, made.body.documentId)
    expect(none.status).toBe(409)
    expect(none.body.message).toBe(COMMON_DOCUMENT_MESSAGES.noCustomers)
  })

  it('is per project: the documents scope on another project reads and changes nothing here', async () => {
    const made = await create(suite.world.p1, {
      uploadId: await uploaded(),
      documentName: 'Fit-out guide',
    })
    expect((await list(suite.world.p1, otherProjectOnly)).status).toBe(403)
    expect((await list(suite.world.p2, otherProjectOnly)).status).toBe(200)
    expect(
      (await update(suite.world.p1, made.body.documentId, { isActive: false }, otherProjectOnly))
        .status,
    ).toBe(403)
    expect((await notify(suite.world.p1, made.body.documentId, otherProjectOnly)).status).toBe(403)
    // Named under another project, the document is not found.
    expect((await update(suite.world.p2, made.body.documentId, { isActive: false })).status).toBe(
      404,
    )
    // Sales executives hold no documents scope.
    expect((await list(suite.world.p1, suite.exec)).status).toBe(403)
  })
})

describe('the demo seed', () => {
  it('gives every project documents, some inactive, and construction progress with photos', async () => {
    const db = suite.server.db
    // The third project, which the tests above leave alone.
    const rows = {
      projects: await db.select().from(projects).where(eq(projects.id, suite.world.p3)),
      buildings: await db.select().from(buildings),
      units: [],
      floors: [],
      parkings: [],
    }
    const made = await buildPostSalesContent(objects, rows, new Date())
    await db.insert(constructionProgress).values(made.progress)
    await db.insert(postSalesFiles).values(made.files)
    await db.insert(commonDocuments).values(made.documents)
    const documents = await list(suite.world.p3)
    expect(documents.body.items.length).toBeGreaterThanOrEqual(5)
    expect(documents.body.items.some((d) => !d.isActive)).toBe(true)
    const pdf = await fetch(`${suite.server.url}${documents.body.items[0]!.documentLink}`)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const progress = await suite.call<TProgressList>(
      ps(),
      'GET',
      `${CONSTRUCTION_PATHS.list(slug())}${q(suite.world.p3)}`,
    )
    expect(progress.body.items).toHaveLength(4)
    const photo = progress.body.items[0]!.media[0]!
    expect(photo.kind).toBe('image')
    expect((await fetch(`${suite.server.url}${photo.url}`)).headers.get('content-type')).toBe(
      'image/png',
    )
  })
})
