import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { TSession } from '../../../contract/auth.ts'
import { LEAD_PATHS } from '../../../contract/leads.ts'
import { SOCKET_PATH } from '../../../contract/routes.ts'
import { precompressDir } from '../../../scripts/precompress.ts'
import { buildApp } from '../app.ts'
import { testConfig } from '../../test/harness.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../test/lead-fixtures.ts'

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** As sent on the wire: still compressed when the answer is. */
  raw: Buffer
  /** Decoded per Content-Encoding, as a browser hands it to the page (and the service worker). */
  text: string
}

/** A GET that, unlike fetch, sends exactly the Accept-Encoding given and decodes nothing itself. */
function get(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: {
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const decoded =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: decoded.toString(),
          })
        })
      },
    )
    request.on('error', reject)
  })
}

const varies = (a: RawAnswer) =>
  String(a.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding')

const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Lead number ${i}` })) }
const AUDIO = Buffer.alloc(4096, 7)

let suite: LeadSuite
let exec: TSession
let app: FastifyInstance
let url: string
let dist: string
const files: Record<string, string> = {}

beforeAll(async () => {
  suite = await startLeadSuite()
  exec = suite.exec
  for (let i = 0; i < 12; i++)
    await insertLead(suite.server, suite.world, {
      fullName: `Compressible Lead ${i}`,
      assigneeId: suite.world.user.salesExecutive,
    })

  // A built PWA in miniature, compressed by the build's own step.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-dist-compress-'))
  fs.mkdirSync(path.join(dist, 'assets'))
  files['index.html'] =
    `<!doctype html><html><head><title>SiteOffice</title></head><body>${'<div class="row">lead</div>'.repeat(80)}</body></html>`
  files['sw.js'] = `self.addEventListener('fetch', () => {});\n${'// precache entry\n'.repeat(200)}`
  files['manifest.webmanifest'] = JSON.stringify({
    name: 'SiteOffice',
    icons: Array.from({ length: 20 }, (_, i) => ({ src: `/icon-${i}.png`, sizes: '192x192' })),
  })
  files['assets/index-AbC123.js'] = `export const rows = [${'"a lead row",'.repeat(500)}];`
  files['assets/tiny-Zz9.js'] = 'x'
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text)
  fs.writeFileSync(path.join(dist, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
  await precompressDir(dist)

  app = await buildApp({ config: testConfig({ DIST_DIR: dist }), database: suite.server.database })
  app.get(
    '/ilead-service/v1/compression-probe/big',
    { config: { access: 'public' } },
    async () => BIG,
  )
  app.get(
    '/ilead-service/v1/compression-probe/small',
    { config: { access: 'public' } },
    async () => ({
      ok: true,
    }),
  )
  app.get(
    '/ilead-service/v1/compression-probe/audio',
    { config: { access: 'public' } },
    (_r, reply) => reply.header('content-type', 'audio/webm').send(AUDIO),
  )
  url = await app.listen({ host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  await app?.close()
  await suite?.server.close()
  if (dist) fs.rmSync(dist, { recursive: true, force: true })
})

describe('API answers', () => {
  const big = () => `${url}/ilead-service/v1/compression-probe/big`

  it('a large JSON answer goes as Brotli to a client that takes it, and decodes to the JSON', async () => {
    const answer = await get(big(), 'gzip, deflate, br')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(varies(answer)).toBe(true)
    expect(answer.raw.length).toBeLessThan(JSON.stringify(BIG).length / 4)
    expect(JSON.parse(answer.text)).toEqual(BIG)
  })

  it('as gzip to a client that takes only gzip', async () => {
    const answer = await get(big(), 'gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(varies(answer)).toBe(true)
    expect(JSON.parse(answer.text)).toEqual(BIG)
  })

  it('as it is to a client that asks for no encoding, or for one the server lacks', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'compress']) {
      const answer = await get(big(), acceptEncoding)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(JSON.parse(answer.raw.toString())).toEqual(BIG)
    }
  })

  it('leaves answers under 1 kB alone: compressing them saves nothing', async () => {
    const answer = await get(`${url}/ilead-service/v1/compression-probe/small`, 'br, gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(answer.raw.toString())).toEqual({ ok: true })
  })

  it('never compresses audio: a recording is compressed already', async () => {
    const answer = await get(`${url}/ilead-service/v1/compression-probe/audio`, 'br, gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.raw.equals(AUDIO)).toBe(true)
  })

  it("compresses the lead sync's pages", async () => {
    const headers = { authorization: `Bearer ${exec.accessToken}` }
    const plain = await get(`${url}${LEAD_PATHS.sync(suite.world.slug)}?limit=100`, '', headers)
    const br = await get(`${url}${LEAD_PATHS.sync(suite.world.slug)}?limit=100`, 'br', headers)
    expect(plain.status).toBe(200)
    expect(plain.raw.length).toBeGreaterThan(1024)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3)
    const page = JSON.parse(br.text) as { items: unknown[] }
    expect(page.items.length).toBeGreaterThanOrEqual(12)
    expect(br.text).toContain('Compressible Lead 11')
    // The same leads as uncompressed (the page's cursors carry the time they were made).
    expect(page.items).toEqual((JSON.parse(plain.text) as { items: unknown[] }).items)
  })

  it('socket.io still answers its handshake', async () => {
    const answer = await get(`${url}${SOCKET_PATH}/?EIO=4&transport=polling`, 'br, gzip')
    expect(answer.status).toBe(200)
    expect(answer.text).toMatch(/^0\{"sid":/)
  })
})

describe('the built PWA', () => {
  it('sends the build-time Brotli and gzip copies, with Vary and the year-long cache of hashed files', async () => {
    const asset = `${url}/assets/index-AbC123.js`
    const br = await get(asset, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(varies(br)).toBe(true)
    expect(br.raw.equals(fs.readFileSync(path.join(dist, 'assets/index-AbC123.js.br')))).toBe(true)
    expect(br.text).toBe(files['assets/index-AbC123.js'])

    const gz = await get(asset, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gz.text).toBe(files['assets/index-AbC123.js'])

    const plain = await get(asset)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(varies(plain)).toBe(true)
    expect(plain.raw.toString()).toBe(files['assets/index-AbC123.js'])
  })

  it('revalidates index.html (its route fallback too), sw.js and the manifest, compressed', async () => {
    for (const [pathname, file] of [
      ['/', 'index.html'],
      ['/developer/manage-leads', 'index.html'],
      ['/sw.js', 'sw.js'],
      ['/manifest.webmanifest', 'manifest.webmanifest'],
    ] as const) {
      const answer = await get(`${url}${pathname}`, 'br')
      expect(answer.status, pathname).toBe(200)
      expect(answer.headers['content-encoding'], pathname).toBe('br')
      expect(answer.headers['cache-control'], pathname).toBe('no-cache')
      expect(varies(answer), pathname).toBe(true)
      expect(answer.text, pathname).toBe(files[file])
    }
    const gz = await get(`${url}/sw.js`, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.text).toBe(files['sw.js'])
  })

  it('sends a file without a smaller copy, and images, as they are', async () => {
    expect(fs.existsSync(path.join(dist, 'assets/tiny-Zz9.js.br'))).toBe(false)
    const tiny = await get(`${url}/assets/tiny-Zz9.js`, 'br')
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.raw.toString()).toBe('x')
    const png = await get(`${url}/icon.png`, 'br, gzip')
    expect(png.headers['content-encoding']).toBeUndefined()
    expect(png.headers['content-type']).toBe('image/png')
  })
})
