import { useQueries } from '@tanstack/react-query'
import type { TLeadLabelList } from '../../../../contract/leads.ts'
import type { LeadFormLists } from '../components/lead-form.tsx'
import { entityLabelsQueryOptions } from './entity-labels.ts'

const LISTS: Record<keyof LeadFormLists, TLeadLabelList> = {
  sources: 'leadsource',
  subSources: 'leadsubsource',
  labels: 'leadlabel',
  purposes: 'purchasepurpose',
  unitTypes: 'preferredunittype',
  floors: 'preferredfloortype',
  propertyStatuses: 'preferredpropertystatus',
}

const KEYS = Object.keys(LISTS) as (keyof LeadFormLists)[]

/**
 * The reference lists of the lead form. A list that cannot be fetched (offline, not stored yet)
 * is empty: the form still works, and a value the lead already has is still shown.
 */
export function useLeadFormLists(slug: string): { lists: LeadFormLists; loading: boolean } {
  return useQueries({
    queries: KEYS.map((key) => entityLabelsQueryOptions(slug, LISTS[key])),
    combine: (results) => ({
      lists: Object.fromEntries(
        KEYS.map((key, index) => [key, results[index]?.data?.items ?? []]),
      ) as unknown as LeadFormLists,
      loading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
    }),
  })
}
