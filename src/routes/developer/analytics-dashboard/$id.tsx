import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboardView } from '../../../features/dashboards/components/analytics-dashboard-view.tsx'
import { compactDashboardSearch } from '../../../features/dashboards/model/dashboard-search.ts'
import { ReportsScreen } from '../dashboard/-dashboard-screen.tsx'

/** One saved analytics dashboard: its reports, each over its saved filters. */
export const Route = createFileRoute('/developer/analytics-dashboard/$id')({
  component: AnalyticsDashboardPage,
})

function AnalyticsDashboardPage() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  return (
    <ReportsScreen
      title={<Trans>Analytics dashboard</Trans>}
      description={<Trans>Each report over the filters saved with it.</Trans>}
    >
      {(screen) => (
        <AnalyticsDashboardView
          account={screen.account}
          id={id}
          // A saved period missing offline: the nearest stored days, on the reports' own screen.
          onOpenDays={(days, query) =>
            void navigate({
              to: '/developer/dashboard',
              search: compactDashboardSearch({
                dateField: query.dateField ?? 'createdAt',
                projectId: query.projectId,
                preset: 'custom',
                ...days,
              }),
            })
          }
        />
      )}
    </ReportsScreen>
  )
}
