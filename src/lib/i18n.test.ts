import { describe, expect, it } from 'vitest'
import { LOCALES, activateLocale, i18n, localeName } from './i18n.ts'

describe('localeName', () => {
  it("names each language in its own script, as the browser's Intl.DisplayNames does", () => {
    for (const locale of LOCALES)
      expect(localeName(locale)).toBe(
        new Intl.DisplayNames([locale], { type: 'language' }).of(locale),
      )
    expect(localeName('en')).toBe('English')
  })
})

describe('English, which has no catalogue at run time', () => {
  it("shows a message's own text, placeholders and plurals filled in", async () => {
    await activateLocale('en')
    expect(i18n.messages).toEqual({})
    const leads = (count: number) =>
      i18n._({
        id: 'test-leads',
        message: '{count, plural, one {# lead} other {# leads}} for {name}',
        values: { count, name: 'Asha' },
      })
    expect(leads(1)).toBe('1 lead for Asha')
    expect(leads(1989)).toBe('1,989 leads for Asha')
  })
})
