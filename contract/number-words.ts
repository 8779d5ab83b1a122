// Per-language grammar tables picked by locale, not UI messages: they are not in the catalogues.

/** The languages numbers are written out in: the PWA's (src/lib/i18n.ts `LOCALES`). */
export type TWordsLocale = 'en' | 'hi'

/** How one language says a whole number the Indian way: crore, lakh, thousand, hundred. */
export interface TNumberWords {
  /** 0-99; index 0 is only used when the whole number is zero. */
  below100: (n: number) => string
  hundred: string
  thousand: string
  lakh: string
  crore: string
}

// prettier-ignore
const EN_ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen',
  'Nineteen',
]
// prettier-ignore
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/*
 * Hindi numbers 1-99 are not built from tens and units (23 तेईस, 45 पैंतालीस, 78 अठहत्तर):
 * every one is its own word, so the table is spelt out in full, a row per ten.
 */
// prettier-ignore
const HI_0_TO_99 = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
]

export const NUMBER_WORDS: Record<TWordsLocale, TNumberWords> = {
  en: {
    below100: (n) =>
      n < 20
        ? (EN_ONES[n] ?? '')
        : [EN_TENS[Math.floor(n / 10)], n % 10 ? EN_ONES[n % 10] : ''].filter(Boolean).join(' '),
    hundred: 'Hundred',
    thousand: 'Thousand',
    lakh: 'Lakh',
    crore: 'Crore',
  },
  hi: {
    below100: (n) => HI_0_TO_99[n] ?? '',
    hundred: 'सौ',
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
  },
}

/** The test reads the table back to check it is complete and in order. */
export const HINDI_NUMBERS_0_TO_99: readonly string[] = HI_0_TO_99

function below1000(n: number, words: TNumberWords): string[] {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [
    ...(hundreds ? [words.below100(hundreds), words.hundred] : []),
    ...(rest ? [words.below100(rest)] : []),
  ]
}

/**
 * A whole number in words, Indian style: 12345678 -> One Crore Twenty Three Lakh Forty Five
 * Thousand Six Hundred Seventy Eight. Beyond 99 crore the crore count is itself spelt the same
 * way (One Hundred Crore, एक सौ करोड़), as Indian prices are quoted, rather than arab/kharab.
 */
export function integerInWords(n: number, locale: TWordsLocale): string {
  const words = NUMBER_WORDS[locale]
  if (n === 0) return words.below100(0)
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1000)
  if (crore) parts.push(integerInWords(crore, locale), words.crore)
  if (lakh) parts.push(words.below100(lakh), words.lakh)
  if (thousand) parts.push(words.below100(thousand), words.thousand)
  parts.push(...below1000(n % 1000, words))
  return parts.join(' ')
}
