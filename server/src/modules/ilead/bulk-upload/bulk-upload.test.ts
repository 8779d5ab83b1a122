import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  BULK_LEAD_COLUMNS,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MESSAGES,
  BULK_UPLOAD_PATHS,
  csvLine,
  type TBulkPresigned,
  type TBulkUpload,
  type TBulkUploadList,
} from '../../../../../contract/bulk-upload.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  LEAD_FORM_MESSAGES,
  LEAD_FORM_PATHS,
  type TLeadForm,
} from '../../../../../contract/lead-form.ts'
import { LEAD_MESSAGES } from '../../../../../contract/leads.ts'
import { ROUTING_PATHS } from '../../../../../contract/routing-rules.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import { bulkUploads, leadEvents, leads, notifications } from '../../../db/schema.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import Papa from 'papaparse'
import { EmbeddedObjectStore } from '../../../object-store.ts'
import { BulkUploadQueue } from './bulk-upload-job.ts'

/**
 * Bulk lead upload against the real server: the three steps (pre-signed address, PUT, submit),
 * the job made by the report worker, each row rule, routing, the outcome file (formula-safe),
 * the same file submitted twice, and the server's own checks of the file's content and size.
 */

let suite: LeadSuite
let otherUploader: TSession
const slug = () => suite.world.slug
const p1 = () => suite.world.p1
type Res<T> = T & TApiError

beforeAll(async () => {
  suite = await startLeadSuite({ reportPollMs: 50 })
  const { server, world } = suite
  const other = await addMember(server, world, 'uploader-2', ['DXP_BULK_UPLOAD_LEADS'])
  otherUploader = await sessionOf(server, other, world.orgId)
})
afterAll(() => suite.server.close())

const HEADER = BULK_LEAD_COLUMNS.map((c) => c.header)
const row = (o: Partial<Record<(typeof BULK_LEAD_COLUMNS)[number]['key'], string>>) =>
  BULK_LEAD_COLUMNS.map((c) => o[c.key] ?? '')
const csvOf = (rows: string[][], header = HEADER) => [header, ...rows].map(csvLine).join('')

async function presign(
  session: TSession,
  file: { fileName?: string; fileSize: number; fileType?: string },
  projectId = p1(),
) {
  return suite.call<Res<TBulkPresigned>>(
    session,
    'POST',
    BULK_UPLOAD_PATHS.presigned(slug(), projectId),
    { fileName: 'leads.csv', fileType: 'text/csv', ...file },
  )
}

async function put(url: string, data: Buffer | string, type = 'text/csv') {
  const bytes = typeof data === 'string' ? data : new Uint8Array(data)
  return fetch(url.startsWith('http') ? url : `${suite.server.url}${url}`, {
    method: 'PUT',
    headers: { 'content-type': type },
    body: bytes,
  })
}

async function submitOf(session: TSession, presigned: TBulkPresigned, size: number) {
  return suite.call<Res<TBulkUpload>>(session, 'POST', BULK_UPLOAD_PATHS.submit(slug(), p1()), {
    fileUrl: presigned.fileUrl,
    fileName: 'leads.csv',
    fileSize: size,
    fileType: 'text/csv',
  })
}

/** The three steps, answered by the submit. */
async function upload(text: string | Buffer, session = suite.manager) {
  const bytes = Buffer.from(text)
  const signed = await presign(session, { fileSize: bytes.length })
  expect(signed.status).toBe(201)
  expect((await put(signed.body.uploadUrl, bytes)).status).toBe(200)
  return { signed: signed.body, res: await submitOf(session, signed.body, bytes.length) }
}

