import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_DETAIL_LIMITS } from '../../../../contract/lead-details.ts'
import { LEAD_PATHS, ZLeadEventList } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { readLeadDetailPart } from '../../../offline/lead-details.ts'
import { leadKeys } from './lead-keys.ts'

export function getLeadJourney(
  slug: string,
  leadId: string,
  signal?: AbortSignal,
  onStoredAt?: (storedAt: number | null) => void,
) {
  return http.get(LEAD_PATHS.journey(slug, leadId), {
    pageIndex: 0,
    // Up to this many events, newest first; older ones are rarely looked at on this screen.
    query: { limit: LEAD_DETAIL_LIMITS.journey },
    schema: ZLeadEventList,
    signal,
    silent: true,
    onStoredAt,
  })
}

/** The server's journey, else the device's copy (decision 0017). */
export function leadJourneyQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: leadKeys.journey(slug, leadId),
    queryFn: ({ signal }) =>
      readLeadDetailPart(leadId, 'journey', (onStoredAt) =>
        getLeadJourney(slug, leadId, signal, onStoredAt),
      ),
  })
}

export function useLeadJourney(slug: string, leadId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadJourneyQueryOptions(slug, leadId), ...options })
}
