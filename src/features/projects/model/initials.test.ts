import { describe, expect, it } from 'vitest'
import { initials } from './initials.ts'

describe('initials', () => {
  it.each([
    ['Green Meadows', 'GM'],
    ['skyline heights phase 2', 'SH'],
    ['Aurum', 'A'],
    ['  Palm   Grove  ', 'PG'],
    ['(The) Orchid - Residency', 'TO'],
    ['', ''],
    ['- -', ''],
    ['श्री निवास', 'श्रीनि'],
    ['22 Baker Street', '2B'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
