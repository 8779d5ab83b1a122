import { describe, expect, it } from 'vitest'
import { reportTable } from '../../../../contract/report-table.ts'
import { barData, chartSummary, lineData } from './chart-data.ts'

const stages = reportTable({
  type: 'executive-wise-lead-stage',
  rows: [
    { xAxis: 'Neha', xAxisId: 'u-1', yAxis: 'Open', value: 2 },
    { xAxis: 'Neha', xAxisId: 'u-2', yAxis: 'Booked', value: 5 },
    { xAxis: 'Ravi', xAxisId: 'u-3', yAxis: 'Open', value: 1 },
  ],
})

describe('chart data', () => {
  it('stacks only the columns with a count, a bar per row keyed by id, the biggest on top', () => {
    const { data, keys } = barData(stages)
    expect(keys).toEqual(['Open', 'Booked'])
    // Two executives named Neha stay two bars.
    expect(data).toEqual([
      { row: 'u-3', Open: 1, Booked: 0 },
      { row: 'u-1', Open: 2, Booked: 0 },
      { row: 'u-2', Open: 0, Booked: 5 },
    ])
  })

  it('draws a line per source over every month of the range, zeros included', () => {
    const trend = reportTable(
      {
        type: 'source-wise-booking-trend',
        rows: [{ xAxis: 'Website', xAxisId: null, yAxis: '2026-03', value: 2 }],
      },
      { start: new Date('2026-01-31T18:30:00Z'), end: new Date('2026-03-31T18:30:00Z') },
    )
    expect(lineData(trend)).toEqual([
      {
        id: 'Website',
        data: [
          { x: '2026-02', y: 0 },
          { x: '2026-03', y: 2 },
        ],
      },
    ])
  })

  it('sums the report up for the chart’s accessible name', () => {
    expect(chartSummary(stages, 2)).toEqual({
      total: 8,
      rows: 3,
      leaders: [
        { label: 'Neha', total: 5 },
        { label: 'Neha', total: 2 },
      ],
    })
  })
})
