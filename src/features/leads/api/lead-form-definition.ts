import { queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LEAD_FORM_PATHS, ZLeadForm, type TLeadForm } from '../../../../contract/lead-form.ts'
import { http } from '../../../lib/http.ts'

/** The one key of the definition: the customise screen's changes are written under it too. */
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

export interface LeadFormDefinition {
  definition: TLeadForm | undefined
  /**
   * The form may be drawn: the definition is read, or its first read failed. Offline with no
   * copy on the device, retrying cannot help (and a paused retry would wait for the link): the
   * form draws its standard fields at once, and the custom ones if a later read brings them.
   */
  ready: boolean
}

export function useLeadFormDefinition(slug: string): LeadFormDefinition {
  const { data, failureCount, fetchStatus } = useQuery(leadFormDefinitionQueryOptions(slug))
  return {
    definition: data,
    ready: data !== undefined || failureCount > 0 || fetchStatus === 'idle',
  }
}

/**
 * For a form being filled: the definition as it was when the form could first draw, kept while
 * it is open. A lead is checked against the version it was made with, and a newer version read
 * meanwhile must not add or drop fields under the user's hands.
 */
export function useLeadFormDefinitionOnce(slug: string): LeadFormDefinition {
  const live = useLeadFormDefinition(slug)
  const [kept, setKept] = useState<LeadFormDefinition | null>(null)
  if (kept === null && live.ready) setKept(live)
  return kept ?? live
}
