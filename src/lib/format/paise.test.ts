import { describe, expect, it } from 'vitest'
import { abbreviatePaise, formatPaise, paiseToDecimal, paiseWords } from './paise.ts'

describe('paise in figures', () => {
  it.each([
    [1_23_45_678_90, '₹1,23,45,678.90'],
    [0, '₹0.00'],
    [1, '₹0.01'],
    [99_999, '₹999.99'],
    [1_00_000_00, '₹1,00,000.00'],
    // ₹9,00,71,99,25,474.09: beyond where paise / 100 as a float would print a wrong paisa.
    [900_719_925_474_09, '₹9,00,71,99,25,474.09'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text)
  })

  it('keeps Latin digits and Indian grouping in Hindi', () => {
    expect(formatPaise(1_23_45_678_90, 'hi')).toBe('₹1,23,45,678.90')
  })

  it('writes the exact decimal, refusing a fraction of a paisa', () => {
    expect(paiseToDecimal(5)).toBe('0.05')
    expect(paiseToDecimal(-12_345)).toBe('-123.45')
    expect(() => paiseToDecimal(1.5)).toThrow(RangeError)
  })
})

describe('paise in words', () => {
  it.each([
    // Worked by hand: 1,23,45,678 = 1 crore, 23 lakh, 45 thousand, 6 hundred, 78.
    [
      1_23_45_678_90,
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees and Ninety Paise',
    ],
    [85_50_000_00, 'Eighty Five Lakh Fifty Thousand Rupees'],
    [1, 'One Paisa'],
    [0, 'Zero Rupees'],
  ])('%i paise', (paise, words) => {
    expect(paiseWords(paise)).toBe(words)
  })

  it('says the amount in Hindi words in Hindi', () => {
    expect(paiseWords(1_23_45_678_00, 'hi')).toBe('एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये')
    expect(paiseWords(50_05, 'hi')).toBe('पचास रुपये और पाँच पैसे')
  })
})

describe('paise abbreviated', () => {
  it.each([
    [1_23_00_000_00, '₹1.23 Crs'],
    [45_60_000_00, '₹45.6 lacs'],
    [12_000_00, '₹12 Thousands'],
    // 99,99,999 rounds to one crore, not "100 lacs".
    [99_99_999_00, '₹1 Crs'],
    [999_00, '₹999'],
  ])('%i paise is %s', (paise, text) => {
    expect(abbreviatePaise(paise)).toBe(text)
  })

  it('uses the Hindi units in Hindi', () => {
    expect(abbreviatePaise(1_23_00_000_00, 'hi')).toBe('₹1.23 करोड़')
  })
})
