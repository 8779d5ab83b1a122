/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { isApiPath } from '../contract/routes.ts'
import { apiOriginsOf, isCachedApiGet, isCachedApiRead, networkTimeoutOf } from './api-route.ts'
import { contentFileFirst, isContentFileRequest } from './content-files.ts'
import { DEFAULT_NETWORK_TIMEOUT_MS, networkFirst } from './network-first.ts'
import { isProjectImageRequest, PROJECT_IMAGE_CACHE, storedImageFirst } from './project-images.ts'
import { CONTENT_FILE_CACHE, SW_MESSAGES } from './protocol.ts'
import { createResponseStore } from './response-store.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// NavigationRoute only calls `.test(pathname + search)` on its denylist entries, so the contract's
// own isApiPath stands in for a RegExp rather than a second copy of the API prefixes.
const apiPaths = { test: (pathAndSearch: string) => isApiPath(pathAndSearch) } as unknown as RegExp

// Every SPA route is answered by the precached shell, so deep links open offline;
// API paths must reach the network (their GETs are handled below).
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [apiPaths] }))

// GET API answers: network first, a per-user copy in IndexedDB when the network fails or is slow.
const apiOrigins = apiOriginsOf(self.location.origin, import.meta.env.VITE_API_BASE_URL)
const store = createResponseStore()
// Build-time default; the page may change it by message (kept until the worker stops).
let networkTimeoutMs = networkTimeoutOf(
  import.meta.env.VITE_SW_NETWORK_TIMEOUT_MS,
  DEFAULT_NETWORK_TIMEOUT_MS,
)

const apiRead = ({ request, event }: { request: Request; event: ExtendableEvent }) =>
  networkFirst(request, {
    fetch: (r) => fetch(r),
    store,
    timeoutMs: () => networkTimeoutMs,
    now: () => Date.now(),
    waitUntil: (promise) => event.waitUntil(promise),
  })
registerRoute(({ request }) => isCachedApiGet(request, apiOrigins), apiRead)
// The dashboard reports are POSTs that only read: stored per user, URL and body (decision 0030).
registerRoute(({ request }) => isCachedApiRead(request, apiOrigins), apiRead, 'POST')

// Project logos and RERA QR images: kept once seen (or fetched after sign-in), for offline use.
registerRoute(
  ({ request }) => isProjectImageRequest(request, apiOrigins),
  async ({ request }) =>
    storedImageFirst(request, { cache: await caches.open(PROJECT_IMAGE_CACHE), fetch }),
)

// The first install takes the open pages at once, so what a user browses right after it
// (signing in navigates without a reload) goes through the worker and is stored for offline use.
// A later version waits for the user ('prompt', SKIP_WAITING below); once accepted, the tabs it
// controlled move to it on activation without a claim.
registerRoute(
  ({ url }) => isContentFileRequest(url, apiOrigins),
  async ({ request }) =>
    contentFileFirst(request, { cache: await caches.open(CONTENT_FILE_CACHE), fetch }),
)

let firstInstall = false
self.addEventListener('install', () => {
  firstInstall = !self.registration.active
})
self.addEventListener('activate', (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim())
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; timeoutMs?: unknown } | null
  // registerType 'prompt': the new worker waits until the user accepts the update.
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
  if (data?.type === SW_MESSAGES.setNetworkTimeout) {
    networkTimeoutMs = networkTimeoutOf(data.timeoutMs, networkTimeoutMs)
  }
})
