import { describe, expect, it, vi } from 'vitest'
import { isProjectImageRequest, storedImageFirst } from './project-images.ts'

const ORIGIN = 'https://app.example'
const API = new Set([ORIGIN, 'https://api.example'])
const image = (week: number, origin = ORIGIN) =>
  `${origin}/content-store/v1/objects/project-images/org-1/logo-abc.png?expires=${week}&signature=s${week}`

/** A Cache of one Map, enough for match, put, keys and delete. */
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
      keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
      delete: (r: Request) => Promise.resolve(entries.delete(r.url)),
    } as unknown as Cache,
  }
}

describe('project images offline', () => {
  it("takes the logos and QR images on the API's origins only, and only GETs", () => {
    expect(isProjectImageRequest(new Request(image(1)), API)).toBe(true)
    expect(isProjectImageRequest(new Request(image(1, 'https://api.example')), API)).toBe(true)
    expect(isProjectImageRequest(new Request(image(1, 'https://cdn.example')), API)).toBe(false)
    expect(isProjectImageRequest(new Request(image(1), { method: 'PUT', body: 'x' }), API)).toBe(
      false,
    )
    // Other buckets (recordings, report files) are not kept.
    const recording = `${ORIGIN}/content-store/v1/objects/recordings/org-1/call.mp3?signature=s`
    expect(isProjectImageRequest(new Request(recording), API)).toBe(false)
    expect(isProjectImageRequest(new Request(`${ORIGIN}/developer/projects/p1`), API)).toBe(false)
  })

  it('keeps an image once fetched and shows it offline', async () => {
    const { cache, entries } = memoryCache()
    const fetch = vi.fn(() => Promise.resolve(new Response('png', { status: 200 })))
    expect(await (await storedImageFirst(new Request(image(1)), { cache, fetch })).text()).toBe(
      'png',
    )
    expect(entries.size).toBe(1)
    const offline = vi.fn(() => Promise.reject(new TypeError('offline')))
    const again = await storedImageFirst(new Request(image(1)), { cache, fetch: offline })
    expect(await again.text()).toBe('png')
    expect(offline).not.toHaveBeenCalled()
  })

  it("keeps only an image's newest address, and no failed answer", async () => {
    const { cache, entries } = memoryCache()
    const fetch = () => Promise.resolve(new Response('png', { status: 200 }))
    await storedImageFirst(new Request(image(1)), { cache, fetch })
    await storedImageFirst(new Request(image(2)), { cache, fetch })
    expect([...entries.keys()]).toEqual([image(2)])
    const refused = () => Promise.resolve(new Response('', { status: 403 }))
    expect((await storedImageFirst(new Request(image(3)), { cache, fetch: refused })).status).toBe(
      403,
    )
    expect([...entries.keys()]).toEqual([image(2)])
  })
})
