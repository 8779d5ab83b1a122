import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TTaskType } from '../../contract/domain.ts'
import type { TTaskStatus } from '../../contract/tasks.ts'

/** Colour palettes of the task statuses for every task screen: late red, done green, to do blue. */
export const TASK_STATUS_COLORS: Record<TTaskStatus, string> = {
  Pending: 'blue',
  Completed: 'green',
  Overdue: 'red',
  Open: 'gray',
}

export const TASK_STATUS_LABELS: Record<TTaskStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', context: 'task status' }),
  Completed: msg({ message: 'Completed', context: 'task status' }),
  Overdue: msg({ message: 'Overdue', context: 'task status' }),
  Open: msg({ message: 'Open', context: 'task status' }),
}

export const TASK_TYPE_LABELS: Record<TTaskType, MessageDescriptor> = {
  'Follow Up': msg`Follow Up`,
  'Site Visit': msg({ message: 'Site Visit', context: 'task type' }),
}
