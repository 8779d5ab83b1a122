import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TBookingStatus } from '../../contract/bookings.ts'
import type {
  TCallResult,
  TCallStatus,
  TCallType,
  TNextStepKind,
} from '../../contract/dispositions.ts'
import {
  LEAD_STATUSES,
  type TLeadStatus,
  type TSiteVisitStatus,
  type TTaskType,
} from '../../contract/domain.ts'
import { ALL_STATUSES, type GENDERS, type LEAD_INTENTS } from '../../contract/leads.ts'
import type { TVisitType } from '../../contract/site-visits.ts'
import type { TTaskStatus } from '../../contract/tasks.ts'
import type { TTicketPriority, TTicketStatus } from '../../contract/tickets.ts'

/**
 * Every enumerated value a screen shows, worded in the user's language: the one place that maps
 * a value of the contract (or of the organisation's standard reference lists) to its message.
 * The values themselves stay as they are on the wire, in filters and in forms' values; only what
 * is drawn is translated. A value no map knows (a stage or a source an organisation made up) is
 * shown as it is.
 */

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

export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Other: msg({ message: 'Other', context: 'gender' }),
}

/** The call vocabularies of spec 001 section 4, for every call screen. */
export const CALL_TYPE_LABELS: Record<TCallType, MessageDescriptor> = {
  'In Bound': msg`In Bound`,
  'Out Bound': msg`Out Bound`,
}

export const CALL_STATUS_LABELS: Record<TCallStatus, MessageDescriptor> = {
  Connected: msg`Connected`,
  'Not Connected': msg`Not Connected`,
  'No Answer': msg`No Answer`,
  Failed: msg({ message: 'Failed', context: 'call status' }),
}

export const CALL_RESULT_LABELS: Record<TCallResult, MessageDescriptor> = {
  answered: msg`Answered`,
  unanswered: msg`Unanswered`,
  'failed/dnd': msg`Failed / DND`,
}

export const NEXT_STEP_LABELS: Record<TNextStepKind, MessageDescriptor> = {
  none: msg`Nothing`,
  callBack: msg`Call back`,
  followUp: msg`Follow-up`,
  siteVisit: msg`Site visit`,
}

export const TASK_TYPE_LABELS: Record<TTaskType, MessageDescriptor> = {
  'Follow Up': msg`Follow Up`,
  'Site Visit': msg({ message: 'Site Visit', context: 'task type' }),
}

/** The stored states and the ones judged against the server's clock when read. */
export const TASK_STATUS_LABELS: Record<TTaskStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', context: 'task status' }),
  Completed: msg({ message: 'Completed', context: 'task status' }),
  Overdue: msg({ message: 'Overdue', context: 'task status' }),
  Open: msg({ message: 'Open', context: 'task status' }),
}

export const VISIT_STATUS_LABELS: Record<TSiteVisitStatus, MessageDescriptor> = {
  Scheduled: msg`Scheduled`,
  'In Progress': msg`In Progress`,
  'Visit Done': msg`Visit Done`,
  Rescheduled: msg`Rescheduled`,
  Revisit: msg`Revisit`,
  'No Show': msg`No Show`,
  Cancelled: msg`Cancelled`,
}

export const VISIT_TYPE_LABELS: Record<TVisitType, MessageDescriptor> = {
  'Site Visit': msg`Site visit`,
  Revisit: msg`Revisit`,
}

export const BOOKING_STATUS_LABELS: Record<TBookingStatus, MessageDescriptor> = {
  BOOKED: msg`Booked`,
  CANCELLED: msg`Cancelled`,
}

export const TICKET_STATUS_LABELS: Record<TTicketStatus, MessageDescriptor> = {
  OPEN: msg({ message: 'Open', context: 'query status' }),
  WIP: msg({ message: 'In progress', context: 'query status' }),
  CLOSED: msg({ message: 'Closed', context: 'query status' }),
}

export const TICKET_PRIORITY_LABELS: Record<TTicketPriority, MessageDescriptor> = {
  LOW: msg({ message: 'Low', context: 'query priority' }),
  MEDIUM: msg({ message: 'Medium', context: 'query priority' }),
  HIGH: msg({ message: 'High', context: 'query priority' }),
}

