import type { TLeadBucket } from '../../../../contract/dashboards.ts'
import type { TDashboardSearch } from '../../../features/dashboards/model/dashboard-search.ts'

/**
 * Not a route: the lead list's URL search (lead-filters.ts) showing the leads a lead bucket
 * counts, the same period and basis; the project travels as the header's chosen project. The
 * lead list filters by one stage, so New Lead shows the New Lead stage only: its bucket also
 * counts Open, which the list's Open tab shows (the list's query takes one stage; decision 0029).
 */
export function leadListSearch(
  search: TDashboardSearch,
  bucket: TLeadBucket | 'total',
): Record<string, string> {
  const out: Record<string, string> = { date: search.preset }
  if (bucket !== 'total') out.status = bucket
  if (search.dateField !== 'createdAt') out.basis = search.dateField
  if (search.preset === 'custom') {
    if (search.fromDate) out.from = search.fromDate
    if (search.toDate) out.to = search.toDate
  }
  return out
}
