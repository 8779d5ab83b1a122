import { AUTH_PATHS, ZSession, type TSession } from '../../../../contract/auth.ts'
import { HEADERS } from '../../../../contract/http.ts'
import { http } from '../../../lib/http.ts'

/**
 * A new session for the refresh token; the server rotates both tokens. Its own 401 comes back
 * here (skipSessionRefresh) instead of asking the session to refresh again.
 */
export function refreshSession(refreshToken: string): Promise<TSession> {
  return http.post(AUTH_PATHS.refreshToken, undefined, {
    headers: { [HEADERS.refreshToken]: refreshToken },
    schema: ZSession,
    silent: true,
    skipSessionRefresh: true,
  })
}
