import { Dexie, type Table } from 'dexie'
import { HTTP_CACHE_DB_NAME } from './protocol.ts'

/** One stored read of the API, for one user and one URL (query string included). */
export interface StoredResponse {
  userId: string
  /** The read's key (read-key.ts): the URL, and for a POST that reads its canonical body too. */
  url: string
  body: string
  status: number
  /** Only the headers the page reads (content type); never Set-Cookie or the like. */
  headers: Record<string, string>
  /** Epoch milliseconds. */
  storedAt: number
}

/** Enough for every list and detail screen a shift touches, small enough to stay well under quota. */
export const MAX_ROWS_PER_USER = 500

class HttpCacheDatabase extends Dexie {
  responses!: Table<StoredResponse, [string, string]>

  constructor(name: string) {
    super(name)
    this.version(1).stores({
      // [userId+storedAt] finds a user's oldest rows to evict.
      responses: '[userId+url], [userId+storedAt]',
    })
  }
}

export interface ResponseStore {
  get(userId: string, url: string): Promise<StoredResponse | undefined>
  put(row: StoredResponse): Promise<void>
}

/** A stored read's key and age, without its body. */
export interface StoredKey {
  url: string
  storedAt: number
}

/** The store in IndexedDB, bounded to `maxRows` per user (oldest evicted first). */
export function createResponseStore(
  name = HTTP_CACHE_DB_NAME,
  maxRows = MAX_ROWS_PER_USER,
): ResponseStore & { close(): void } {
  const db = new HttpCacheDatabase(name)
  const ofUser = (userId: string) =>
    db.responses.where('[userId+storedAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey])

  return {
    get: (userId, url) => db.responses.get([userId, url]),
    put: (row) =>
      db.transaction('rw', db.responses, async () => {
        await db.responses.put(row)
        const excess = (await ofUser(row.userId).count()) - maxRows
        if (excess > 0)
          await db.responses.bulkDelete(await ofUser(row.userId).limit(excess).primaryKeys())
      }),
    close: () => db.close(),
  }
}

/**
 * For the page: the keys (and ages) a user holds that start with `prefix`, e.g. one report's
 * URL, so a screen can offer the stored filters nearest to the ones it lacks. Opens and closes
 * the database around the one read; nothing found where IndexedDB is unavailable.
 */
export async function listStoredKeys(
  userId: string,
  prefix: string,
  name = HTTP_CACHE_DB_NAME,
): Promise<StoredKey[]> {
  const db = new HttpCacheDatabase(name)
  try {
    const rows: StoredKey[] = []
    await db.responses
      .where('[userId+url]')
      .between([userId, prefix], [userId, prefix + '\uffff'])
      .each((row) => rows.push({ url: row.url, storedAt: row.storedAt }))
    return rows
  } catch {
    return []
  } finally {
    db.close()
  }
}
