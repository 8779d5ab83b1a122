import { LEAD_BUCKET_OF, type TLeadBucket } from '../../../../contract/dashboards.ts'
import type { TDashboardSearch } from '../../../features/dashboards/model/dashboard-search.ts'
import { stagesParam } from '../../../features/leads/model/lead-filters.ts'

/** The stages a bucket counts, in funnel order: New Lead holds Open too. */
export const stagesOfBucket = (bucket: TLeadBucket): string[] =>
  Object.entries(LEAD_BUCKET_OF)
    .filter(([, of]) => of === bucket)
    .map(([stage]) => stage)

/**
 * Not a route: the lead list's URL search (lead-filters.ts) showing the leads a lead bucket
 * counts, the same period and basis; the project travels as the header's chosen project. A
 * bucket of one stage opens that stage's tab; New Lead, which counts Open too, opens the list
 * filtered by both stages, so the list's total is the bucket's count.
 */
export function leadListSearch(
  search: TDashboardSearch,
  bucket: TLeadBucket | 'total',
): Record<string, string> {
  const out: Record<string, string> = { date: search.preset }
  if (bucket !== 'total') {
    const stages = stagesOfBucket(bucket)
    if (stages.length > 1) out.stages = stagesParam(stages)
    else out.status = bucket
  }
  if (search.dateField !== 'createdAt') out.basis = search.dateField
  if (search.preset === 'custom') {
    if (search.fromDate) out.from = search.fromDate
    if (search.toDate) out.to = search.toDate
  }
  return out
}
