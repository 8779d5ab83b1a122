import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_PATHS, ZLeadScore } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { leadKeys } from './lead-keys.ts'

export function getLeadScore(slug: string, leadId: string, signal?: AbortSignal) {
  return http.get(LEAD_PATHS.score(slug, leadId), { schema: ZLeadScore, signal, silent: true })
}

export function leadScoreQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: leadKeys.score(slug, leadId),
    queryFn: ({ signal }) => getLeadScore(slug, leadId, signal),
  })
}

export function useLeadScore(slug: string, leadId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadScoreQueryOptions(slug, leadId), ...options })
}
