import { z } from 'zod'
import { LEAD_STATUSES } from './domain.ts'
import { ZFieldAction } from './field-actions.ts'
import { DROPPED_STATUS, ZLead } from './leads.ts'
import { LEAD_STAGE_MESSAGES } from './messages.ts'
export { LEAD_STAGE_MESSAGES } from './messages.ts'

/**
 * Stage changes: moving a lead to another status; dropping needs a
 * reason from the organisation's drop reasons, kept as the lead's subStatus.
 *
 * Unlike the other field actions, a stage change changes the lead, so it bumps the lead's
 * version like any edit, recording who made that version. It is an intent, not a merge: it
 * takes no version and is not refused as stale. An edit queued after it names the version its
 * device last received; the caller's own versions since never make it stale (decision 0016).
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const LEAD_STAGE_PATHS = {
  /** POST a stage change. */
  stage: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/stage`,
  /** GET the drop reasons (a reference list). */
  dropReasons: (slug: string) => `${base(slug)}/drop-reasons`,
} as const

export { DROPPED_STATUS }

/** _id (optional) names the change: a replay with the same id changes nothing. */
export const ZLeadStageChange = ZFieldAction.extend({
  leadStatus: z.enum(LEAD_STATUSES),
  /** Required when leadStatus is Dropped: a label of the drop reasons list. */
  dropReason: z.string().trim().max(100).optional(),
}).refine((c) => c.leadStatus !== DROPPED_STATUS || Boolean(c.dropReason), {
  message: LEAD_STAGE_MESSAGES.dropReasonRequired,
  path: ['dropReason'],
})
export type TLeadStageChange = z.input<typeof ZLeadStageChange>

export const ZLeadStageChanged = z.object({
  lead: ZLead,
  /** The status before; equal to lead.leadStatus when nothing changed (a replay). */
  from: z.string(),
})
export type TLeadStageChanged = z.infer<typeof ZLeadStageChanged>

export const ZDropReason = z.object({ _id: z.string(), labelName: z.string() })
export const ZDropReasonList = z.object({ items: z.array(ZDropReason) })
export type TDropReasonList = z.infer<typeof ZDropReasonList>
