import { z } from 'zod'
import { ZPageInfo } from './common.ts'
import { ZMobile } from './auth.ts'
import {
  DESCRIPTION_MAX_LENGTH,
  VALIDATION_MESSAGES,
  zOptionalText,
  zRequiredText,
} from './validators.ts'

/** The public request-a-demo page, its captcha (ALTCHA proof of work), and the admin list. */
export const DEMO_PATHS = {
  captchaChallenge: '/authentication-service/v2/captcha-challenge',
  verifyCaptcha: '/authentication-service/v2/verify-captcha',
  submit: '/admin-setup-service/v1/demo-requests',
  list: (slug: string) => `/admin-setup-service/v1/${slug}/demo-requests`,
} as const

export const ZVerifyCaptchaRequest = z.object({ payload: z.string().min(1).max(4096) })
/** The spec's captcha result: "Success" or "Failed". */
export const ZVerifyCaptchaResponse = z.object({ result: z.enum(['Success', 'Failed']) })

export const ZDemoRequest = z.object({
  name: zRequiredText(100),
  email: z.email(VALIDATION_MESSAGES.invalidEmail),
  phone: ZMobile,
  company: zRequiredText(100),
  city: zOptionalText(100).optional(),
  message: zOptionalText(DESCRIPTION_MAX_LENGTH).optional(),
  /** The ALTCHA widget's solved payload. */
  captcha: z.string().min(1, VALIDATION_MESSAGES.captchaRequired).max(4096),
})
export type TDemoRequest = z.infer<typeof ZDemoRequest>

export const DEMO_THANK_YOU = 'Thank you for your request! Our team will reach out shortly.'

export const ZDemoRequestRecord = ZDemoRequest.omit({ captcha: true }).extend({
  _id: z.string(),
  createdAt: z.string(),
})
export const ZDemoRequestList = z.object({
  items: z.array(ZDemoRequestRecord),
  pageInfo: ZPageInfo,
})