export const LEAD_INTENT_LABELS: Record<(typeof LEAD_INTENTS)[number], MessageDescriptor> = {
  High: msg({ message: 'High', context: 'lead intent' }),
  Medium: msg({ message: 'Medium', context: 'lead intent' }),
  Low: msg({ message: 'Low', context: 'lead intent' }),
  NA: msg({ message: 'Not known', context: 'lead intent' }),
}

/**
 * The standard entries of the organisation's reference lists (sources, purposes, property
 * statuses, floors, labels, sub-statuses, drop and cancellation reasons), as every organisation
 * starts with them. Brand names (Facebook, 99acres) and unit types (2 BHK) read the same in Hindi
 * and are not listed; an organisation's own entries are shown as they are.
 */
export const REFERENCE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // Lead sources and sub-sources
  Digital: msg({ message: 'Digital', context: 'lead source' }),
  'Property Portal': msg`Property Portal`,
  'Channel Partner': msg`Channel Partner`,
  'Walk-in': msg`Walk-in`,
  Referral: msg`Referral`,
  Hoarding: msg`Hoarding`,
  Newspaper: msg`Newspaper`,
  Website: msg`Website`,
  // Purposes
  'Self Use': msg`Self Use`,
  Investment: msg`Investment`,
  'Second Home': msg`Second Home`,
  'Rental Income': msg`Rental Income`,
  // Property statuses
  'Ready to Move': msg`Ready to Move`,
  'Under Construction': msg`Under Construction`,
  'New Launch': msg`New Launch`,
  // Floors
  'Lower Floor (1-5)': msg`Lower Floor (1-5)`,
  'Middle Floor (6-12)': msg`Middle Floor (6-12)`,
  'Higher Floor (13+)': msg`Higher Floor (13+)`,
  'Any Floor': msg`Any Floor`,
  // Labels
  Hot: msg({ message: 'Hot', context: 'lead label' }),
  Warm: msg({ message: 'Warm', context: 'lead label' }),
  Cold: msg({ message: 'Cold', context: 'lead label' }),
  NRI: msg`NRI`,
  Investor: msg`Investor`,
  'First-time Buyer': msg`First-time Buyer`,
  'Upgrade Buyer': msg`Upgrade Buyer`,
  Priority: msg({ message: 'Priority', context: 'lead label' }),
  // Sub-statuses of Open
  'Call Back': msg({ message: 'Call Back', context: 'sub status' }),
  'Not Reachable': msg`Not Reachable`,
  'Switched Off': msg`Switched Off`,
  Busy: msg`Busy`,
  // Drop and cancellation reasons
  'Budget mismatch': msg`Budget mismatch`,
  'Location not preferred': msg`Location not preferred`,
  'Location not suitable': msg`Location not suitable`,
  'Bought elsewhere': msg`Bought elsewhere`,
  'Not interested': msg`Not interested`,
  'Loan not sanctioned': msg`Loan not sanctioned`,
  'Duplicate enquiry': msg`Duplicate enquiry`,
  'Customer not available': msg`Customer not available`,
  'Customer rescheduled': msg`Customer rescheduled`,
  'Travel or transport issue': msg`Travel or transport issue`,
  'Family emergency': msg`Family emergency`,
  Weather: msg`Weather`,
}

type Translate = Pick<I18n, '_'>

function known<K extends string>(
  labels: Readonly<Record<K, MessageDescriptor>>,
  value: string,
): MessageDescriptor | undefined {
  return Object.hasOwn(labels, value) ? labels[value as K] : undefined
}

/** A value of one of the maps above in the user's language; an unknown one as it is. */
export function enumLabel(
  labels: Readonly<Record<string, MessageDescriptor>>,
  value: string,
  i18n: Translate,
): string {
  const descriptor = known(labels, value)
  return descriptor ? i18n._(descriptor) : value
}

export function isLeadStatus(value: string): value is TLeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value)
}

/** A stage's name in the user's language ("all" too); one the organisation made up as it is. */
export function leadStatusLabel(
  status: string,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  if (status === ALL_STATUSES) return translate(LEAD_STATUS_LABELS.all)
  return isLeadStatus(status) ? translate(LEAD_STATUS_LABELS[status]) : status
}

/** An entry of a reference list (a source, a purpose, a label) in the user's language. */
export function referenceLabel(value: string, i18n: Translate): string {
  return enumLabel(REFERENCE_LABELS, value, i18n)
}
