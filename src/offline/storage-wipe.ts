import { forgetClientId } from '../lib/client-id.ts'

/** The parent domains a cookie may have been set on: a.b.example.com, .b.example.com, ... */
function cookieDomains(hostname: string): (string | undefined)[] {
  const parts = hostname.split('.')
  const domains: (string | undefined)[] = [undefined]
  for (let i = 0; i < parts.length - 1; i++) domains.push(parts.slice(i).join('.'))
  return domains
}

/** "/", "/developer", "/developer/home": every path a cookie visible here may carry. */
function cookiePaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean)
  return ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)]
}

/**
 * Script-visible cookies only (HttpOnly ones are the server's). A cookie goes only when the
 * deletion names its own path and domain, which the browser does not tell us: try each.
 */
export function clearCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name))
  for (const name of names) {
    for (const path of cookiePaths(window.location.pathname)) {
      for (const domain of cookieDomains(window.location.hostname)) {
        const parts = [`${name}=`, 'max-age=0', `path=${path}`]
        if (domain) parts.push(`domain=${domain}`)
        document.cookie = parts.join(';')
      }
    }
  }
}

// Workbox's precache holds the app's own build files, never a user's data; keeping it lets the
// next person on a shared device start the app offline. Every other cache goes.
const KEPT_CACHE_PREFIXES = ['workbox-precache']

/** Cache Storage, where the browser has it (not on plain-http LAN servers, nor in jsdom). */
async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const names = await caches.keys()
    await Promise.all(
      names
        .filter((name) => !KEPT_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)))
        .map((name) => caches.delete(name)),
    )
  } catch {
    // Cache Storage refused (private mode): there is nothing in it to wipe.
  }
}

/** Every IndexedDB database: the outbox, the sync log and the service worker's GET answers. */
async function deleteDatabases(): Promise<void> {
  try {
    // Loaded here: Dexie stays out of the first screen's bundle.
    const { deleteAllDatabases } = await import('../lib/db.ts')
    await deleteAllDatabases()
  } catch {
    // IndexedDB unavailable: nothing was stored in it.
  }
}

/**
 * The local sign-out (spec 000 section 4, design.md section 4): local and session storage
 * (the session, the persisted query cache, preferences), cookies, IndexedDB (the outbox and
 * the service worker's stored answers) and Cache Storage. The caller warns first when the
 * outbox holds changes, since they are lost here.
 */
export async function wipeLocalData(): Promise<void> {
  try {
    localStorage.clear()
  } catch {
    // Storage disabled: nothing was kept there.
  }
  try {
    sessionStorage.clear()
  } catch {
    // As above.
  }
  clearCookies()
  // The cached id would otherwise be written back by the next call.
  forgetClientId()
  await Promise.all([deleteDatabases(), clearCacheStorage()])
}
