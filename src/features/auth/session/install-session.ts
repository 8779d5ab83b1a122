import { setAuthProvider } from '../../../lib/http.ts'
import { refreshSession } from '../api/refresh-token.ts'
import { loginHref, LOGIN_PATH } from '../model/redirect-target.ts'
import { createSessionExpiry, type SessionExpiry } from '../model/session-expiry.ts'
import {
  clearSession,
  getSession,
  reloadSession,
  SESSION_STORAGE_KEY,
} from '../model/session-store.ts'

const REFRESH_LOCK = 'siteoffice.session-refresh'

let expiry: SessionExpiry | undefined
let loggedOut: () => void = goToSignIn

/**
 * A full page load to the sign-in page: it drops every bit of the old session held in memory
 * (query cache, open sockets) without each owner having to be told.
 */
function goToSignIn(): void {
  if (window.location.pathname === LOGIN_PATH) return
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
  window.location.assign(loginHref(here))
}

/** Tabs share one refresh token; Web Locks let one refresh at a time (missing: no lock). */
function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(REFRESH_LOCK, run) : run()
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared storage (its sign-out wipe).
  if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return
  const hadSession = getSession() !== null
  const session = reloadSession()
  if (hadSession && session === null) loggedOut()
}

/**
 * Called once at start (src/app/main.tsx): the http client asks the session for its token and
 * hands it every 401 (spec 000 section 4).
 */
export function installSession(options: { onLoggedOut?: () => void } = {}): void {
  loggedOut = options.onLoggedOut ?? goToSignIn
  expiry?.dispose()
  expiry = createSessionExpiry({
    refresh: refreshSession,
    onLoggedOut: () => loggedOut(),
    withLock: withRefreshLock,
  })
  setAuthProvider({
    getAccessToken: () => getSession()?.accessToken,
    onUnauthorized: expiry.onUnauthorized,
  })
  window.removeEventListener('storage', onStorage)
  window.addEventListener('storage', onStorage)
}

/** The server refused the session outright (e.g. a revoked refresh token): sign in again. */
export function endSession(): void {
  clearSession()
  loggedOut()
}
