import { z } from 'zod'
import { MOBILE_PATTERN } from './auth.ts'
import { ZPageInfo } from './common.ts'
import {
  VALIDATION_MESSAGES,
  isWireDate,
  zOptionalText,
  zRequiredText,
  zText,
} from './validators.ts'
import { PROJECT_MESSAGES } from './messages.ts'
export { PROJECT_MESSAGES } from './messages.ts'

/**
 * Projects (spec 002 sections 3 and 7, decision 0043): the landing's list, a project's details,
 * and the stepped form that adds or edits one, each step saved on its own and recorded as the
 * project's form stage so the form resumes where it was left.
 */
const base = (slug: string) => `/admin-setup-service/v1/${slug}`
export const PROJECT_PATHS = {
  /** GET: the landing's list. POST: add a project (its first step). */
  list: (slug: string) => `${base(slug)}/projects`,
  /** GET: the project's details. PATCH: save one step of the form. */
  project: (slug: string, projectId: string) => `${base(slug)}/projects/${projectId}`,
  /** POST: a pre-signed address for a logo or RERA QR image. */
  imageUpload: (slug: string) => `${base(slug)}/projects/images/presigned`,
  /** GET: the states a project can be in. */
  states: (slug: string) => `${base(slug)}/countries/IN/states`,
  /** GET: the admin master list of project statuses (entity labels `projectstatus`). */
  statuses: (slug: string) => `${base(slug)}/project-statuses`,
  resetNotifications: (slug: string, projectId: string) =>
    `/ilead-service/v1/${slug}/projects/${projectId}/notifications/reset`,
} as const

/** The project landing lists up to 100 projects a page. */
export const PROJECTS_LIMIT = 100
export const PROJECT_STATUS_ENTITY = 'projectstatus'

/** Images: JPG or PNG; a logo up to 1 MB, any other image (the RERA QR) up to 5 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const PROJECT_IMAGE_KINDS = ['logo', 'reraQr'] as const
export type TProjectImageKind = (typeof PROJECT_IMAGE_KINDS)[number]
export const imageLimit = (kind: TProjectImageKind) =>
  kind === 'logo' ? LOGO_MAX_BYTES : IMAGE_MAX_BYTES

/** The steps of the form, in order; a project's form stage is the last one saved. */
export const FORM_STEPS = ['basic', 'location', 'legal', 'contact', 'publish'] as const
export type TFormStep = (typeof FORM_STEPS)[number]
export const PUBLISH_STATUSES = ['draft', 'published', 'unpublished'] as const
export type TPublishStatus = (typeof PUBLISH_STATUSES)[number]

/** The step to open for a project saved up to `stage`: the next one, or the last when done. */
export function resumeStep(stage: TFormStep): TFormStep {
  const next = FORM_STEPS[FORM_STEPS.indexOf(stage) + 1]
  return next ?? 'publish'
}

/** The stage after saving `step` on a project at `stage`: going back never lowers it. */
export function stageAfter(stage: TFormStep | null, step: TFormStep): TFormStep {
  if (stage === null) return step
  return FORM_STEPS.indexOf(step) > FORM_STEPS.indexOf(stage) ? step : stage
}

/** Which steps may be opened: every step up to the one after the last saved. */
export function stepReachable(stage: TFormStep | null, step: TFormStep): boolean {
  const last = stage === null ? 0 : FORM_STEPS.indexOf(resumeStep(stage))
  return FORM_STEPS.indexOf(step) <= last
}

/** India's 28 states and 8 union territories, as `countries/IN/states` answers them. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const

export const PROJECT_ERROR_CODES = {
  validation: 'VALIDATION',
  notFound: 'PROJECT_NOT_FOUND',
  stepNotReached: 'STEP_NOT_REACHED',
  image: 'INVALID_IMAGE',
} as const

// ---------------------------------------------------------------------------------------------
// Field rules, one each, used by the form on the device and the routes on the server.

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** The 15th character of a GSTIN: the GSTN's mod-36 check over the first 14. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!
}

/** A GSTIN: state code, the PAN, entity number, Z and a check character that matches. */
export function isGstin(text: string): boolean {
  return GSTIN_PATTERN.test(text) && gstinCheckCharacter(text.slice(0, 14)) === text[14]
}

/** A company's CIN: listed or unlisted, industry code, state, year, class and registration. */
export const CIN_PATTERN =
  /^[LU]\d{5}[A-Z]{2}\d{4}(PLC|PTC|FTC|GOI|SGC|NPL|GAP|GAT|ULL|ULT|OPC)\d{6}$/
export const PINCODE_PATTERN = /^[1-9]\d{5}$/
/** State RERA numbers: letters and digits with / - separators (P52100012345, PRM/KA/RERA/...). */
export const RERA_PATTERN = /^[A-Z0-9][A-Z0-9/-]{4,59}$/
const CTS_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./ -]{0,29}$/

