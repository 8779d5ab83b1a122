import { CHAT_CONVERSATION_PATH, HEALTH_PATH, isApiPath, SOCKET_PATH } from '../contract/routes.ts'

// Development-only endpoints (the SMS inbox) are never worth an offline copy.
const DEV_ONLY = /^\/[^/]+\/v\d+\/dev\//
// The offline lead table's pages go to the page's own Dexie table; a second copy here would
// only double what the device stores.
const LEAD_SYNC = /\/leads\/sync$/
// So do the lead details fetched in batches for offline use (decision 0017): each batch URL is
// read once, and would only push out of the store the answers screens read again.
const LEAD_DETAILS = /\/leads\/details(\/due)?$/
// An upload's parts are what the store holds now (decision 0056): an old copy would resend parts.
const UPLOAD_STATE = /\/post-sales-uploads\//

/**
 * A conversation's older pages (a `createdAt` cursor): only its first page, the newest 30, is
 * kept for offline reading (decision 0046). Every older page has a URL of its own, so keeping
 * them would grow the store with every conversation scrolled up, without bound.
 */
function isOlderChatPage(url: URL): boolean {
  return url.pathname === CHAT_CONVERSATION_PATH && url.searchParams.has('createdAt')
}

/**
 * The GETs the worker answers network-first: API paths on our API's origin, with a bearer token
 * (no user, no row to file it under). Not the health check, which must say what the network
 * says now, nor socket.io's polling.
 */
export function isCachedApiGet(request: Request, apiOrigins: ReadonlySet<string>): boolean {
  if (request.method !== 'GET' || !request.headers.has('Authorization')) return false
  const url = new URL(request.url)
  return (
    apiOrigins.has(url.origin) &&
    isApiPath(url.pathname) &&
    url.pathname !== HEALTH_PATH &&
    !url.pathname.startsWith(`${SOCKET_PATH}/`) &&
    !DEV_ONLY.test(url.pathname) &&
    !LEAD_SYNC.test(url.pathname) &&
    !LEAD_DETAILS.test(url.pathname) &&
    !UPLOAD_STATE.test(url.pathname) &&
    !isOlderChatPage(url)
  )
}

// The six dashboard reports are POSTed with their filters, but they only read (decision 0030);
// their `/report` variant is an Excel export, a download never worth a copy.
const DASHBOARD_REPORT = /^\/ilead-service\/v1\/.+\/dashboard\/[a-z-]+$/

/**
 * The POSTs the worker treats as reads: a dashboard report, on our API's origin, with a bearer
 * token. Stored and served like a GET, keyed by its URL and its body (`readKeyOf`).
 */
export function isCachedApiRead(request: Request, apiOrigins: ReadonlySet<string>): boolean {
  if (request.method !== 'POST' || !request.headers.has('Authorization')) return false
  const url = new URL(request.url)
  return apiOrigins.has(url.origin) && DASHBOARD_REPORT.test(url.pathname) && !url.search
}

/** This origin, and the configured API's when it lives elsewhere (VITE_API_BASE_URL). */
export function apiOriginsOf(selfOrigin: string, apiBaseUrl: string | undefined): Set<string> {
  const origins = new Set([selfOrigin])
  if (apiBaseUrl) {
    try {
      origins.add(new URL(apiBaseUrl, selfOrigin).origin)
    } catch {
      // A malformed base URL cannot be called either; this origin stays the only one.
    }
  }
  return origins
}

/** A timeout from configuration or a message, kept between half a second and half a minute. */
export function networkTimeoutOf(value: unknown, fallback: number): number {
  const ms = typeof value === 'string' ? Number(value) : value
  return typeof ms === 'number' && Number.isFinite(ms)
    ? Math.min(30_000, Math.max(500, ms))
    : fallback
}
