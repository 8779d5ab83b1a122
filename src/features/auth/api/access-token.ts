import { AUTH_PATHS, ZSession, type TSession } from '../../../../contract/auth.ts'
import { http } from '../../../lib/http.ts'

export interface AccessTokenInput {
  authCode: string
  codeVerifier: string
  codeChallenge: string
}

/** Sign-in step 3: the auth code and the PKCE verifier buy the session's tokens. */
export function getAccessToken(input: AccessTokenInput): Promise<TSession> {
  return http.post(AUTH_PATHS.accessToken, input, {
    schema: ZSession,
    silent: true,
    skipSessionRefresh: true,
  })
}
