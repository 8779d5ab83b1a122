import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  ENTITY_LABEL_LIMIT,
  LEAD_PATHS,
  ZEntityLabelList,
  type TLeadLabelList,
} from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import { leadKeys } from './lead-keys.ts'

/** One reference list (sources, labels, purposes…), up to the spec's 200 items. */
export function getEntityLabels(
  slug: string,
  entityName: TLeadLabelList,
  parent?: string,
  signal?: AbortSignal,
) {
  return http.get(LEAD_PATHS.entityLabels(slug), {
    pageIndex: 0,
    query: { entityName, limit: ENTITY_LABEL_LIMIT, parent },
    schema: ZEntityLabelList,
    signal,
    silent: true,
  })
}

export function entityLabelsQueryOptions(
  slug: string,
  entityName: TLeadLabelList,
  parent?: string,
) {
  return queryOptions({
    queryKey: leadKeys.labels(slug, entityName, parent),
    queryFn: ({ signal }) => getEntityLabels(slug, entityName, parent, signal),
    // Reference lists change rarely.
    staleTime: 10 * 60_000,
  })
}

export function useEntityLabels(
  slug: string,
  entityName: TLeadLabelList,
  parent?: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...entityLabelsQueryOptions(slug, entityName, parent), ...options })
}
