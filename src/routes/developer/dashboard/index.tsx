import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DashboardReports } from '../../../features/dashboards/components/dashboard-reports.tsx'
import { SaveAsDashboard } from '../../../features/dashboards/components/save-as-dashboard.tsx'
import {
  compactDashboardSearch,
  parseDashboardSearch,
} from '../../../features/dashboards/model/dashboard-search.ts'
import { REPORT_TITLES } from '../../../features/dashboards/model/report-labels.ts'
import { keepRawSearch } from '../../../lib/raw-search.ts'
import { ReportsScreen } from './-dashboard-screen.tsx'

/** The six dashboard reports over the shared filters (spec 001 section 7). */
export const Route = createFileRoute('/developer/dashboard/')({
  // Parsed in the screen's chunk: zod, the contract and luxon stay out of the first load.
  validateSearch: keepRawSearch,
  loaderDeps: ({ search }) => search,
  // The reports start while the screen's code loads and renders (decision 0038); not awaited.
  loader: ({ context, deps }) => {
    import('./-dashboard-prefetch.ts')
      .then(({ prefetchReports }) => prefetchReports(context.queryClient, deps))
      .catch(() => undefined)
  },
  component: DashboardPage,
})

function DashboardPage() {
  const { t, i18n } = useLingui()
  const raw = Route.useSearch()
  const search = useMemo(() => parseDashboardSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return (
    <ReportsScreen
      title={<Trans>Dashboard</Trans>}
      description={<Trans>Leads, site visits and bookings by source and by executive.</Trans>}
    >
      {(screen) => (
        <DashboardReports
          account={screen.account}
          search={search}
          projects={screen.projects}
          onSearchChange={(next) =>
            void navigate({ search: compactDashboardSearch(next), replace: true })
          }
          actions={
            <SaveAsDashboard
              slug={screen.account.slug}
              search={search}
              projects={screen.projects}
            />
          }
          actionsFor={(type) => {
            const title = i18n._(REPORT_TITLES[type])
            return (
              <Button asChild size="sm" variant="ghost">
                <Link
                  to="/developer/home/detailed-analytics"
                  search={{ report: type, ...compactDashboardSearch(search) }}
                  aria-label={t`Details of ${title}`}
                >
                  <Trans>Details</Trans>
                </Link>
              </Button>
            )
          }}
        />
      )}
    </ReportsScreen>
  )
}
