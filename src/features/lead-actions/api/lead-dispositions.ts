import { queryOptions, useQuery } from '@tanstack/react-query'
import { DISPOSITION_PATHS, ZDispositionList } from '../../../../contract/dispositions.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys } from './action-keys.ts'

/** The newest this many; older calls are in the call logs. */
export const DISPOSITION_LIMIT = 50

export function getLeadDispositions(slug: string, leadId: string, signal?: AbortSignal) {
  return http.get(DISPOSITION_PATHS.dispositions(slug, leadId), {
    pageIndex: 0,
    query: { limit: DISPOSITION_LIMIT },
    schema: ZDispositionList,
    signal,
    silent: true,
  })
}

export function leadDispositionsQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: actionKeys.dispositions(slug, leadId),
    queryFn: ({ signal }) => getLeadDispositions(slug, leadId, signal),
  })
}

export function useLeadDispositions(slug: string, leadId: string) {
  return useQuery(leadDispositionsQueryOptions(slug, leadId))
}
