/**
 * Vocabularies the product itself reasons about (colours, buckets, rules), shared by the
 * server, the seed and the PWA. Organisations may add labels of their own beside them.
 */

/** Lead stages in funnel order; Dropped can follow any stage. */
export const LEAD_STATUSES = [
  'New Lead',
  'Open',
  'Qualified',
  'Site Visit',
  'Opportunity',
  'Booked',
  'Dropped',
] as const
export type TLeadStatus = (typeof LEAD_STATUSES)[number]

export const SITE_VISIT_STATUSES = [
  'Scheduled',
  'In Progress',
  'Visit Done',
  'Rescheduled',
  'Revisit',
  'No Show',
  'Cancelled',
] as const
export type TSiteVisitStatus = (typeof SITE_VISIT_STATUSES)[number]

export const TASK_TYPES = ['Follow Up', 'Site Visit'] as const
export type TTaskType = (typeof TASK_TYPES)[number]

/** Stored task states; Pending and Overdue are judged against the server clock when read. */
export const STORED_TASK_STATUSES = ['Open', 'Completed'] as const
