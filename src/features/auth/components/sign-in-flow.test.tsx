import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { AUTH_PATHS } from '../../../../contract/auth.ts'
import { codeChallengeOf } from '../model/pkce.ts'
import { getSession, resetSessionCache } from '../model/session-store.ts'
import { testTokens } from '../model/test-session.ts'
import { SignInFlow } from './sign-in-flow.tsx'

const fetchMock = vi.fn<typeof fetch>()
const onSignedIn = vi.fn()

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status })
}

interface Sent {
  path: string
  body: Record<string, string>
  headers: Headers
}

function sent(path: string): Sent[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      path: new URL(String(input)).pathname,
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, string>,
      headers: new Headers(init?.headers),
    }))
    .filter((call) => call.path === path)
}

function server({ profiles = 1, getOtpStatus = 200, resendInSeconds = 30 } = {}) {
  const tokens = testTokens()
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>
    switch (path) {
      case AUTH_PATHS.getOtp:
        return getOtpStatus === 200
          ? json({ refId: 'ref-1', expiresInSeconds: 300, resendInSeconds })
          : json(
              { message: 'Reached max number of OTPs, blocked for 5 min', code: 'OTP_BLOCKED' },
              getOtpStatus,
            )
      case AUTH_PATHS.verifyOtp:
        return body.otp === '123456'
          ? json({ authCode: 'auth-1' })
          : json({ message: 'Entered OTP is invalid', code: 'OTP_INVALID' }, 400)
      case AUTH_PATHS.accessToken:
        return json(tokens)
      case AUTH_PATHS.multiProfile(tokens.userHash):
        return json({
          profiles: Array.from({ length: profiles }, () => ({
            type: 'bussiness',
            orgId: 'org-1',
            orgName: 'Skyline Homes',
            slug: 'in/dxp/org-1',
            role: 'Sales Executive',
            isAdmin: false,
          })),
        })
      case AUTH_PATHS.appConfig(tokens.slug):
        return json({ includedModules: ['leads', 'tasks'] })
      case AUTH_PATHS.signOut:
        return json({})
      default:
        return json({ message: 'Not found' }, 404)
    }
  })
}

function renderFlow() {
  return renderWithProviders(<SignInFlow onSignedIn={onSignedIn} />)
}

function typeNumberAndAskForCode(phone: string) {
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: phone } })
  fireEvent.click(screen.getByRole('button', { name: 'Get code' }))
}

async function enterCode(otp: string) {
  const field = await screen.findByLabelText(/One-time code/)
  fireEvent.change(field, { target: { value: otp } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  resetSessionCache()
})

afterEach(() => {
  fetchMock.mockReset()
  onSignedIn.mockReset()
  vi.unstubAllGlobals()
})

describe('sign-in', () => {
  it('checks the number on the device first, with the contract rule', async () => {
    server()
    renderFlow()
    const field = screen.getByLabelText(/Mobile number/)
    expect(document.activeElement).toBe(field)
    typeNumberAndAskForCode('12345')

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid number.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs in: code, wrong code, right code with PKCE, then the session is stored', async () => {
    server()
    renderFlow()
    typeNumberAndAskForCode('+91 90000 00003')

    const codeField = await screen.findByLabelText(/One-time code/)
    await waitFor(() => expect(document.activeElement).toBe(codeField))
    expect(codeField.getAttribute('autocomplete')).toBe('one-time-code')
    expect(codeField.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByText('+91 90000 00003')).toBeTruthy()
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeTruthy()
    expect(sent(AUTH_PATHS.getOtp)[0]?.body).toEqual({ phone: '9000000003', countryCode: '91' })

    await enterCode('000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Entered OTP is invalid.')
    expect(getSession()).toBeNull()

    await enterCode('123456')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())

    const verify = sent(AUTH_PATHS.verifyOtp).at(-1)?.body
    const exchange = sent(AUTH_PATHS.accessToken)[0]?.body
    expect(verify).toMatchObject({ refId: 'ref-1', otp: '123456', phone: '9000000003' })
    expect(exchange?.authCode).toBe('auth-1')
    expect(exchange?.codeChallenge).toBe(verify?.codeChallenge)
    await expect(codeChallengeOf(exchange?.codeVerifier ?? '')).resolves.toBe(verify?.codeChallenge)
    expect(sent(AUTH_PATHS.appConfig('in/dxp/org-1'))[0]?.headers.get('Authorization')).toBe(
      'Bearer access-1',
    )
    expect(getSession()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      slug: 'in/dxp/org-1',
      refId: 'ref-1',
      authCode: 'auth-1',
      includedModules: ['leads', 'tasks'],
    })
  })

  it('a home buyer is sent to the mobile app and nothing is stored', async () => {
    server({ profiles: 0 })
    renderFlow()
    typeNumberAndAskForCode('9000000009')
    await enterCode('123456')

    expect(
      await screen.findByText('SiteOffice for home buyers is available only in the mobile app.'),
    ).toBeTruthy()
    expect(getSession()).toBeNull()
    expect(sent(AUTH_PATHS.signOut)).toHaveLength(1)
    expect(onSignedIn).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Use another number' }))
    expect(screen.getByLabelText(/Mobile number/)).toBeTruthy()
  })

  it('a blocked number is told to wait 5 minutes', async () => {
    server({ getOtpStatus: 403 })
    renderFlow()
    typeNumberAndAskForCode('9000000003')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Reached max number of OTPs, blocked for 5 min.',
    )
  })

  it('a new code once the resend delay is over; "Change number" goes back', async () => {
    server({ resendInSeconds: 0 })
    renderFlow()
    typeNumberAndAskForCode('9000000003')
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(sent(AUTH_PATHS.getOtp)).toHaveLength(2))

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }))
    const field = await screen.findByLabelText(/Mobile number/)
    expect((field as HTMLInputElement).value).toBe('9000000003')
  })
})
