import { Link, Table } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { TReportType } from '../../../../contract/dashboards.ts'
import { REPORT_AXIS, type TReportTable } from '../../../../contract/report-table.ts'
import { ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatIndianNumber } from '../../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { columnLabel, rowHeading, rowLabel } from '../model/report-labels.ts'

export interface ReportTableViewProps {
  type: TReportType
  table: TReportTable
  /** The report's name, for the table's caption and region. */
  title: string
  stale: boolean
}

/** Where an executive's row leads: their agent performance, on the home dashboard's screen. */
export const agentPerformanceHref = (agentId: string) =>
  `/developer/home/agent-performance?agent=${encodeURIComponent(agentId)}`

/**
 * A report as a table, the chart's accessible alternative: a row per source or executive, a
 * column per stage, visit status or month, and a Grand Total row and column.
 */
export function ReportTableView({ type, table, title, stale }: ReportTableViewProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const axis = REPORT_AXIS[type]
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const number = (value: number) => formatIndianNumber(value, locale)
  const grandTotal = t`Grand Total`
  // The agent screen's route is the home dashboard's own: reached by its path, in the app.
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    router.history.push(href)
  }
  return (
    <ScrollTable label={t`${title}, table`} caption={t`${title}, with grand totals`} stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{i18n._(rowHeading(type))}</Table.ColumnHeader>
          {table.columns.map((column) => (
            <Table.ColumnHeader key={column} scope="col" textAlign="end">
              {columnLabel(axis, column, i18n)}
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
              {row.id ? (
                <Link
                  href={agentPerformanceHref(row.id)}
                  onClick={follow(agentPerformanceHref(row.id))}
                  colorPalette="brand"
                  variant="underline"
                >
                  {rowLabel(row.label, i18n)}
                </Link>
              ) : (
                rowLabel(row.label, i18n)
              )}
            </Table.Cell>
            {row.cells.map((value, i) => (
              <Table.Cell key={table.columns[i]} textAlign="end" fontVariantNumeric="tabular-nums">
                {number(value)}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
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
            <Table.Cell
              key={table.columns[i]}
              textAlign="end"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
            >
              {number(value)}
            </Table.Cell>
          ))}
          <Table.Cell textAlign="end" fontWeight="bold" fontVariantNumeric="tabular-nums">
            {number(table.grandTotal)}
          </Table.Cell>
        </Table.Row>
      </Table.Footer>
    </ScrollTable>
  )
}
