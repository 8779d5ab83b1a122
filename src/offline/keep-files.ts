import { CONTENT_FILE_CACHE } from '../../service-worker/protocol.ts'
import { buildUrl } from '../lib/http.ts'

/**
 * Stores files the user must be able to open without a signal (a project's unit plans and
 * brochure, decision 0048) in the Cache Storage the service worker answers from offline. A file
 * already kept is not fetched again: its key never gets other bytes. Stops at the first failure
 * (offline, or the server refused): the next read of the screen tries again.
 */
export async function keepFilesOffline(paths: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || paths.length === 0) return
  const cache = await caches.open(CONTENT_FILE_CACHE)
  for (const path of paths) {
    const url = /^https?:\/\//.test(path) ? path : buildUrl(path, undefined)
    if (await cache.match(url, { ignoreSearch: true })) continue
    try {
      await cache.add(url)
    } catch {
      return
    }
  }
}
