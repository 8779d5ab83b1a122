import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { AUTH_ERROR_CODES } from '../../../../contract/auth.ts'
import { HttpError, userMessage } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'

export const SIGN_IN_MESSAGES = {
  otpExpired: msg`This code has expired. Ask for a new one.`,
  enterSixDigits: msg`Enter the 6-digit code from the SMS.`,
}

function codeOf(error: unknown): string | undefined {
  return error instanceof HttpError ? error.code : undefined
}

function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined
}

/** Asking for a code (spec 000 section 8): SSO_1016 and SSO_1076 are one group; 403 is the block. */
export function codeRequestErrorText(error: unknown, i18n: I18n): string {
  const code = codeOf(error)
  if (code === AUTH_ERROR_CODES.numberNotFound || code === AUTH_ERROR_CODES.userInactive) {
    return i18n._(MESSAGES.mobileNotFound)
  }
  if (code === AUTH_ERROR_CODES.otpBlocked || statusOf(error) === 403) {
    return i18n._(MESSAGES.otpBlocked)
  }
  return userMessage(error, i18n)
}

/** Entering the code, and the token exchange behind it ("Internal Error" on a token failure). */
export function codeEntryErrorText(error: unknown, i18n: I18n): string {
  switch (codeOf(error)) {
    case AUTH_ERROR_CODES.otpInvalid:
      return i18n._(MESSAGES.otpInvalid)
    case AUTH_ERROR_CODES.otpExpired:
      return i18n._(SIGN_IN_MESSAGES.otpExpired)
    case AUTH_ERROR_CODES.otpAttemptsExceeded:
      return i18n._(MESSAGES.otpLimitReached)
    case AUTH_ERROR_CODES.invalidGrant:
      return i18n._(MESSAGES.internalError)
  }
  if (statusOf(error) === 403) return i18n._(MESSAGES.otpLimitReached)
  return userMessage(error, i18n)
}
