import { useMemo } from 'react'
import { LEAD_READ_SCOPES } from '../../../../contract/leads.ts'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import {
  compactDashboardSearch,
  dashboardQuery,
  parseDashboardSearch,
  settleProject,
  type TDashboardSearch,
} from '../../../features/dashboards/model/dashboard-search.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'
import { useProjectOptions } from '../-filter-options.ts'

/*
 * Not a route (the "-" prefix): the dashboard filters of the home and agent performance, with
 * the project settled (decision 0029): the URL's projectId, else the header's chosen project.
 * Choosing a project in the bar chooses it in the header too, so the lead list a bucket links
 * to counts the same project.
 */

export interface DashboardView {
  slug: string
  /** Whether a lead scope lets the user see dashboards at all. */
  mayList: boolean
  search: TDashboardSearch
  /** The wire query; null while a custom range is incomplete or reversed. */
  query: ReturnType<typeof dashboardQuery>
  /** The projects the user may read leads in. */
  projects: readonly FilterOption[]
  /** The URL form of a changed view (for navigate), choosing its project in the header. */
  change: (next: TDashboardSearch) => Record<string, string>
  /** Chooses the view's project in the header (before following a link to the lead list). */
  carryProject: () => void
}

export function useDashboardView(raw: Record<string, unknown>): DashboardView | null {
  const session = useSession()
  const can = useCan()
  const { projectId: chosen, choose } = useChosenProject(session?.orgId ?? '')
  const all = useProjectOptions(session?.slug ?? '')
  const projects = useMemo(
    () => all.filter((p) => LEAD_READ_SCOPES.some((scope) => can(scope, p.value))),
    [all, can],
  )
  const search = useMemo(() => settleProject(parseDashboardSearch(raw), chosen), [raw, chosen])
  // Today's instants stay the same all day: recomputed per render, the query key holds still.
  const query = dashboardQuery(search)
  if (!session) return null
  return {
    slug: session.slug,
    mayList: LEAD_READ_SCOPES.some((scope) => can(scope)),
    search,
    query,
    projects,
    change: (next) => {
      if (next.projectId !== search.projectId) choose(next.projectId ?? null)
      return compactDashboardSearch(next)
    },
    carryProject: () => {
      if ((search.projectId ?? null) !== chosen) choose(search.projectId ?? null)
    },
  }
}
