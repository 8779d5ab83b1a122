import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PermittedScreen } from '../../../components/ui/permitted-screen.tsx'
import { AnalyticsDashboards } from '../../../features/dashboards/components/analytics-dashboards.tsx'
import { useDashboardScreen } from '../dashboard/-dashboard-screen.tsx'

/** The user's saved analytics dashboards. */
export const Route = createFileRoute('/developer/analytics-dashboard/all')({
  component: AnalyticsDashboardsPage,
})

function AnalyticsDashboardsPage() {
  const screen = useDashboardScreen()
  if (!screen) return null
  return (
    <PermittedScreen
      title={<Trans>Analytics dashboards</Trans>}
      description={<Trans>Your saved sets of reports, each with its own filters.</Trans>}
      permitted={screen.permitted}
    >
      <AnalyticsDashboards slug={screen.account.slug} projects={screen.projects} />
    </PermittedScreen>
  )
}
