import { AUTH_PATHS, ZVerifyOtpResponse } from '../../../../contract/auth.ts'
import { http } from '../../../lib/http.ts'

export interface VerifyOtpInput {
  refId: string
  otp: string
  phone: string
  codeChallenge: string
}

/** Sign-in step 2: the code and the PKCE challenge buy a one-time auth code. */
export async function verifyOtp(input: VerifyOtpInput): Promise<string> {
  const { authCode } = await http.post(AUTH_PATHS.verifyOtp, input, {
    schema: ZVerifyOtpResponse,
    silent: true,
  })
  return authCode
}
