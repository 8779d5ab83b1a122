import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dashboardRange } from './dashboard-filters.ts'
import { REPORT_TYPES, type TReport } from './dashboards.ts'
import { LEAD_STATUSES } from './domain.ts'
import { monthsOf, pivotTable, reportTable } from './report-table.ts'

describe('reportTable', () => {
  it('pivots cells into rows and columns with grand totals', () => {
    const report: TReport = {
      type: 'executive-wise-lead-stage',
      rows: [
        { xAxis: 'Asha', xAxisId: 'u1', yAxis: 'Booked', value: 2 },
        { xAxis: 'Asha', xAxisId: 'u1', yAxis: 'New Lead', value: 5 },
        // Two executives of one name stay two rows.
        { xAxis: 'Ravi', xAxisId: 'u2', yAxis: 'Qualified', value: 1 },
        { xAxis: 'Ravi', xAxisId: 'u3', yAxis: 'Qualified', value: 9 },
        // A stage of the organisation's own comes after the standard ones.
        { xAxis: 'Asha', xAxisId: 'u1', yAxis: 'Hot', value: 1 },
      ],
    }
    const table = reportTable(report)
    expect(table.columns).toEqual([...LEAD_STATUSES, 'Hot'])
    expect(table.rows.map((r) => [r.label, r.id, r.total])).toEqual([
      ['Ravi', 'u3', 9],
      ['Asha', 'u1', 8],
      ['Ravi', 'u2', 1],
    ])
    const asha = table.rows[1]!
    expect(asha.cells[table.columns.indexOf('New Lead')]).toBe(5)
    expect(asha.cells[table.columns.indexOf('Hot')]).toBe(1)
    expect(table.columnTotals[table.columns.indexOf('Qualified')]).toBe(10)
    expect(table.grandTotal).toBe(18)
  })

  it('lists every month of a booking trend range, empty ones included', () => {
    const range = dashboardRange(
      { preset: 'custom', fromDate: '2026-01-31', toDate: '2026-03-01' },
      new Date('2026-03-05T00:00:00Z'),
    )
    expect(monthsOf(range)).toEqual(['2026-01', '2026-02', '2026-03'])
    const table = reportTable(
      {
        type: 'source-wise-booking-trend',
        rows: [{ xAxis: 'Website', xAxisId: null, yAxis: '2026-03', value: 4 }],
      },
      range,
    )
    expect(table.columns).toEqual(['2026-01', '2026-02', '2026-03'])
    expect(table.rows[0]!.cells).toEqual([0, 0, 4])
  })

  it('shows the current month alone for month to date, on the first of the month in India', () => {
    // 1 April 2026, 00:30 in India is still 31 March in UTC.
    const range = dashboardRange({ preset: 'monthToDate' }, new Date('2026-03-31T19:00:00Z'))
    expect(monthsOf(range)).toEqual(['2026-04'])
  })

  it('sorts the columns of any other axis by value', () => {
    const table = pivotTable(
      [
        { xAxis: 'Website', xAxisId: null, yAxis: 'Tower B', value: 2 },
        { xAxis: 'Website', xAxisId: null, yAxis: 'Tower A', value: 3 },
      ],
      'values',
    )
    expect(table.columns).toEqual(['Tower A', 'Tower B'])
    expect(table.rows[0]!.cells).toEqual([3, 2])
  })

  it('keeps every cell: totals agree whichever way they are summed', () => {
    const row = fc.record({
      xAxis: fc.constantFrom('Website', 'Walk-in', 'Asha', 'Unassigned'),
      xAxisId: fc.option(fc.constantFrom('u1', 'u2'), { nil: null }),
      yAxis: fc.constantFrom('Booked', 'Scheduled', '2026-02', 'Other'),
      value: fc.integer({ min: 1, max: 1000 }),
    })
    fc.assert(
      fc.property(fc.constantFrom(...REPORT_TYPES), fc.array(row), (type, rows) => {
        const table = reportTable({ type, rows })
        const sum = rows.reduce((s, r) => s + r.value, 0)
        expect(table.grandTotal).toBe(sum)
        expect(table.columnTotals.reduce((s, v) => s + v, 0)).toBe(sum)
        for (const r of table.rows) expect(r.cells.reduce((s, v) => s + v, 0)).toBe(r.total)
      }),
    )
  })
})
