import { COUNTRY_CODE, ZMobile } from '../../../../contract/auth.ts'

export const MOBILE_LENGTH = 10

/**
 * What the number field keeps of a typed or pasted value: digits only, without the +91 or the
 * trunk 0 people often paste along (the country code is fixed and shown beside the field).
 */
export function normaliseMobileInput(value: string): string {
  let digits = value.replace(/\D/g, '')
  if (digits.length > MOBILE_LENGTH && digits.startsWith(COUNTRY_CODE)) {
    digits = digits.slice(COUNTRY_CODE.length)
  }
  if (digits.length > MOBILE_LENGTH && digits.startsWith('0')) digits = digits.slice(1)
  return digits.slice(0, MOBILE_LENGTH)
}

/** The contract's rule, so the form and the server agree on what a valid number is. */
export function isValidMobile(phone: string): boolean {
  return ZMobile.safeParse(phone).success
}

export const OTP_LENGTH = 6

export function normaliseOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)
}

/** "+91 98765 43210": the number as the user reads it on their phone. */
export function formatMobile(phone: string): string {
  return `+${COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}`
}
