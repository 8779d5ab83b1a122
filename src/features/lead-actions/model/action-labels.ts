import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TSiteVisitAction } from '../../../../contract/site-visits.ts'

/**
 * What the site-visit buttons say; the values the field actions show (call, task and visit
 * statuses and types) are worded in lib/enum-labels.
 */
export const VISIT_ACTION_LABELS: Record<TSiteVisitAction, MessageDescriptor> = {
  start: msg`Start visit`,
  cancel: msg`Cancel visit`,
  'no-show': msg`Mark no-show`,
  reschedule: msg`Reschedule`,
  revisit: msg`Plan a revisit`,
}
