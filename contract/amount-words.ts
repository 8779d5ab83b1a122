// Per-language grammar tables picked by locale, not UI messages: they are not in the catalogues.
import { integerInWords, type TWordsLocale } from './number-words.ts'

interface TCurrencyWords {
  rupee: string
  rupees: string
  paisa: string
  paise: string
  and: string
  minus: string
}

const CURRENCY_WORDS: Record<TWordsLocale, TCurrencyWords> = {
  en: {
    rupee: 'Rupee',
    rupees: 'Rupees',
    paisa: 'Paisa',
    paise: 'Paise',
    and: 'and',
    minus: 'Minus',
  },
  hi: { rupee: 'रुपया', rupees: 'रुपये', paisa: 'पैसा', paise: 'पैसे', and: 'और', minus: 'ऋण' },
}

/**
 * A rupee amount in words (spec 000 section 9), for the PWA's screens and PDFs and the server's
 * receipts and letters alike: "One Crore Twenty Three Lakh Forty Five
 * Thousand Six Hundred Seventy Eight Rupees", "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर
 * रुपये". Paise follow after "and"/"और"; amounts round to the paisa.
 */
export function amountInWords(amount: number, locale: TWordsLocale = 'en'): string {
  if (!Number.isFinite(amount)) return ''
  const paise = Math.round(Math.abs(amount) * 100)
  return paiseInWords(amount < 0 ? -paise : paise, locale)
}

/** The same words from a whole number of paise, with no float on the way (cost sheets). */
export function paiseInWords(totalPaise: number, locale: TWordsLocale = 'en'): string {
  if (!Number.isSafeInteger(totalPaise)) return ''
  const words = CURRENCY_WORDS[locale]
  const abs = Math.abs(totalPaise)
  const rupees = Math.floor(abs / 100)
  const paise = abs % 100

  const parts: string[] = []
  if (totalPaise < 0) parts.push(words.minus)
  if (rupees > 0 || paise === 0) {
    parts.push(integerInWords(rupees, locale), rupees === 1 ? words.rupee : words.rupees)
  }
  if (paise > 0) {
    if (rupees > 0) parts.push(words.and)
    parts.push(integerInWords(paise, locale), paise === 1 ? words.paisa : words.paise)
  }
  return parts.join(' ')
}
