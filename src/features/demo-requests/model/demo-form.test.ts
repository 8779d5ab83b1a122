import { i18n, type MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_DEMO_FORM,
  serverFieldErrors,
  toDemoRequest,
  validateDemoForm,
  type TDemoFormValues,
} from './demo-form.ts'

const valid: TDemoFormValues = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  phone: '9876543210',
  company: 'Sharma Developers',
  city: 'Pune',
  message: 'We sell 400 flats a year.',
}

const text = (d: MessageDescriptor | undefined) => (d ? i18n._(d) : undefined)

describe('validateDemoForm', () => {
  it('accepts a complete request with a captcha', () => {
    const result = validateDemoForm(valid, 'payload')
    expect(result.ok).toBe(true)
  })

  it('names every missing required field, and the captcha', () => {
    const result = validateDemoForm(EMPTY_DEMO_FORM, '')
    if (result.ok) throw new Error('expected errors')
    expect(text(result.errors.name)).toBe('This field cannot be left blank.')
    expect(text(result.errors.company)).toBe('This field cannot be left blank.')
    expect(text(result.errors.email)).toBe('Please enter a valid email address.')
    expect(text(result.errors.phone)).toBe('Please enter a valid number.')
    expect(text(result.errors.captcha)).toBe('Please tick the box to show you are not a robot.')
    expect(result.errors.city).toBeUndefined()
    expect(result.errors.message).toBeUndefined()
  })

  it('rejects a mobile number that is not 10 digits starting 6 to 9', () => {
    for (const phone of ['98765', '98765432101', '5876543210', '+919876543210']) {
      const result = validateDemoForm({ ...valid, phone }, 'payload')
      expect(result.ok, phone).toBe(false)
    }
  })

  it('rejects emoji, with the spec message', () => {
    const result = validateDemoForm({ ...valid, company: 'Sunrise 🏠 Homes' }, 'payload')
    if (result.ok) throw new Error('expected errors')
    expect(text(result.errors.company)).toBe('Emoji cannot be added.')
  })

  it('limits the message to 500 characters', () => {
    const result = validateDemoForm({ ...valid, message: 'a'.repeat(501) }, 'payload')
    if (result.ok) throw new Error('expected errors')
    expect(text(result.errors.message)).toBe('Use at most 500 characters.')
    expect(validateDemoForm({ ...valid, message: 'a'.repeat(500) }, 'payload').ok).toBe(true)
  })
})

describe('toDemoRequest', () => {
  it('leaves out blank optional fields', () => {
    const request = toDemoRequest({ ...valid, city: ' ', message: '' }, 'p')
    expect(request).not.toHaveProperty('city')
    expect(request).not.toHaveProperty('message')
    expect(request.captcha).toBe('p')
  })
})

describe('serverFieldErrors', () => {
  it('maps a server 400 onto the inputs', () => {
    const errors = serverFieldErrors([
      { field: 'phone', message: 'Please enter a valid number' },
      { field: 'body.email', message: 'Please enter a valid email' },
      { field: 'unknown', message: 'x' },
    ])
    expect(text(errors.phone)).toBe('Please enter a valid number.')
    expect(text(errors.email)).toBe('Please enter a valid email address.')
    expect(Object.keys(errors)).toEqual(['phone', 'email'])
  })
})
