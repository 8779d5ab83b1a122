import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import type { TCaptchaState } from './altcha-captcha.tsx'
import { DemoRequestPage } from './demo-request-page.tsx'

// The real widget solves a proof of work in web workers; here a button stands in for it.
vi.mock('./altcha-captcha.tsx', () => ({
  AltchaCaptcha: ({
    onStateChange,
  }: {
    onStateChange: (state: TCaptchaState, payload: string | null) => void
  }) => (
    <button type="button" onClick={() => onStateChange('verified', 'solved-payload')}>
      Solve captcha
    </button>
  ),
}))

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  setOnline(true)
})
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderPage() {
  return renderWithProviders(<DemoRequestPage />)
}

function fillForm() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
  type('Your name', 'Ananya Iyer')
  type('Company', 'Iyer Estates')
  type('Work email', 'ananya@example.in')
  type('Mobile number', '98765 43210')
}

async function solveCaptcha() {
  fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }))
  expect(await screen.findByText('Success')).toBeTruthy()
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request a demo' }))
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path))

describe('DemoRequestForm', () => {
  it('verifies the captcha, sends the request once and thanks the visitor', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('verify-captcha')
        ? json({ result: 'Success' })
        : json({ message: 'Thank you' }, 201),
    )
    renderPage()
    fillForm()
    await solveCaptcha()
    submit()
    expect(
      await screen.findByText('Thank you for your request! Our team will reach out shortly.'),
    ).toBeTruthy()
    const [sent] = calls('/admin-setup-service/v1/demo-requests')
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, string>
    expect(body).toEqual({
      name: 'Ananya Iyer',
      company: 'Iyer Estates',
      email: 'ananya@example.in',
      phone: '9876543210',
      captcha: 'solved-payload',
    })
    expect(new Headers(sent?.[1]?.headers).get('idempotency-key')).toBeTruthy()
  })

  it('refuses offline with the spec message and sends nothing', async () => {
    fetchMock.mockImplementation(async () => json({ result: 'Success' }))
    renderPage()
    fillForm()
    await solveCaptcha()
    setOnline(false)
    submit()
    expect(await screen.findByText('You are not connected to Internet')).toBeTruthy()
    expect(calls('/admin-setup-service/v1/demo-requests')).toHaveLength(0)
    expect((screen.getByLabelText('Company', { exact: false }) as HTMLInputElement).value).toBe(
      'Iyer Estates',
    )
  })

  it('shows "Failed" when the server does not accept the captcha', async () => {
    fetchMock.mockImplementation(async () => json({ result: 'Failed' }))
    renderPage()
    fillForm()
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }))
    expect(await screen.findByText('Failed')).toBeTruthy()
    submit()
    expect(await screen.findByText('Please tick the box to show you are not a robot.')).toBeTruthy()
  })

  it('puts a server validation error under its field', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('verify-captcha')
        ? json({ result: 'Success' })
        : json(
            {
              message: 'Invalid request',
              code: 'VALIDATION_ERROR',
              fields: [{ field: 'email', message: 'Please enter a valid email' }],
            },
            400,
          ),
    )
    renderPage()
    fillForm()
    await solveCaptcha()
    submit()
    await waitFor(() =>
      expect(screen.getByText('Please enter a valid email address.')).toBeTruthy(),
    )
  })
})
