import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  CONSTRUCTION_MESSAGES,
  CONSTRUCTION_PATHS,
  type TProgress,
  type TProgressList,
} from '../../../../../contract/construction-progress.ts'
import { POST_SALES_FILE_MESSAGES } from '../../../../../contract/post-sales-files.ts'
import { VALIDATION_MESSAGES, tooLongMessage } from '../../../../../contract/validators.ts'
import { buildings, postSalesFiles } from '../../../db/schema.ts'
import { UPLOAD_PART_BYTES } from '../../../object-store.ts'
import {
  addMember,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { TINY_PDF, uploads, type Res } from '../../../../test/upload-fixtures.ts'
import { patternPng } from '../../admin-setup/content/png.ts'

let suite: LeadSuite
let up: ReturnType<typeof uploads>
let documentsOnly: TSession
let p1Building: string
let p2Building: string
beforeAll(async () => {
  suite = await startLeadSuite()
  up = uploads(suite)
  const id = await addMember(suite.server, suite.world, 'docs', ['DXP_DOCUMENT'], [suite.world.p1])
  documentsOnly = await sessionOf(suite.server, id, suite.world.orgId)
  const ofProject = async (projectId: string) =>
    (
      await suite.server.db
        .select({ id: buildings.id })
        .from(buildings)
        .where(eq(buildings.projectId, projectId))
    )[0]!.id
  p1Building = await ofProject(suite.world.p1)
  p2Building = await ofProject(suite.world.p2)
})
afterAll(() => suite.server.close())

const slug = () => suite.world.slug
const PNG = patternPng('progress', 64, 48)
/** An MP4's first box, then filler: what a camera's file starts with. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(2048, 7),
])
const ps = () => suite.postSales

const list = (projectId: string, query = '', s = ps()) =>
  suite.call<Res<TProgressList>>(
    s,
    'GET',
    `${CONSTRUCTION_PATHS.list(slug())}?projectId=${projectId}${query}`,
  )
const add = (projectId: string, body: Record<string, unknown>, s = ps()) =>
  suite.call<Res<TProgress>>(
    s,
    'POST',
    `${CONSTRUCTION_PATHS.list(slug())}?projectId=${projectId}`,
    body,
  )
const remove = (projectId: string, id: string, s = ps()) =>
  suite.call<Res<unknown>>(
    s,
    'DELETE',
    `${CONSTRUCTION_PATHS.one(slug(), id)}?projectId=${projectId}`,
  )

describe('uploads in parts', () => {
  it('checks the declared type and size before any byte moves, naming the field', async () => {
    const big = await suite.call<Res<unknown>>(
      ps(),
      'POST',
      `/content-store/v1/${slug()}/projects/${suite.world.p1}/post-sales-uploads`,
      {
        purpose: 'constructionMedia',
        fileName: 'walk.mp4',
        fileSize: 104_857_601,
        mimeType: 'video/mp4',
      },
    )
    expect(big.status).toBe(400)
    expect(big.body.fields).toContainEqual({
      field: 'fileSize',
      message: POST_SALES_FILE_MESSAGES.mediaTooLarge,
    })
    const pdf = await up.start(
      ps(),
      suite.world.p1,
      'constructionMedia',
      TINY_PDF,
      'application/pdf',
    )
    expect(pdf.status).toBe(400)
    expect(pdf.body.fields).toContainEqual({
      field: 'mimeType',
      message: POST_SALES_FILE_MESSAGES.mediaType,
    })
    // Exactly the shared limit is allowed (spec 000: 104857600 bytes).
    const limit = await suite.call<Res<unknown>>(
      ps(),
      'POST',
      `/content-store/v1/${slug()}/projects/${suite.world.p1}/post-sales-uploads`,
      {
        purpose: 'constructionMedia',
        fileName: 'walk.mkv',
        fileSize: 104_857_600,
        mimeType: 'video/x-matroska',
      },
    )
    expect(limit.status).toBe(201)
  })

  it('answers a part address for each 8 MB, and resumes with only the parts the store lacks', async () => {
    const bytes = Buffer.concat([MP4, Buffer.alloc(UPLOAD_PART_BYTES, 1)])
    const started = await up.start(ps(), suite.world.p1, 'constructionMedia', bytes, 'video/mp4')
    expect(started.status).toBe(201)
    expect(started.body.parts.map((p) => p.size)).toEqual([UPLOAD_PART_BYTES, MP4.length])
    expect(started.body.receivedBytes).toBe(0)
    const [first, second] = started.body.parts
    expect((await up.putPart(first!, bytes, UPLOAD_PART_BYTES)).status).toBe(200)
    // The connection drops here: completing now is refused, and the upload says what is missing.
    const early = await up.complete(ps(), suite.world.p1, started.body.uploadId)
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(POST_SALES_FILE_MESSAGES.incomplete)
    const resumed = await up.resume(ps(), suite.world.p1, started.body.uploadId)
    expect(resumed.status).toBe(200)
    expect(resumed.body.receivedBytes).toBe(UPLOAD_PART_BYTES)
    expect(resumed.body.parts.map((p) => p.number)).toEqual([2])
    expect((await up.putPart(resumed.body.parts[0]!, bytes, UPLOAD_PART_BYTES)).status).toBe(200)
    const done = await up.complete(ps(), suite.world.p1, started.body.uploadId)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ fileType: 'mp4', kind: 'video', size: bytes.length })
    // The joined file is the bytes sent, in order.
    const served = await fetch(`${suite.server.url}${done.body.url}`)
    expect(served.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    // A video player seeks with ranges.
    const ranged = (range: string) =>
      fetch(`${suite.server.url}${done.body.url}`, { headers: { range } })
    const head = await ranged('bytes=0-99')
    expect(head.status).toBe(206)
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`)
    expect(Buffer.from(await head.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true)
    const tail = await ranged('bytes=-10')
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true)
    const across = await ranged(`bytes=${UPLOAD_PART_BYTES - 5}-`)
    expect(
      Buffer.from(await across.arrayBuffer()).equals(bytes.subarray(UPLOAD_PART_BYTES - 5)),
    ).toBe(true)
    expect((await ranged(`bytes=${bytes.length}-`)).status).toBe(416)
    // Completing again answers the same file; the part addresses are spent.
    expect((await up.complete(ps(), suite.world.p1, started.body.uploadId)).body.url).toBe(
      done.body.url,
    )
    expect((await up.putPart(second!, bytes, UPLOAD_PART_BYTES)).status).toBe(403)
  })

  it('takes a part of exactly its signed size at its signed address only', async () => {
    const started = await up.start(ps(), suite.world.p1, 'constructionMedia', PNG, 'image/png')
    const part = started.body.parts[0]!
    const short = await fetch(`${suite.server.url}${part.url}`, {
      method: 'PUT',
      body: new Uint8Array(PNG.subarray(1)),
    })
    expect(short.status).toBe(400)
    const forged = await fetch(
      `${suite.server.url}${part.url.replace(/size=\d+/, `size=${PNG.length - 1}`)}`,
      {
        method: 'PUT',
        body: new Uint8Array(PNG.subarray(1)),
      },
    )
    expect(forged.status).toBe(403)
  })

  it('judges the file by its bytes, whatever its name and declared type, and drops a bad one', async () => {
    const lying = await up.upload(ps(), suite.world.p1, 'constructionMedia', TINY_PDF, 'image/png')
    expect(lying.status).toBe(400)
    expect(lying.body.fields).toContainEqual({
      field: 'file',
      message: POST_SALES_FILE_MESSAGES.mediaType,
    })
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 0x90)])
    const program = await up.upload(ps(), suite.world.p1, 'constructionMedia', exe, 'image/jpeg')
    expect(program.status).toBe(400)
    const image = await up.upload(ps(), suite.world.p1, 'commonDocument', PNG, 'application/pdf')
    expect(image.status).toBe(400)
    expect(image.body.message).toBe(POST_SALES_FILE_MESSAGES.pdfOnly)
  })

  it("needs the purpose's scope on the project, and another user's upload is not found", async () => {
    const media = await up.start(
      documentsOnly,
      suite.world.p1,
      'constructionMedia',
      PNG,
      'image/png',
    )
    expect(media.status).toBe(403)
    const elsewhere = await up.start(
      documentsOnly,
      suite.world.p2,
      'commonDocument',
      TINY_PDF,
      'application/pdf',
    )
    expect(elsewhere.status).toBe(403)
    const mine = await up.start(
      documentsOnly,
      suite.world.p1,
      'commonDocument',
      TINY_PDF,
      'application/pdf',
    )
    expect(mine.status).toBe(201)
    const admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
    expect((await up.resume(admin, suite.world.p1, mine.body.uploadId)).status).toBe(404)
    expect((await up.complete(admin, suite.world.p1, mine.body.uploadId)).status).toBe(404)
    // Another organisation's project is not found even with every scope.
    expect(
      (await up.start(admin, suite.world.other, 'constructionMedia', PNG, 'image/png')).status,
    ).toBe(404)
  })

  it('drops uploads left behind a day ago when the next upload starts', async () => {
    const left = await up.start(ps(), suite.world.p1, 'constructionMedia', PNG, 'image/png')
    const kept = await up.upload(ps(), suite.world.p1, 'constructionMedia', PNG, 'image/png')
    const dayAgo = new Date(Date.now() - 25 * 3_600_000)
    for (const id of [left.body.uploadId, kept.body.uploadId])
      await suite.server.db
        .update(postSalesFiles)
        .set({ createdAt: dayAgo })
        .where(eq(postSalesFiles.id, id))
    await up.start(ps(), suite.world.p1, 'constructionMedia', PNG, 'image/png')
    const rows = await suite.server.db.select({ id: postSalesFiles.id }).from(postSalesFiles)
    expect(rows.map((r) => r.id)).not.toContain(left.body.uploadId)
    expect(rows.map((r) => r.id)).not.toContain(kept.body.uploadId)
    expect((await fetch(`${suite.server.url}${kept.body.url}`)).status).toBe(404)
  })
})

describe('construction progress', () => {
  it('needs a title of at most 100, a description of at most 500 and a real date', async () => {
    const bad = await add(suite.world.p1, {
      title: ' ',
      description: 'x'.repeat(501),
      completionDate: '2026-02-30',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'title', message: VALIDATION_MESSAGES.required },
        { field: 'description', message: tooLongMessage(500) },
        { field: 'completionDate', message: VALIDATION_MESSAGES.invalidDate },
      ]),
    )
    const long = await add(suite.world.p1, { title: 'x'.repeat(101), completionDate: '2026-02-28' })
    expect(long.body.fields).toContainEqual({ field: 'title', message: tooLongMessage(100) })
  })

  it('keeps an entry with its media, shown at signed addresses, latest completion first', async () => {
    const image = await up.upload(ps(), suite.world.p1, 'constructionMedia', PNG, 'image/png')
    const video = await up.upload(ps(), suite.world.p1, 'constructionMedia', MP4, 'video/mp4')
    const made = await add(suite.world.p1, {
      title: 'Slab 12 cast',
      description: 'Tower A, twelfth floor slab poured and cured.',
      completionDate: '2026-05-20',
      buildingId: p1Building,
      media: [image.body.uploadId, video.body.uploadId],
    })
    expect(made.status).toBe(201)
    expect(made.body.media.map((m) => m.kind)).toEqual(['image', 'video'])
    expect(made.body.buildingId).toBe(p1Building)
    const older = await add(suite.world.p1, {
      title: 'Excavation done',
      completionDate: '2025-11-02',
    })
    expect(older.status).toBe(201)
    const all = await list(suite.world.p1)
    const titles = all.body.items.map((i) => i.title)
    expect(titles.indexOf('Slab 12 cast')).toBeLessThan(titles.indexOf('Excavation done'))
    const picture = await fetch(`${suite.server.url}${all.body.items[0]!.media[0]!.url}`)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true)
    // A building's list holds its own entries only.
    const ofBuilding = await list(suite.world.p1, `&buildingId=${p1Building}`)
    expect(ofBuilding.body.items.map((i) => i.title)).toEqual(['Slab 12 cast'])
    // A medium is kept once: a second entry cannot take it.
    const again = await add(suite.world.p1, {
      title: 'Again',
      completionDate: '2026-05-21',
      media: [image.body.uploadId],
    })
    expect(again.status).toBe(400)
    expect(again.body.fields).toContainEqual({
      field: 'media.0',
      message: POST_SALES_FILE_MESSAGES.notReady,
    })
  })

  it("refuses media not finished, another project's building, and more than 10 files", async () => {
    const started = await up.start(ps(), suite.world.p1, 'constructionMedia', PNG, 'image/png')
    const unfinished = await add(suite.world.p1, {
      title: 'Plinth',
      completionDate: '2026-01-10',
      media: [started.body.uploadId],
    })
    expect(unfinished.body.fields).toContainEqual({
      field: 'media.0',
      message: POST_SALES_FILE_MESSAGES.notReady,
    })
    const building = await add(suite.world.p1, {
      title: 'Plinth',
      completionDate: '2026-01-10',
      buildingId: p2Building,
    })
    expect(building.body.fields).toContainEqual({
      field: 'buildingId',
      message: CONSTRUCTION_MESSAGES.buildingNotFound,
    })
    const many = await add(suite.world.p1, {
      title: 'Plinth',
      completionDate: '2026-01-10',
      media: Array.from({ length: 11 }, () => crypto.randomUUID()),
    })
    expect(many.body.fields).toContainEqual({
      field: 'media',
      message: CONSTRUCTION_MESSAGES.tooManyMedia,
    })
  })

  it('deletes an entry with its media files', async () => {
    const image = await up.upload(ps(), suite.world.p1, 'constructionMedia', PNG, 'image/png')
    const made = await add(suite.world.p1, {
      title: 'Lift installed',
      completionDate: '2026-06-01',
      media: [image.body.uploadId],
    })
    expect((await remove(suite.world.p1, made.body.constructionProgressId)).status).toBe(200)
    expect((await list(suite.world.p1)).body.items.map((i) => i.title)).not.toContain(
      'Lift installed',
    )
    expect((await fetch(`${suite.server.url}${image.body.url}`)).status).toBe(404)
    expect((await remove(suite.world.p1, made.body.constructionProgressId)).status).toBe(404)
  })

  it('is per project: without the scope on it, nothing is read or changed', async () => {
    const made = await add(suite.world.p1, { title: 'Podium', completionDate: '2026-03-01' })
    expect((await list(suite.world.p1, '', documentsOnly)).status).toBe(403)
    expect(
      (await add(suite.world.p1, { title: 'X', completionDate: '2026-03-01' }, documentsOnly))
        .status,
    ).toBe(403)
    expect(
      (await remove(suite.world.p1, made.body.constructionProgressId, documentsOnly)).status,
    ).toBe(403)
    // The scope on another project only is not the scope on this one.
    const id = await addMember(
      suite.server,
      suite.world,
      'site',
      ['DXP_MODIFY_CONSTRUCTION_PROGRESS'],
      [suite.world.p2],
    )
    const p2Only = await sessionOf(suite.server, id, suite.world.orgId)
    expect((await list(suite.world.p2, '', p2Only)).status).toBe(200)
    expect((await list(suite.world.p1, '', p2Only)).status).toBe(403)
    expect((await remove(suite.world.p1, made.body.constructionProgressId, p2Only)).status).toBe(
      403,
    )
    // Named under another project, an entry is not found.
    expect((await remove(suite.world.p2, made.body.constructionProgressId)).status).toBe(404)
  })
})
