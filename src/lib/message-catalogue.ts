import { msg } from '@lingui/core/macro'

/*
 * The app's own messages, apart from the contract's validation texts (messages.ts): the HTTP
 * client reads them on every page, /login too, and the contract's modules build zod schemas as
 * they load, which only the screens that validate need.
 */

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
  negativePercent: msg`Percentage cannot be negative.`,
  percentTooLarge: msg`Percentage cannot be more than 100.`,
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
  // Dashboards: a panel made of two reads, when neither answers.
  bothRequestsFailed: msg`Both requests failed`,
}

/** Messages carrying a number; `validationMessage` fills it in from the contract's text. */
export const NUMBERED_MESSAGES = {
  tooLong: (max: number) => msg`Use at most ${max} characters.`,
  fileTooLarge: (megabytes: number) => msg`File is larger than ${megabytes} MB.`,
  tooManyFiles: (max: number) => msg`At most ${max} files can be uploaded.`,
}
