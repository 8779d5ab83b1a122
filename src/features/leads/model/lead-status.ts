import { ALL_STATUSES } from '../../../../contract/leads.ts'
import { LEAD_STATUSES, type TLeadStatus } from '../../../../contract/domain.ts'
import { isLeadStatus } from '../../../lib/enum-labels.ts'

/** Chakra colour palettes of the lead stages (spec 001 section 3), one place for every screen. */
export const LEAD_STATUS_COLORS: Record<TLeadStatus, string> = {
  'New Lead': 'blue',
  Open: 'cyan',
  Qualified: 'teal',
  'Site Visit': 'purple',
  Opportunity: 'orange',
  Booked: 'green',
  Dropped: 'red',
}

/** Stages an organisation added itself have no colour of their own. */
export const OTHER_STATUS_COLOR = 'gray'

export function leadStatusColor(status: string): string {
  return isLeadStatus(status) ? LEAD_STATUS_COLORS[status] : OTHER_STATUS_COLOR
}

/** The tabs: "all" first, then every stage in funnel order. */
export const STATUS_TABS: readonly string[] = [ALL_STATUSES, ...LEAD_STATUSES]
