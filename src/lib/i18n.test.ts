import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeName } from './i18n.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('localeName', () => {
  it('names each language in its own script, building Intl.DisplayNames once per language', () => {
    const built: string[] = []
    const Real = Intl.DisplayNames
    class Counting extends Real {
      constructor(locales: string[], options: Intl.DisplayNamesOptions) {
        super(locales, options)
        built.push(String(locales))
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: Counting })
    const hindi = localeName('hi')
    for (let i = 0; i < 5; i++) expect(localeName('hi')).toBe(hindi)
    expect(localeName('en')).toBe('English')
    expect(localeName('en')).toBe('English')
    expect(built).toEqual(['hi', 'en'])
  })
})
