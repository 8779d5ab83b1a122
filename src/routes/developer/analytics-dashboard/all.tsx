import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboards } from '../../../features/dashboards/components/analytics-dashboards.tsx'
import { ReportsScreen } from '../dashboard/-dashboard-screen.tsx'

/** The user's saved analytics dashboards. */
export const Route = createFileRoute('/developer/analytics-dashboard/all')({
  component: AnalyticsDashboardsPage,
})

function AnalyticsDashboardsPage() {
  return (
    <ReportsScreen
      title={<Trans>Analytics dashboards</Trans>}
      description={<Trans>Your saved sets of reports, each with its own filters.</Trans>}
    >
      {(screen) => <AnalyticsDashboards slug={screen.account.slug} projects={screen.projects} />}
    </ReportsScreen>
  )
}
