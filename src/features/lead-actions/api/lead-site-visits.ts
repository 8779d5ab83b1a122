import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_DETAIL_LIMITS } from '../../../../contract/lead-details.ts'
import { SITE_VISIT_PATHS, ZSiteVisitList } from '../../../../contract/site-visits.ts'
import { http } from '../../../lib/http.ts'
import { readLeadDetailPart } from '../../../offline/lead-details.ts'
import { actionKeys } from './action-keys.ts'

export function getLeadSiteVisits(
  slug: string,
  leadId: string,
  signal?: AbortSignal,
  onStoredAt?: (storedAt: number | null) => void,
) {
  return http.get(SITE_VISIT_PATHS.leadSiteVisits(slug, leadId), {
    pageIndex: 0,
    query: { limit: LEAD_DETAIL_LIMITS.siteVisits },
    schema: ZSiteVisitList,
    signal,
    silent: true,
    onStoredAt,
  })
}

/** The server's visits of the lead, else the device's copy (decision 0017). */
export function leadSiteVisitsQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: actionKeys.visits(slug, leadId),
    queryFn: ({ signal }) =>
      readLeadDetailPart(leadId, 'siteVisits', (onStoredAt) =>
        getLeadSiteVisits(slug, leadId, signal, onStoredAt),
      ),
  })
}

export function useLeadSiteVisits(slug: string, leadId: string) {
  return useQuery(leadSiteVisitsQueryOptions(slug, leadId))
}
