import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  AGENT_CALL_PAGE_SIZE,
  DASHBOARD_PATHS,
  ZAgentCallList,
  ZAgentDetails,
  ZAgentPerformanceList,
  ZAgentStats,
  type TDashboardQuery,
} from '../../../../contract/dashboards.ts'
import { http } from '../../../lib/http.ts'
import type { TAgentCallSort } from '../model/agent-search.ts'

export const agentKeys = {
  all: (slug: string) => ['agents', slug] as const,
  list: (slug: string, query: TDashboardQuery, pageIndex: number) =>
    ['agents', slug, 'list', query, pageIndex] as const,
  stats: (slug: string, agentId: string, query: TDashboardQuery) =>
    ['agents', slug, agentId, 'stats', query] as const,
  details: (slug: string, agentId: string) => ['agents', slug, agentId, 'details'] as const,
  calls: (
    slug: string,
    agentId: string,
    query: TDashboardQuery,
    page: number,
    sort: TAgentCallSort,
  ) => ['agents', slug, agentId, 'calls', query, page, sort] as const,
}

// Every read is silent: each panel shows its own failure in place.

/** The agents over the range, 10 a page, most leads first. */
export function agentListQueryOptions(slug: string, query: TDashboardQuery, pageIndex: number) {
  return queryOptions({
    queryKey: agentKeys.list(slug, query, pageIndex),
    queryFn: ({ signal }) =>
      http.get(DASHBOARD_PATHS.agents(slug), {
        query,
        pageIndex,
        schema: ZAgentPerformanceList,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })
}

export function agentStatsQueryOptions(slug: string, agentId: string, query: TDashboardQuery) {
  return queryOptions({
    queryKey: agentKeys.stats(slug, agentId, query),
    queryFn: ({ signal }) =>
      http.get(DASHBOARD_PATHS.agentStats(slug, agentId), {
        query,
        schema: ZAgentStats,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })
}

export function agentDetailsQueryOptions(slug: string, agentId: string) {
  return queryOptions({
    queryKey: agentKeys.details(slug, agentId),
    queryFn: ({ signal }) =>
      http.get(DASHBOARD_PATHS.agentDetails(slug, agentId), {
        schema: ZAgentDetails,
        signal,
        silent: true,
      }),
  })
}

/** The agent's calls and meetings in the range, 10 a page, in the order chosen. */
export function agentCallsQueryOptions(
  slug: string,
  agentId: string,
  query: TDashboardQuery,
  pageIndex: number,
  sort: TAgentCallSort,
) {
  return queryOptions({
    queryKey: agentKeys.calls(slug, agentId, query, pageIndex, sort),
    queryFn: ({ signal }) =>
      http.get(DASHBOARD_PATHS.agentCalls(slug, agentId), {
        query: { ...query, limit: AGENT_CALL_PAGE_SIZE, ...sort },
        pageIndex,
        schema: ZAgentCallList,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })
}
