import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ALL_STATUSES } from '../../../../contract/leads.ts'
import { LEAD_STATUSES, type TLeadStatus } from '../../../../contract/domain.ts'

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

export function isLeadStatus(value: string): value is TLeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value)
}

export function leadStatusColor(status: string): string {
  return isLeadStatus(status) ? LEAD_STATUS_COLORS[status] : OTHER_STATUS_COLOR
}

export const LEAD_STATUS_LABELS: Record<TLeadStatus | typeof ALL_STATUSES, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'lead status' }),
  'New Lead': msg`New Lead`,
  Open: msg({ message: 'Open', context: 'lead status' }),
  Qualified: msg`Qualified`,
  'Site Visit': msg`Site Visit`,
  Opportunity: msg`Opportunity`,
  Booked: msg`Booked`,
  Dropped: msg`Dropped`,
}

/** A stage's translated name; one the organisation made up is shown as it is. */
export function leadStatusLabel(
  status: string,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  if (status === ALL_STATUSES) return translate(LEAD_STATUS_LABELS.all)
  return isLeadStatus(status) ? translate(LEAD_STATUS_LABELS[status]) : status
}

/** The tabs: "all" first, then every stage in funnel order. */
export const STATUS_TABS: readonly string[] = [ALL_STATUSES, ...LEAD_STATUSES]
