import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TCallResult, TNextStepKind } from '../../../../contract/dispositions.ts'
import type { TSiteVisitStatus, TTaskType } from '../../../../contract/domain.ts'
import type { TSiteVisitAction, TVisitType } from '../../../../contract/site-visits.ts'
import type { TTaskReadStatus } from '../../../../contract/tasks.ts'

/**
 * The field actions' vocabularies (spec 001 section 4), worded for people; the call type and
 * status labels every call screen shares are in lib/call-labels.
 */
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
  'Site Visit': msg`Site Visit`,
}

export const TASK_STATUS_LABELS: Record<TTaskReadStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Overdue: msg`Overdue`,
  Completed: msg`Completed`,
}

export const TASK_STATUS_COLORS: Record<TTaskReadStatus, string> = {
  Pending: 'blue',
  Overdue: 'red',
  Completed: 'green',
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

export const VISIT_ACTION_LABELS: Record<TSiteVisitAction, MessageDescriptor> = {
  start: msg`Start visit`,
  cancel: msg`Cancel visit`,
  'no-show': msg`Mark no-show`,
  reschedule: msg`Reschedule`,
  revisit: msg`Plan a revisit`,
}
