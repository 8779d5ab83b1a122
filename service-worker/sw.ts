/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { isApiPath } from '../contract/routes.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// NavigationRoute only calls `.test(pathname + search)` on its denylist entries, so the contract's
// own isApiPath stands in for a RegExp rather than a second copy of the API prefixes.
const apiPaths = { test: (pathAndSearch: string) => isApiPath(pathAndSearch) } as unknown as RegExp

// Every SPA route is answered by the precached shell, so deep links open offline;
// API paths must reach the network (a later issue caches their GETs into Dexie).
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [apiPaths] }))

// registerType 'prompt': the new worker waits until the user accepts the update.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
