import { AMOUNT_MAX_INTEGER_DIGITS } from '../../../contract/validators.ts'
import { groupIndianDigits } from './money.ts'

/** What a currency input shows and the number it stands for (null: empty). */
export interface TCurrencyInput {
  display: string
  value: number | null
}

const DEVANAGARI_ZERO = 0x0966

/** A Hindi keyboard types ०-९: read them as the digits they are. */
function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String((d.codePointAt(0) ?? 0) - DEVANAGARI_ZERO))
}

/**
 * The currency input model (spec 000 section 5), run on every keystroke: only digits and one
 * decimal point survive, at most `decimals` decimals, Indian grouping while typing, leading zeros
 * dropped, and a lone 0 cleared (so typing over a field that held 0 does not give "05").
 * Extra integer digits beyond AMOUNT_MAX_INTEGER_DIGITS are ignored rather than rounded.
 */
export function normaliseCurrencyInput(raw: string, decimals = 2): TCurrencyInput {
  const cleaned = toLatinDigits(raw).replace(/[^\d.]/g, '')
  const point = cleaned.indexOf('.')
  const integerText = point >= 0 ? cleaned.slice(0, point) : cleaned
  // With no decimals (whole rupees) what follows a point is dropped, not run into the rupees.
  const hasPoint = point >= 0 && decimals > 0
  const afterPoint = hasPoint ? cleaned.slice(point + 1).replace(/\./g, '') : ''
  const fraction = afterPoint.slice(0, decimals)

  let integer = integerText.replace(/^0+/, '').slice(0, AMOUNT_MAX_INTEGER_DIGITS)
  if (!hasPoint && integer === '') return { display: '', value: null }
  if (integer === '') integer = '0'

  const display = groupIndianDigits(integer) + (hasPoint ? `.${fraction}` : '')
  return { display, value: Number(fraction ? `${integer}.${fraction}` : integer) }
}

/**
 * The input's text for a stored amount (on load and on blur): grouped, with exactly `decimals`
 * decimals. Zero and no amount show as empty, as a lone 0 would be cleared anyway.
 */
export function formatCurrencyInput(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return ''
  const [integer = '', fraction] = Math.abs(value).toFixed(decimals).split('.')
  return groupIndianDigits(integer) + (fraction ? `.${fraction}` : '')
}

/**
 * Where the caret belongs after normalising: behind the same number of digits and points as
 * it was in the raw text, so grouping commas appearing or vanishing do not make it jump.
 */
export function caretAfterNormalise(raw: string, caret: number, display: string): number {
  let significant = toLatinDigits(raw.slice(0, caret)).replace(/[^\d.]/g, '').length
  if (significant === 0) return 0
  for (let i = 0; i < display.length; i++) {
    if (display[i] !== ',') significant--
    if (significant === 0) return i + 1
  }
  return display.length
}
