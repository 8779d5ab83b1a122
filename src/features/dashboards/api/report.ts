import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  DASHBOARD_PATHS,
  ZReport,
  type TDashboardQuery,
  type TReport,
  type TReportType,
} from '../../../../contract/dashboards.ts'
import { http } from '../../../lib/http.ts'
import { dashboardKeys } from './dashboard-keys.ts'

/**
 * One dashboard report over the filters. A POST that only reads: the service worker keeps it
 * per user and filters like a GET (decision 0030), and its age counts in "Data as of".
 */
export function getReport(
  slug: string,
  type: TReportType,
  query: TDashboardQuery,
  options: { signal?: AbortSignal; priority?: RequestPriority } = {},
): Promise<TReport> {
  // Silent: the card shows the failure in place.
  return http.post(DASHBOARD_PATHS.report(slug, type), query, {
    schema: ZReport,
    silent: true,
    read: true,
    ...options,
  })
}

export function reportQueryOptions(
  slug: string,
  type: TReportType,
  query: TDashboardQuery,
  priority?: RequestPriority,
) {
  return queryOptions({
    queryKey: dashboardKeys.report(slug, type, query),
    queryFn: ({ signal }) => getReport(slug, type, query, { signal, priority }),
    placeholderData: keepPreviousData,
  })
}

export function useReport(slug: string, type: TReportType, query: TDashboardQuery) {
  return useQuery(reportQueryOptions(slug, type, query))
}
