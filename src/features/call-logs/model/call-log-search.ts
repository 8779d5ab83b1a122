import { z } from 'zod'
import type { TCallLogFilters } from '../../../../contract/dispositions.ts'
import { zWireDate } from '../../../../contract/validators.ts'
import {
  dateSearchRange,
  DATE_PRESETS,
  type TWireDateRange,
} from '../../../lib/format/date-presets.ts'
import { toCallListQuery, ZCallListSearch } from '../../../lib/call-list-search.ts'
import { compactParams, optionalParam, zPageParam } from '../../../lib/search-params.ts'

/** The call logs' URL search parameters; `user` is who called. */
export const ZCallLogSearch = ZCallListSearch.extend({
  date: optionalParam(z.enum(DATE_PRESETS)),
  from: optionalParam(zWireDate),
  to: optionalParam(zWireDate),
  page: zPageParam,
})
export type TCallLogSearch = z.infer<typeof ZCallLogSearch>

/** compactParams, and the days of a custom range only under "Custom". */
export function compactCallLogSearch(search: TCallLogSearch): TCallLogSearch {
  const out = compactParams(search)
  if (out.date !== 'custom') {
    delete out.from
    delete out.to
  }
  return out
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
