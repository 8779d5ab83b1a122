import { Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TCallLogFilters, TCallTotals } from '../../../../contract/dispositions.ts'
import { CallSeriesChart } from '../../../components/ui/call-series-chart.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useCallSummary } from '../api/call-summary.ts'

/** The incoming and outbound summary of the calls the filters select, and its line graph. */
export function CallSummaryPanel({ slug, filters }: { slug: string; filters: TCallLogFilters }) {
  const { t, i18n } = useLingui()
  const summary = useCallSummary(slug, filters)
  // A failed refetch keeps the figures it had: only a summary that never loaded shows the failure.
  if (summary.data === undefined) {
    return summary.isError ? (
      <ErrorState
        message={userMessage(summary.error, i18n)}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    ) : (
      <Skeleton height="9rem" borderRadius="l3" aria-label={t`Loading call summary`} />
    )
  }
  const { incoming, outbound, series } = summary.data
  return (
    <Stack as="section" aria-label={t`Call summary`} aria-busy={summary.isPlaceholderData} gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TotalsCard title={<Trans>Incoming</Trans>} totals={incoming} />
        <TotalsCard title={<Trans>Outbound</Trans>} totals={outbound} />
      </SimpleGrid>
      {/* No date filter and no call: no day to draw. */}
      {series.length ? (
        <Card.Root variant="outline" bg="app.surface" borderColor="app.border">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              <Trans>Calls per day</Trans>
            </Heading>
            <CallSeriesChart series={series} />
          </Card.Body>
        </Card.Root>
      ) : null}
    </Stack>
  )
}

function TotalsCard({ title, totals }: { title: ReactNode; totals: TCallTotals }) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const number = (value: number) => formatIndianNumber(value, locale)
  return (
    <Card.Root variant="outline" bg="app.surface" borderColor="app.border">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <HStack gap="6" wrap="wrap" align="flex-start">
          <Figure label={<Trans>Total calls</Trans>} value={number(totals.totalCalls)} />
          <Figure label={<Trans>Total minutes</Trans>} value={number(totals.totalMinutes)} />
          <Figure label={<Trans>Average minutes</Trans>} value={number(totals.avgMinutes)} />
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

function Figure({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Stat.Root flexShrink="0" width="auto">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  )
}
