import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_PATHS, ZOrgData } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { leadKeys } from './lead-keys.ts'

/** The organisation and its projects (the change-project dialog's choices). */
export function getOrgData(slug: string, signal?: AbortSignal) {
  return http.get(LEAD_PATHS.orgData(slug), { schema: ZOrgData, signal, silent: true })
}

export function orgDataQueryOptions(slug: string) {
  return queryOptions({
    queryKey: leadKeys.orgData(slug),
    queryFn: ({ signal }) => getOrgData(slug, signal),
    staleTime: 10 * 60_000,
  })
}

export function useOrgData(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orgDataQueryOptions(slug), ...options })
}
