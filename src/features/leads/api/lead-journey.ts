import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_PATHS, ZLeadEventList } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { leadKeys } from './lead-keys.ts'

/** Up to this many events, newest first; older ones are rarely looked at on this screen. */
export const LEAD_JOURNEY_LIMIT = 100

export function getLeadJourney(slug: string, leadId: string, signal?: AbortSignal) {
  return http.get(LEAD_PATHS.journey(slug, leadId), {
    pageIndex: 0,
    query: { limit: LEAD_JOURNEY_LIMIT },
    schema: ZLeadEventList,
    signal,
    silent: true,
  })
}

export function leadJourneyQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: leadKeys.journey(slug, leadId),
    queryFn: ({ signal }) => getLeadJourney(slug, leadId, signal),
  })
}

export function useLeadJourney(slug: string, leadId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadJourneyQueryOptions(slug, leadId), ...options })
}
