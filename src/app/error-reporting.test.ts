import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as http from '../lib/http.ts'
import { HttpError, type HttpErrorKind } from '../lib/http.ts'
import { MESSAGES } from '../lib/message-catalogue.ts'
import { registerErrorReporting } from './error-reporting.ts'

const mocks = vi.hoisted(() => ({
  showErrorToast: vi.fn<(text: string) => void>(),
  bannerShown: false,
  reporter: undefined as ((error: unknown) => void) | undefined,
}))
vi.mock('../components/ui/toaster.tsx', () => ({ showErrorToast: mocks.showErrorToast }))
vi.mock('../offline/connectivity/banner-presence.ts', () => ({
  isConnectivityBannerShown: () => mocks.bannerShown,
}))
vi.mock('../lib/http.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  setErrorReporter: (reporter: (error: unknown) => void) => {
    mocks.reporter = reporter
  },
}))

function fail(kind: HttpErrorKind) {
  const message = kind === 'network' ? MESSAGES.serverDown : MESSAGES.connectionError
  mocks.reporter?.(new HttpError(kind, message))
}

beforeEach(() => {
  mocks.showErrorToast.mockReset()
  mocks.bannerShown = false
  registerErrorReporting()
})

describe('error reporting', () => {
  it('leaves "Internet Connection error" to the banner while it shows', () => {
    mocks.bannerShown = true
    fail('offline')
    fail('timeout')
    expect(mocks.showErrorToast).not.toHaveBeenCalled()
  })

  it('still toasts "Server Down" with the banner shown, as the spec says', () => {
    mocks.bannerShown = true
    fail('network')
    expect(mocks.showErrorToast).toHaveBeenCalledWith('Server Down, please try again.')
  })

  it('toasts the connection error where no banner covers it', () => {
    fail('offline')
    expect(mocks.showErrorToast).toHaveBeenCalledWith('Internet Connection error')
  })
})
