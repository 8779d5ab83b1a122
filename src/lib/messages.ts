import { msg } from '@lingui/core/macro'

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
  unsupportedFileFormat: msg`Unsupported file format.`,
  downloadFailed: msg`Download Failed.`,
  demoRequestThanks: msg`Thank you for your request! Our team will reach out shortly.`,
  captchaSuccess: msg({ message: 'Success', context: 'captcha' }),
  captchaFailed: msg({ message: 'Failed', context: 'captcha' }),
}
