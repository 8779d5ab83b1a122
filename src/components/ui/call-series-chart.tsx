import { Box, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { TCallSummary, TCallTotals } from '../../../contract/dispositions.ts'
import { formatIndianNumber } from '../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n.ts'

const CallSeriesLine = lazy(() =>
  import('./call-series-line.tsx').then((m) => ({ default: m.CallSeriesLine })),
)

type TMetric = keyof TCallTotals

/** The call summary per India day (yyyy-MM-dd), every day of the range. */
export type TCallSeries = readonly (TCallSummary & { day: string })[]

/**
 * Incoming and outbound calls per day as a line graph (lazily loaded), the figure chosen (calls,
 * minutes, average minutes), with the same numbers as a table for screen readers and anyone who
 * prefers one.
 */
export function CallSeriesChart({ series }: { series: TCallSeries }) {
  const { t, i18n } = useLingui()
  const [metric, setMetric] = useState<TMetric>('totalCalls')
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const metrics: Record<TMetric, string> = {
    totalCalls: t`Total calls`,
    totalMinutes: t`Total minutes`,
    avgMinutes: t`Average minutes`,
  }
  const incoming = t`Incoming`
  const outbound = t`Outbound`
  const lines = [
    { id: incoming, data: series.map((d) => ({ x: d.day, y: d.incoming[metric] })) },
    { id: outbound, data: series.map((d) => ({ x: d.day, y: d.outbound[metric] })) },
  ]
  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm" width="auto" alignSelf="flex-start">
        <NativeSelect.Field
          aria-label={t`Figure shown`}
          value={metric}
          onChange={(e) => setMetric(e.currentTarget.value as TMetric)}
        >
          {(Object.keys(metrics) as TMetric[]).map((m) => (
            <option key={m} value={m}>
              {metrics[m]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {/* The table below says the same to assistive technology. */}
      <Box height="16rem" aria-hidden="true">
        <Suspense fallback={<Skeleton height="full" borderRadius="l3" />}>
          <CallSeriesLine lines={lines} legend={metrics[metric]} />
        </Suspense>
      </Box>
      <details>
        <Text as="summary" textStyle="sm" cursor="pointer">
          <Trans>Show as a table</Trans>
        </Text>
        <Table.ScrollArea tabIndex={0} role="region" aria-label={metrics[metric]} maxH="16rem">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Day</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{incoming}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{outbound}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {series.map((d) => (
                <Table.Row key={d.day}>
                  <Table.Cell>{d.day}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatIndianNumber(d.incoming[metric], locale)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatIndianNumber(d.outbound[metric], locale)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </details>
    </Stack>
  )
}
