import { describe, expect, it } from 'vitest'
import { formatIndianNumber, formatRupees, groupIndianDigits } from './money.ts'

describe('formatRupees', () => {
  it.each([
    [12345678, '₹1,23,45,678.00'],
    [999999999.99, '₹99,99,99,999.99'],
    [0, '₹0.00'],
    [-0, '₹0.00'],
    [-0.001, '₹0.00'],
    [-12345678.5, '-₹1,23,45,678.50'],
    [1000, '₹1,000.00'],
    [100000, '₹1,00,000.00'],
    [0.5, '₹0.50'],
    [0.005, '₹0.01'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d -> %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text)
  })

  it.each([
    [12345678, '₹1,23,45,678.00'],
    [-250.5, '-₹250.50'],
  ])('uses Latin digits and Indian grouping in Hindi too: %d -> %s', (amount, text) => {
    expect(formatRupees(amount, 'hi')).toBe(text)
  })

  it('can drop the paise', () => {
    expect(formatRupees(12345678.4, 'en', 0)).toBe('₹1,23,45,678')
  })
})

describe('formatIndianNumber', () => {
  it.each([
    [12345678, '1,23,45,678'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [-100000, '-1,00,000'],
    [0, '0'],
  ])('%d -> %s', (value, text) => {
    expect(formatIndianNumber(value)).toBe(text)
    expect(formatIndianNumber(value, 'hi')).toBe(text)
  })
})

describe('groupIndianDigits', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '1,234'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['12345678', '1,23,45,678'],
    ['999999999', '99,99,99,999'],
    ['123456789012', '1,23,45,67,89,012'],
  ])('%j -> %j', (digits, grouped) => {
    expect(groupIndianDigits(digits)).toBe(grouped)
  })
})
