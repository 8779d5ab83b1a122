import { z } from 'zod'
import type { TCallLogFilters } from '../../../../contract/dispositions.ts'
import { zWireDate } from '../../../../contract/validators.ts'
import {
  dateSearchRange,
  DATE_PRESETS,
  type TWireDateRange,
} from '../../../lib/format/date-presets.ts'
import { toCallListQuery, ZCallListSearch } from '../../../lib/call-list-search.ts'
import { compactDatedParams, optionalParam, zPageParam } from '../../../lib/search-params.ts'

/** The call logs' URL search parameters; `user` is who called. */
export const ZCallLogSearch = ZCallListSearch.extend({
  date: optionalParam(z.enum(DATE_PRESETS)),
  from: optionalParam(zWireDate),
  to: optionalParam(zWireDate),
  page: zPageParam,
})
export type TCallLogSearch = z.infer<typeof ZCallLogSearch>

/** The view as its URL keeps it (compactDatedParams). */
export function compactCallLogSearch(search: TCallLogSearch): TCallLogSearch {
  return compactDatedParams(search)
}

export function parseCallLogSearch(raw: Record<string, unknown>): TCallLogSearch {
  return compactCallLogSearch(ZCallLogSearch.parse(raw))
}

/** The days the date filter covers; null for none or an unfinished (or reversed) custom range. */
export function dateRangeOf(search: TCallLogSearch, now: Date = new Date()): TWireDateRange | null {
  return dateSearchRange(search, now)
}

/** The server's filters for this view: the list (with a page) and the summary share them. */
export function toCallLogFilters(search: TCallLogSearch, now: Date = new Date()): TCallLogFilters {
  const filters: TCallLogFilters = toCallListQuery(search)
  const range = dateRangeOf(search, now)
  if (range) {
    filters.startDate = range.from
    filters.endDate = range.to
  }
  return filters
}
