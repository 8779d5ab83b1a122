import { describe, expect, it } from 'vitest'
import { HOME_PATH, loginHref, safeRedirectTarget } from './redirect-target.ts'

describe('safeRedirectTarget', () => {
  it('keeps a path of this app with its search and hash', () => {
    expect(safeRedirectTarget('/developer/manage-leads?page=2#top')).toBe(
      '/developer/manage-leads?page=2#top',
    )
  })

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/developer',
  ])('sends %j home instead', (target) => {
    expect(safeRedirectTarget(target)).toBe(HOME_PATH)
  })
})

describe('loginHref', () => {
  it('remembers where the user was', () => {
    expect(loginHref('/developer/reports?x=1')).toBe(
      '/login?redirect=%2Fdeveloper%2Freports%3Fx%3D1',
    )
    expect(loginHref('/developer')).toBe('/login')
  })
})
