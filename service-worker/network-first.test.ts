import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { networkFirst, type NetworkFirstDeps } from './network-first.ts'
import { CACHED_AT_HEADER, OFFLINE_NO_CACHE_CODE, SOURCE_HEADER } from './protocol.ts'
import { postReadKey } from './read-key.ts'
import { createResponseStore, listStoredKeys } from './response-store.ts'

const URL_A = 'https://app.example/ilead-service/v1/in/re/org-1/projects?page=1'
/** base64url of UTF-8 JSON, as a JWT segment. */
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const tokenOf = (sub: string) => `${encode({ alg: 'EdDSA' })}.${encode({ sub })}.sig`

function get(url: string, sub?: string): Request {
  return new Request(url, { headers: sub ? { Authorization: `Bearer ${tokenOf(sub)}` } : {} })
}

const REPORT_URL =
  'https://app.example/ilead-service/v1/in/re/org-1/dashboard/source-wise-lead-stage'

function post(url: string, body: unknown, sub: string): Request {
  return new Request(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenOf(sub)}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

let store: ReturnType<typeof createResponseStore>
let pending: Promise<unknown>[]
let dbName: string
let clock: number

function deps(fetch: NetworkFirstDeps['fetch'], timeoutMs = 4_000): NetworkFirstDeps {
  return {
    fetch,
    store,
    timeoutMs: () => timeoutMs,
    now: () => clock,
    waitUntil: (promise) => pending.push(promise),
  }
}

/** Lets the stored copies land, as the worker's waitUntil would. */
const settled = () => Promise.all(pending)

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

beforeEach(() => {
  dbName = `http-cache-test-${Math.random()}`
  store = createResponseStore(dbName, 3)
  pending = []
  clock = Date.parse('2024-03-05T08:07:00Z')
})

afterEach(() => {
  store.close()
  vi.useRealTimers()
})

describe('networkFirst', () => {
  it("passes the network's answer through and keeps a copy for its user", async () => {
    const response = await networkFirst(
      get(URL_A, 'user-a'),
      deps(async () => json({ items: [1] })),
    )
    expect(await response.json()).toEqual({ items: [1] })
    expect(response.headers.get(SOURCE_HEADER)).toBeNull()
    await settled()
    expect((await store.get('user-a', URL_A))?.body).toBe('{"items":[1]}')
  })

  it('serves the copy, marked with when it was stored, when the network fails', async () => {
    await networkFirst(
      get(URL_A, 'user-a'),
      deps(async () => json({ items: [1] })),
    )
    await settled()
    clock += 60_000
    const response = await networkFirst(get(URL_A, 'user-a'), deps(offline))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ items: [1] })
    expect(response.headers.get(CACHED_AT_HEADER)).toBe('2024-03-05T08:07:00.000Z')
    expect(response.headers.get(SOURCE_HEADER)).toBe('cache')
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it("never serves one user's copy to another", async () => {
    await networkFirst(
      get(URL_A, 'user-a'),
      deps(async () => json({ secret: 'A' })),
    )
    await settled()
    const response = await networkFirst(get(URL_A, 'user-b'), deps(offline))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: 'No Internet connection.',
      code: OFFLINE_NO_CACHE_CODE,
    })
  })

  it('without a token: straight to the network, nothing stored or served', async () => {
    const fetch = vi.fn(async () => json({ public: true }))
    await networkFirst(get(URL_A), deps(fetch))
    await settled()
    expect(pending).toEqual([])
    await expect(networkFirst(get(URL_A), deps(offline))).rejects.toThrow('Failed to fetch')
  })

  it('stores only 2xx JSON answers the server did not mark no-store', async () => {
    const answers = [
      json({ message: 'Not found' }, 404),
      new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      json({ challenge: 1 }, 200, { 'cache-control': 'no-store' }),
    ]
    for (const answer of answers) {
      await networkFirst(
        get(URL_A, 'user-a'),
        deps(async () => answer),
      )
    }
    await settled()
    expect(await store.get('user-a', URL_A)).toBeUndefined()
  })

  it('answers from the copy when the network is slower than the timeout, and stores the late answer', async () => {
    await networkFirst(
      get(URL_A, 'user-a'),
      deps(async () => json({ v: 1 })),
    )
    await settled()
    let answer: (response: Response) => void = () => undefined
    const slow = () => new Promise<Response>((resolve) => (answer = resolve))
    const response = await networkFirst(get(URL_A, 'user-a'), deps(slow, 20))
    expect(await response.json()).toEqual({ v: 1 })
    expect(response.headers.get(SOURCE_HEADER)).toBe('cache')
    answer(json({ v: 2 }))
    await settled()
    expect((await store.get('user-a', URL_A))?.body).toBe('{"v":2}')
  })

  it('keeps waiting for a slow network when nothing is stored', async () => {
    const slow = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(json({ v: 3 })), 50))
    const response = await networkFirst(get(URL_A, 'user-a'), deps(slow, 10))
    expect(await response.json()).toEqual({ v: 3 })
  })

  it('prefers the copy to a gateway error, and passes the gateway error on without one', async () => {
    const gateway = async () => new Response('Bad gateway', { status: 502 })
    expect((await networkFirst(get(URL_A, 'user-a'), deps(gateway))).status).toBe(502)
    await networkFirst(
      get(URL_A, 'user-a'),
      deps(async () => json({ v: 1 })),
    )
    await settled()
    const response = await networkFirst(get(URL_A, 'user-a'), deps(gateway))
    expect(response.headers.get(SOURCE_HEADER)).toBe('cache')
  })

  it("keeps at most the bound of rows per user, evicting the oldest, and leaves others' alone", async () => {
    await networkFirst(
      get(`${URL_A}&other`, 'user-b'),
      deps(async () => json({})),
    )
    for (let i = 0; i < 5; i++) {
      clock += 1_000
      await networkFirst(
        get(`${URL_A}&n=${i}`, 'user-a'),
        deps(async () => json({ i })),
      )
      await settled()
    }
    expect(await store.get('user-a', `${URL_A}&n=0`)).toBeUndefined()
    expect(await store.get('user-a', `${URL_A}&n=1`)).toBeUndefined()
    expect(await store.get('user-a', `${URL_A}&n=4`)).toBeDefined()
    expect(await store.get('user-b', `${URL_A}&other`)).toBeDefined()
  })

  describe('a POST that reads (a dashboard report)', () => {
    const filters = {
      dateField: 'createdAt',
      startTime: '2024-03-04T18:30:00.000Z',
      endTime: '2024-03-05T18:30:00.000Z',
    }

    it('is stored under its URL and body, and served for the same filters in any key order', async () => {
      const sent: string[] = []
      const answer = deps(async (request) => {
        // The network still gets the body the page sent.
        sent.push(await request.text())
        return json({ type: 'source-wise-lead-stage', rows: [] })
      })
      await networkFirst(post(REPORT_URL, filters, 'user-a'), answer)
      await settled()
      expect(sent).toEqual([JSON.stringify(filters)])
      expect(await store.get('user-a', postReadKey(REPORT_URL, filters))).toBeDefined()

      clock += 60_000
      const reordered = {
        endTime: filters.endTime,
        startTime: filters.startTime,
        dateField: filters.dateField,
      }
      const response = await networkFirst(post(REPORT_URL, reordered, 'user-a'), deps(offline))
      expect(response.status).toBe(200)
      expect(response.headers.get(CACHED_AT_HEADER)).toBe('2024-03-05T08:07:00.000Z')
      expect(await response.json()).toEqual({ type: 'source-wise-lead-stage', rows: [] })
    })

    it('keeps other filters, and other users, apart', async () => {
      await networkFirst(
        post(REPORT_URL, filters, 'user-a'),
        deps(async () => json({ rows: [1] })),
      )
      await settled()
      const otherDays = { ...filters, startTime: '2024-02-04T18:30:00.000Z' }
      expect(
        (await networkFirst(post(REPORT_URL, otherDays, 'user-a'), deps(offline))).status,
      ).toBe(503)
      expect((await networkFirst(post(REPORT_URL, filters, 'user-b'), deps(offline))).status).toBe(
        503,
      )
    })

    it('answers from the copy when the network is slower than the timeout', async () => {
      await networkFirst(
        post(REPORT_URL, filters, 'user-a'),
        deps(async () => json({ v: 1 })),
      )
      await settled()
      const slow = () => new Promise<Response>(() => undefined)
      const response = await networkFirst(post(REPORT_URL, filters, 'user-a'), deps(slow, 20))
      expect(await response.json()).toEqual({ v: 1 })
      expect(response.headers.get(SOURCE_HEADER)).toBe('cache')
    })

    it('sends a body that is not JSON to the network untouched, storing nothing', async () => {
      const fetch = vi.fn(async () => json({ ok: true }))
      await networkFirst(post(REPORT_URL, 'not json', 'user-a'), deps(fetch))
      await settled()
      expect(fetch).toHaveBeenCalledOnce()
      expect(pending).toEqual([])
    })

    it("lists a user's stored filters of one report for the page", async () => {
      await networkFirst(
        post(REPORT_URL, filters, 'user-a'),
        deps(async () => json({})),
      )
      await networkFirst(
        post(`${REPORT_URL}-other`, filters, 'user-a'),
        deps(async () => json({})),
      )
      await networkFirst(
        post(REPORT_URL, filters, 'user-b'),
        deps(async () => json({})),
      )
      await settled()
      const keys = await listStoredKeys('user-a', `${REPORT_URL}#`, dbName)
      expect(keys).toEqual([{ url: postReadKey(REPORT_URL, filters), storedAt: clock }])
    })
  })
})
