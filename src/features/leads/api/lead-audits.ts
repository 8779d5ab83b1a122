import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_PATHS, ZLeadEventList } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { leadKeys } from './lead-keys.ts'

/** Up to this many events, newest first; older ones are rarely looked at on this screen. */
export const LEAD_AUDITS_LIMIT = 100

export function getLeadAudits(slug: string, leadId: string, signal?: AbortSignal) {
  return http.get(LEAD_PATHS.audits(slug, leadId), {
    pageIndex: 0,
    query: { limit: LEAD_AUDITS_LIMIT },
    schema: ZLeadEventList,
    signal,
    silent: true,
  })
}

export function leadAuditsQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: leadKeys.audits(slug, leadId),
    queryFn: ({ signal }) => getLeadAudits(slug, leadId, signal),
  })
}

export function useLeadAudits(slug: string, leadId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadAuditsQueryOptions(slug, leadId), ...options })
}
