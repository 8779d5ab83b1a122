import { AUTH_PATHS, ZMultiProfile, type TMultiProfile } from '../../../../contract/auth.ts'
import { http } from '../../../lib/http.ts'
import { bearer } from './bearer.ts'

/**
 * Sign-in step 4: the user's business and admin profiles. Called with the new session's token
 * before that session is stored, so its 401 is the caller's, not a reason to refresh.
 */
export function getMultiProfile(userHash: string, accessToken: string): Promise<TMultiProfile> {
  return http.get(AUTH_PATHS.multiProfile(userHash), {
    schema: ZMultiProfile,
    headers: bearer(accessToken),
    silent: true,
    skipSessionRefresh: true,
  })
}
