import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BULK_LEAD_COLUMNS,
  BULK_UPLOAD_PATHS,
  csvLine,
  type TBulkPresigned,
  type TBulkUpload,
} from '../../contract/bulk-upload.ts'
import { ConfigError, loadConfig } from './config.ts'
import { createProviders } from './provider-factory.ts'
import { S3ObjectStore } from './s3-object-store.ts'
import { startLeadSuite, type LeadSuite } from '../test/lead-fixtures.ts'

/**
 * The S3-compatible store against an S3 server on loopback (@20minutes/s3rver 4, which runs on
 * Node 20): objects in and out, the browser's presigned PUT, and a bulk upload through a server
 * whose store it is.
 */

let s3: S3rver
let endpoint: string
let store: S3ObjectStore
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-s3rver-'))
const BUCKET = 'siteoffice-test'

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await s3.run()
  endpoint = `http://127.0.0.1:${port}`
  store = new S3ObjectStore(
    {
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    'x'.repeat(32),
  )
})
afterAll(async () => {
  await s3.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the S3 object store', () => {
  it('writes, reads, streams and deletes objects; a missing one is null', async () => {
    const key = randomUUID()
    await store.write('reports', key, Buffer.from('hello'))
    expect((await store.read('reports', key))?.toString()).toBe('hello')
    const streamed = await store.readStream('reports', key)
    expect(streamed?.size).toBe(5)
    await store.delete('reports', key)
    expect(await store.read('reports', key)).toBeNull()
    expect(await store.readStream('reports', randomUUID())).toBeNull()
    await store.delete('reports', key)
  })

  it('publishes a streamed object on commit only, and nothing on abort', async () => {
    const key = randomUUID()
    const writer = await store.writer('reports', key)
    writer.stream.write('a,b\r\n')
    writer.stream.end('1,2\r\n')
    expect(await writer.commit()).toBe(10)
    expect((await store.read('reports', key))?.toString()).toBe('a,b\r\n1,2\r\n')
    const other = randomUUID()
    const dropped = await store.writer('reports', other)
    dropped.stream.write('half')
    await dropped.abort()
    expect(await store.read('reports', other)).toBeNull()
  })

  it('gives a presigned PUT that takes the declared length only', async () => {
    const key = randomUUID()
    const url = await store.presignPut('bulk-uploads', key, {
      expiresAt: new Date(Date.now() + 60_000),
      contentType: 'text/csv',
      size: 5,
    })
    expect(url.startsWith(`${endpoint}/${BUCKET}/bulk-uploads/${key}?`)).toBe(true)
    const longer = await fetch(url, { method: 'PUT', body: 'a,b,c,d' })
    expect(longer.ok).toBe(false)
    const put = await fetch(url, {
      method: 'PUT',
      body: 'a,b,c',
      headers: { 'content-type': 'text/csv' },
    })
    expect(put.status).toBe(200)
    expect((await store.read('bulk-uploads', key))?.toString()).toBe('a,b,c')
  })

  it('reads a range of an object, saying the whole size', async () => {
    const key = randomUUID()
    await store.write('post-sales', key, Buffer.from('0123456789'))
    const found = await store.readStream('post-sales', key, { start: 2, end: 5 })
    const chunks: Buffer[] = []
    for await (const chunk of found!.stream) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('2345')
    expect(found!.size).toBe(10)
  })

  // s3rver 4 takes a multipart upload's parts but lists none (no ListParts, no abort), so the
  // resume and the join are judged on the embedded store (construction-progress.test.ts).
  it('starts an upload in parts and takes a part at its presigned address (decision 0056)', async () => {
    const key = randomUUID()
    const uploadId = await store.startParts('post-sales', key, 'image/png')
    expect(uploadId).not.toBe('')
    const url = await store.presignPart(
      'post-sales',
      key,
      uploadId,
      { number: 1, size: 5 },
      new Date(Date.now() + 60_000),
    )
    expect(url.startsWith(`${endpoint}/${BUCKET}/post-sales/${key}?`)).toBe(true)
    expect(url).toContain('partNumber=1')
    const put = await fetch(url, { method: 'PUT', body: 'parts' })
    expect(put.status).toBe(200)
    expect(put.headers.get('etag')).toBeTruthy()
  })

  it('is chosen by OBJECT_STORE=s3, which needs its bucket and keys', () => {
    expect(() => loadConfig({ OBJECT_STORE: 's3' })).toThrow(ConfigError)
    const config = loadConfig({
      OBJECT_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    })
    const providers = createProviders({
      config,
      log: { info: () => {} } as unknown as FastifyBaseLogger,
      hmacSecret: 'x'.repeat(32),
    })
    expect(providers.objects).toBeInstanceOf(S3ObjectStore)
  })
})

describe('a bulk upload through the S3 store', () => {
  let suite: LeadSuite
  beforeAll(async () => {
    suite = await startLeadSuite({ objects: store, reportPollMs: 50 })
  })
  afterAll(() => suite.server.close())

  it('goes to the store and is made into leads', async () => {
    const { world } = suite
    const text =
      csvLine(BULK_LEAD_COLUMNS.map((c) => c.header)) +
      csvLine(BULK_LEAD_COLUMNS.map((c) => (c.key === 'whatsAppNumber' ? '9612345678' : c.example)))
    const size = Buffer.byteLength(text)
    const signed = await suite.call<TBulkPresigned>(
      suite.manager,
      'POST',
      BULK_UPLOAD_PATHS.presigned(world.slug, world.p1),
      { fileName: 'leads.csv', fileSize: size, fileType: 'text/csv' },
    )
    expect(signed.status).toBe(201)
    expect(signed.body.uploadUrl.startsWith(endpoint)).toBe(true)
    const put = await fetch(signed.body.uploadUrl, {
      method: 'PUT',
      body: text,
      headers: { 'content-type': 'text/csv' },
    })
    expect(put.status).toBe(200)
    const submitted = await suite.call<TBulkUpload>(
      suite.manager,
      'POST',
      BULK_UPLOAD_PATHS.submit(world.slug, world.p1),
      { fileUrl: signed.body.fileUrl, fileName: 'leads.csv', fileSize: size, fileType: 'text/csv' },
    )
    expect(submitted.status).toBe(201)
    const deadline = Date.now() + 10_000
    let job = submitted.body
    while (job.status === 'processing' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
      job = (
        await suite.call<TBulkUpload>(
          suite.manager,
          'GET',
          BULK_UPLOAD_PATHS.upload(world.slug, world.p1, job._id),
        )
      ).body
    }
    expect(job).toMatchObject({ status: 'completed', created: 1, totalRows: 1 })
  })
})
