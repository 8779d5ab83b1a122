import { describe, expect, it } from 'vitest'
import {
  formatMobile,
  isCompleteOtp,
  isValidMobile,
  normaliseMobileInput,
  normaliseOtpInput,
} from './mobile.ts'

describe('mobile number', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765432109999', '9876543210'],
    ['abc', ''],
  ])('keeps the 10 digits of %j', (typed, kept) => {
    expect(normaliseMobileInput(typed)).toBe(kept)
  })

  it('accepts what the contract accepts', () => {
    expect(isValidMobile('9000000003')).toBe(true)
    expect(isValidMobile('900000000')).toBe(false)
    expect(isValidMobile('1234567890')).toBe(false)
  })

  it('shows the number with its country code', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210')
  })
})

describe('one-time code', () => {
  it('keeps 6 digits', () => {
    expect(normaliseOtpInput('12 34-567')).toBe('123456')
    expect(isCompleteOtp('123456')).toBe(true)
    expect(isCompleteOtp('12345')).toBe(false)
  })
})
