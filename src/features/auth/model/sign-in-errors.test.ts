import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { codeEntryErrorText, codeRequestErrorText } from './sign-in-errors.ts'

function serverError(status: number, code: string, message = 'from the server'): HttpError {
  return new HttpError('server', MESSAGES.somethingWentWrong, {
    status,
    code,
    serverMessage: message,
  })
}

describe('asking for a code', () => {
  it('SSO_1016 and SSO_1076 are one group: the number is not found', () => {
    expect(codeRequestErrorText(serverError(400, 'SSO_1016'), i18n)).toBe(
      'Your mobile number not found.',
    )
    expect(codeRequestErrorText(serverError(400, 'SSO_1076'), i18n)).toBe(
      'Your mobile number not found.',
    )
  })

  it('a 403 is the 5-minute block', () => {
    expect(codeRequestErrorText(serverError(403, 'OTP_BLOCKED'), i18n)).toBe(
      'Reached max number of OTPs, blocked for 5 min.',
    )
    expect(codeRequestErrorText(serverError(403, 'OTHER'), i18n)).toBe(
      'Reached max number of OTPs, blocked for 5 min.',
    )
  })

  it('anything else: the server message or the catalogue', () => {
    expect(codeRequestErrorText(serverError(429, 'RATE_LIMITED', 'Slow down'), i18n)).toBe(
      'Slow down',
    )
    expect(codeRequestErrorText(new HttpError('offline', MESSAGES.connectionError), i18n)).toBe(
      'Internet Connection error',
    )
  })
})

describe('entering the code', () => {
  it.each([
    ['OTP_INVALID', 400, 'Entered OTP is invalid.'],
    ['SSO_1017', 400, 'This code has expired. Ask for a new one.'],
    ['OTP_ATTEMPTS_EXCEEDED', 403, 'Maximum OTP limit reached, try after 5 minutes.'],
    ['INVALID_GRANT', 400, 'Internal Error'],
  ])('%s', (code, status, text) => {
    expect(codeEntryErrorText(serverError(status, code), i18n)).toBe(text)
  })
})
