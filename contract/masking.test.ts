import { describe, expect, it } from 'vitest'
import { maskEmail, maskPhone } from './masking.ts'

describe('maskEmail', () => {
  it.each([
    ['rahul.sharma@gmail.com', 'rXXXXXXXXXXa@gmail.com'],
    ['abc@x.in', 'aXc@x.in'],
    ['first.last+tag@sub.example.co.in', 'fXXXXXXXXXXXXg@sub.example.co.in'],
    // The rule would show a one- or two-character local part whole.
    ['a@x.in', 'X@x.in'],
    ['ab@x.in', 'aX@x.in'],
    // Already masked: unchanged.
    ['rXXXXXXXXXXa@gmail.com', 'rXXXXXXXXXXa@gmail.com'],
    ['X@x.in', 'X@x.in'],
    ['aX@x.in', 'aX@x.in'],
    // The last "@" separates the domain.
    ['"a@b"@x.in', '"XXX"@x.in'],
    ['  rahul@x.in ', 'rXXXl@x.in'],
    ['not-an-email', 'nXXXXXXXXXXl'],
    ['@x.in', '@x.in'],
    ['', ''],
  ])('%j -> %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked)
    expect(maskEmail(masked)).toBe(masked)
  })
})

describe('maskPhone', () => {
  it.each([
    ['9876543210', 'XXXXXX3210'],
    ['+91 98765 43210', 'XXXXXX3210'],
    ['+91-9876543210', 'XXXXXX3210'],
    ['919876543210', 'XXXXXX3210'],
    ['09876543210', 'XXXXXX3210'],
    ['98765-43210', 'XXXXXX3210'],
    ['+1 415 555 0100', 'XXXXXXX0100'],
    // Too short to show 4 digits and hide the rest: all hidden.
    ['1234', 'XXXX'],
    ['12', 'XX'],
    ['', ''],
  ])('%j -> %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked)
    expect(maskPhone(masked)).toBe(masked)
  })

  it.each(['XXXXXX3210', 'xxxxxx3210', '******3210', 'XXXXXX 3210', '+XXXXXXXX3210', 'XXXX'])(
    'leaves the already masked %j as it is',
    (masked) => {
      expect(maskPhone(masked)).toBe(masked)
    },
  )
})
