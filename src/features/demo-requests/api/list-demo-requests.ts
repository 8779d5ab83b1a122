import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { DEMO_PATHS, ZDemoRequestList } from '../../../../contract/demo-requests.ts'
import { DEFAULT_PAGE_SIZE } from '../../../../contract/http.ts'
import { http } from '../../../lib/http.ts'

export function listDemoRequests(slug: string, pageIndex: number, signal?: AbortSignal) {
  // Silent: the list shows the failure in place with a retry.
  return http.get(DEMO_PATHS.list(slug), {
    pageIndex,
    query: { limit: DEFAULT_PAGE_SIZE },
    schema: ZDemoRequestList,
    signal,
    silent: true,
  })
}

export function demoRequestsQueryOptions(slug: string, pageIndex: number) {
  return queryOptions({
    queryKey: ['demo-requests', slug, pageIndex],
    queryFn: ({ signal }) => listDemoRequests(slug, pageIndex, signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}

export function useDemoRequests(slug: string, pageIndex: number) {
  return useQuery(demoRequestsQueryOptions(slug, pageIndex))
}
