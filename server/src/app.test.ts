import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../contract/routes.ts'
import { buildApp } from './app.ts'
import { startTestServer, testConfig, type TestServer } from '../test/harness.ts'
import { mutation } from './plugins/idempotency.ts'

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  mutation(
    app,
    {
      method: 'POST',
      url: '/authentication-service/v1/probe',
      config: { access: 'public' },
      schema: {
        body: z.object({
          phone: z.string().regex(/^\d{10}$/, 'Please enter a valid number'),
          countryCode: z.literal('91'),
        }),
      },
    },
    async () => ({ body: { ok: true } }),
  )
  app.get('/ilead-service/v1/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail of the failure')
  })
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer((app) => app.register(probeRoutes))
})
afterAll(() => server.close())

describe('server foundations', () => {
  it('answers the health check with the database kind', async () => {
    const res = await fetch(`${server.url}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    })
  })

  it('a validation 400 names each bad field', async () => {
    const res = await fetch(`${server.url}/authentication-service/v1/probe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '12345', countryCode: '1' }),
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Please enter a valid number' },
        expect.objectContaining({ field: 'countryCode' }),
      ]),
    )
    expect(body.message).toContain('phone: Please enter a valid number')
  })

  it('malformed JSON is a 400 in the error shape', async () => {
    const res = await fetch(`${server.url}/authentication-service/v1/probe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: expect.any(String), code: expect.any(String) })
  })

  it('an unexpected failure is a 500 that hides its detail', async () => {
    const res = await fetch(`${server.url}/ilead-service/v1/boom`)
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ message: 'Oops, something went wrong.', code: 'INTERNAL' })
  })

  it('an unknown API path is a JSON 404, never the PWA', async () => {
    const res = await fetch(`${server.url}/ilead-service/v1/nothing-here`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('sends security headers', async () => {
    const res = await fetch(`${server.url}/health`)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})

describe('CORS and the PWA', () => {
  let dist: string
  let app: Awaited<ReturnType<typeof buildApp>>
  let url: string
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'siteoffice-dist-'))
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>SiteOffice</title></head><body></body></html>',
    )
    fs.writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>Sign in, drawn</title>')
    const preloads: RoutePreloads = {
      files: ['/assets/route-A1.js', '/assets/leads-B2.js', '/assets/tasks-C3.js'],
      routes: [
        ['^/developer/manage-leads$', [0, 1]],
        ['^/developer/tasks$', [0, 2]],
      ],
    }
    fs.mkdirSync(path.join(dist, path.dirname(ROUTE_PRELOADS_FILE)))
    fs.writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads))
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)')
    fs.writeFileSync(path.join(dist, 'assets', 'lead-sync.worker-AbC123.js'), 'postMessage(1)')
    const config = testConfig({ DIST_DIR: dist, CORS_ORIGINS: 'https://console.example.in' })
    app = await buildApp({ config, database: server.database })
    url = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('allows configured origins only', async () => {
    const allowed = await fetch(`${url}/health`, {
      headers: { origin: 'https://console.example.in' },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example.in')
    const other = await fetch(`${url}/health`, { headers: { origin: 'https://evil.example.com' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sends a hashed file only the headers a subresource needs, a worker all of them', async () => {
    const asset = await fetch(`${url}/assets/index-AbC123.js`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(asset.headers.get('content-security-policy')).toBeNull()
    expect(asset.headers.get('x-frame-options')).toBeNull()
    const worker = await fetch(`${url}/assets/lead-sync.worker-AbC123.js`)
    expect(worker.headers.get('content-security-policy')).toContain("default-src 'self'")
    const page = await fetch(`${url}/`)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('caches hashed assets forever and revalidates index.html and sw.js', async () => {
    const asset = await fetch(`${url}/assets/index-AbC123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const index = await fetch(`${url}/`)
    expect(index.headers.get('cache-control')).toBe('no-cache')
    const sw = await fetch(`${url}/sw.js`)
    expect(sw.headers.get('cache-control')).toBe('no-cache')
  })

  it('falls back to index.html for client routes, not for missing files', async () => {
    const page = await fetch(`${url}/developer/manage-leads`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(await page.text()).toContain('<title>SiteOffice</title>')
    const missing = await fetch(`${url}/assets/missing-123.js`)
    expect(missing.status).toBe(404)
  })

  it("names the chunks of the path's screen in the page it sends, compressed", async () => {
    const leads = await fetch(`${url}/developer/manage-leads/`, {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(leads.status).toBe(200)
    expect(leads.headers.get('content-encoding')).toBe('br')
    expect(leads.headers.get('vary')).toContain('accept-encoding')
    expect(leads.headers.get('cache-control')).toBe('no-cache')
    expect(leads.headers.get('content-type')).toContain('text/html')
    expect(leads.headers.get('content-security-policy')).toContain("default-src 'self'")
    const page = await leads.text()
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/route-A1.js">')
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/leads-B2.js">')
    expect(page).not.toContain('tasks-C3.js')
    expect(page.indexOf('leads-B2.js')).toBeLessThan(page.indexOf('</head>'))

    const gzip = await fetch(`${url}/developer/tasks`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toContain('href="/assets/tasks-C3.js"')
    const plain = await fetch(`${url}/developer/tasks`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('href="/assets/tasks-C3.js"')

    const again = await fetch(`${url}/developer/tasks`, {
      headers: { 'if-none-match': plain.headers.get('etag')! },
    })
    expect(again.status).toBe(304)

    // A path of no screen gets index.html as it is.
    const other = await fetch(`${url}/developer/nowhere`)
    expect(await other.text()).not.toContain('modulepreload')
    // The table itself is the build's, not the site's.
    expect((await fetch(`${url}/${ROUTE_PRELOADS_FILE}`)).status).toBe(404)
  })

  it('sends the page the build drew for its own path, as a page', async () => {
    const login = await fetch(`${url}/login?redirect=%2Fdeveloper`)
    expect(login.status).toBe(200)
    expect(await login.text()).toContain('<title>Sign in, drawn</title>')
    expect(login.headers.get('cache-control')).toBe('no-cache')
    expect(login.headers.get('content-security-policy')).toContain("default-src 'self'")
    const other = await fetch(`${url}/login/elsewhere`)
    expect(await other.text()).toContain('<title>SiteOffice</title>')
  })
})
