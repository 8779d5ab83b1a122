import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  VALIDATION_MESSAGES,
  fileTooLargeMessage,
  tooLongMessage,
  tooManyFilesMessage,
} from '../../contract/validators.ts'
import { FIELD_ACTION_MESSAGES } from '../../contract/field-actions.ts'
import { QUESTIONNAIRE_MESSAGES } from '../../contract/questionnaire.ts'
import { SITE_VISIT_MESSAGES } from '../../contract/site-visits.ts'
import { LEAD_MESSAGES } from '../../contract/leads.ts'
import { cannotDeleteBuildingMessage } from '../../contract/buildings.ts'
import { activateLocale } from './i18n.ts'
import { MESSAGES } from './message-catalogue.ts'
import { validationMessage, validationText } from './messages.ts'

/** Where the catalogue's English is not simply the contract's text with a full stop. */
const WORDED_DIFFERENTLY: Partial<Record<string, string>> = {
  [VALIDATION_MESSAGES.invalidEmail]: 'Please enter a valid email address.',
  [VALIDATION_MESSAGES.captchaRequired]: 'Please tick the box to show you are not a robot.',
}

describe('validationMessage', () => {
  it.each(Object.entries(VALIDATION_MESSAGES))(
    'translates the contract message %s',
    (_key, text) => {
      const descriptor = validationMessage(text)
      // A known message has a catalogue id, not the raw text as its id.
      expect(descriptor.id).not.toBe(text)
      expect(i18n._(descriptor)).toBe(WORDED_DIFFERENTLY[text] ?? `${text}.`)
    },
  )

  it.each([
    ['This field cannot be left blank', MESSAGES.fieldRequired],
    ['This field cannot be left blank.', MESSAGES.fieldRequired],
    ['  Emoji cannot be added  ', MESSAGES.noEmoji],
    // contract/auth.ts words these itself.
    ['Please enter a valid number', MESSAGES.invalidNumber],
    ['Entered OTP is invalid', MESSAGES.otpInvalid],
  ])('matches %j with or without its full stop', (text, descriptor) => {
    expect(validationMessage(text)).toBe(descriptor)
  })

  it.each(Object.entries(LEAD_MESSAGES))('translates the lead message %s', (_key, text) => {
    const descriptor = validationMessage(text)
    expect(descriptor.id).not.toBe(text)
    expect(i18n._(descriptor)).toBe(`${text}.`)
  })

  it.each([
    FIELD_ACTION_MESSAGES.callBackBackdated,
    FIELD_ACTION_MESSAGES.followUpTooSoon,
    SITE_VISIT_MESSAGES.otpExpired,
    SITE_VISIT_MESSAGES.otpAttempts,
    QUESTIONNAIRE_MESSAGES.fetchFailed,
    QUESTIONNAIRE_MESSAGES.submitFailed,
  ])('translates the field-action message %j, as forms and the sync center show it', (text) => {
    expect(validationMessage(text).id).not.toBe(text)
  })

  it.each([
    [tooLongMessage(100), 'Use at most 100 characters.'],
    [tooLongMessage(500), 'Use at most 500 characters.'],
    [fileTooLargeMessage(MAX_UPLOAD_BYTES), 'File is larger than 100 MB.'],
    [tooManyFilesMessage(MAX_UPLOAD_FILES), 'At most 10 files can be uploaded.'],
  ])('reads the number back out of %j', (text, english) => {
    expect(validationText(text)).toBe(english)
  })

  it.each(['Invalid input: expected string, received undefined', 'Something new'])(
    'shows unknown text %j as it is',
    (text) => {
      expect(validationText(text)).toBe(text)
    },
  )
})

describe('in Hindi', () => {
  afterAll(() => activateLocale('en'))

  it.each([
    [VALIDATION_MESSAGES.noEmoji, 'इमोजी नहीं जोड़े जा सकते।'],
    [VALIDATION_MESSAGES.required, 'यह फ़ील्ड खाली नहीं छोड़ी जा सकती।'],
  ])('shows %j translated', async (text, hindi) => {
    await activateLocale('hi')
    expect(validationText(text)).toBe(hindi)
  })

  it("names the building the server refused to delete, in the user's language", async () => {
    const refusal = cannotDeleteBuildingMessage('Tower A')
    await activateLocale('en')
    expect(validationText(refusal)).toBe(refusal)
    await activateLocale('hi')
    expect(validationText(refusal)).toBe(
      'आप बिल्डिंग Tower A को नहीं हटा सकते: इसकी कुछ यूनिटें ब्लॉक या बुक हैं',
    )
  })
})
