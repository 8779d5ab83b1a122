import { describe, expect, it, vi } from 'vitest'
import { cacheFirst, isFontRequest } from './font-cache.ts'

const ORIGIN = 'https://app.example'

/** A Cache of one Map, enough for match and put. */
function memoryCache() {
  const entries = new Map<string, Response>()
  return {
    entries,
    cache: {
      match: (r: Request) => Promise.resolve(entries.get(r.url)?.clone()),
      put: (r: Request, response: Response) => {
        entries.set(r.url, response)
        return Promise.resolve()
      },
    } as unknown as Cache,
  }
}

describe('the font cache', () => {
  it("takes only the app's own Devanagari font files", () => {
    const font = `${ORIGIN}/assets/noto-sans-devanagari-devanagari-400-normal-B1x2c3.woff2`
    expect(isFontRequest(new URL(font), ORIGIN)).toBe(true)
    expect(isFontRequest(new URL(font.replace(ORIGIN, 'https://cdn.example')), ORIGIN)).toBe(false)
    expect(isFontRequest(new URL(`${ORIGIN}/assets/index-B1x2c3.js`), ORIGIN)).toBe(false)
    expect(isFontRequest(new URL(`${ORIGIN}/ilead-service/v1/x.woff2`), ORIGIN)).toBe(false)
  })

  it('fetches a file once, then answers it from the cache (offline too)', async () => {
    const { cache, entries } = memoryCache()
    const request = new Request(`${ORIGIN}/assets/noto-sans-devanagari-a.woff2`)
    const fetch = vi.fn(() => Promise.resolve(new Response('font', { status: 200 })))
    expect(await (await cacheFirst(request, { cache, fetch })).text()).toBe('font')
    expect(entries.size).toBe(1)
    const offline = vi.fn(() => Promise.reject(new TypeError('offline')))
    expect(await (await cacheFirst(request, { cache, fetch: offline })).text()).toBe('font')
    expect(offline).not.toHaveBeenCalled()
  })

  it('keeps no failed answer', async () => {
    const { cache, entries } = memoryCache()
    const request = new Request(`${ORIGIN}/assets/noto-sans-devanagari-a.woff2`)
    const fetch = () => Promise.resolve(new Response('', { status: 404 }))
    expect((await cacheFirst(request, { cache, fetch })).status).toBe(404)
    expect(entries.size).toBe(0)
  })
})
