import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_PATHS, ZLead, type TLead } from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { leadKeys } from './lead-keys.ts'

export function getLead(slug: string, leadId: string, signal?: AbortSignal): Promise<TLead> {
  // Silent: the detail falls back to the device's copy, or shows the failure in place.
  return http.get(LEAD_PATHS.lead(slug, leadId), {
    query: { showAiData: true },
    schema: ZLead,
    signal,
    silent: true,
  })
}

export function leadQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    queryKey: leadKeys.lead(slug, leadId),
    queryFn: ({ signal }) => getLead(slug, leadId, signal),
    retry: false,
  })
}

export function useLead(slug: string, leadId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadQueryOptions(slug, leadId), ...options })
}
