import { DateTime } from 'luxon'
import { DASHBOARD_ZONE, type TInstantRange } from './dashboard-filters.ts'
import type { TReport, TReportRow, TReportType } from './dashboards.ts'
import { LEAD_STATUSES, SITE_VISIT_STATUSES } from './domain.ts'

/**
 * A dashboard report as the table the PWA shows and the Excel export writes: one row per source
 * or executive, one column per stage, visit status or month, with a Grand Total row and column.
 * One function for both, so the file always has the screen's numbers.
 */

/** What a table's columns are: stages, visit statuses, months, or any other values (sorted). */
export type TReportAxis = 'stage' | 'visitStatus' | 'month' | 'values'

export const REPORT_AXIS: Record<TReportType, TReportAxis> = {
  'source-wise-lead-stage': 'stage',
  'executive-wise-lead-stage': 'stage',
  'source-wise-current-lead-stage': 'stage',
  'source-wise-site-visit': 'visitStatus',
  'executive-wise-site-visit': 'visitStatus',
  'source-wise-booking-trend': 'month',
}

/** Reports whose rows are executives (the others' rows are lead sources). */
export const isExecutiveReport = (type: TReportType) => type.startsWith('executive-')

export interface TReportTableRow {
  label: string
  /** The executive's id (names may repeat); null for a source. */
  id: string | null
  /** In the order of `columns`. */
  cells: number[]
  total: number
}

export interface TReportTable {
  columns: string[]
  rows: TReportTableRow[]
  columnTotals: number[]
  grandTotal: number
}

/**
 * The India months (yyyy-MM) a range touches, oldest first: a booking trend shows every month of
 * its range, even those without bookings (Today, WTD and MTD show the current month alone).
 */
export function monthsOf(range: TInstantRange): string[] {
  const last = DateTime.fromJSDate(new Date(range.end.getTime() - 1), { zone: DASHBOARD_ZONE })
  const months: string[] = []
  let month = DateTime.fromJSDate(range.start, { zone: DASHBOARD_ZONE }).startOf('month')
  while (month <= last) {
    months.push(month.toFormat('yyyy-MM'))
    month = month.plus({ months: 1 })
  }
  return months
}

/**
 * Columns: every standard stage or visit status in the product's order (a stable layout and
 * legend), then any stage an organisation added of its own, by name; months are those of the
 * range, or of the rows when no range is given, plus any row outside it; other values sorted.
 * The current lead stage report ignores the range, so its columns never depend on it.
 */
function columnsOf(
  rows: readonly TReportRow[],
  axis: TReportAxis,
  range: TInstantRange | undefined,
): string[] {
  const standard: readonly string[] =
    axis === 'stage' ? LEAD_STATUSES : axis === 'visitStatus' ? SITE_VISIT_STATUSES : []
  const base = axis === 'month' && range ? monthsOf(range) : standard
  const extra = [...new Set(rows.map((r) => r.yAxis))].filter((y) => !base.includes(y)).sort()
  return axis === 'month' ? [...base, ...extra].sort() : [...base, ...extra]
}

/** A dashboard report's table: its columns are those of its type. */
export const reportTable = (report: TReport, range?: TInstantRange): TReportTable =>
  pivotTable(report.rows, REPORT_AXIS[report.type], range)

/**
 * Cells as a table with grand totals. Rows with the most first, then by name; an executive is
 * told apart by id, a source by name. `range` gives a month axis every month it touches.
 */
export function pivotTable(
  cells: readonly TReportRow[],
  axis: TReportAxis,
  range?: TInstantRange,
): TReportTable {
  const columns = columnsOf(cells, axis, range)
  const index = new Map(columns.map((c, i) => [c, i]))
  const byRow = new Map<string, TReportTableRow>()
  for (const { xAxis, xAxisId, yAxis, value } of cells) {
    const key = xAxisId ?? `source:${xAxis}`
    let row = byRow.get(key)
    if (!row) {
      row = { label: xAxis, id: xAxisId, cells: columns.map(() => 0), total: 0 }
      byRow.set(key, row)
    }
    const column = index.get(yAxis)!
    row.cells[column] = (row.cells[column] ?? 0) + value
    row.total += value
  }
  const rows = [...byRow.values()].sort(
    (a, b) => b.total - a.total || a.label.localeCompare(b.label),
  )
  const columnTotals = columns.map((_, i) => rows.reduce((sum, r) => sum + r.cells[i]!, 0))
  return { columns, rows, columnTotals, grandTotal: rows.reduce((sum, r) => sum + r.total, 0) }
}
