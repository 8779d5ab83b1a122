import { bearerSubject } from './bearer-subject.ts'
import {
  CACHED_AT_HEADER,
  OFFLINE_NO_CACHE_CODE,
  SOURCE_CACHE,
  SOURCE_HEADER,
  SOURCE_SERVICE_WORKER,
} from './protocol.ts'
import { readKeyOf } from './read-key.ts'
import type { ResponseStore, StoredResponse } from './response-store.ts'

export const DEFAULT_NETWORK_TIMEOUT_MS = 4_000

/** Answers this big are not worth an offline copy (and would crowd out the rest). */
const MAX_BODY_CHARS = 2_000_000

// A gateway answering for an unreachable server: a stored answer is better than its error.
const GATEWAY_STATUSES = new Set([502, 503, 504])

export interface NetworkFirstDeps {
  fetch: (request: Request) => Promise<Response>
  store: ResponseStore
  timeoutMs: () => number
  now: () => number
  /** The fetch event's waitUntil, called synchronously: the write outlives the answer. */
  waitUntil: (promise: Promise<unknown>) => void
}

/**
 * A read of the API (a GET, or a POST that reads: `isCachedApiRead`): the network's answer if it
 * comes within the timeout, stored for this user under the read's key (`readKeyOf`); otherwise
 * the stored answer, marked with when it was stored; otherwise (network failed, nothing stored) a
 * 503 the page reads as "offline". Without a bearer token there is no user to file the answer
 * under, nor for a POST whose body is not JSON a key, so it goes to the network untouched.
 */
export async function networkFirst(request: Request, deps: NetworkFirstDeps): Promise<Response> {
  const userId = bearerSubject(request.headers.get('Authorization'))
  const key = userId ? await readKeyOf(request) : null
  if (!userId || key === null) return deps.fetch(request)

  const stored = () => deps.store.get(userId, key).then(toResponse, () => undefined)
  let saved: Promise<void> = Promise.resolve()
  const network = deps.fetch(request).then((response) => {
    // Cloned before the page reads the body.
    if (isStorable(response)) saved = save(deps, userId, key, response.clone())
    return response
  })
  // Extended now, while the event still allows it: a late answer is stored for next time even
  // after a stored one went to the page, and a late failure is observed.
  deps.waitUntil(
    network.then(
      () => saved,
      () => undefined,
    ),
  )

  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deps.timeoutMs())
  })
  try {
    const first = await Promise.race([network, timedOut])
    if (first === 'timeout') {
      // Slow network: a stored answer now; with none, keep waiting (the page has its own timeout).
      const fallback = await stored()
      if (fallback) return fallback
    }
    const response = first === 'timeout' ? await network : first
    return GATEWAY_STATUSES.has(response.status) ? ((await stored()) ?? response) : response
  } catch {
    return (await stored()) ?? offlineNoCache()
  } finally {
    clearTimeout(timer)
  }
}

/** 2xx JSON the server did not mark no-store (opaque answers are never `ok`). */
function isStorable(response: Response): boolean {
  return (
    response.ok &&
    response.status !== 204 &&
    (response.headers.get('content-type') ?? '').includes('application/json') &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '')
  )
}

/** `key` is the row's `url`: the URL itself for a GET. */
async function save(deps: NetworkFirstDeps, userId: string, key: string, response: Response) {
  try {
    const body = await response.text()
    if (body.length > MAX_BODY_CHARS) return
    const contentType = response.headers.get('content-type')
    await deps.store.put({
      userId,
      url: key,
      body,
      status: response.status,
      headers: contentType ? { 'content-type': contentType } : {},
      storedAt: deps.now(),
    })
  } catch {
    // Quota or a closed database: the answer reached the page anyway; only the copy is lost.
  }
}

function toResponse(row: StoredResponse | undefined): Response | undefined {
  if (!row) return undefined
  return new Response(row.body, {
    status: row.status,
    headers: {
      ...row.headers,
      [CACHED_AT_HEADER]: new Date(row.storedAt).toISOString(),
      [SOURCE_HEADER]: SOURCE_CACHE,
    },
  })
}

function offlineNoCache(): Response {
  return new Response(
    JSON.stringify({ message: 'No Internet connection.', code: OFFLINE_NO_CACHE_CODE }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', [SOURCE_HEADER]: SOURCE_SERVICE_WORKER },
    },
  )
}
