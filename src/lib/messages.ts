import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISPOSITION_MESSAGES } from '../../contract/dispositions.ts'
import { FIELD_ACTION_MESSAGES } from '../../contract/field-actions.ts'
import { LEAD_STAGE_MESSAGES } from '../../contract/lead-stage.ts'
import { LEAD_MESSAGES } from '../../contract/leads.ts'
import { QUESTIONNAIRE_MESSAGES } from '../../contract/questionnaire.ts'
import { SITE_VISIT_MESSAGES } from '../../contract/site-visits.ts'
import { TASK_MESSAGES } from '../../contract/tasks.ts'
import { VALIDATION_MESSAGES } from '../../contract/validators.ts'

/** The spec's message catalogue (000 section 8), translated like every other string. */
export const MESSAGES = {
  connectionError: msg`Internet Connection error`,
  serverDown: msg`Server Down, please try again.`,
  unableToConnect: msg`Unable to connect to server.`,
  sessionExpired: msg`You need to log in again.`,
  noInternet: msg`No Internet connection.`,
  notConnectedToInternet: msg`You are not connected to Internet`,
  somethingWentWrong: msg`Oops, something went wrong.`,
  internalError: msg`Internal Error`,
  permissionDenied: msg`Permission denied (You don't have permission)`,
  invalidNumber: msg`Please enter a valid number.`,
  mobileNotFound: msg`Your mobile number not found.`,
  otpBlocked: msg`Reached max number of OTPs, blocked for 5 min.`,
  otpLimitReached: msg`Maximum OTP limit reached, try after 5 minutes.`,
  otpInvalid: msg`Entered OTP is invalid.`,
  fieldRequired: msg`This field cannot be left blank.`,
  noSpecialCharacters: msg`Special characters not allowed.`,
  noEmoji: msg`Emoji cannot be added.`,
  controlCharacters: msg`Invisible control characters are not allowed.`,
  unsupportedFileFormat: msg`Unsupported file format.`,
  downloadFailed: msg`Download Failed.`,
  demoRequestThanks: msg`Thank you for your request! Our team will reach out shortly.`,
  captchaSuccess: msg({ message: 'Success', context: 'captcha' }),
  captchaFailed: msg({ message: 'Failed', context: 'captcha' }),
  // Spec 000 sections 1 and 6: home buyers, and screens a permission keeps closed.
  customerProfileOnly: msg`SiteOffice for home buyers is available only in the mobile app.`,
  contactAdmin: msg`You don't have access to this. Please contact your admin.`,
  // Spec 000 section 8 names "location and notification permission messages" without wording.
  locationPermissionNeeded: msg`Allow location access to continue.`,
  locationPermissionDenied: msg`Location access is blocked. Allow it in your browser settings.`,
  notificationPermissionNeeded: msg`Allow notifications to get alerts about your leads and tasks.`,
  notificationPermissionDenied: msg`Notifications are blocked. Allow them in your browser settings.`,
  // The contract's validators (contract/validators.ts) beyond the spec's own list.
  invalidEmail: msg`Please enter a valid email address.`,
  captchaRequired: msg`Please tick the box to show you are not a robot.`,
  tooManyDecimals: msg`Only 2 digits are allowed after the decimal point.`,
  negativeAmount: msg`Amount cannot be negative.`,
  amountTooLarge: msg`Amount is too large.`,
  invalidDate: msg`Please enter a valid date.`,
  dateRangeOrder: msg`End date must be after start date.`,
  emptyFile: msg`The file is empty.`,
  // Leads (spec 001 sections 5 and 8, and contract/leads.ts LEAD_MESSAGES).
  ageAtLeast18: msg`Age must be at least 18.`,
  fullNameAlphabetic: msg`Full name can only contain letters.`,
  sameNumbers: msg`WhatsApp and alternate numbers cannot be the same.`,
  dropReasonRequired: msg`Choose a reason for dropping the lead.`,
  createdDropped: msg`A new lead cannot start as Dropped.`,
  whatsAppNotFound: msg`WhatsApp number not found, chat can't be initiated.`,
  budgetOrder: msg`Maximum budget must be more than the minimum.`,
  carpetAreaOrder: msg`Upper carpet area must be more than the lower.`,
  leadAssignmentFailed: msg`Lead assignment failed.`,
  leadVersionConflict: msg`This lead was changed by someone else since you opened it.`,
  leadDuplicate: msg`A lead with this mobile number already exists.`,
  leadRetained: msg`This lead is retained by its owner.`,
}

