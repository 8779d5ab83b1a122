import { describe, expect, it } from 'vitest'
import { LOCALES, localeName } from './i18n.ts'

describe('localeName', () => {
  it("names each language in its own script, as the browser's Intl.DisplayNames does", () => {
    for (const locale of LOCALES)
      expect(localeName(locale)).toBe(
        new Intl.DisplayNames([locale], { type: 'language' }).of(locale),
      )
    expect(localeName('en')).toBe('English')
  })
})
