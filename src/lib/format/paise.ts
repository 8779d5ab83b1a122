import type { TLocale } from '../i18n.ts'
import { abbreviateAmount } from './amount-short.ts'
import { paiseInWords } from '../../../contract/amount-words.ts'
import { formatRupeeDecimal } from './money.ts'
import { paiseToDecimal } from '../../../contract/money.ts'

export { paiseToDecimal }

/*
 * Money held as integer paise (cost sheets, decision 0047) shown the three ways the spec asks
 * (000 section 9, 002 section 3): in figures with Indian grouping, in words, and abbreviated in
 * summaries. One place for every screen and the PDF, so they never disagree.
 */

/** ₹1,23,45,678.90 from 123456789 paise. */
export function formatPaise(paise: number, locale: TLocale = 'en'): string {
  return formatRupeeDecimal(paiseToDecimal(paise), locale)
}

/** "One Crore Twenty Three Lakh … Rupees and Ninety Paise", or the Hindi words. */
export const paiseWords = paiseInWords

/** 1.23 Crs, 45.6 lacs, 12 Thousands (करोड़, लाख, हज़ार in Hindi) for summaries. */
export function abbreviatePaise(paise: number, locale: TLocale = 'en'): string {
  // Two decimals of a crore or a lakh: the float's error is far below what is shown.
  return abbreviateAmount(paise / 100, locale, { rupeeSymbol: true })
}
