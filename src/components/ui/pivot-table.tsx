import { Table } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TReportTable, TReportTableRow } from '../../../contract/report-table.ts'
import { formatIndianNumber } from '../../lib/format/money.ts'
import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n.ts'
import { ScrollTable } from './scroll-table.tsx'

export interface PivotTableProps {
  table: TReportTable
  /** The table's region name and caption. */
  label: string
  caption: string
  /** What the rows are (Source, Executive, …): the first column's heading. */
  rowHeading: string
  columnLabel: (column: string) => ReactNode
  rowLabel: (row: TReportTableRow) => ReactNode
  stale: boolean
}

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const

/** Counts by row and column with a Grand Total row and column: reports' accessible tables. */
export function PivotTable({
  table,
  label,
  caption,
  rowHeading,
  columnLabel,
  rowLabel,
  stale,
}: PivotTableProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const number = (value: number) => formatIndianNumber(value, locale)
  const grandTotal = t`Grand Total`
  return (
    <ScrollTable label={label} caption={caption} stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{rowHeading}</Table.ColumnHeader>
          {table.columns.map((column) => (
            <Table.ColumnHeader key={column} scope="col" textAlign="end">
              {columnLabel(column)}
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
              {rowLabel(row)}
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
