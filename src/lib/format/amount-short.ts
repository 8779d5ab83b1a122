/* eslint-disable lingui/no-unlocalized-strings -- unit names are per-language tables picked by locale, not UI messages */
import type { TLocale } from '../i18n.ts'
import { formatIndianNumber } from './money.ts'

/** The spec's summary units (000 section 9): Crs, lacs, Thousands, and their Hindi words. */
const UNITS: Record<TLocale, readonly { size: number; label: string }[]> = {
  en: [
    { size: 10_000_000, label: 'Crs' },
    { size: 100_000, label: 'lacs' },
    { size: 1000, label: 'Thousands' },
  ],
  hi: [
    { size: 10_000_000, label: 'करोड़' },
    { size: 100_000, label: 'लाख' },
    { size: 1000, label: 'हज़ार' },
  ],
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * An amount abbreviated for summaries: 1.23 Crs, 45.6 lacs, 12.5 Thousands (two decimals at
 * most, trailing zeros dropped). The unit is the largest one the rounded value reaches, so
 * 99,99,999 reads 1 Crs, not 100 lacs. Below a thousand the amount is shown as it is (999).
 */
export function abbreviateAmount(
  amount: number,
  locale: TLocale = 'en',
  { rupeeSymbol = false }: { rupeeSymbol?: boolean } = {},
): string {
  if (!Number.isFinite(amount)) return ''
  const abs = Math.abs(amount)
  const units = UNITS[locale]
  const smallest = units.at(-1)?.size ?? 0
  const unit = abs < smallest ? undefined : units.find((u) => round2(abs / u.size) >= 1)
  const value = unit ? round2(abs / unit.size) : round2(abs)
  const sign = amount < 0 && value > 0 ? '-' : ''
  const number = formatIndianNumber(value, locale)
  return `${sign}${rupeeSymbol ? '₹' : ''}${number}${unit ? ` ${unit.label}` : ''}`
}
