import { queryOptions, useQuery } from '@tanstack/react-query'
import { DISPOSITION_PATHS, ZPendingDispositionList } from '../../../../contract/dispositions.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys } from './action-keys.ts'

/** The user's calls of this lead that have no disposition yet, newest first. */
export function getPendingCalls(slug: string, leadId: string, signal?: AbortSignal) {
  return http.get(DISPOSITION_PATHS.pendingDispositions(slug), {
    query: { leadId },
    schema: ZPendingDispositionList,
    signal,
    silent: true,
  })
}

export function pendingCallsQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: actionKeys.pendingCalls(slug, leadId),
    queryFn: ({ signal }) => getPendingCalls(slug, leadId, signal),
  })
}

export function usePendingCalls(slug: string, leadId: string) {
  return useQuery(pendingCallsQueryOptions(slug, leadId))
}
