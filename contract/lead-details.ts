import { z } from 'zod'
import { ZLeadBookings } from './bookings.ts'
import { ZDispositionList } from './dispositions.ts'
import { ZLeadEventList } from './leads.ts'
import { ZSiteVisitList } from './site-visits.ts'
import { TASK_PAGE_MAX, ZTaskList } from './tasks.ts'

/**
 * A lead's details as its page shows them (journey, tasks, site visits, calls, bookings), read
 * for many leads at once so a device can keep them offline (decision 0017). Each part is exactly
 * the answer of the part's own read with the limit below, so the device's copy stands in for it.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const LEAD_DETAILS_PATHS = {
  /** GET ?ids[]=…: the details of up to LEAD_DETAILS_BATCH_MAX leads. */
  details: (slug: string) => `${base(slug)}/leads/details`,
  /** GET ?days=: the caller's own leads with an open task or a visit due around now. */
  due: (slug: string) => `${base(slug)}/leads/details/due`,
} as const

export const LEAD_DETAILS_BATCH_MAX = 50

/** The single reads' limits, which the batch applies per lead. */
export const LEAD_DETAIL_LIMITS = {
  journey: 100,
  tasks: TASK_PAGE_MAX,
  siteVisits: 50,
  dispositions: 50,
} as const

export const LEAD_DETAIL_PARTS = [
  'journey',
  'tasks',
  'siteVisits',
  'dispositions',
  'bookings',
] as const
export type TLeadDetailPart = (typeof LEAD_DETAIL_PARTS)[number]

export const LEAD_DUE_DAYS_DEFAULT = 7
export const LEAD_DUE_DAYS_MAX = 14
/** The most due leads one answer names, soonest first. */
export const LEAD_DUE_MAX = 2000

const zIds = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string()).min(1).max(LEAD_DETAILS_BATCH_MAX))

export const ZLeadDetailsQuery = z.object({ 'ids[]': zIds })
export type TLeadDetailsQuery = z.input<typeof ZLeadDetailsQuery>

export const ZLeadDetails = z.object({
  leadId: z.string(),
  journey: ZLeadEventList,
  tasks: ZTaskList,
  siteVisits: ZSiteVisitList,
  dispositions: ZDispositionList,
  /** Null where the caller may not read the bookings of the lead's project. */
  bookings: ZLeadBookings.nullable(),
})
export type TLeadDetails = z.infer<typeof ZLeadDetails>

export const ZLeadDetailsBatch = z.object({
  items: z.array(ZLeadDetails),
  /** Asked for but not visible to the caller: an invisible lead reads as one that does not exist. */
  notFound: z.array(z.string()),
})
export type TLeadDetailsBatch = z.infer<typeof ZLeadDetailsBatch>

export const ZLeadsDueQuery = z.object({
  /** Open tasks and upcoming visits due from this many days ago to this many days ahead. */
  days: z.coerce.number().int().min(1).max(LEAD_DUE_DAYS_MAX).default(LEAD_DUE_DAYS_DEFAULT),
})
export type TLeadsDueQuery = z.input<typeof ZLeadsDueQuery>

export const ZLeadsDue = z.object({
  items: z.array(z.object({ leadId: z.string(), dueAt: z.string() })),
})
export type TLeadsDue = z.infer<typeof ZLeadsDue>
