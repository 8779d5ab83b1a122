import type { QueryClient } from '@tanstack/react-query'
import { REPORT_SCOPES, REPORT_TYPES } from '../../../../contract/dashboards.ts'
import { hasScope } from '../../../../contract/scopes.ts'
import { getSession } from '../../../features/auth/model/session-store.ts'
import { reportQueryOptions } from '../../../features/dashboards/api/report.ts'
import {
  dashboardQuery,
  parseDashboardSearch,
} from '../../../features/dashboards/model/dashboard-search.ts'

/*
 * Not a route (the "-" prefix): the dashboard's loader imports this when it runs (decision 0038),
 * so the six reports are asked for while the screen's code loads, with the very query keys the
 * report cards use.
 */

/** Starts the six reports of the dashboard's filters; never waits for them, never throws. */
export function prefetchReports(queryClient: QueryClient, raw: Record<string, unknown>): void {
  const session = getSession()
  if (!session || !REPORT_SCOPES.some((scope) => hasScope(session.feScopes, scope))) return
  const query = dashboardQuery(parseDashboardSearch(raw))
  if (!query) return
  for (const type of REPORT_TYPES)
    void queryClient.prefetchQuery(reportQueryOptions(session.slug, type, query))
}
