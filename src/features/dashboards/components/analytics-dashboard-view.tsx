import { Heading, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useAnalyticsDashboard } from '../api/analytics-dashboards.ts'
import { savedReportQuery } from '../model/dashboard-form.ts'
import type { DashboardAccount, TOpenDays } from './report-card.tsx'
import { ReportGrid } from './report-grid.tsx'

export interface AnalyticsDashboardViewProps {
  account: DashboardAccount
  id: string
  /** Offline, a saved period not on the device: open the nearest stored days on the dashboard. */
  onOpenDays: TOpenDays
}

/** A saved dashboard: its reports as cards, each with its own saved filters asked for now. */
export function AnalyticsDashboardView({ account, id, onOpenDays }: AnalyticsDashboardViewProps) {
  const { t, i18n } = useLingui()
  const dashboard = useAnalyticsDashboard(account.slug, id)
  const saved = dashboard.data
  // The periods are kept as presets: "Last 7 days" is the last 7 days whenever it is opened.
  const reports = useMemo(
    () =>
      (saved?.reports ?? []).map((report, i) => ({
        key: `${i}:${report.type}`,
        type: report.type,
        query: savedReportQuery(report),
      })),
    [saved],
  )
  if (!saved) {
    return dashboard.isError ? (
      <ErrorState
        message={userMessage(dashboard.error, i18n)}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    ) : (
      <Skeleton height="12rem" borderRadius="l3" aria-label={t`Loading dashboard`} />
    )
  }
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          {saved.name}
        </Heading>
        <DataAsOf />
      </HStack>
      {reports.length === 0 ? (
        <EmptyList title={<Trans>This dashboard has no reports</Trans>} />
      ) : (
        <ReportGrid account={account} reports={reports} onOpenDays={onOpenDays} />
      )}
    </Stack>
  )
}
