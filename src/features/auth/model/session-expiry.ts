import type { TSession } from '../../../../contract/auth.ts'
import { HttpError } from '../../../lib/http.ts'
import {
  applyTokens,
  clearSession,
  getSession,
  reloadSession,
  removeAccessToken,
} from './session-store.ts'

/** Spec 000 section 4. */
export const REFRESH_SPACING_MS = 1_000
export const LOGOUT_DEBOUNCE_MS = 500

export interface SessionExpiryOptions {
  /**
   * Exchanges the refresh token for a new session (both tokens rotate). Resolves only for a
   * success with a session body: 200, 201 and 203 carry one; a 202 or 204 cannot, and fails the
   * contract's schema like any other unusable answer.
   */
  refresh: (refreshToken: string) => Promise<TSession>
  /** The session ended: take the user to sign-in. */
  onLoggedOut: () => void
  /** Serialises refreshes across this browser's tabs, which share one refresh token. */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>
  now?: () => number
}

export interface SessionExpiry {
  /** The http client's 401 handler: resolves true when the call should be retried once. */
  onUnauthorized: (error?: unknown, refusedToken?: string) => Promise<boolean>
  dispose: () => void
}

/** The server refused the refresh token itself: the session cannot be saved. */
function isRefreshRejected(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 400 || error.status === 401)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createSessionExpiry(options: SessionExpiryOptions): SessionExpiry {
  const now = options.now ?? Date.now
  const withLock = options.withLock ?? ((run) => run())
  let inFlight: Promise<boolean> | undefined
  let lastRefreshAt = Number.NEGATIVE_INFINITY
  let logoutTimer: ReturnType<typeof setTimeout> | undefined

  function logOut(): void {
    clearTimeout(logoutTimer)
    logoutTimer = undefined
    clearSession()
    options.onLoggedOut()
  }

  // A burst of 401s without a refresh token ends in one logout, not one per request.
  function scheduleLogOut(): void {
    clearTimeout(logoutTimer)
    logoutTimer = setTimeout(logOut, LOGOUT_DEBOUNCE_MS)
  }

  async function refresh(staleRefreshToken: string): Promise<boolean> {
    const wait = lastRefreshAt + REFRESH_SPACING_MS - now()
    if (wait > 0) await sleep(wait)
    return withLock(async () => {
      const current = reloadSession()
      if (!current) {
        scheduleLogOut()
        return false
      }
      // Another tab refreshed while we waited for the lock: its tokens are ours too. Sending
      // the old refresh token again would look like token theft and revoke the whole family.
      if (current.refreshToken !== staleRefreshToken && current.accessToken) return true

      lastRefreshAt = now()
      try {
        applyTokens(await options.refresh(current.refreshToken))
        return true
      } catch (error) {
        if (isRefreshRejected(error)) logOut()
        // Otherwise (offline, timeout, server down) keep the refresh token for the next 401:
        // a site office losing its link must not lose its session.
        return false
      }
    })
  }

  function onUnauthorized(_error?: unknown, refusedToken?: string): Promise<boolean> {
    const session = getSession()
    // The request left before a refresh finished: retry with the newer token, keep it stored.
    if (refusedToken && session?.accessToken && session.accessToken !== refusedToken) {
      return Promise.resolve(true)
    }
    removeAccessToken()
    if (!session?.refreshToken) {
      scheduleLogOut()
      return Promise.resolve(false)
    }
    inFlight ??= refresh(session.refreshToken).finally(() => {
      inFlight = undefined
    })
    return inFlight
  }

  return {
    onUnauthorized,
    dispose() {
      clearTimeout(logoutTimer)
      inFlight = undefined
    },
  }
}
