import type { QueryClient } from '@tanstack/react-query'
import { LEAD_READ_SCOPES } from '../../../../contract/leads.ts'
import { hasScope } from '../../../../contract/scopes.ts'
import { getSession } from '../../../features/auth/model/session-store.ts'
import {
  dashboardQuery,
  parseDashboardSearch,
  settleProject,
} from '../../../features/dashboards/model/dashboard-search.ts'
import { homeQueries } from '../../../features/home/api/home-queries.ts'
import { parseHomeTables } from '../../../features/home/model/home-tables.ts'
import { readChosenProject } from '../../../features/projects/model/chosen-project.ts'

/*
 * Not a route (the "-" prefix): the home's loader imports this when it runs (decision 0038), so
 * the home's reads are asked for while the screen's code loads, not once it has rendered. The
 * same view as the screen's (`useDashboardView`): the same query keys, so the screen's queries
 * join the requests in flight.
 */

/** Starts every read of the home's first view; never waits for them, never throws. */
export function prefetchHome(queryClient: QueryClient, raw: Record<string, unknown>): void {
  const session = getSession()
  if (!session || !LEAD_READ_SCOPES.some((scope) => hasScope(session.feScopes, scope))) return
  const search = settleProject(parseDashboardSearch(raw), readChosenProject(session.orgId))
  const query = dashboardQuery(search)
  if (!query) return
  performance.mark('app:home-reads-asked')
  const queries = homeQueries(session.slug, query, parseHomeTables(raw))
  // The lead overview first: it is what the screen is waited for.
  void queryClient.prefetchQuery(queries.overview)
  void queryClient.prefetchQuery(queries.siteVisits)
  void queryClient.prefetchQuery(queries.taskOverview)
  void queryClient.prefetchQuery(queries.tasks)
  void queryClient.prefetchQuery(queries.agents)
  // The top agents panel reads the first page, whichever page the table shows.
  void queryClient.prefetchQuery(homeQueries(session.slug, query).agents)
}
