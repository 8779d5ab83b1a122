import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { REPORT_TYPES, type TReportType } from '../../../../contract/dashboards.ts'
import { DetailedAnalytics } from '../../../features/dashboards/components/detailed-analytics.tsx'
import {
  compactDashboardSearch,
  parseDashboardSearch,
} from '../../../features/dashboards/model/dashboard-search.ts'
import { keepRawSearch } from '../../../lib/raw-search.ts'
import { ReportsScreen } from '../dashboard/-dashboard-screen.tsx'

const reportOf = (value: unknown): TReportType =>
  REPORT_TYPES.find((type) => type === value) ?? REPORT_TYPES[0]

/** One report at a time, large, chosen in the URL with the filters (decision 0030). */
export const Route = createFileRoute('/developer/home/detailed-analytics')({
  validateSearch: keepRawSearch,
  component: DetailedAnalyticsPage,
})

function DetailedAnalyticsPage() {
  const raw = Route.useSearch()
  const search = useMemo(() => parseDashboardSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return (
    <ReportsScreen
      title={<Trans>Detailed analytics</Trans>}
      description={<Trans>One report with its chart and every number.</Trans>}
    >
      {(screen) => (
        <DetailedAnalytics
          account={screen.account}
          report={reportOf(raw.report)}
          search={search}
          projects={screen.projects}
          onChange={(next) =>
            void navigate({
              search: { report: next.report, ...compactDashboardSearch(next.search) },
              replace: true,
            })
          }
        />
      )}
    </ReportsScreen>
  )
}
