import type { TSiteVisitStatus } from '../../../../contract/domain.ts'

/** Chakra palettes of the visit statuses: done green, lost red, waiting blue. */
export const VISIT_STATUS_PALETTES: Record<TSiteVisitStatus, string> = {
  Scheduled: 'blue',
  'In Progress': 'cyan',
  'Visit Done': 'green',
  Rescheduled: 'orange',
  Revisit: 'purple',
  'No Show': 'yellow',
  Cancelled: 'red',
}

/** Lines of the booking trend, one palette per source, in turn. */
export const SERIES_PALETTES = [
  'blue',
  'orange',
  'green',
  'purple',
  'red',
  'teal',
  'pink',
  'cyan',
  'yellow',
  'gray',
] as const

/**
 * The shade a palette is drawn in: darker on light backgrounds, lighter on dark ones, so a bar
 * keeps its contrast with the card (WCAG's 3:1 for graphics) in both themes.
 */
export const chartShade = (theme: 'light' | 'dark') => (theme === 'dark' ? 400 : 600)
