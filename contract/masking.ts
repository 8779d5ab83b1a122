/**
 * Masking of personal data: a contact is shown in full only to whom may read it. The server masks leads' contacts in responses
 * for users without the unmask scope; the PWA uses the same functions wherever it shows a
 * contact it was not meant to read in full. Masking an already masked value changes nothing.
 */

export const MASK_CHAR = 'X'

/**
 * rahul.sharma@gmail.com -> rXXXXXXXXXXa@gmail.com: the first and last character of the local
 * part stay, the domain stays. The rule would show a one- or two-character local part whole, so
 * a single character is masked and a pair keeps only its first. Without an "@" the whole value
 * is taken as the local part.
 */
export function maskEmail(email: string): string {
  const value = email.trim()
  if (value === '') return ''
  const at = value.lastIndexOf('@')
  const local = [...(at < 0 ? value : value.slice(0, at))]
  const domain = at < 0 ? '' : value.slice(at)
  if (local.length === 0) return value
  const first = local[0] ?? ''
  if (local.length === 1) return MASK_CHAR + domain
  if (local.length === 2) return first + MASK_CHAR + domain
  return first + MASK_CHAR.repeat(local.length - 2) + (local.at(-1) ?? '') + domain
}

/** Mask characters followed by up to 4 digits, spaces and dashes aside: what maskPhone returns. */
const MASKED_PHONE = /^[+]?[Xx*]+\d{0,4}$/

/**
 * 9876543210 -> XXXXXX3210: only the last 4 digits show. Formatting and a +91 prefix are
 * dropped, so the masked form is the same however the number was stored. A number of 4 digits
 * or fewer is masked whole rather than shown.
 */
export function maskPhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '')
  if (compact === '') return ''
  if (MASKED_PHONE.test(compact)) return phone
  let digits = compact.replace(/\D/g, '')
  // The same mobile stored as +91 98765 43210, 09876543210 or 9876543210 masks alike.
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2)
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  if (digits.length <= 4) return MASK_CHAR.repeat(digits.length)
  return MASK_CHAR.repeat(digits.length - 4) + digits.slice(-4)
}
