import { queryOptions, useQuery } from '@tanstack/react-query'
import { DISPOSITION_PATHS, ZDispositionList } from '../../../../contract/dispositions.ts'
import { LEAD_DETAIL_LIMITS } from '../../../../contract/lead-details.ts'
import { http } from '../../../lib/http.ts'
import { readLeadDetailPart } from '../../../offline/lead-details.ts'
import { actionKeys } from './action-keys.ts'

export function getLeadDispositions(
  slug: string,
  leadId: string,
  signal?: AbortSignal,
  onStoredAt?: (storedAt: number | null) => void,
) {
  return http.get(DISPOSITION_PATHS.dispositions(slug, leadId), {
    pageIndex: 0,
    // The newest this many; older calls are in the call logs.
    query: { limit: LEAD_DETAIL_LIMITS.dispositions },
    schema: ZDispositionList,
    signal,
    silent: true,
    onStoredAt,
  })
}

/** The server's calls of the lead, else the device's copy (decision 0017). */
export function leadDispositionsQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: actionKeys.dispositions(slug, leadId),
    queryFn: ({ signal }) =>
      readLeadDetailPart(leadId, 'dispositions', (onStoredAt) =>
        getLeadDispositions(slug, leadId, signal, onStoredAt),
      ),
  })
}

export function useLeadDispositions(slug: string, leadId: string) {
  return useQuery(leadDispositionsQueryOptions(slug, leadId))
}
