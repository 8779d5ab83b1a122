import type { TLocale } from '../i18n.ts'

/**
 * The Intl locale behind each UI language. Both use Latin digits: Hindi-language apps and
 * Indian official use write numbers in the international form (1, 2, 3), and a salesperson
 * compares prices across both languages. Words (lakh, करोड़, month names) follow the language.
 */
export const INTL_LOCALES: Record<TLocale, string> = {
  en: 'en-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
}

/**
 * Month names for dates: plain English gives "Sep" where en-IN gives "Sept", and the spec's
 * "DD MMM yyyy" wants three letters. The day, month and year order is ours, not the locale's.
 */
export const DATE_LOCALES: Record<TLocale, string> = {
  en: 'en',
  hi: 'hi-IN',
}
