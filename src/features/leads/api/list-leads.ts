import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query'
import { LEAD_PATHS, ZLeadList, type TLeadList } from '../../../../contract/leads.ts'
import { fromWirePage, http } from '../../../lib/http.ts'
import { LEAD_LIST_PAGE_SIZE, type TLeadWireQuery } from '../model/lead-filters.ts'
import { ALL_PROJECTS, leadKeys } from './lead-keys.ts'

/** A project's leads, or (projectId "all") every project's the caller may read. */
export function listLeads(
  slug: string,
  projectId: string,
  query: TLeadWireQuery,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<TLeadList> {
  const path =
    projectId === ALL_PROJECTS ? LEAD_PATHS.leads(slug) : LEAD_PATHS.projectLeads(slug, projectId)
  // Silent: the list shows a failure in place, or falls back to the device's table.
  return http.get(path, {
    pageIndex,
    query: { ...query, limit: LEAD_LIST_PAGE_SIZE },
    schema: ZLeadList,
    signal,
    silent: true,
  })
}

export function leadsQueryOptions(slug: string, projectId: string, query: TLeadWireQuery) {
  return infiniteQueryOptions({
    queryKey: leadKeys.list(slug, projectId, query),
    queryFn: ({ pageParam, signal }) => listLeads(slug, projectId, query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TLeadList) => {
      const page = fromWirePage(last.pageInfo.pageNumber)
      const shown = (page + 1) * last.pageInfo.pageSize
      return shown < last.pageInfo.totalNumItems ? page + 1 : undefined
    },
    // A failed request falls back to the device's table at once instead of retrying.
    retry: false,
    placeholderData: keepPreviousData,
  })
}
