import type { I18n } from '@lingui/core'
import { HttpError, userMessage } from './http.ts'
import { validationText } from './messages.ts'

/** A failed change in the user's language: the contract's known messages translated. */
export function problemText(error: unknown, i18n: I18n): string {
  if (error instanceof HttpError && error.serverMessage)
    return validationText(error.serverMessage, i18n)
  return userMessage(error, i18n)
}
