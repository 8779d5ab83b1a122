import type { TLocale } from '../i18n.ts'
import { INTL_LOCALES } from './locale.ts'

export { groupIndianDigits } from '../../../contract/money.ts'

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: TLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    // "negative": no "-₹0.00" for -0 or for a negative amount that rounds to zero.
    cached = new Intl.NumberFormat(INTL_LOCALES[locale], { signDisplay: 'negative', ...options })
    formatters.set(key, cached)
  }
  return cached
}

/** ₹1,23,45,678.00: Indian grouping, the rupee symbol, two decimals (0 for whole rupees). */
export function formatRupees(amount: number, locale: TLocale = 'en', decimals: 0 | 2 = 2): string {
  if (!Number.isFinite(amount)) return ''
  return formatter(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount)
}

/**
 * The same from an exact decimal ("1234567.89", see format/paise.ts): Intl formats a decimal
 * string as written (ES2023), so a large amount of paise never passes through a float.
 */
export function formatRupeeDecimal(decimal: `${number}`, locale: TLocale = 'en'): string {
  return formatter(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(decimal)
}

/** 1,23,45,678.5: Indian grouping without a symbol; up to `maxDecimals` decimals, no padding. */
export function formatIndianNumber(value: number, locale: TLocale = 'en', maxDecimals = 2): string {
  if (!Number.isFinite(value)) return ''
  return formatter(locale, { maximumFractionDigits: maxDecimals }).format(value)
}
