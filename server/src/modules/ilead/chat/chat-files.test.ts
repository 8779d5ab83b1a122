import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  CHAT_ERROR_CODES,
  CHAT_MESSAGES,
  CHAT_PATHS,
  type TChatFile,
  type TChatMessage,
} from '../../../../../contract/chat.ts'
import { projectContentFiles, projects } from '../../../db/schema.ts'
import { EmbeddedObjectStore } from '../../../object-store.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'
import { withFreshFileUrls } from './chat-files.service.ts'
import { DevelopmentWhatsAppMessenger } from './whatsapp-messenger.ts'

/** Files in messages name stored objects (decision 0054). */
let suite: LeadSuite
let leadId: string
let secondLead: string
let otherOrgLead: string
let ownPlan: string
let otherProjectFile: string
let otherOrgFile: string
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

type Res = TChatMessage & TApiError
const sendFiles = (to: string, files: Partial<TChatFile>[]) =>
  suite.call<Res>(suite.exec, 'POST', CHAT_PATHS.chats, {
    conversation_id: to,
    client_message_id: randomUUID(),
    payload: {
      type: 'files',
      files: files.map((f) => ({ fileName: 'plan', fileExtension: 'png', ...f })),
    },
  })

async function contentFile(orgId: string, projectId: string, labelName: string) {
  const id = randomUUID()
  await suite.server.db.insert(projectContentFiles).values({
    id,
    orgId,
    projectId,
    kind: 'masterPlan',
    labelName,
    fileKey: randomUUID(),
    fileExtension: 'png',
    size: PNG.length,
    createdById: suite.world.user.admin,
  })
  return id
}

function expectRefused(res: Awaited<ReturnType<typeof sendFiles>>, field: string, message: string) {
  expect(res.status).toBe(400)
  expect(res.body.code).toBe(CHAT_ERROR_CODES.file)
  expect(res.body.fields).toEqual([{ field, message }])
}

beforeAll(async () => {
  suite = await startLeadSuite({
    messenger: new DevelopmentWhatsAppMessenger({ deliveredMs: 40, readMs: 80 }),
  })
  const { world, server } = suite
  const assigneeId = world.user.salesExecutive
  leadId = (await insertLead(server, world, { assigneeId })).id
  secondLead = (await insertLead(server, world, { assigneeId })).id
  const [other] = await server.db.select().from(projects).where(eq(projects.id, world.other))
  otherOrgLead = (await insertLead(server, world, { orgId: other!.orgId, projectId: other!.id })).id
  ownPlan = await contentFile(world.orgId, world.p1, 'Master plan')
  otherProjectFile = await contentFile(world.orgId, world.p2, 'Another project')
  otherOrgFile = await contentFile(other!.orgId, other!.id, 'Another organisation')
})
afterAll(() => suite?.server.close())

describe('a file of the project’s content', () => {
  it('is sent by its id, at the address the server signs, whatever address the client gave', async () => {
    const res = await sendFiles(leadId, [
      { contentId: ownPlan, labelName: 'Master plan', fileUrl: 'https://elsewhere.example/x.png' },
    ])
    expect(res.status).toBe(201)
    if (res.body.payload.type !== 'files') throw new Error('not a file message')
    const [file] = res.body.payload.files
    expect(file!.contentId).toBe(ownPlan)
    expect(file!.labelName).toBe('Master plan')
    expect(file!.fileUrl).toMatch(/^\/content-store\/v1\/objects\/project-content\/[0-9a-f-]{36}\?/)
    expect(file!.thumbnail).toBe(file!.fileUrl)
  })

  it('of another organisation, or of another project, is refused naming the file', async () => {
    for (const contentId of [otherOrgFile, otherProjectFile, randomUUID()]) {
      const res = await sendFiles(leadId, [{ contentId }])
      expectRefused(res, 'payload.files.0.contentId', CHAT_MESSAGES.fileNotFound)
    }
  })

  it('cannot reach another organisation’s lead at all', async () => {
    expect((await sendFiles(otherOrgLead, [{ contentId: otherOrgFile }])).status).toBe(404)
  })

  it('must name a stored object: a bare address is refused', async () => {
    const res = await sendFiles(leadId, [{ fileUrl: 'https://elsewhere.example/x.pdf' }])
    expectRefused(res, 'payload.files.0', CHAT_MESSAGES.fileUnnamed)
  })
})

