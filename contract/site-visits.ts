import { z } from 'zod'
import { ZPageInfo } from './common.ts'
import { SITE_VISIT_STATUSES, type TSiteVisitStatus } from './domain.ts'
import { ZFieldAction, zInstant, zMadeAt } from './field-actions.ts'
import { ZPerson } from './leads.ts'
import { zOptionalText } from './validators.ts'
import { SITE_VISIT_MESSAGES } from './messages.ts'
export { SITE_VISIT_MESSAGES } from './messages.ts'

/**
 * Site visits: schedule, start, complete with a one-time code sent
 * to the lead's number, cancel with a reason, no-show, reschedule, revisit. The code is judged
 * against the server's own window when the verification arrives, even if it was queued offline.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const SITE_VISIT_PATHS = {
  /** GET a lead's visits, newest scheduled first; POST schedules one. */
  leadSiteVisits: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/site-visits`,
  /** GET one visit's details. */
  siteVisit: (slug: string, siteVisitId: string) => `${base(slug)}/site-visits/${siteVisitId}`,
  /** POST a transition: start, cancel, no-show, reschedule, revisit (ZSiteVisitTransition). */
  transition: (slug: string, siteVisitId: string) =>
    `${base(slug)}/site-visits/${siteVisitId}/transitions`,
  /** GET { siteVisitOtpConfig }. */
  otpConfig: (slug: string) => `${base(slug)}/site-visit-otp-config`,
  /** POST {refId, siteVisitId, visitType}: sends a code to the lead's number. */
  requestOtp: (slug: string) => `${base(slug)}/site-visits/request-otp`,
  /** POST {refId, otp, enteredAt, location?}: completes the visit (Visit Done). */
  verifyOtp: (slug: string) => `${base(slug)}/site-visits/verify-otp`,
  /** Lead-scoped aliases of the two above: the visit must belong to the lead. */
  leadGetOtp: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/get-otp`,
  leadVerifyOtp: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/verify-otp`,
} as const

export const SITE_VISIT_ACTIONS = ['start', 'cancel', 'no-show', 'reschedule', 'revisit'] as const
export type TSiteVisitAction = (typeof SITE_VISIT_ACTIONS)[number]
/** A first visit, or a revisit of someone who has seen the site. */
export const VISIT_TYPES = ['Site Visit', 'Revisit'] as const
export type TVisitType = (typeof VISIT_TYPES)[number]

/** Visits that are still to happen. */
export const UPCOMING_VISIT_STATUSES = [
  'Scheduled',
  'Rescheduled',
  'Revisit',
] as const satisfies readonly TSiteVisitStatus[]

/**
 * The transition table: the statuses each action may start from. Completion is not here: it is
 * the verification of a code, from In Progress. Revisit leaves the done visit as it is and
 * schedules a new one (status Revisit); the others change the visit itself.
 */
export const SITE_VISIT_TRANSITIONS: Record<TSiteVisitAction, readonly TSiteVisitStatus[]> = {
  start: UPCOMING_VISIT_STATUSES,
  cancel: [...UPCOMING_VISIT_STATUSES, 'In Progress'],
  'no-show': UPCOMING_VISIT_STATUSES,
  reschedule: [...UPCOMING_VISIT_STATUSES, 'No Show'],
  revisit: ['Visit Done'],
}

/** Statuses a visit must be in for a code to be requested or verified. */
export const OTP_VISIT_STATUSES = ['In Progress'] as const satisfies readonly TSiteVisitStatus[]

export function canTransition(action: TSiteVisitAction, from: TSiteVisitStatus): boolean {
  return SITE_VISIT_TRANSITIONS[action].includes(from)
}

export const SITE_VISIT_NOTES_MAX = 500

export const SITE_VISIT_ERROR_CODES = {
  notFound: 'SITE_VISIT_NOT_FOUND',
  transitionInvalid: 'SITE_VISIT_TRANSITION_INVALID',
  notDue: 'SITE_VISIT_NOT_DUE',
  otpInvalid: 'SITE_VISIT_OTP_INVALID',
  otpExpired: 'SITE_VISIT_OTP_EXPIRED',
  otpAttempts: 'SITE_VISIT_OTP_ATTEMPTS',
  otpNotRequested: 'SITE_VISIT_OTP_NOT_REQUESTED',
  otpLimit: 'SITE_VISIT_OTP_LIMIT',
} as const

/**
 * Code failures the PWA answers with a one-tap "send a new code". All are 422, never 429: the
 * outbox retries a 429 as transient, and a spent code never gets better by waiting.
 */
export const SITE_VISIT_OTP_FAILURES = [
  SITE_VISIT_ERROR_CODES.otpInvalid,
  SITE_VISIT_ERROR_CODES.otpExpired,
  SITE_VISIT_ERROR_CODES.otpAttempts,
  SITE_VISIT_ERROR_CODES.otpNotRequested,
] as const

export const ZLocation = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres. */
  accuracy: z.number().min(0).max(100_000),
})
export type TLocation = z.infer<typeof ZLocation>

export const ZSiteVisit = z.object({
  _id: z.string(),
  orgId: z.string(),
  projectId: z.string(),
  leadId: z.string(),
  leadName: z.string(),
  visitType: z.enum(VISIT_TYPES),
  status: z.enum(SITE_VISIT_STATUSES),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  notes: z.string(),
  assignee: ZPerson.nullable(),
  /** When the code was entered on the device, and where (if the user allowed location). */
  otpEnteredAt: z.string().nullable(),
  location: ZLocation.nullable(),
  /** The done visit a revisit follows. */
  previousVisitId: z.string().nullable(),
  /** The Site Visit task that tracks it. */
  taskId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TSiteVisit = z.infer<typeof ZSiteVisit>

export const ZSiteVisitList = z.object({ items: z.array(ZSiteVisit), pageInfo: ZPageInfo })
export type TSiteVisitList = z.infer<typeof ZSiteVisitList>

export const ZSiteVisitListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

/** Scheduling: not before madeAt. Makes a Site Visit task due at scheduledAt. */
export const ZSiteVisitCreate = ZFieldAction.extend({
  scheduledAt: zInstant,
  notes: zOptionalText(SITE_VISIT_NOTES_MAX).default(''),
  /** Needs DXP_LEAD_ASSIGNMENT to name someone else; by default the lead's assignee. */
  assigneeId: z.string().optional(),
})
export type TSiteVisitCreate = z.input<typeof ZSiteVisitCreate>

export const ZSiteVisitTransition = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), madeAt: zMadeAt }),
  /** reason: a label of the organisation's sitevisitcancellation list. */
  z.object({ action: z.literal('cancel'), madeAt: zMadeAt, reason: z.string().trim().min(1) }),
  /** Only once the scheduled time has passed (judged against madeAt). */
  z.object({ action: z.literal('no-show'), madeAt: zMadeAt }),
  /** Not before madeAt. */
  z.object({ action: z.literal('reschedule'), madeAt: zMadeAt, scheduledAt: zInstant }),
  /** Schedules a new visit (status Revisit); _id is its client-made id. Not before madeAt. */
  z.object({
    action: z.literal('revisit'),
    madeAt: zMadeAt,
    scheduledAt: zInstant,
    _id: z.uuid().optional(),
  }),
])
export type TSiteVisitTransition = z.input<typeof ZSiteVisitTransition>

/** The visit after the transition (for revisit: the new visit). */
export const ZSiteVisitTransitionResult = z.object({ siteVisit: ZSiteVisit })

export const ZSiteVisitOtpConfig = z.object({
  siteVisitOtpConfig: z.object({
    length: z.number().int().min(4).max(8),
    validitySeconds: z.number().int().min(1),
    maxAttempts: z.number().int().min(1),
    /** Codes a visit may be sent in all. */
    maxCodesPerVisit: z.number().int().min(1),
  }),
})
export type TSiteVisitOtpConfig = z.infer<typeof ZSiteVisitOtpConfig>

export const ZSiteVisitOtpRequest = z.object({
  /** Client-made: names this code in the verification, even when both were queued offline. */
  refId: z.uuid(),
  siteVisitId: z.string(),
  visitType: z.enum(VISIT_TYPES),
  madeAt: zMadeAt,
})
export type TSiteVisitOtpRequest = z.input<typeof ZSiteVisitOtpRequest>

export const ZSiteVisitOtpRequested = z.object({
  refId: z.string(),
  siteVisitId: z.string(),
  /** By the server's clock: the window the code is judged against. */
  expiresAt: z.string(),
  /** Masked: the last 4 digits of the number the code went to. */
  sentTo: z.string(),
})
export type TSiteVisitOtpRequested = z.infer<typeof ZSiteVisitOtpRequested>

export const ZSiteVisitOtpVerify = z.object({
  refId: z.uuid(),
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, SITE_VISIT_MESSAGES.otpInvalid),
  /** When the user entered the code, by the device's clock. */
  enteredAt: zMadeAt,
  location: ZLocation.optional(),
})
export type TSiteVisitOtpVerify = z.input<typeof ZSiteVisitOtpVerify>
