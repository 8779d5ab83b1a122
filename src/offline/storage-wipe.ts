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

/**
 * The local sign-out of spec 000 section 4: local and session storage and cookies. The offline
 * issue extends this to IndexedDB (Dexie) and Cache Storage, hence async.
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
}
