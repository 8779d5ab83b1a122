import type { TReportTable, TReportTableRow } from '../../../../contract/report-table.ts'

/** The chart draws the rows with the most; the table beside it has every row. */
export const CHART_MAX_ROWS = 10

/** A row's key in the chart: an executive by id (names may repeat), a source by name. */
export const rowKey = (row: TReportTableRow) => row.id ?? row.label

export interface TBarData {
  /** One bar per row, most first, each `{ row: key, [column]: count }`. */
  data: Record<string, string | number>[]
  /** The columns that have a count: the stacks, in the table's order. */
  keys: string[]
}

/** Stacked bars: one per row (up to CHART_MAX_ROWS), a segment per column with a count. */
export function barData(table: TReportTable): TBarData {
  const keys = table.columns.filter((_, i) => (table.columnTotals[i] ?? 0) > 0)
  const data = table.rows.slice(0, CHART_MAX_ROWS).map((row) => {
    const datum: Record<string, string | number> = { row: rowKey(row) }
    table.columns.forEach((column, i) => {
      if (keys.includes(column)) datum[column] = row.cells[i] ?? 0
    })
    return datum
  })
  // nivo draws a horizontal chart's first datum at the bottom: the biggest row goes on top.
  return { data: data.reverse(), keys }
}

export interface TLineSeries {
  id: string
  data: { x: string; y: number }[]
}

/** A line per row (up to CHART_MAX_ROWS), a point per column (month), zeros included. */
export function lineData(table: TReportTable): TLineSeries[] {
  return table.rows.slice(0, CHART_MAX_ROWS).map((row) => ({
    id: rowKey(row),
    data: table.columns.map((column, i) => ({ x: column, y: row.cells[i] ?? 0 })),
  }))
}

/** For the chart's accessible name: the total and the rows with the most. */
export function chartSummary(table: TReportTable, top = 3) {
  return {
    total: table.grandTotal,
    rows: table.rows.length,
    leaders: table.rows.slice(0, top).map((row) => ({ label: row.label, total: row.total })),
  }
}
