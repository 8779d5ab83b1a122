import { describe, expect, it, vi } from 'vitest'
import { contentFileFirst, isContentFileRequest } from './content-files.ts'

const KEY = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b'
const origins = new Set(['https://app.example.in'])
const at = (path: string) => new URL(`https://app.example.in${path}`)

describe('content files for offline use', () => {
  it('are the project content objects of our API, nothing else', () => {
    const file = `/content-store/v1/objects/project-content/${KEY}`
    expect(isContentFileRequest(at(`${file}?expires=1&signature=x`), origins)).toBe(true)
    expect(
      isContentFileRequest(at(`/content-store/v1/objects/project-images/${KEY}`), origins),
    ).toBe(false)
    expect(isContentFileRequest(new URL(`https://elsewhere.in${file}`), origins)).toBe(false)
  })

  it('come from the network when it answers, from the kept copy (any signature) when not', async () => {
    const kept = new Response('kept')
    const match = vi.fn(async () => kept)
    const cache = { match } as unknown as Cache
    const request = new Request(
      `https://app.example.in/content-store/v1/objects/project-content/${KEY}?expires=2&signature=new`,
    )
    const fresh = await contentFileFirst(request, {
      cache,
      fetch: async () => new Response('fresh'),
    })
    expect(await fresh.text()).toBe('fresh')
    const offline = await contentFileFirst(request, {
      cache,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    })
    expect(await offline.text()).toBe('kept')
    expect(match).toHaveBeenCalledWith(request, { ignoreSearch: true })
    const nothing = { match: async () => undefined } as unknown as Cache
    await expect(
      contentFileFirst(request, {
        cache: nothing,
        fetch: () => Promise.reject(new TypeError('x')),
      }),
    ).rejects.toThrow('x')
  })
})
