import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClientId } from '../lib/client-id.ts'
import { getDb, HTTP_CACHE_DB_NAME, SiteOfficeDb } from '../lib/db.ts'
import { enqueue } from './outbox/enqueue.ts'
import { wipeLocalData } from './storage-wipe.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

function fakeCaches(names: string[]) {
  const stored = new Set(names)
  return {
    stored,
    keys: async () => [...stored],
    delete: async (name: string) => stored.delete(name),
  }
}

describe('wipeLocalData', () => {
  it('clears local and session storage and script-visible cookies', async () => {
    localStorage.setItem('siteoffice.session', '{"accessToken":"a"}')
    sessionStorage.setItem('draft', 'x')
    document.cookie = 'theme=dark; path=/'
    document.cookie = 'tracking=1'
    const clientId = getClientId()

    await wipeLocalData()

    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).toBe('')
    // A new device id afterwards, not the cached old one written back.
    expect(getClientId()).not.toBe(clientId)
  })

  it("deletes every IndexedDB database: the outbox and the service worker's answers", async () => {
    await enqueue(
      { entity: 'e', method: 'PATCH', path: '/p', label: 'x' },
      { principal: { userId: 'u', orgId: 'o' } },
    )
    const swCache = new SiteOfficeDb(HTTP_CACHE_DB_NAME)
    await swCache.open()
    swCache.close()
    expect(await indexedDB.databases()).not.toEqual([])

    await wipeLocalData()

    expect(await indexedDB.databases()).toEqual([])
    // The page can use the outbox again (a new, empty database) for the next user.
    expect(await getDb().outbox.count()).toBe(0)
  })

  it("empties Cache Storage but keeps the app's own precached files", async () => {
    const caches = fakeCaches(['workbox-precache-v2-https://x/', 'api-answers', 'images'])
    vi.stubGlobal('caches', caches)
    await wipeLocalData()
    expect([...caches.stored]).toEqual(['workbox-precache-v2-https://x/'])
  })
})
