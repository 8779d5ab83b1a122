import { describe, expect, it } from 'vitest'
import { truncate } from './text.ts'

const family = '👨‍👩‍👧‍👦'
const flag = '🇮🇳'
const conjunct = 'क्ष'

describe('truncate', () => {
  it.each([
    ['', ''],
    ['short', 'short'],
    ['a'.repeat(20), 'a'.repeat(20)],
    ['a'.repeat(21), `${'a'.repeat(20)}…`],
    ['Rahul Sharma from Mumbai Central', 'Rahul Sharma from Mu…'],
    // No space before the ellipsis.
    ['abcdefghijklmnopqrs tuv', 'abcdefghijklmnopqrs…'],
    // Grapheme clusters stay whole.
    [family.repeat(21), `${family.repeat(20)}…`],
    [flag.repeat(25), `${flag.repeat(20)}…`],
    [`${'a'.repeat(19)}${family}b`, `${'a'.repeat(19)}${family}…`],
    [conjunct.repeat(21), `${conjunct.repeat(20)}…`],
    [family.repeat(20), family.repeat(20)],
  ])('%j -> %j', (text, truncated) => {
    expect(truncate(text)).toBe(truncated)
  })

  it.each([
    [2, 'नम…'],
    // स्ते is one cluster: consonant, virama, consonant, vowel sign.
    [3, 'नमस्ते…'],
    // दु, not द without its vowel sign.
    [5, 'नमस्ते दु…'],
  ])('cuts Hindi between clusters: %i -> %j', (max, truncated) => {
    expect(truncate('नमस्ते दुनिया, यह एक लंबा वाक्य है', max)).toBe(truncated)
  })

  it('takes another length', () => {
    expect(truncate('Rahul Sharma', 5)).toBe('Rahul…')
    expect(truncate('Rahul', 5)).toBe('Rahul')
  })
})
