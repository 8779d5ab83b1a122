import { z } from 'zod'
import {
  ALL_STATUSES,
  LEAD_SORT_FIELDS,
  zStageSet,
  type TLeadListQuery,
} from '../../../../contract/leads.ts'
import { DATE_BASES, type TDateBasis, zWireDate } from '../../../../contract/validators.ts'
import {
  dateSearchRange,
  DATE_PRESETS,
  type TWireDateRange,
} from '../../../lib/format/date-presets.ts'
import { dayOfWireDate, indiaDayStart } from '../../../../contract/india-time.ts'

import {
  DEFAULT_LEAD_QUERY,
  DEFAULT_ORDER,
  DEFAULT_SORT,
  type TLeadSortField,
  type TSortOrder,
} from './lead-list-query.ts'

export { DEFAULT_ORDER, DEFAULT_SORT, LEAD_LIST_PAGE_SIZE } from './lead-list-query.ts'
export type { TLeadSortField, TSortOrder } from './lead-list-query.ts'
export const UNASSIGNED = 'unassigned'

/*
 * The lead list's URL search parameters: a filtered view is a link. Every field is optional and
 * a damaged one is dropped (`.catch`), so an old or hand-edited link still opens the list.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

const STAGE_SEPARATOR = ','

export const ZLeadSearch = z.object({
  /** A stage; absent: all. */
  status: optional(z.string().trim().min(1).max(100)),
  /**
   * Leads in any of these stages, comma-separated ("New Lead,Open": a home bucket's), checked by
   * the server's own schema. A filter the user can clear, under the tab.
   */
  stages: optional(zStageSet.transform((stages) => stages.join(STAGE_SEPARATOR))),
  q: optional(z.string().trim().min(1).max(100)),
  source: optional(z.string().min(1).max(100)),
  label: optional(z.string().min(1).max(100)),
  /** A user id or "unassigned". */
  assignee: optional(z.string().min(1).max(100)),
  date: optional(z.enum(DATE_PRESETS)),
  /** What the date filter applies to; absent: the create date. */
  basis: optional(z.enum(DATE_BASES)),
  from: optional(zWireDate),
  to: optional(zWireDate),
  sort: optional(z.enum(LEAD_SORT_FIELDS)),
  order: optional(z.enum(['asc', 'desc'])),
})
export type TLeadSearch = z.infer<typeof ZLeadSearch>

/** The stage set of a view, or undefined for none. */
export const stagesOf = (search: TLeadSearch): string[] | undefined =>
  search.stages ? search.stages.split(STAGE_SEPARATOR) : undefined

/** A stage set as the lead list's URL holds it. */
export const stagesParam = (stages: readonly string[]) => stages.join(STAGE_SEPARATOR)

export const DEFAULT_DATE_BASIS: TDateBasis = 'createdAt'

/** Parses whatever the URL holds (the route's validateSearch), dropping defaults and junk. */
export function parseLeadSearch(raw: Record<string, unknown>): TLeadSearch {
  const parsed = ZLeadSearch.parse(raw)
  return compactSearch(parsed)
}

/** The search without empty values or defaults, so equal views have equal URLs. */
export function compactSearch(search: TLeadSearch): TLeadSearch {
  const out: TLeadSearch = {}
  for (const [key, value] of Object.entries(search) as [keyof TLeadSearch, string | undefined][]) {
    if (value === undefined || value === '') continue
    ;(out as Record<string, string>)[key] = value
  }
  if (out.status === ALL_STATUSES) delete out.status
  if (out.sort === DEFAULT_SORT) delete out.sort
  if (out.order === DEFAULT_ORDER) delete out.order
  if (out.basis === DEFAULT_DATE_BASIS) delete out.basis
  if (out.date !== 'custom') {
    delete out.from
    delete out.to
  }
  if (!out.date) delete out.basis
  return out
}

/** Filters the user can clear (not the tab, not the sort). */
export function hasActiveFilters(search: TLeadSearch): boolean {
  return Boolean(
    search.q || search.stages || search.source || search.label || search.assignee || search.date,
  )
}

/** Keeps the tab and the sort, drops every filter. */
export function clearFilters(search: TLeadSearch): TLeadSearch {
  return compactSearch({ status: search.status, sort: search.sort, order: search.order })
}

/** The days the date filter covers, or null for none (or an unfinished custom range). */
export function dateRangeOf(search: TLeadSearch, now: Date = new Date()): TWireDateRange | null {
  return dateSearchRange(search, now)
}

/** The wire filters of ZLeadListQuery and ZLeadFilters, without page and limit. */
export type TLeadWireQuery = Omit<TLeadListQuery, 'page' | 'limit'>

/** The server's query for this view (list and status counts share it, minus leadStatus). */
export function toWireQuery(search: TLeadSearch, now: Date = new Date()): TLeadWireQuery {
  const range = dateRangeOf(search, now)
  const query: TLeadWireQuery = {
    leadStatus: search.status ?? DEFAULT_LEAD_QUERY.leadStatus,
    sort: search.sort ?? DEFAULT_LEAD_QUERY.sort,
    order: search.order ?? DEFAULT_LEAD_QUERY.order,
  }
  if (search.q) query.searchBy = search.q
  const stages = stagesOf(search)
  if (stages) query['stages[]'] = stages
  if (search.source) query.sourceOfLead = search.source
  if (search.assignee) query.assigneeId = search.assignee
  if (search.label) query['labels[]'] = [search.label]
  if (range) {
    query.dateField = search.basis ?? DEFAULT_DATE_BASIS
    query.startDate = range.from
    query.endDate = range.to
  }
  return query
}

/** The same filters for the device's table: days become epoch-ms bounds in India time. */
export interface TLeadLocalFilters {
  leadStatus?: string
  /** Any of these stages. */
  leadStatuses?: string[]
  searchBy?: string
  sourceOfLead?: string
  label?: string
  assigneeId?: string
  dateField?: TDateBasis
  /** Inclusive epoch ms. */
  fromMs?: number
  toMs?: number
  sort: TLeadSortField
  order: TSortOrder
}

export function toLocalFilters(search: TLeadSearch, now: Date = new Date()): TLeadLocalFilters {
  const range = dateRangeOf(search, now)
  const filters: TLeadLocalFilters = {
    sort: search.sort ?? DEFAULT_SORT,
    order: search.order ?? DEFAULT_ORDER,
  }
  if (search.status && search.status !== ALL_STATUSES) filters.leadStatus = search.status
  if (search.q) filters.searchBy = search.q
  const stages = stagesOf(search)
  if (stages) filters.leadStatuses = stages
  if (search.source) filters.sourceOfLead = search.source
  if (search.label) filters.label = search.label
  if (search.assignee) filters.assigneeId = search.assignee
  const from = range ? dayOfWireDate(range.from) : null
  const to = range ? dayOfWireDate(range.to) : null
  if (from !== null && to !== null) {
    filters.dateField = search.basis ?? DEFAULT_DATE_BASIS
    filters.fromMs = indiaDayStart(from)
    // The last millisecond of the last day.
    filters.toMs = indiaDayStart(to + 1) - 1
  }
  return filters
}
