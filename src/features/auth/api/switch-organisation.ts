import { AUTH_PATHS, ZSession, type TSession } from '../../../../contract/auth.ts'
import { HEADERS } from '../../../../contract/http.ts'
import { http } from '../../../lib/http.ts'

/**
 * Tokens for another of the user's organisations. Authenticated by the refresh token, which the
 * server rotates: a 401 must not start a refresh that would send the old one again.
 */
export function switchOrganisation(refreshToken: string, orgId: string): Promise<TSession> {
  return http.post(
    AUTH_PATHS.switchOrganisation,
    { orgId },
    {
      headers: { [HEADERS.refreshToken]: refreshToken },
      schema: ZSession,
      skipSessionRefresh: true,
    },
  )
}
