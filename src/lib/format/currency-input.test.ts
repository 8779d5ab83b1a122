import { describe, expect, it } from 'vitest'
import {
  caretAfterNormalise,
  formatCurrencyInput,
  normaliseCurrencyInput,
} from './currency-input.ts'

describe('normaliseCurrencyInput', () => {
  it.each([
    ['', '', null],
    // A lone 0 is cleared (spec 000 section 5), and so is a run of them.
    ['0', '', null],
    ['00', '', null],
    ['0.', '0.', 0],
    ['0.0', '0.0', 0],
    ['0.5', '0.5', 0.5],
    ['.5', '0.5', 0.5],
    ['.', '0.', 0],
    ['05', '5', 5],
    ['1234', '1,234', 1234],
    ['12.', '12.', 12],
    // Re-normalising what it displayed, with a new digit typed in.
    ['1,23,4567', '12,34,567', 1234567],
    ['12345678.9', '1,23,45,678.9', 12345678.9],
    ['999999999.99', '99,99,99,999.99', 999999999.99],
    // Two decimals by default; later points are dropped.
    ['1.234', '1.23', 1.23],
    ['1.2.3', '1.23', 1.23],
    ['1..5', '1.5', 1.5],
    // Digits only: symbols, signs, letters and spaces go.
    ['₹ 1,000', '1,000', 1000],
    ['-500', '500', 500],
    ['1e5', '15', 15],
    ['abc', '', null],
    // A Hindi keyboard's digits.
    ['१२३४', '1,234', 1234],
    // Twelve integer digits at most: the thirteenth keystroke is ignored.
    ['1234567890123', '1,23,45,67,89,012', 123456789012],
  ])('%j -> %j (%j)', (raw, display, value) => {
    expect(normaliseCurrencyInput(raw)).toEqual({ display, value })
  })

  it.each([
    ['12.5', 0, '12', 12],
    ['12.555', 3, '12.555', 12.555],
  ])('%j with %i decimals -> %j', (raw, decimals, display, value) => {
    expect(normaliseCurrencyInput(raw, decimals)).toEqual({ display, value })
  })

  it('is stable: normalising its own display changes nothing', () => {
    for (const raw of ['1234567.8', '0.05', '99999', '.']) {
      const once = normaliseCurrencyInput(raw)
      expect(normaliseCurrencyInput(once.display)).toEqual(once)
    }
  })
})

describe('formatCurrencyInput', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [0, ''],
    [5, '5.00'],
    [123456.5, '1,23,456.50'],
    [999999999.99, '99,99,99,999.99'],
  ])('%j -> %j', (value, display) => {
    expect(formatCurrencyInput(value)).toBe(display)
  })

  it('can show whole rupees', () => {
    expect(formatCurrencyInput(12345, 0)).toBe('12,345')
  })
})

describe('caretAfterNormalise', () => {
  it.each([
    // Typing the 4th digit at the end: a comma appears, the caret stays at the end.
    ['1234', 4, '1,234', 5],
    // Typing 5 at the end of 1,234.
    ['1,2345', 6, '12,345', 6],
    // Caret after the 2 of 1,2345: after "12" in the regrouped text.
    ['1,2345', 3, '12,345', 2],
    ['1234', 0, '1,234', 0],
    ['12.5', 4, '12.5', 4],
  ])('%j at %i -> %j at %i', (raw, caret, display, expected) => {
    expect(caretAfterNormalise(raw, caret, display)).toBe(expected)
  })
})
