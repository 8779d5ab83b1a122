import { parseReadKey } from '../../service-worker/read-key.ts'
import { buildUrl } from './http.ts'

/** One read of an API path the service worker holds for the user. */
export interface TStoredRead {
  /** A GET's query parameters, or the body of a POST that reads. */
  params: Record<string, unknown>
  /** Epoch ms. */
  storedAt: number
}

/**
 * The reads of one API path (`path`, no query) the device holds for `userId`, from the service
 * worker's store (decision 0030): what a screen can still show offline. Empty where IndexedDB is
 * unavailable. Dexie loads here, on demand, not with the screen.
 */
export async function storedReadsOf(userId: string, path: string): Promise<TStoredRead[]> {
  const base = buildUrl(path, undefined)
  const { listStoredKeys } = await import('../../service-worker/response-store.ts')
  const keys = await listStoredKeys(userId, base)
  return keys.flatMap(({ url: key, storedAt }) => {
    const { url, body } = parseReadKey(key)
    const parsed = new URL(url)
    // The prefix also finds longer paths (`…/dashboard/x/report`); only this one counts.
    if (`${parsed.origin}${parsed.pathname}` !== base) return []
    const params =
      body && typeof body === 'object'
        ? (body as Record<string, unknown>)
        : Object.fromEntries(parsed.searchParams)
    return [{ params, storedAt }]
  })
}
