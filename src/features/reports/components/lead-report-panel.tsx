import { Button, Field, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react'
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
import { PivotTable } from '../../../components/ui/pivot-table.tsx'
import { problemMessage } from '../../../components/ui/form-field.tsx'
import { userMessage } from '../../../lib/http.ts'
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
  const rows = i18n._(AXIS_LABELS[report.xAxis])
  const columns = i18n._(AXIS_LABELS[report.yAxis])
  return (
    <PivotTable
      table={table}
      label={t`Lead report`}
      caption={t`Leads by ${rows} and ${columns}, with grand totals`}
      rowHeading={rows}
      columnLabel={(column) => valueLabel(report.yAxis, column, i18n)}
      rowLabel={(row) => valueLabel(report.xAxis, row.label, i18n)}
      stale={stale}
    />
  )
}
