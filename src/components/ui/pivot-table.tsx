import { Box, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
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

/*
 * A report can have more value columns (stages, visit statuses, months) than a tablet's card holds,
 * and its columns have no priority to give way by: each is one bar of the chart. So the names and
 * the Grand Total stay pinned at either edge and the columns between them scroll inside the card
 * (decision 0031). The pinned cells need the surface colour to hide what scrolls beneath them.
 */
/* eslint-disable lingui/no-unlocalized-strings -- CSS, not text */
const PINNED = {
  '& :is(th, td):first-child, & :is(th, td):last-child': {
    position: 'sticky',
    zIndex: 1,
    bg: 'app.surface',
  },
  '& :is(th, td):first-child': {
    insetInlineStart: 0,
    maxWidth: '12rem',
    overflowWrap: 'anywhere',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-app-border)',
  },
  '& :is(th, td):last-child': {
    insetInlineEnd: 0,
    boxShadow: 'inset 1px 0 0 var(--chakra-colors-app-border)',
  },
} as const
/* eslint-enable lingui/no-unlocalized-strings */

/** Whether the region inside `box` scrolls sideways now (its content wider than itself). */
function useScrollsSideways() {
  const box = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const region = box.current?.querySelector<HTMLElement>('[role=region]')
    const table = region?.querySelector('table')
    if (!region || !table) return
    const measure = () => setScrolls(table.scrollWidth > region.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(region)
    observer.observe(table)
    return () => observer.disconnect()
  }, [])
  return { box, scrolls }
}

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
  const { box, scrolls } = useScrollsSideways()
  return (
    <Box ref={box} css={PINNED} data-pinned-columns="">
      {scrolls && (
        <Text data-scroll-hint="" fontSize="sm" color="fg.muted" mb="2">
          <Trans>Scroll the table sideways for every column; names and totals stay in view.</Trans>
        </Text>
      )}
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
    </Box>
  )
}