/** Messages carrying a number; `validationMessage` fills it in from the contract's text. */
export const NUMBERED_MESSAGES = {
  tooLong: (max: number) => msg`Use at most ${max} characters.`,
  fileTooLarge: (megabytes: number) => msg`File is larger than ${megabytes} MB.`,
  tooManyFiles: (max: number) => msg`At most ${max} files can be uploaded.`,
}

/** The contract's stable English (VALIDATION_MESSAGES), without its final full stop. */
const BY_TEXT = new Map<string, MessageDescriptor>([
  [VALIDATION_MESSAGES.required, MESSAGES.fieldRequired],
  [VALIDATION_MESSAGES.noEmoji, MESSAGES.noEmoji],
  [VALIDATION_MESSAGES.controlCharacters, MESSAGES.controlCharacters],
  [VALIDATION_MESSAGES.noSpecialCharacters, MESSAGES.noSpecialCharacters],
  [VALIDATION_MESSAGES.invalidNumber, MESSAGES.invalidNumber],
  [VALIDATION_MESSAGES.tooManyDecimals, MESSAGES.tooManyDecimals],
  [VALIDATION_MESSAGES.negativeAmount, MESSAGES.negativeAmount],
  [VALIDATION_MESSAGES.amountTooLarge, MESSAGES.amountTooLarge],
  [VALIDATION_MESSAGES.invalidDate, MESSAGES.invalidDate],
  [VALIDATION_MESSAGES.dateRangeOrder, MESSAGES.dateRangeOrder],
  [VALIDATION_MESSAGES.unsupportedFileFormat, MESSAGES.unsupportedFileFormat],
  [VALIDATION_MESSAGES.emptyFile, MESSAGES.emptyFile],
  [VALIDATION_MESSAGES.invalidEmail, MESSAGES.invalidEmail],
  [VALIDATION_MESSAGES.captchaRequired, MESSAGES.captchaRequired],
  [VALIDATION_MESSAGES.otpInvalid, MESSAGES.otpInvalid],
  [LEAD_MESSAGES.minAge, MESSAGES.ageAtLeast18],
  [LEAD_MESSAGES.fullNameAlphabetic, MESSAGES.fullNameAlphabetic],
  [LEAD_MESSAGES.sameNumbers, MESSAGES.sameNumbers],
  [LEAD_MESSAGES.dropReasonRequired, MESSAGES.dropReasonRequired],
  [LEAD_MESSAGES.createdDropped, MESSAGES.createdDropped],
  [LEAD_MESSAGES.whatsAppNotFound, MESSAGES.whatsAppNotFound],
  [LEAD_MESSAGES.budgetOrder, MESSAGES.budgetOrder],
  [LEAD_MESSAGES.carpetAreaOrder, MESSAGES.carpetAreaOrder],
  [LEAD_MESSAGES.assignmentFailed, MESSAGES.leadAssignmentFailed],
  [LEAD_MESSAGES.versionConflict, MESSAGES.leadVersionConflict],
  [LEAD_MESSAGES.duplicate, MESSAGES.leadDuplicate],
  [LEAD_MESSAGES.retained, MESSAGES.leadRetained],
  // The field actions (contract/field-actions.ts and each area's file).
  [FIELD_ACTION_MESSAGES.callBackBackdated, msg`Call Back time cannot be backdated`],
  [FIELD_ACTION_MESSAGES.followUpInPast, msg`Follow-up time cannot be in the past`],
  [FIELD_ACTION_MESSAGES.followUpTooSoon, msg`Follow-up must be at least 10 minutes from now`],
  [FIELD_ACTION_MESSAGES.visitInPast, msg`Site visit time cannot be in the past`],
  [FIELD_ACTION_MESSAGES.madeAtAhead, msg`The time of this action is ahead of the server clock`],
  [FIELD_ACTION_MESSAGES.leadNotFound, msg`Lead not found`],
  [DISPOSITION_MESSAGES.resultMismatch, msg`This result does not fit the call status`],
  [DISPOSITION_MESSAGES.recordingTooLarge, msg`Recording is larger than 50 MB`],
  [DISPOSITION_MESSAGES.recordingFormat, msg`Recording must be an MP3, WAV or M4A file`],
  [DISPOSITION_MESSAGES.recordingSizeMismatch, msg`The file is larger than declared`],
  [DISPOSITION_MESSAGES.recordingLinkExpired, msg`This upload link has expired or is invalid`],
  [DISPOSITION_MESSAGES.recordingNotUploaded, msg`The recording has not been uploaded`],
  [SITE_VISIT_MESSAGES.transitionInvalid, msg`This visit cannot do that in its current status`],
  [SITE_VISIT_MESSAGES.notDue, msg`A visit can be marked no-show only after its scheduled time`],
  [SITE_VISIT_MESSAGES.reasonInvalid, msg`Choose a cancellation reason from the list`],
  [SITE_VISIT_MESSAGES.otpExpired, msg`This code has expired, send a new code`],
  [SITE_VISIT_MESSAGES.otpAttempts, msg`Too many wrong codes, send a new code`],
  [SITE_VISIT_MESSAGES.otpNotRequested, msg`No code was sent for this visit, send a new code`],
  [SITE_VISIT_MESSAGES.otpLimit, msg`Too many codes sent for this visit`],
  [TASK_MESSAGES.siteVisitTask, msg`A site visit task is completed by completing the visit`],
  [QUESTIONNAIRE_MESSAGES.fetchFailed, msg`Failed to fetch questionnaire`],
  [QUESTIONNAIRE_MESSAGES.submitFailed, msg`Failed to submit questionnaire`],
  [QUESTIONNAIRE_MESSAGES.notAnOption, msg`Choose one of the options`],
  [QUESTIONNAIRE_MESSAGES.wrongType, msg`This answer does not fit the question`],
  [LEAD_STAGE_MESSAGES.dropReasonInvalid, msg`Choose a drop reason from the list`],
])

