import { describe, expect, it } from 'vitest'
import { abbreviateAmount } from './amount-short.ts'

describe('abbreviateAmount', () => {
  it.each([
    [12345678, '1.23 Crs'],
    [4560000, '45.6 lacs'],
    [12500, '12.5 Thousands'],
    [10000000, '1 Crs'],
    [100000, '1 lacs'],
    [1000, '1 Thousands'],
    // Rounding reaches the next unit: never "100 lacs".
    [9999999, '1 Crs'],
    [99999, '1 lacs'],
    [999999999.99, '100 Crs'],
    [123456789012, '12,345.68 Crs'],
    [999, '999'],
    [999.5, '999.5'],
    [0, '0'],
    [-12345678, '-1.23 Crs'],
    [-0.001, '0'],
    [Number.NaN, ''],
  ])('%d -> %s', (amount, text) => {
    expect(abbreviateAmount(amount)).toBe(text)
  })

  it.each([
    [12345678, '1.23 करोड़'],
    [4560000, '45.6 लाख'],
    [12500, '12.5 हज़ार'],
    [500, '500'],
  ])('in Hindi: %d -> %s', (amount, text) => {
    expect(abbreviateAmount(amount, 'hi')).toBe(text)
  })

  it.each([
    [12345678, '₹1.23 Crs'],
    [-4560000, '-₹45.6 lacs'],
    [750, '₹750'],
  ])('with the rupee symbol: %d -> %s', (amount, text) => {
    expect(abbreviateAmount(amount, 'en', { rupeeSymbol: true })).toBe(text)
  })
})
