import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TLeadEvent } from '../../../../contract/leads.ts'
import { ROUTING_VIA } from '../../../../contract/routing-rules.ts'

/** The journey's event types worded for people; a type not listed here is shown as it is. */
export const JOURNEY_EVENT_LABELS: Record<string, MessageDescriptor> = {
  created: msg`Lead created`,
  updated: msg`Lead updated`,
  status_changed: msg`Status changed`,
  assigned: msg`Assigned`,
  assignedNewProject: msg`Moved to another project`,
  retained: msg`Retained`,
  released: msg`Released`,
  duplicateDetected: msg`Same mobile number as another lead`,
  piiView: msg`Personal details viewed`,
  call: msg`Call`,
  note: msg`Note`,
  message: msg`Message`,
  disposition: msg`Call outcome logged`,
  recording_attached: msg`Call recording attached`,
  follow_up_scheduled: msg`Follow-up scheduled`,
  task_completed: msg`Task completed`,
  site_visit_scheduled: msg`Site visit scheduled`,
  site_visit_started: msg`Site visit started`,
  site_visit_cancelled: msg`Site visit cancelled`,
  site_visit_no_show: msg`Site visit: no-show`,
  site_visit_rescheduled: msg`Site visit rescheduled`,
  site_visit_revisit: msg`Revisit planned`,
  site_visit_otp_sent: msg`Site visit code sent`,
  site_visit_otp_failed: msg`Site visit code refused`,
  site_visit_done: msg`Site visit done`,
  questionnaire_answered: msg`Questionnaire answered`,
}

export function journeyEventLabel(
  eventType: string,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = Object.hasOwn(JOURNEY_EVENT_LABELS, eventType)
    ? JOURNEY_EVENT_LABELS[eventType]
    : undefined
  return descriptor ? translate(descriptor) : eventType
}

const ROUTED = msg`Assigned by routing rule`

/** An event's title: its type's label, and for an assignment, whether a routing rule made it. */
export function journeyEventTitle(
  event: Pick<TLeadEvent, 'eventType' | 'data'>,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  if (event.eventType === 'assigned' && event.data.via === ROUTING_VIA) return translate(ROUTED)
  return journeyEventLabel(event.eventType, translate)
}

/** Newest first, whatever order the server sent. */
export function newestFirst<T extends Pick<TLeadEvent, 'createdAt'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}
