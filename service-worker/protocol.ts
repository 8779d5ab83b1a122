/**
 * What the service worker and the page agree on. Plain constants, imported by both (the SW build
 * and src/lib), so a renamed header cannot drift between them.
 */

/** IndexedDB database holding the GET API answers; sign-out deletes it by this name. */
export const HTTP_CACHE_DB_NAME = 'siteoffice-http-cache'

/**
 * Cache Storage holding a project's unit plans and brochure for offline use (decision 0048):
 * the page keeps them, the worker answers from here when the network fails; sign-out deletes it.
 */
export const CONTENT_FILE_CACHE = 'siteoffice-project-files'

/** On an answer served from the SW's store: when it was stored (ISO 8601). */
export const CACHED_AT_HEADER = 'x-siteoffice-cached-at'

/** Who answered: `cache` (stored answer) or `service-worker` (nothing stored, no network). */
export const SOURCE_HEADER = 'x-siteoffice-source'

export const SOURCE_CACHE = 'cache'
export const SOURCE_SERVICE_WORKER = 'service-worker'

/** The 503's code when the network failed and nothing was stored for this user and URL. */
export const OFFLINE_NO_CACHE_CODE = 'OFFLINE_NO_CACHE'

/** Messages the page posts to the worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  /** `{ type, timeoutMs }`: how long a GET waits for the network before a stored answer. */
  setNetworkTimeout: 'SET_NETWORK_TIMEOUT',
} as const