/** Hosts each social link must be on. */
export const SOCIAL_HOSTS = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
} as const
export type TSocialNetwork = keyof typeof SOCIAL_HOSTS

function httpsUrl(text: string): URL | null {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname.includes('.') ? url : null
  } catch {
    return null
  }
}

const onHost = (url: URL, hosts: readonly string[]) =>
  hosts.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`))

/** Upper-cased, spaces dropped: GSTIN, CIN and RERA numbers are typed in any case. */
const zCode = (max: number) =>
  zText()
    .trim()
    .max(max)
    .transform((s) => s.toUpperCase().replaceAll(' ', ''))

export const zGstin = zCode(15).refine(isGstin, PROJECT_MESSAGES.invalidGstin)
export const zCin = zCode(21).refine((s) => CIN_PATTERN.test(s), PROJECT_MESSAGES.invalidCin)
export const zRera = zCode(60).refine((s) => RERA_PATTERN.test(s), PROJECT_MESSAGES.invalidRera)
export const zPincode = z.string().trim().regex(PINCODE_PATTERN, PROJECT_MESSAGES.invalidPincode)
export const zMobile10 = z.string().trim().regex(MOBILE_PATTERN, PROJECT_MESSAGES.invalidMobile)
const isHttpsUrl = (s: string) => httpsUrl(s) !== null

/** Empty (not given) or passing `test`. */
const zOptional = (max: number, test: (s: string) => boolean, message: string) =>
  zText()
    .trim()
    .max(max)
    .refine((s) => s === '' || test(s), message)

const zSocial = (network: TSocialNetwork) =>
  zOptional(
    500,
    (s) => {
      const url = httpsUrl(s)
      return url !== null && onHost(url, SOCIAL_HOSTS[network])
    },
    PROJECT_MESSAGES.invalidSocialLink,
  )

const zCoordinate = (limit: number, message: string) =>
  z
    .number({ error: VALIDATION_MESSAGES.invalidNumber })
    .min(-limit, message)
    .max(limit, message)
    .refine((n) => Number(n.toFixed(6)) === n, PROJECT_MESSAGES.coordinateDecimals)

/** An uploaded image's key (from the presign), or null for none. */
const zImageKey = z
  .string()
  .regex(/^[0-9a-f-]{36}$/, PROJECT_MESSAGES.imageUnknown)
  .nullable()

// ---------------------------------------------------------------------------------------------
// The steps

export const ZBasicStep = z
  .object({
    projectName: zRequiredText(100),
    projectStatus: zRequiredText(100),
    startDate: z.string().refine(isWireDate, VALIDATION_MESSAGES.invalidDate),
    completionDate: z.string().refine(isWireDate, VALIDATION_MESSAGES.invalidDate),
    logo: zImageKey,
  })
  .superRefine((v, ctx) => {
    if (isWireDate(v.startDate) && isWireDate(v.completionDate) && v.completionDate <= v.startDate)
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_MESSAGES.completionBeforeStart,
        path: ['completionDate'],
      })
  })

export const ZLocationStep = z.object({
  latitude: zCoordinate(90, PROJECT_MESSAGES.latitudeRange),
  longitude: zCoordinate(180, PROJECT_MESSAGES.longitudeRange),
  siteAddress: zRequiredText(300),
  pincode: zPincode,
  state: z.enum(INDIAN_STATES, { error: PROJECT_MESSAGES.unknownState }),
  city: zRequiredText(100),
  registeredOfficeAddress: zRequiredText(300),
})

export const ZLegalStep = z.object({
  reraNo: zRera,
  reraLink: zOptional(500, isHttpsUrl, PROJECT_MESSAGES.invalidUrl),
  reraQr: zImageKey,
  company: zRequiredText(150),
  gstNumber: zGstin,
  cinNumber: zCin,
  ctsNumbers: z
    .array(zText().trim().regex(CTS_PATTERN, PROJECT_MESSAGES.ctsInvalid))
    .max(20, PROJECT_MESSAGES.ctsTooMany),
})

export const ZSocialLinks = z.object({
  instagram: zSocial('instagram'),
  facebook: zSocial('facebook'),
  x: zSocial('x'),
  youtube: zSocial('youtube'),
})
export type TSocialLinks = z.infer<typeof ZSocialLinks>

export const ZContactStep = z
  .object({
    website: zOptional(500, isHttpsUrl, PROJECT_MESSAGES.invalidUrl),
    email: z.email(VALIDATION_MESSAGES.invalidEmail).max(200),
    contactNo: zMobile10,
    alternateContactNo: zOptional(
      10,
      (s) => MOBILE_PATTERN.test(s),
      PROJECT_MESSAGES.invalidMobile,
    ),
    socialLinks: ZSocialLinks,
  })
  .superRefine((v, ctx) => {
    if (v.alternateContactNo && v.alternateContactNo === v.contactNo)
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_MESSAGES.sameNumbers,
        path: ['alternateContactNo'],
      })
  })

export const ZPublishStep = z.object({
  projectPublishStatus: z.enum(['published', 'unpublished']),
  projectPublishChangeReason: zOptionalText(300),
})

/** A change of publish status on a finished project says why; unpublishing always does. */
export function publishReasonNeeded(from: TPublishStatus, to: 'published' | 'unpublished') {
  return to === 'unpublished' || (from !== 'draft' && from !== to)
}

/** The publish step as the form checks it, knowing the status it changes from. */
export const publishStepFor = (from: TPublishStatus) =>
  ZPublishStep.superRefine((v, ctx) => {
    if (publishReasonNeeded(from, v.projectPublishStatus) && !v.projectPublishChangeReason)
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_MESSAGES.reasonRequired,
        path: ['projectPublishChangeReason'],
      })
  })

export const STEP_SCHEMAS = {
  basic: ZBasicStep,
  location: ZLocationStep,
  legal: ZLegalStep,
  contact: ZContactStep,
  publish: ZPublishStep,
} as const
export type TStepValues<S extends TFormStep> = z.infer<(typeof STEP_SCHEMAS)[S]>
export type TStepInput<S extends TFormStep> = z.input<(typeof STEP_SCHEMAS)[S]>

/** POST projects: the first step makes a draft. */
export type TProjectCreate = z.infer<typeof ZBasicStep>

/** PATCH projects/{id}: one step's fields, named by `step`. */
export const ZProjectStepUpdate = z.discriminatedUnion('step', [
  z.object({ step: z.literal('basic'), values: ZBasicStep }),
  z.object({ step: z.literal('location'), values: ZLocationStep }),
  z.object({ step: z.literal('legal'), values: ZLegalStep }),
  z.object({ step: z.literal('contact'), values: ZContactStep }),
  z.object({ step: z.literal('publish'), values: ZPublishStep }),
])
export type TProjectStepUpdate = z.infer<typeof ZProjectStepUpdate>

export const ZImageUploadRequest = z.object({
  kind: z.enum(PROJECT_IMAGE_KINDS),
  fileName: zRequiredText(200),
  fileSize: z.number().int().min(1),
  mimeType: z.enum(['image/jpeg', 'image/png'], { error: PROJECT_MESSAGES.imageFormat }),
})
export type TImageUploadRequest = z.infer<typeof ZImageUploadRequest>
export const ZImageUpload = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  expiresAt: z.string(),
})
export type TImageUpload = z.infer<typeof ZImageUpload>

// ---------------------------------------------------------------------------------------------
// Answers

export const ZProjectSummary = z.object({
  _id: z.string(),
  projectName: z.string(),
  logo: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  projectStatus: z.string(),
  reraNo: z.string().nullable(),
  projectPublishStatus: z.enum(PUBLISH_STATUSES),
  projectFormStage: z.enum(FORM_STEPS),
  notificationCount: z.number().int().min(0),
})
export type TProjectSummary = z.infer<typeof ZProjectSummary>

export const ZProjectList = z.object({ items: z.array(ZProjectSummary), pageInfo: ZPageInfo })
export type TProjectList = z.infer<typeof ZProjectList>

export const ZProject = z.object({
  _id: z.string(),
  orgId: z.string(),
  projectName: z.string(),
  projectStatus: z.string(),
  startDate: z.string(),
  completionDate: z.string(),
  /** The image's key, and an address to show it (signed, valid for days). */
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  location: z.object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    siteAddress: z.string().nullable(),
    pincode: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
  }),
  registeredOfficeAddress: z.string().nullable(),
  reraNo: z.string().nullable(),
  reraLink: z.string().nullable(),
  reraQr: z.string().nullable(),
  reraQrUrl: z.string().nullable(),
  company: z.string().nullable(),
  gstNumber: z.string().nullable(),
  cinNumber: z.string().nullable(),
  ctsNumbers: z.array(z.string()),
  website: z.string().nullable(),
  email: z.string().nullable(),
  contactNo: z.string().nullable(),
  alternateContactNo: z.string().nullable(),
  socialLinks: z.object({
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    x: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  projectPublishStatus: z.enum(PUBLISH_STATUSES),
  projectFormStage: z.enum(FORM_STEPS),
  projectPublishChangeReason: z.string().nullable(),
  updatedAt: z.string(),
})
export type TProject = z.infer<typeof ZProject>

export const ZStateList = z.object({ items: z.array(z.string()) })
export const ZProjectStatusList = z.object({ items: z.array(z.string()) })

export const ZResetNotificationsResponse = z.object({
  projectId: z.string(),
  notificationCount: z.literal(0),
})
