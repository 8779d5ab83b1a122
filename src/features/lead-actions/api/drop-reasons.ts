import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_STAGE_PATHS, ZDropReasonList } from '../../../../contract/lead-stage.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys, REFERENCE_STALE_MS } from './action-keys.ts'

export function getDropReasons(slug: string, signal?: AbortSignal) {
  return http.get(LEAD_STAGE_PATHS.dropReasons(slug), {
    schema: ZDropReasonList,
    signal,
    silent: true,
  })
}

export function dropReasonsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: actionKeys.dropReasons(slug),
    queryFn: ({ signal }) => getDropReasons(slug, signal),
    staleTime: REFERENCE_STALE_MS,
  })
}

export function useDropReasons(slug: string) {
  return useQuery(dropReasonsQueryOptions(slug))
}
