import type { TTaskStatus } from '../../contract/tasks.ts'

/** Colour palettes of the task statuses for every task screen: late red, done green, to do blue. */
export const TASK_STATUS_COLORS: Record<TTaskStatus, string> = {
  Pending: 'blue',
  Completed: 'green',
  Overdue: 'red',
  Open: 'gray',
}
