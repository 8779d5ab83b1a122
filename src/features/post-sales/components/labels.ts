import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TMilestoneStatus } from '../../../../contract/milestone-status.ts'

/** A milestone's status as the screens word and colour it. */
export const MILESTONE_STATUS_LABELS: Record<TMilestoneStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  'Partially Paid': msg`Partially Paid`,
  Paid: msg`Paid`,
  Overdue: msg`Overdue`,
}

export const MILESTONE_STATUS_COLORS: Record<TMilestoneStatus, string> = {
  Pending: 'gray',
  'Partially Paid': 'orange',
  Paid: 'green',
  Overdue: 'red',
}

/** "10%" or "12.5%" from basis points. */
export const shareText = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`

/** A tab bar that scrolls on a phone rather than squeezing its labels into each other. */
export const TAB_LIST_PROPS = {
  overflowX: 'auto',
  css: { '& [role=tab]': { whiteSpace: 'nowrap', flexShrink: '0' } },
} as const
