import { describe, expect, it } from 'vitest'
import { bearerSubject } from './bearer-subject.ts'

/** base64url of UTF-8 JSON, as a JWT segment. */
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (claims: unknown) => `${encode({ alg: 'EdDSA' })}.${encode(claims)}.c2lnbmF0dXJl`

describe('bearerSubject', () => {
  it('reads the sub claim of a bearer JWT', () => {
    expect(bearerSubject(`Bearer ${jwt({ sub: 'user-1', org: 'o' })}`)).toBe('user-1')
  })

  it('decodes UTF-8 claims', () => {
    expect(bearerSubject(`Bearer ${jwt({ sub: 'सुधा' })}`)).toBe('सुधा')
  })

  it.each([
    ['no header', null],
    ['another scheme', `Basic ${jwt({ sub: 'user-1' })}`],
    ['not a JWT', 'Bearer opaque-token'],
    ['no sub', `Bearer ${jwt({ org: 'o' })}`],
    ['an empty sub', `Bearer ${jwt({ sub: '' })}`],
    ['a numeric sub', `Bearer ${jwt({ sub: 7 })}`],
    ['garbage payload', 'Bearer a.!!!.c'],
  ])('null for %s', (_label, header) => {
    expect(bearerSubject(header)).toBeNull()
  })
})
