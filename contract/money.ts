/**
 * Money as text from integer paise, where both halves need it: the PWA's screens and PDFs
 * (src/lib/format/paise.ts builds on these) and the server's receipts and letters. Pure string
 * work: no paisa ever passes through a float divided by 100.
 */

/** "123456789" paise → "1234567.89": an exact decimal. */
export function paiseToDecimal(paise: number): `${number}` {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be whole, got ${paise}`)
  const abs = Math.abs(paise)
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return (paise < 0 ? `-${text}` : text) as `${number}`
}

/**
 * Indian grouping of a string of digits (12345678 -> 1,23,45,678): the last three, then pairs.
 * Works on text so what the user typed is never rounded through a float.
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',')
  return `${pairs},${digits.slice(-3)}`
}

/**
 * Rs. 1,23,45,678.90, as a PDF writes an amount: its standard Helvetica has no rupee sign (not
 * in WinAnsi), so documents write "Rs.".
 */
export function pdfRupees(paise: number): string {
  const [whole = '0', fraction = '00'] = paiseToDecimal(Math.abs(paise)).split('.')
  return `${paise < 0 ? '-' : ''}Rs. ${groupIndianDigits(whole)}.${fraction}`
}
