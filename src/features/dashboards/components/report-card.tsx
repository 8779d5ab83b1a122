import { Card, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react'
import {
  DASHBOARD_PATHS,
  type TDashboardQuery,
  type TReportType,
} from '../../../../contract/dashboards.ts'
import { reportTable } from '../../../../contract/report-table.ts'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { isUnreachable, userMessage } from '../../../lib/http.ts'
import { useReport } from '../api/report.ts'
import { chartSummary } from '../model/chart-data.ts'
import { REPORT_TITLES, rowLabel } from '../model/report-labels.ts'
import { ExportReportButton } from './export-report-button.tsx'
import { PeriodNotStored } from './period-not-stored.tsx'
import { ReportTableView } from './report-table-view.tsx'

// nivo loads with the first chart drawn, never with the app or another screen.
const ReportChart = lazy(() =>
  import('./report-chart.tsx').then((module) => ({ default: module.ReportChart })),
)

/** Opens stored custom days in place of `query`, whose basis and project they share. */
export type TOpenDays = (days: { fromDate: string; toDate: string }, query: TDashboardQuery) => void

/** Who is looking: the organisation's slug, and the user whose stored answers count offline. */
export interface DashboardAccount {
  slug: string
  userId: string
}

export interface ReportCardProps {
  account: DashboardAccount
  type: TReportType
  query: TDashboardQuery
  /** Offline, with the period not on the device: open the nearest stored one (of `query`'s basis and project). */
  onOpenDays: TOpenDays
  size?: 'card' | 'large'
  /** Beside the title, before the download: a link to the report alone, say. */
  actions?: ReactNode
}

/** A report over the filters: its chart, its table with grand totals, and its Excel download. */
export function ReportCard({
  account,
  type,
  query,
  onOpenDays,
  size = 'card',
  actions,
}: ReportCardProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const title = i18n._(REPORT_TITLES[type])
  const report = useReport(account.slug, type, query)
  const range = useMemo(
    () => ({ start: new Date(query.startTime), end: new Date(query.endTime) }),
    [query.startTime, query.endTime],
  )
  const table = useMemo(
    () => (report.data ? reportTable(report.data, range) : null),
    [report.data, range],
  )

  let body: ReactNode
  if (!table) {
    if (report.isError && isUnreachable(report.error)) {
      body = (
        <PeriodNotStored
          userId={account.userId}
          path={DASHBOARD_PATHS.report(account.slug, type)}
          query={query}
          onOpen={(days) => onOpenDays(days, query)}
        />
      )
    } else if (report.isError) {
      body = (
        <ErrorState
          message={userMessage(report.error, i18n)}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      )
    } else {
      body = <Skeleton height="14rem" borderRadius="l2" aria-label={t`Loading ${title}`} />
    }
  } else if (table.grandTotal === 0) {
    body = <EmptyList title={<Trans>No data for this period</Trans>} />
  } else {
    const summary = chartSummary(table)
    const total = summary.total
    const leaders = summary.leaders
      .map((row) => `${rowLabel(row.label, i18n)} ${row.total}`)
      .join(', ')
    body = (
      <Stack gap="4">
        <Suspense fallback={<Skeleton height="14rem" borderRadius="l2" />}>
          <ReportChart
            type={type}
            table={table}
            size={size}
            summary={t`${title}: ${total} in total. Most: ${leaders}. The table below has every number.`}
          />
        </Suspense>
        <ReportTableView type={type} table={table} title={title} stale={report.isPlaceholderData} />
      </Stack>
    )
  }

  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      aria-busy={report.isFetching}
      variant="outline"
      bg="app.surface"
      borderColor="app.border"
      minWidth="0"
    >
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          <HStack gap="2">
            {actions}
            {table && table.grandTotal > 0 && (
              <ExportReportButton slug={account.slug} type={type} query={query} title={title} />
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  )
}
