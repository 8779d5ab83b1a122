import { describe, expect, it } from 'vitest'
import { amountInWords } from './amount-words.ts'
import { HINDI_NUMBERS_0_TO_99, integerInWords } from './number-words.ts'

describe('amountInWords in English', () => {
  it.each([
    [12345678, 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees'],
    [0, 'Zero Rupees'],
    [1, 'One Rupee'],
    [15, 'Fifteen Rupees'],
    [100, 'One Hundred Rupees'],
    [101, 'One Hundred One Rupees'],
    [110, 'One Hundred Ten Rupees'],
    [1000, 'One Thousand Rupees'],
    [100000, 'One Lakh Rupees'],
    [10000000, 'One Crore Rupees'],
    [2500.75, 'Two Thousand Five Hundred Rupees and Seventy Five Paise'],
    [0.5, 'Fifty Paise'],
    [0.01, 'One Paisa'],
    [-250, 'Minus Two Hundred Fifty Rupees'],
    [-0, 'Zero Rupees'],
    [
      999999999.99,
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees and Ninety Nine Paise',
    ],
    [1000000000, 'One Hundred Crore Rupees'],
    [
      123456789012,
      'Twelve Thousand Three Hundred Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand Twelve Rupees',
    ],
    [Number.NaN, ''],
  ])('%d -> %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words)
  })
})

describe('amountInWords in Hindi', () => {
  it.each([
    [12345678, 'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये'],
    [0, 'शून्य रुपये'],
    [1, 'एक रुपया'],
    [0.5, 'पचास पैसे'],
    [101.01, 'एक सौ एक रुपये और एक पैसा'],
    [-99, 'ऋण निन्यानवे रुपये'],
    [2500000, 'पच्चीस लाख रुपये'],
    [999999999.99, 'निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे'],
    [1000000000, 'एक सौ करोड़ रुपये'],
  ])('%d -> %s', (amount, words) => {
    expect(amountInWords(amount, 'hi')).toBe(words)
  })
})

describe('the Hindi number table', () => {
  it('has a distinct word for each of 0 to 99', () => {
    expect(HINDI_NUMBERS_0_TO_99).toHaveLength(100)
    expect(new Set(HINDI_NUMBERS_0_TO_99).size).toBe(100)
  })

  it.each([
    [10, 'दस'],
    [11, 'ग्यारह'],
    [19, 'उन्नीस'],
    [20, 'बीस'],
    [21, 'इक्कीस'],
    [29, 'उनतीस'],
    [30, 'तीस'],
    [39, 'उनतालीस'],
    [40, 'चालीस'],
    [45, 'पैंतालीस'],
    [49, 'उनचास'],
    [50, 'पचास'],
    [51, 'इक्यावन'],
    [59, 'उनसठ'],
    [60, 'साठ'],
    [69, 'उनहत्तर'],
    [70, 'सत्तर'],
    [78, 'अठहत्तर'],
    [79, 'उनासी'],
    [80, 'अस्सी'],
    [81, 'इक्यासी'],
    [89, 'नवासी'],
    [90, 'नब्बे'],
    [91, 'इक्यानवे'],
    [99, 'निन्यानवे'],
  ])('%i is %s', (n, word) => {
    expect(integerInWords(n, 'hi')).toBe(word)
  })

  it.each([
    [100, 'एक सौ'],
    [999, 'नौ सौ निन्यानवे'],
    [100000, 'एक लाख'],
    [10000000, 'एक करोड़'],
  ])('%i is %s', (n, words) => {
    expect(integerInWords(n, 'hi')).toBe(words)
  })
})