describe('a PDF sent with the message (a cost sheet made on the device)', () => {
  const pdfFile = (bytes: Buffer) => ({
    fileName: 'cost-sheet.pdf',
    fileExtension: 'pdf',
    labelName: 'Cost sheet',
    content: bytes.toString('base64'),
  })

  it('is stored, served at its signed address, and sent again to the same lead only', async () => {
    const res = await sendFiles(leadId, [pdfFile(PDF)])
    expect(res.status).toBe(201)
    if (res.body.payload.type !== 'files') throw new Error('not a file message')
    const [file] = res.body.payload.files
    expect(file!.content).toBeUndefined()
    expect(file!.chatFileId).toMatch(/^[0-9a-f-]{36}$/)
    const served = await fetch(`${suite.server.url}${file!.fileUrl}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true)
    const forged = await fetch(
      `${suite.server.url}${file!.fileUrl!.replace(/signature=[^&]+/, 'signature=forged')}`,
    )
    expect(forged.status).toBe(404)

    const again = { fileName: 'cost-sheet.pdf', fileExtension: 'pdf', chatFileId: file!.chatFileId }
    expect((await sendFiles(leadId, [again])).status).toBe(201)
    const elsewhere = await sendFiles(secondLead, [again])
    expectRefused(elsewhere, 'payload.files.0.chatFileId', CHAT_MESSAGES.fileNotFound)
  })

  it('is judged by its bytes: anything but a PDF is refused', async () => {
    const res = await sendFiles(leadId, [pdfFile(PNG)])
    expectRefused(res, 'payload.files.0.content', CHAT_MESSAGES.fileNotPdf)
  })
})

describe('a conversation read weeks after its files were sent', () => {
  it('has their addresses signed again, for a content file and a stored PDF alike', async () => {
    const sent = await sendFiles(leadId, [
      { contentId: ownPlan, labelName: 'Master plan' },
      { fileName: 'cost-sheet.pdf', fileExtension: 'pdf', content: PDF.toString('base64') },
    ])
    expect(sent.status).toBe(201)
    const objects = new EmbeddedObjectStore(
      suite.server.app.config.dataDir,
      suite.server.app.secrets.hmacSecret,
    )
    const later = new Date(Date.now() + 30 * 24 * 3600_000)
    const lead = { id: leadId, orgId: suite.world.orgId, projectId: suite.world.p1 }
    const [read] = await withFreshFileUrls(suite.server.db, objects, lead, [sent.body], later)
    if (sent.body.payload.type !== 'files' || read!.payload.type !== 'files')
      throw new Error('not a file message')
    const valid = (bucket: 'project-content' | 'chat-files', url: string, at: Date) => {
      const [path, search] = url.split('?')
      const query = new URLSearchParams(search)
      const key = path!.split('/').at(-1)!
      const signed = { expires: Number(query.get('expires')), signature: query.get('signature')! }
      return objects.verify(bucket, key, 'get', signed, at)
    }
    const [plan, pdf] = read!.payload.files
    const [sentPlan, sentPdf] = sent.body.payload.files
    expect(valid('project-content', sentPlan!.fileUrl!, later)).toBe(false)
    expect(valid('project-content', plan!.fileUrl!, later)).toBe(true)
    expect(plan!.thumbnail).toBe(plan!.fileUrl)
    expect(valid('chat-files', sentPdf!.fileUrl!, later)).toBe(false)
    expect(valid('chat-files', pdf!.fileUrl!, later)).toBe(true)
    expect(pdf!.chatFileId).toBe(sentPdf!.chatFileId)

    // A lead's message naming our objects gets no address signed for it.
    const inbound = { ...sent.body, direction: 'in' as const }
    const [asRead] = await withFreshFileUrls(suite.server.db, objects, lead, [inbound], later)
    expect(asRead).toEqual(inbound)
  })

  it('signs them again when the page is read over the API', async () => {
    const res = await suite.call<{ items: TChatMessage[] }>(
      suite.exec,
      'GET',
      `${CHAT_PATHS.chats}?conversation_id=${leadId}&page=1&limit=30`,
    )
    expect(res.status).toBe(200)
    const files = res.body.items.flatMap((m) => (m.payload.type === 'files' ? m.payload.files : []))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(file.fileUrl).toMatch(/^\/content-store\/v1\/objects\//)
  })
})
