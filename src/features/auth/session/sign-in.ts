import { getAccessToken } from '../api/access-token.ts'
import { getIncludedModules } from '../api/app-config.ts'
import { bearer } from '../api/bearer.ts'
import { getMultiProfile } from '../api/multi-profile.ts'
import { signOutOnServer } from '../api/sign-out.ts'
import { verifyOtp } from '../api/verify-otp.ts'
import { createPkcePair } from '../model/pkce.ts'
import { clearSession, setSession, type TStoredSession } from '../model/session-store.ts'

export interface SignInWithCodeInput {
  phone: string
  refId: string
  otp: string
}

export type SignInResult =
  | { kind: 'signed-in'; session: TStoredSession }
  /** Spec 000 section 3: a home buyer, told to use the mobile app. */
  | { kind: 'customer-only' }

/**
 * Sign-in steps 2 to 5 of spec 000 section 4. Nothing is stored until the last step, so a
 * failure half way leaves no half-made session behind.
 */
export async function signInWithCode({
  phone,
  refId,
  otp,
}: SignInWithCodeInput): Promise<SignInResult> {
  const pkce = await createPkcePair()
  const authCode = await verifyOtp({ refId, otp, phone, codeChallenge: pkce.challenge })
  const tokens = await getAccessToken({
    authCode,
    codeVerifier: pkce.verifier,
    codeChallenge: pkce.challenge,
  })

  const { profiles } = await getMultiProfile(tokens.userHash, tokens.accessToken)
  if (profiles.length === 0) {
    await signOutOnServer(bearer(tokens.accessToken))
    clearSession()
    return { kind: 'customer-only' }
  }

  const includedModules = await getIncludedModules(tokens.slug, tokens.accessToken)
  const session: TStoredSession = { ...tokens, refId, authCode, includedModules }
  setSession(session)
  return { kind: 'signed-in', session }
}
