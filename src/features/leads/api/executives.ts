import { queryOptions, useQuery } from '@tanstack/react-query'
import { EXECUTIVE_LIMIT, LEAD_PATHS, ZExecutiveList } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { leadKeys } from './lead-keys.ts'

/** Active lead users (admins excluded), of one project or of every project. */
export function listExecutives(slug: string, projectId?: string, signal?: AbortSignal) {
  return http.get(LEAD_PATHS.executives(slug), {
    query: { projectId, limit: EXECUTIVE_LIMIT },
    schema: ZExecutiveList,
    signal,
    silent: true,
  })
}

export function executivesQueryOptions(slug: string, projectId?: string) {
  return queryOptions({
    queryKey: leadKeys.executives(slug, projectId),
    queryFn: ({ signal }) => listExecutives(slug, projectId, signal),
    staleTime: 5 * 60_000,
  })
}

export function useExecutives(
  slug: string,
  projectId?: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...executivesQueryOptions(slug, projectId), ...options })
}
