import { useMutation } from '@tanstack/react-query'
import {
  AUTH_PATHS,
  COUNTRY_CODE,
  ZGetOtpResponse,
  type TGetOtpResponse,
} from '../../../../contract/auth.ts'
import { http } from '../../../lib/http.ts'

/** Sign-in step 1: the server texts a one-time code to the number (+91 is fixed). */
export function getOtp(phone: string): Promise<TGetOtpResponse> {
  // Silent: the sign-in form shows every failure beside the field.
  return http.post(
    AUTH_PATHS.getOtp,
    { phone, countryCode: COUNTRY_CODE },
    { schema: ZGetOtpResponse, silent: true },
  )
}

export function useGetOtpMutation() {
  return useMutation({ mutationFn: getOtp })
}
