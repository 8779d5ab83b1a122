import { z } from 'zod'
import { SCOPES, WILDCARD_SCOPE } from './scopes.ts'

/** Sign-in by one-time code, PKCE, sessions and profiles. */

export const COUNTRY_CODE = '91'
export const MOBILE_PATTERN = /^[6-9]\d{9}$/

export const AUTH_PATHS = {
  getOtp: '/authentication-service/v1/get-otp',
  verifyOtp: '/authentication-service/v1/verify-otp',
  accessToken: '/authorization-service/v2/access-token',
  checkAuthorization: '/authorization-service/v2/check-authorization',
  switchOrganisation: '/authorization-service/v2/switch-organisation',
  refreshToken: '/authorization-service/v2/refresh-token',
  signOut: '/authorization-service/v1/sign-out',
  multiProfile: (userHash: string) =>
    `/giga-profile-service/giga-profile/v1/user/${userHash}/multi-profile`,
  profile: (userHash: string) => `/giga-profile-service/giga-profile/v1/${userHash}`,
  registerDevice: (userHash: string) =>
    `/giga-profile-service/giga-profile/v1/${userHash}/register-device`,
  appConfig: (slug: string) => `/admin-setup-service/v1/${slug}/app-config`,
  /** Development only: the codes the development SMS sender "sent". */
  devSmsInbox: '/communication-service/v1/dev/sms-inbox',
} as const

/** Error codes the PWA reacts to. SSO_1016 and SSO_1076 are one group: the number cannot sign in. */
export const AUTH_ERROR_CODES = {
  numberNotFound: 'SSO_1016',
  userInactive: 'SSO_1076',
  otpExpired: 'SSO_1017',
  otpInvalid: 'OTP_INVALID',
  otpBlocked: 'OTP_BLOCKED',
  otpAttemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
  invalidGrant: 'INVALID_GRANT',
  refreshInvalid: 'REFRESH_INVALID',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'PERMISSION_DENIED',
  rateLimited: 'RATE_LIMITED',
} as const

export const ZMobile = z.string().regex(MOBILE_PATTERN, 'Please enter a valid number')

export const ZGetOtpRequest = z.object({ phone: ZMobile, countryCode: z.literal(COUNTRY_CODE) })
export const ZGetOtpResponse = z.object({
  refId: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
})
export type TGetOtpResponse = z.infer<typeof ZGetOtpResponse>

/** base64url of a SHA-256 digest: 43 characters (RFC 7636). */
const ZCodeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid code challenge')
/** RFC 7636: 43 to 128 unreserved characters. */
const ZCodeVerifier = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Invalid code verifier')

export const ZVerifyOtpRequest = z.object({
  refId: z.string().min(1),
  otp: z.string().regex(/^\d{6}$/, 'Entered OTP is invalid'),
  phone: ZMobile,
  codeChallenge: ZCodeChallenge,
})
export const ZVerifyOtpResponse = z.object({ authCode: z.string() })

export const ZAccessTokenRequest = z.object({
  authCode: z.string().min(1),
  codeVerifier: ZCodeVerifier,
  codeChallenge: ZCodeChallenge,
})

export const PROFILE_TYPES = ['customer', 'bussiness', 'dxpAdmin'] as const
export const ZDeveloper = z.object({
  type: z.enum(PROFILE_TYPES),
  orgId: z.string(),
  orgName: z.string(),
})
export type TDeveloper = z.infer<typeof ZDeveloper>

export const ZFeScope = z.object({
  name: z.union([z.enum(SCOPES), z.literal(WILDCARD_SCOPE)]),
  /** Empty: every project. */
  projects: z.array(z.string()),
})
export type TFeScope = z.infer<typeof ZFeScope>

/** What sign-in, refresh and organisation switching return: the spec's auth session. */
export const ZSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  userId: z.string(),
  userHash: z.string(),
  userNumber: z.string(),
  slug: z.string(),
  orgId: z.string(),
  feScopes: z.array(ZFeScope),
  developers: z.array(ZDeveloper),
})
export type TSession = z.infer<typeof ZSession>

export const ZSwitchOrganisationRequest = z.object({ orgId: z.string().min(1) })

export const ZSignOutRequest = z.object({ deviceToken: z.string().max(512).optional() })

export const ZCheckAuthorizationRequest = z.object({
  jwt: z.string(),
  apiEndPoint: z.string(),
  host: z.string(),
  protocol: z.string(),
  httpMethod: z.string(),
})
export const ZCheckAuthorizationResponse = z.object({
  authorized: z.boolean(),
  userId: z.string().nullable(),
  orgId: z.string().nullable(),
  feScopes: z.array(ZFeScope),
})

export const ZProfileEntry = z.object({
  type: z.enum(PROFILE_TYPES),
  orgId: z.string(),
  orgName: z.string(),
  slug: z.string(),
  role: z.string(),
  isAdmin: z.boolean(),
})
/** Business and admin profiles only: a user with none is a home buyer (the customer flag). */
export const ZMultiProfile = z.object({ profiles: z.array(ZProfileEntry) })
export type TMultiProfile = z.infer<typeof ZMultiProfile>

export const ZUserProfile = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
})
export type TUserProfile = z.infer<typeof ZUserProfile>

export const ZRegisterDeviceRequest = z.object({
  deviceToken: z.string().min(1).max(512),
  platform: z.enum(['web', 'android', 'ios']),
})

export const ZAppConfig = z.object({ includedModules: z.array(z.string()) })

export const ZDevSmsMessage = z.object({ phone: z.string(), text: z.string(), sentAt: z.string() })
export const ZDevSmsInbox = z.object({ messages: z.array(ZDevSmsMessage) })
