import { i18n, type Messages } from '@lingui/core'

export const LOCALES = ['en', 'hi'] as const
export type TLocale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: TLocale = 'en'

const STORAGE_KEY = 'siteoffice.locale'

// One chunk per language: a user downloads only the catalogue they read. A build has each
// message's English compiled into the code that shows it, so English needs none there
// (scripts/lingui-compiled-english.ts, decision 0065).
const catalogs: Record<TLocale, () => Promise<{ messages: Messages }>> = {
  en: import.meta.env.PROD
    ? () => Promise.resolve({ messages: {} })
    : () => import('../../locales/en/messages.po'),
  hi: () => import('../../locales/hi/messages.po'),
}

export function isLocale(value: unknown): value is TLocale {
  return LOCALES.includes(value as TLocale)
}

export function getStoredLocale(): TLocale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    if (isLocale(stored)) return stored
  } catch {
    // Storage disabled: fall through to the default.
  }
  return DEFAULT_LOCALE
}

/** How long a switch to Hindi waits for its font before drawing (the font swaps in when late). */
const FONT_WAIT_MS = 3000

/**
 * Hindi's Devanagari font, self-hosted and fetched only for Hindi: a device without a Devanagari
 * font of its own would otherwise draw empty boxes.
 */
async function loadScriptFont(locale: TLocale): Promise<void> {
  if (locale !== 'hi') return
  const { loadDevanagariFont } = await import('./devanagari-font.ts')
  await Promise.race([
    loadDevanagariFont(),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ])
}

/** Loads the catalogue, switches the UI, remembers the choice and tells the browser (`<html lang>`). */
export async function activateLocale(locale: TLocale): Promise<void> {
  const [{ messages }] = await Promise.all([
    catalogs[locale](),
    loadScriptFont(locale).catch(() => undefined),
  ])
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // The choice then lasts for this page load only.
  }
}

/**
 * Each language's own name, so nobody has to read a foreign script to switch. Written out rather
 * than asked of Intl.DisplayNames: building one loads the browser's locale data, about 100 ms of
 * the first screen's main thread on a phone (decision 0025), for two names that never change.
 * An autonym is the same in every catalogue, so it is not a message to translate.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- autonyms, the same in every language
const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', hi: 'हिन्दी' }

export function localeName(locale: TLocale): string {
  return LOCALE_NAMES[locale]
}

export { i18n }
