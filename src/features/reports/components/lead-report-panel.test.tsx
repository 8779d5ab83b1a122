import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TDashboardQuery } from '../../../../contract/dashboards.ts'
import { REPORT_PATHS, REPORT_MESSAGES, type TAxisOptions } from '../../../../contract/reports.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { checkAxes, LeadReportPanel } from './lead-report-panel.tsx'

const SLUG = 'in/dxp/org-1'
const QUERY: TDashboardQuery = {
  dateField: 'createdAt',
  startTime: '2026-02-28T18:30:00.000Z',
  endTime: '2026-03-31T18:30:00.000Z',
}
const axis = (key: 'source' | 'stage' | 'assignee') => ({ key, label: key })
const OPTIONS: TAxisOptions = {
  xAxis: [axis('source'), axis('stage'), axis('assignee')],
  yAxis: [axis('source'), axis('stage'), axis('assignee')],
  defaults: { xAxis: 'source', yAxis: 'stage' },
}

const { fetchMock, requestsTo } = stubFetch((url) =>
  url.pathname === REPORT_PATHS.axisOptions(SLUG)
    ? json(OPTIONS)
    : json({
        xAxis: 'source',
        yAxis: 'assignee',
        rows: [
          { xAxis: 'Website', xAxisId: null, yAxis: 'Asha', value: 3 },
          { xAxis: 'Website', xAxisId: null, yAxis: 'Ravi', value: 1 },
          { xAxis: 'Walk-in', xAxisId: null, yAxis: 'Ravi', value: 2 },
        ],
      }),
)

describe('checkAxes', () => {
  it('refuses the same axis twice on the columns, with the server schema’s words', () => {
    expect(checkAxes(QUERY, { xAxis: 'stage', yAxis: 'stage' })).toEqual({
      yAxis: REPORT_MESSAGES.sameAxis,
    })
    expect(checkAxes(QUERY, { xAxis: 'source', yAxis: 'stage' })).toEqual({})
  })
})

describe('LeadReportPanel', () => {
  it('marks the columns when they repeat the rows and asks nothing of the server', async () => {
    renderWithProviders(
      <LeadReportPanel slug={SLUG} query={QUERY} valueLabel={(_, value) => value} />,
    )
    fireEvent.change(await screen.findByLabelText('Columns'), { target: { value: 'source' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }))
    expect(await screen.findByText('Choose different rows and columns')).toBeTruthy()
    expect(screen.getByLabelText('Columns').getAttribute('aria-invalid')).toBe('true')
    expect(requestsTo(REPORT_PATHS.leadReport(SLUG))).toHaveLength(0)
  })

  it('posts the axes with the filters and shows the table with its grand totals', async () => {
    renderWithProviders(
      <LeadReportPanel slug={SLUG} query={QUERY} valueLabel={(_, value) => value} />,
    )
    fireEvent.change(await screen.findByLabelText('Columns'), { target: { value: 'assignee' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }))
    const table = await screen.findByRole('table')
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/lead-report'))!
    expect(JSON.parse(String(init?.body))).toEqual({ ...QUERY, xAxis: 'source', yAxis: 'assignee' })
    const footer = within(table).getByRole('rowheader', { name: 'Grand Total' }).closest('tr')!
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '3', '6'])
    const website = within(table).getByRole('rowheader', { name: 'Website' }).closest('tr')!
    expect(
      within(website)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1', '4'])
  })
})
