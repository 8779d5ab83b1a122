import { useMemo, type ReactNode } from 'react'
import type { TReportType } from '../../../../contract/dashboards.ts'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import { dashboardQuery, type TDashboardSearch } from '../model/dashboard-search.ts'
import { reportQueryBuilders, usePrefetchRanges } from '../offline/prefetch-ranges.ts'
import { DashboardFrame } from './dashboard-frame.tsx'
import type { DashboardAccount } from './report-card.tsx'
import { ReportGrid, reportsOf } from './report-grid.tsx'

export interface DashboardReportsProps {
  account: DashboardAccount
  search: TDashboardSearch
  onSearchChange: (next: TDashboardSearch) => void
  projects: readonly FilterOption[]
  /** A card's own actions (a link to the report alone). */
  actionsFor?: (type: TReportType) => ReactNode
  /** Beside the filters ("Save as dashboard"). */
  actions?: ReactNode
}

/** The filters, then the six reports over them; the default periods kept for offline use. */
export function DashboardReports({
  account,
  search,
  onSearchChange,
  projects,
  actionsFor,
  actions,
}: DashboardReportsProps) {
  const query = useDashboardQuery(search)
  const builders = useMemo(() => reportQueryBuilders(account.slug), [account.slug])
  usePrefetchRanges('reports', account.userId, search, builders)
  return (
    <DashboardFrame
      search={search}
      onSearchChange={onSearchChange}
      projects={projects}
      query={query}
      actions={actions}
    >
      {(query) => (
        <ReportGrid
          account={account}
          reports={reportsOf(query)}
          onOpenDays={(days) => onSearchChange(openDays(search, days))}
          actionsFor={actionsFor}
        />
      )}
    </DashboardFrame>
  )
}

/**
 * The filters' wire query, its instants fixed while the view stays the same, so a refetch (and
 * the worker's key) asks for the same range rather than one moved on by the clock.
 */
export function useDashboardQuery(search: TDashboardSearch) {
  const viewKey = JSON.stringify(search)
  return useMemo(() => dashboardQuery(JSON.parse(viewKey) as TDashboardSearch), [viewKey])
}

/** The filters moved to a stored range's days (offered offline). */
export const openDays = (
  search: TDashboardSearch,
  days: { fromDate: string; toDate: string },
): TDashboardSearch => ({ ...search, preset: 'custom', ...days })