// The shapes of contract/validators.ts tooLongMessage, fileTooLargeMessage, tooManyFilesMessage.
const WITH_NUMBER: readonly [RegExp, (n: number) => MessageDescriptor][] = [
  [/^Use at most (\d+) characters$/, NUMBERED_MESSAGES.tooLong],
  [/^File is larger than (\d+) MB$/, NUMBERED_MESSAGES.fileTooLarge],
  [/^At most (\d+) files can be uploaded$/, NUMBERED_MESSAGES.tooManyFiles],
]

/**
 * The translatable message for a validation text from the contract (a zod issue on the client,
 * or a field of the server's validation 400). Unknown text comes back as a descriptor of
 * itself, so `i18n._(validationMessage(text))` always shows something.
 */
export function validationMessage(text: string): MessageDescriptor {
  const key = text.trim().replace(/\.$/, '')
  const known = BY_TEXT.get(key)
  if (known) return known
  for (const [pattern, message] of WITH_NUMBER) {
    const match = pattern.exec(key)
    if (match) return message(Number(match[1]))
  }
  return { id: text, message: text }
}

/** `validationMessage` read out in the active language; components pass `useLingui().i18n`. */
export function validationText(text: string, i18n: I18n = globalI18n): string {
  return i18n._(validationMessage(text))
}
