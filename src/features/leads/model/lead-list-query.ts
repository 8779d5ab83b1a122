import { ALL_STATUSES, type LEAD_SORT_FIELDS } from '../../../../contract/leads.ts'

/*
 * The lead list's default view as the server is asked for it. No macros and no luxon: the build
 * reads these in Node to write the list's first request into the page's first script
 * (scripts/route-preload.ts, decision 0063).
 */

/** The list screen asks the server for pages of this many rows (infinite scroll). */
export const LEAD_LIST_PAGE_SIZE = 50

export type TLeadSortField = (typeof LEAD_SORT_FIELDS)[number]
export type TSortOrder = 'asc' | 'desc'

export const DEFAULT_SORT: TLeadSortField = 'updatedAt'
export const DEFAULT_ORDER: TSortOrder = 'desc'

/** The wire query of the default view: every stage, newest change first. */
export const DEFAULT_LEAD_QUERY = {
  leadStatus: ALL_STATUSES,
  sort: DEFAULT_SORT,
  order: DEFAULT_ORDER,
} as const
