import fs from 'node:fs'
import http2 from 'node:http2'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { LEAD_PATHS } from '../../contract/leads.ts'
import { localCertificate } from '../../scripts/local-certificate.ts'
import { precompressDir } from '../../scripts/precompress.ts'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { testConfig } from '../test/harness.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../test/lead-fixtures.ts'
import { connectSocket } from '../test/socket-client.ts'

interface H2Answer {
  status: number
  headers: http2.IncomingHttpHeaders
  body: Buffer
}

/** One GET on an HTTP/2 session, its body as sent (still compressed when the answer is). */
function h2Get(
  session: http2.ClientHttp2Session,
  pathname: string,
  headers: Record<string, string> = {},
) {
  return new Promise<H2Answer>((resolve, reject) => {
    const stream = session.request({ ':path': pathname, ...headers })
    const chunks: Buffer[] = []
    let answer: http2.IncomingHttpHeaders = {}
    stream.on('response', (h) => (answer = h))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () =>
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }),
    )
  })
}

let suite: LeadSuite
let app: FastifyInstance
let url: string
let cert: string
let dir: string
const SCRIPT = `export const rows = [${'"a lead row",'.repeat(500)}];`

beforeAll(async () => {
  suite = await startLeadSuite()
  // Enough leads that their page is worth compressing.
  for (let i = 0; i < 12; i++)
    await insertLead(suite.server, suite.world, {
      fullName: `Secure Lead ${i}`,
      assigneeId: suite.world.user.salesExecutive,
    })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-tls-'))
  const tls = await localCertificate(dir)
  cert = tls.cert
  const dist = path.join(dir, 'dist')
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SiteOffice</title>')
  fs.writeFileSync(path.join(dist, 'assets', 'index-Tls1.js'), SCRIPT)
  await precompressDir(dist)
  app = await buildApp({
    config: testConfig({
      DIST_DIR: dist,
      TLS_CERT_FILE: tls.certFile,
      TLS_KEY_FILE: tls.keyFile,
    }),
    database: suite.server.database,
  })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  url = `https://localhost:${new URL(address).port}`
})

afterAll(async () => {
  await app?.close()
  await suite?.server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('with a certificate', () => {
  it('answers over HTTP/2: the precompressed chunks and the API, compressed', async () => {
    const session = http2.connect(url, { ca: cert })
    try {
      const script = await h2Get(session, '/assets/index-Tls1.js', { 'accept-encoding': 'br' })
      expect([script.status, script.headers['content-encoding']]).toEqual([200, 'br'])
      expect(zlib.brotliDecompressSync(script.body).toString()).toBe(SCRIPT)
      const leads = await h2Get(session, `${LEAD_PATHS.sync(suite.world.slug)}?limit=100`, {
        authorization: `Bearer ${suite.exec.accessToken}`,
        'accept-encoding': 'br',
      })
      expect([leads.status, leads.headers['content-encoding']]).toEqual([200, 'br'])
      expect(JSON.parse(zlib.brotliDecompressSync(leads.body).toString())).toHaveProperty('items')
      const page = await h2Get(session, '/login')
      expect(page.status).toBe(200)
      expect(page.headers['strict-transport-security']).toMatch(/max-age=/)
    } finally {
      session.close()
    }
  })

  it('answers HTTP/1.1 too, and carries the socket over its upgrade', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      https
        .get(`${url}/health`, { ca: cert }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .on('error', reject),
    )
    expect(status).toBe(200)
    const socket = await connectSocket(url, suite.exec.accessToken, cert)
    expect(socket.connected).toBe(true)
    socket.close()
  })

  it('closes promptly while a client holds its HTTP/2 connection open', async () => {
    const other = await buildApp({ config: app.config, database: suite.server.database })
    const address = await other.listen({ host: '127.0.0.1', port: 0 })
    const session = http2.connect(`https://localhost:${new URL(address).port}`, { ca: cert })
    session.on('error', () => undefined)
    expect((await h2Get(session, '/health')).status).toBe(200)
    const started = performance.now()
    await other.close()
    expect(performance.now() - started).toBeLessThan(5_000)
    session.destroy()
  })
})

describe('the certificate settings', () => {
  it('go together', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/ssl/site.pem' })).toThrow(ConfigError)
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/ssl/site.key' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE go together/,
    )
  })

  it('name the file the server cannot read', async () => {
    await expect(
      buildApp({
        config: testConfig({
          TLS_CERT_FILE: '/nowhere/cert.pem',
          TLS_KEY_FILE: '/nowhere/key.pem',
        }),
        database: suite.server.database,
      }),
    ).rejects.toThrow(/TLS_CERT_FILE: cannot read \/nowhere\/cert\.pem/)
  })
})
