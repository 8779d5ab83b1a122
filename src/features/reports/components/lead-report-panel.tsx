import { Button, Field, HStack, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import {
  ZLeadReportQuery,
  type TLeadReport,
  type TLeadReportAxis,
} from '../../../../contract/reports.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { problemMessage } from '../../../components/ui/form-field.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { reportQueries } from '../api/reports-api.ts'
import { AXIS_LABELS, leadReportTable, type TAxisValueLabel } from '../model/lead-report-table.ts'

type Axes = { xAxis: TLeadReportAxis; yAxis: TLeadReportAxis }
type AxisErrors = Partial<Record<keyof Axes, string>>

/** Checks the axes with the server's own schema: the same axis twice is refused on Columns. */
export function checkAxes(query: TDashboardQuery, axes: Axes): AxisErrors {
  const parsed = ZLeadReportQuery.safeParse({ ...query, ...axes })
  if (parsed.success) return {}
  const errors: AxisErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (field === 'xAxis' || field === 'yAxis') errors[field] ??= issue.message
  }
  return errors
}

export interface LeadReportPanelProps {
  slug: string
  query: TDashboardQuery
  valueLabel: TAxisValueLabel
}

/** Leads counted over two chosen axes (spec 001 section 7), with a Grand Total row and column. */
export function LeadReportPanel({ slug, query, valueLabel }: LeadReportPanelProps) {
  const { t, i18n } = useLingui()
  const options = useQuery(reportQueries.axisOptions(slug))
  const [picked, setPicked] = useState<Partial<Axes>>({})
  const [shown, setShown] = useState<Axes | null>(null)
  const [errors, setErrors] = useState<AxisErrors>({})
  if (options.data === undefined) {
    return options.isError ? (
      <ErrorState
        message={userMessage(options.error, i18n)}
        onRetry={() => void options.refetch()}
        retrying={options.isFetching}
      />
    ) : (
      <Skeleton height="10rem" borderRadius="l3" aria-label={t`Loading the lead report`} />
    )
  }
  const axes: Axes = {
    xAxis: picked.xAxis ?? options.data.defaults.xAxis,
    yAxis: picked.yAxis ?? options.data.defaults.yAxis,
  }
  const show = () => {
    const found = checkAxes(query, axes)
    setErrors(found)
    if (Object.keys(found).length === 0) setShown(axes)
  }
  const picker = (field: keyof Axes, label: string, choices: { key: TLeadReportAxis }[]) => (
    <Field.Root invalid={errors[field] !== undefined} maxW="16rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={axes[field]}
          onChange={(event) => {
            // The select offers only the server's axes.
            setPicked({ ...axes, [field]: event.target.value as TLeadReportAxis })
            setErrors({})
          }}
        >
          {choices.map(({ key }) => (
            <option key={key} value={key}>
              {i18n._(AXIS_LABELS[key])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errors[field] ? (
        <Field.ErrorText>{i18n._(problemMessage(errors[field]))}</Field.ErrorText>
      ) : null}
    </Field.Root>
  )
  return (
    <Stack gap="4">
      <HStack
        as="form"
        gap="4"
        align="end"
        wrap="wrap"
        onSubmit={(e) => (e.preventDefault(), show())}
      >
        {picker('xAxis', t`Rows`, options.data.xAxis)}
        {picker('yAxis', t`Columns`, options.data.yAxis)}
        <Button type="submit" colorPalette="brand">
          <Trans>Show report</Trans>
        </Button>
      </HStack>
      {shown ? (
        <LeadReportResult slug={slug} query={query} axes={shown} valueLabel={valueLabel} />
      ) : null}
    </Stack>
  )
}

function LeadReportResult({
  slug,
  query,
  axes,
  valueLabel,
}: {
  slug: string
  query: TDashboardQuery
  axes: Axes
  valueLabel: TAxisValueLabel
}) {
  const { t, i18n } = useLingui()
  const report = useQuery(reportQueries.leadReport(slug, { ...query, ...axes }))
  if (report.data === undefined) {
    return report.isError ? (
      <ErrorState
        message={userMessage(report.error, i18n)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    ) : (
      <Skeleton height="12rem" borderRadius="l3" aria-label={t`Loading the lead report`} />
    )
  }
  if (report.data.rows.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>No leads in this period</Trans>
      </Text>
    )
  return (
    <LeadReportTable
      report={report.data}
      query={query}
      stale={report.isPlaceholderData}
      valueLabel={valueLabel}
    />
  )
}

/** The pivot as a table: a row per value of the row axis, a column per value of the other. */
function LeadReportTable({
  report,
  query,
  stale,
  valueLabel,
}: {
  report: TLeadReport
  query: TDashboardQuery
  stale: boolean
  valueLabel: TAxisValueLabel
}) {
  const { t, i18n } = useLingui()
  const table = leadReportTable(report, {
    start: new Date(query.startTime),
    end: new Date(query.endTime),
  })
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const number = (value: number) => formatIndianNumber(value, locale)
  const rows = i18n._(AXIS_LABELS[report.xAxis])
  const columns = i18n._(AXIS_LABELS[report.yAxis])
  const grandTotal = t`Grand Total`
  const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const
  return (
    <ScrollTable
      label={t`Lead report`}
      caption={t`Leads by ${rows} and ${columns}, with grand totals`}
      stale={stale}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{rows}</Table.ColumnHeader>
          {table.columns.map((column) => (
            <Table.ColumnHeader key={column} scope="col" textAlign="end">
              {valueLabel(report.yAxis, column, i18n)}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader scope="col" textAlign="end">
            {grandTotal}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.rows.map((row) => (
          <Table.Row key={row.id ?? row.label}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {valueLabel(report.xAxis, row.label, i18n)}
            </Table.Cell>
            {row.cells.map((value, i) => (
              <Table.Cell key={table.columns[i]} {...numeric}>
                {number(value)}
              </Table.Cell>
            ))}
            <Table.Cell {...numeric} fontWeight="semibold">
              {number(row.total)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Cell as="th" scope="row" fontWeight="semibold">
            {grandTotal}
          </Table.Cell>
          {table.columnTotals.map((value, i) => (
            <Table.Cell key={table.columns[i]} {...numeric} fontWeight="semibold">
              {number(value)}
            </Table.Cell>
          ))}
          <Table.Cell {...numeric} fontWeight="bold">
            {number(table.grandTotal)}
          </Table.Cell>
        </Table.Row>
      </Table.Footer>
    </ScrollTable>
  )
}
