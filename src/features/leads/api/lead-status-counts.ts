import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  LEAD_PATHS,
  ZLeadStatusCounts,
  type TLeadStatusCounts,
} from '../../../../contract/leads.ts'
import { http } from '../../../lib/http.ts'
import type { TLeadWireQuery } from '../model/lead-filters.ts'
import { ALL_PROJECTS, leadKeys } from './lead-keys.ts'

/** The status tabs' counts for the list's filters (the tab itself and the sort do not count). */
export type TStatusCountQuery = Omit<TLeadWireQuery, 'leadStatus' | 'sort' | 'order'>

export function statusCountQuery(query: TLeadWireQuery): TStatusCountQuery {
  const { leadStatus: _status, sort: _sort, order: _order, ...rest } = query
  return rest
}

export function getLeadStatusCounts(
  slug: string,
  projectId: string,
  query: TStatusCountQuery,
  signal?: AbortSignal,
): Promise<TLeadStatusCounts> {
  const projectQuery = projectId === ALL_PROJECTS ? {} : { 'projectIds[]': [projectId] }
  return http.get(LEAD_PATHS.statuses(slug), {
    query: { ...query, ...projectQuery },
    schema: ZLeadStatusCounts,
    signal,
    silent: true,
  })
}

export function leadStatusCountsQueryOptions(
  slug: string,
  projectId: string,
  query: TStatusCountQuery,
) {
  return queryOptions({
    queryKey: leadKeys.count(slug, projectId, query),
    queryFn: ({ signal }) => getLeadStatusCounts(slug, projectId, query, signal),
    retry: false,
    placeholderData: keepPreviousData,
  })
}

export function useLeadStatusCounts(
  slug: string,
  projectId: string,
  query: TStatusCountQuery,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...leadStatusCountsQueryOptions(slug, projectId, query), ...options })
}
