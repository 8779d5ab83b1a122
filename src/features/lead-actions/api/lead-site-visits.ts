import { queryOptions, useQuery } from '@tanstack/react-query'
import { SITE_VISIT_PATHS, ZSiteVisitList } from '../../../../contract/site-visits.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys } from './action-keys.ts'

export const SITE_VISIT_LIMIT = 50

export function getLeadSiteVisits(slug: string, leadId: string, signal?: AbortSignal) {
  return http.get(SITE_VISIT_PATHS.leadSiteVisits(slug, leadId), {
    pageIndex: 0,
    query: { limit: SITE_VISIT_LIMIT },
    schema: ZSiteVisitList,
    signal,
    silent: true,
  })
}

export function leadSiteVisitsQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: actionKeys.visits(slug, leadId),
    queryFn: ({ signal }) => getLeadSiteVisits(slug, leadId, signal),
  })
}

export function useLeadSiteVisits(slug: string, leadId: string) {
  return useQuery(leadSiteVisitsQueryOptions(slug, leadId))
}
