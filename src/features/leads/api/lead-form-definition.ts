import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEAD_FORM_PATHS, ZLeadForm } from '../../../../contract/lead-form.ts'
import { http } from '../../../lib/http.ts'

/** The settings screen's writes invalidate this key too (its own feature names it the same). */
export const leadFormDefinitionKey = (slug: string) => ['lead-form', slug] as const

/**
 * The organisation's lead form (customise lead form): the custom fields the lead form draws.
 * Read like other reference data: stored by the service worker, so the forms draw offline.
 */
export function leadFormDefinitionQueryOptions(slug: string) {
  return queryOptions({
    queryKey: leadFormDefinitionKey(slug),
    queryFn: ({ signal }) =>
      http.get(LEAD_FORM_PATHS.form(slug), { schema: ZLeadForm, signal, silent: true }),
    staleTime: 60_000,
  })
}

export function useLeadFormDefinition(slug: string) {
  return useQuery(leadFormDefinitionQueryOptions(slug))
}