async function finished(id: string, session = suite.manager): Promise<TBulkUpload> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const res = await suite.call<Res<TBulkUpload>>(
      session,
      'GET',
      BULK_UPLOAD_PATHS.upload(slug(), p1(), id),
    )
    expect(res.status).toBe(200)
    if (res.body.status !== 'processing') return res.body
    if (Date.now() > deadline) throw new Error('upload still processing')
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function outcomeOf(job: TBulkUpload) {
  const res = await fetch(`${suite.server.url}${job.outcomeUrl}`, {
    headers: { authorization: `Bearer ${suite.manager.accessToken}` },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
  return Papa.parse<string[]>(await res.text(), { skipEmptyLines: true }).data
}

describe('the template', () => {
  it('has the lead columns and one example row', async () => {
    const res = await fetch(`${suite.server.url}${BULK_UPLOAD_PATHS.template(slug())}`, {
      headers: { authorization: `Bearer ${suite.manager.accessToken}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('.csv')
    const rows = Papa.parse<string[]>(await res.text(), { skipEmptyLines: true }).data
    expect(rows).toEqual([HEADER, BULK_LEAD_COLUMNS.map((c) => c.example)])
  })

  it('is refused without the bulk upload scope', async () => {
    const res = await suite.call<Res<object>>(
      suite.postSales,
      'GET',
      BULK_UPLOAD_PATHS.template(slug()),
    )
    expect(res.status).toBe(403)
  })
})

describe('an upload', () => {
  it('makes the good rows, routes them, and accounts for every row in the outcome', async () => {
    const { world } = suite
    // The project's routing rule gives the new leads out in turn.
    const rule = await suite.call<Res<{ _id: string }>>(
      suite.manager,
      'POST',
      ROUTING_PATHS.rules(slug()),
      {
        projectId: p1(),
        executives: [{ userId: world.user.salesExecutive }, { userId: world.user.salesExecutive2 }],
      },
    )
    expect(rule.status).toBe(201)
    const existing = await insertLead(suite.server, world, { whatsAppNumber: '9000000001' })
    const text = csvOf([
      row({ fullName: 'Asha Verma', whatsAppNumber: '9811111111', sourceOfLead: 'Digital' }),
      row({
        fullName: 'Vikram Rao',
        whatsAppNumber: '+91 98222 22222',
        sourceOfLead: 'walk-in',
        leadStatus: 'qualified',
        age: '40',
        gender: 'male',
      }),
      row({ fullName: 'Bad Number', whatsAppNumber: '12345', sourceOfLead: 'Digital' }),
      row({
        fullName: 'Young One',
        whatsAppNumber: '9833333333',
        sourceOfLead: 'Digital',
        age: '17',
      }),
      row({ fullName: 'Emoji 😀', whatsAppNumber: '9844444444', sourceOfLead: 'Digital' }),
      row({
        fullName: 'Same Numbers',
        whatsAppNumber: '9855555555',
        alternateNumber: '9855555555',
        sourceOfLead: 'Digital',
      }),
      row({ fullName: 'No Source', whatsAppNumber: '9866666666', sourceOfLead: 'Billboard' }),
      row({
        fullName: 'No Stage',
        whatsAppNumber: '9877777777',
        sourceOfLead: 'Digital',
        leadStatus: 'Hot',
      }),
      row({ fullName: 'Asha Again', whatsAppNumber: '9811111111', sourceOfLead: 'Digital' }),
      row({
        fullName: 'Known Lead',
        whatsAppNumber: existing.whatsAppNumber,
        sourceOfLead: 'Digital',
      }),
      row({
        fullName: '=HYPERLINK("http://x","y")',
        whatsAppNumber: '9888888888',
        sourceOfLead: 'Digital',
      }),
    ])
    const { res } = await upload(text)
    expect(res.status).toBe(201)
    expect(res.body.status).toBe('processing')
    const job = await finished(res.body._id)
    expect(job).toMatchObject({
      status: 'completed',
      progress: 100,
      totalRows: 11,
      processedRows: 11,
      created: 2,
      duplicates: 2,
      invalid: 7,
    })
    expect(job.created + job.duplicates + job.invalid).toBe(job.totalRows)

    const outcome = await outcomeOf(job)
    expect(outcome[0]).toEqual(['Row', 'Full Name', 'WhatsApp Number', 'Outcome', 'Reason'])
    const byRow = new Map(outcome.slice(1).map((r) => [r[0], r]))
    expect(byRow.get('2')?.[3]).toBe('created')
    expect(byRow.get('3')?.slice(2, 4)).toEqual(['9822222222', 'created'])
    expect(byRow.get('4')?.slice(3)).toEqual([
      'invalid',
      `WhatsApp Number: ${VALIDATION_MESSAGES.invalidNumber}`,
    ])
    expect(byRow.get('5')?.slice(3)).toEqual(['invalid', `Age: ${LEAD_MESSAGES.minAge}`])
    expect(byRow.get('6')?.slice(3)).toEqual([
      'invalid',
      `Full Name: ${VALIDATION_MESSAGES.noEmoji}`,
    ])
    expect(byRow.get('7')?.slice(3)).toEqual([
      'invalid',
      `Alternate Number: ${LEAD_MESSAGES.sameNumbers}`,
    ])
    expect(byRow.get('8')?.slice(3)).toEqual([
      'invalid',
      `${BULK_UPLOAD_MESSAGES.unknownSource}: Billboard`,
    ])
    expect(byRow.get('9')?.slice(3)).toEqual([
      'invalid',
      `${BULK_UPLOAD_MESSAGES.unknownStage}: Hot`,
    ])
    expect(byRow.get('10')?.slice(3)).toEqual([
      'duplicate',
      `${BULK_UPLOAD_MESSAGES.duplicateInFile} 2`,
    ])
    expect(byRow.get('11')?.slice(3)).toEqual(['duplicate', BULK_UPLOAD_MESSAGES.duplicateExisting])
    // A cell a spreadsheet would run as a formula is written as text.
    expect(byRow.get('12')?.[1]).toBe(`'=HYPERLINK("http://x","y")`)
    expect(byRow.get('12')?.[3]).toBe('invalid')

    // The leads: the source and stage as the organisation spells them, given out in turn.
    const made = await suite.server.db
      .select()
      .from(leads)
      .where(inArray(leads.whatsAppNumber, ['9811111111', '9822222222']))
      .orderBy(leads.whatsAppNumber)
    expect(made.map((l) => [l.fullName, l.sourceOfLead, l.leadStatus, l.gender, l.age])).toEqual([
      ['Asha Verma', 'Digital', 'New Lead', null, null],
      ['Vikram Rao', 'Walk-in', 'Qualified', 'Male', 40],
    ])
    expect(new Set(made.map((l) => l.assigneeId))).toEqual(
      new Set([world.user.salesExecutive, world.user.salesExecutive2]),
    )
    const journeys = await suite.server.db
      .select()
      .from(leadEvents)
      .where(
        inArray(
          leadEvents.leadId,
          made.map((l) => l.id),
        ),
      )
    expect(journeys.filter((e) => e.eventType === 'created')).toHaveLength(2)
    expect(journeys.filter((e) => e.eventType === 'assigned')).toHaveLength(2)
    const told = await suite.server.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.leadId,
          made.map((l) => l.id),
        ),
      )
    expect(told).toHaveLength(2)

    // The history lists it with its counts.
    const history = await suite.call<Res<TBulkUploadList>>(
      suite.manager,
      'GET',
      BULK_UPLOAD_PATHS.uploads(slug(), p1()),
    )
    expect(history.status).toBe(200)
    expect(history.body.items[0]).toMatchObject({ _id: job._id, status: 'completed', created: 2 })
  })

  it('makes nothing twice when the same file address is submitted again', async () => {
    const text = csvOf([
      row({ fullName: 'Meera Joshi', whatsAppNumber: '9700000001', sourceOfLead: 'Referral' }),
    ])
    const { signed, res } = await upload(text)
    expect(res.status).toBe(201)
    const again = await submitOf(suite.manager, signed, Buffer.byteLength(text))
    expect(again.status).toBe(200)
    expect(again.body._id).toBe(res.body._id)
    await finished(res.body._id)
    const third = await submitOf(suite.manager, signed, Buffer.byteLength(text))
    expect(third.body).toMatchObject({ _id: res.body._id, status: 'completed', created: 1 })
    const count = await suite.server.db
      .select()
      .from(leads)
      .where(eq(leads.whatsAppNumber, '9700000001'))
    expect(count).toHaveLength(1)
  })

  it('fails the job with the missing columns named', async () => {
    const { res } = await upload(csvOf([['Asha', 'Digital']], ['Full Name', 'Source']))
    const job = await finished(res.body._id)
    expect(job.status).toBe('failed')
    expect(job.message).toBe(`${BULK_UPLOAD_MESSAGES.missingColumns}: WhatsApp Number`)
    expect(job.outcomeUrl).toBeNull()
  })
})

describe('the files kept', () => {
  /** The server's own store (the same directory and secret). */
  const objects = () =>
    new EmbeddedObjectStore(suite.server.app.config.dataDir, suite.server.app.secrets.hmacSecret)

  it('drops a file once its job has finished', async () => {
    const text = csvOf([
      row({ fullName: 'Kiran Rao', whatsAppNumber: '9700000011', sourceOfLead: 'Referral' }),
    ])
    const { res } = await upload(text)
    await finished(res.body._id)
    const deadline = Date.now() + 5_000
    while ((await objects().read('bulk-uploads', res.body._id)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50))
    expect(await objects().read('bulk-uploads', res.body._id)).toBeNull()
  })

  it('drops an upload never submitted a day after its address, and keeps a recent one', async () => {
    const bytes = Buffer.from(csvOf([]))
    const old = (await presign(suite.manager, { fileSize: bytes.length })).body
    const recent = (await presign(suite.manager, { fileSize: bytes.length })).body
    expect((await put(old.uploadUrl, bytes)).status).toBe(200)
    const { db } = suite.server
    await db
      .update(bulkUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(bulkUploads.id, old.uploadId))
    await new BulkUploadQueue(db, objects()).purge(new Date(), 50)
    const left = await db
      .select({ id: bulkUploads.id })
      .from(bulkUploads)
      .where(inArray(bulkUploads.id, [old.uploadId, recent.uploadId]))
    expect(left).toEqual([{ id: recent.uploadId }])
    expect(await objects().read('bulk-uploads', old.uploadId)).toBeNull()
  })
})

describe("the server's checks of the file", () => {
  it('refuses a file that is not CSV text, whatever its name', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const { res } = await upload(png)
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(BULK_UPLOAD_MESSAGES.notText)
    const latin1 = Buffer.from([0x41, 0xe9, 0x2c, 0x42, 0x0a])
    expect((await upload(latin1)).res.body.message).toBe(BULK_UPLOAD_MESSAGES.notText)
  })

  it('refuses more than 5 MB at every step', async () => {
    const big = BULK_UPLOAD_MAX_BYTES + 1
    const refused = await presign(suite.manager, { fileSize: big })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(BULK_UPLOAD_MESSAGES.tooLarge)
    // An address for a small file does not take a large one.
    const signed = await presign(suite.manager, { fileSize: 10 })
    expect((await put(signed.body.uploadUrl, Buffer.alloc(big, 0x41))).status).toBe(413)
  })

  it('refuses a file of another size than declared, or none uploaded', async () => {
    const signed = await presign(suite.manager, { fileSize: 10 })
    expect((await submitOf(suite.manager, signed.body, 10)).body.message).toBe(
      BULK_UPLOAD_MESSAGES.notUploaded,
    )
    await put(signed.body.uploadUrl, 'a,b\r\n1,2\r\n3,4\r\n')
    expect((await submitOf(suite.manager, signed.body, 10)).body.message).toBe(
      BULK_UPLOAD_MESSAGES.sizeMismatch,
    )
  })

  it('refuses a pre-signed address that is forged, or a file address of someone else', async () => {
    const signed = await presign(suite.manager, { fileSize: 5 })
    const forged = signed.body.uploadUrl.replace(/signature=[^&]+/, 'signature=abc')
    expect((await put(forged, 'a,b\r\n')).status).toBe(403)
    expect((await put(signed.body.uploadUrl, 'a,b\r\n')).status).toBe(200)
    const theirs = await submitOf(otherUploader, signed.body, 5)
    expect(theirs.status).toBe(422)
    expect(theirs.body.message).toBe(BULK_UPLOAD_MESSAGES.unknownFile)
    const [row] = await suite.server.db
      .select()
      .from(bulkUploads)
      .where(and(eq(bulkUploads.id, signed.body.uploadId)))
    expect(row?.status).toBe('awaiting')
  })

  it('refuses a file that is not a .csv by name or type', async () => {
    expect((await presign(suite.manager, { fileSize: 5, fileName: 'leads.xlsx' })).status).toBe(400)
    expect((await presign(suite.manager, { fileSize: 5, fileType: 'image/png' })).status).toBe(400)
  })
})

// Last in this file: the field added here stays on the organisation's form.
describe('the lead form’s custom fields', () => {
  it('are columns of the template and of the file, checked and stored as the lead form does', async () => {
    const added = await suite.call<Res<TLeadForm>>(
      suite.manager,
      'POST',
      LEAD_FORM_PATHS.fields(slug()),
      {
        fieldName: 'Preferred tower',
        fieldType: 'dropdown',
        isMandatory: true,
        section: 'propertyInterest',
        options: ['Tower A', 'Tower B'],
      },
    )
    expect(added.status).toBe(201)
    const template = await fetch(`${suite.server.url}${BULK_UPLOAD_PATHS.template(slug())}`, {
      headers: { authorization: `Bearer ${suite.manager.accessToken}` },
    })
    const [header] = Papa.parse<string[]>(await template.text(), { skipEmptyLines: true }).data
    expect(header).toEqual([...HEADER, 'Preferred tower'])

    const person = { fullName: 'Kavya Rao', sourceOfLead: 'Referral' }
    const { res } = await upload(
      csvOf(
        [
          [...row({ ...person, whatsAppNumber: '9700000101' }), 'tower b'],
          [...row({ ...person, whatsAppNumber: '9700000102' }), ''],
          [...row({ ...person, whatsAppNumber: '9700000103' }), 'Tower C'],
        ],
        [...HEADER, 'Preferred tower'],
      ),
    )
    const job = await finished(res.body._id)
    expect(job).toMatchObject({ status: 'completed', created: 1, invalid: 2 })
    const [made] = await suite.server.db
      .select()
      .from(leads)
      .where(eq(leads.whatsAppNumber, '9700000101'))
    expect(made?.customFields).toEqual({ [added.body.sections[1]!.fields.at(-1)!.key]: 'Tower B' })
    const outcome = await outcomeOf(job)
    expect(outcome.slice(1).map((r) => r[4])).toEqual([
      '',
      `Preferred tower: ${VALIDATION_MESSAGES.required}`,
      `Preferred tower: ${LEAD_FORM_MESSAGES.notAnOption}`,
    ])
  })
})
