import { queryOptions, useQuery } from '@tanstack/react-query'
import { ENTITY_LABEL_LIMIT, LEAD_PATHS, ZEntityLabelList } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys, REFERENCE_STALE_MS } from './action-keys.ts'

/** The organisation's sitevisitcancellation labels: the reasons a visit may be cancelled for. */
export function getCancellationReasons(slug: string, signal?: AbortSignal) {
  return http.get(LEAD_PATHS.entityLabels(slug), {
    pageIndex: 0,
    query: { entityName: 'sitevisitcancellation', limit: ENTITY_LABEL_LIMIT },
    schema: ZEntityLabelList,
    signal,
    silent: true,
  })
}

export function cancellationReasonsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: actionKeys.cancellationReasons(slug),
    queryFn: ({ signal }) => getCancellationReasons(slug, signal),
    staleTime: REFERENCE_STALE_MS,
  })
}

export function useCancellationReasons(slug: string) {
  return useQuery(cancellationReasonsQueryOptions(slug))
}
