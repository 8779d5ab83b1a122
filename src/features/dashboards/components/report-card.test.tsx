import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dashboardRange, rangeQuery } from '../../../../contract/dashboard-filters.ts'
import {
  DASHBOARD_PATHS,
  type TDashboardQuery,
  type TReport,
} from '../../../../contract/dashboards.ts'
import { postReadKey } from '../../../../service-worker/read-key.ts'
import { createResponseStore } from '../../../../service-worker/response-store.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { deleteAllDatabases } from '../../../lib/db.ts'
import { buildUrl } from '../../../lib/http.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { ReportCard } from './report-card.tsx'

const SLUG = 'in/dxp/org-1'
const ACCOUNT = { slug: SLUG, userId: 'u-1' }
const NOW = new Date('2026-03-18T06:00:00Z')
const QUERY: TDashboardQuery = {
  dateField: 'createdAt',
  ...rangeQuery(dashboardRange({ preset: 'last7Days' }, NOW)),
}

let answer: () => Response | Promise<Response> = () => json({ rows: [] })
const { fetchMock } = stubFetch(() => {
  throw new Error('set per test')
})

function renderCard(type: TReport['type'], onOpenDays = vi.fn()) {
  fetchMock.mockImplementation(async () => answer())
  renderWithApp(
    {
      '/': () => <ReportCard account={ACCOUNT} type={type} query={QUERY} onOpenDays={onOpenDays} />,
    },
    '/',
  )
  return onOpenDays
}

afterEach(async () => {
  vi.restoreAllMocks()
  await deleteAllDatabases()
})

describe('ReportCard', () => {
  it('shows the report as a table with a Grand Total row and column, executives linked', async () => {
    answer = () =>
      json({
        type: 'executive-wise-lead-stage',
        rows: [
          { xAxis: 'Neha Joshi', xAxisId: 'u-3', yAxis: 'New Lead', value: 4 },
          { xAxis: 'Neha Joshi', xAxisId: 'u-3', yAxis: 'Booked', value: 1 },
          { xAxis: 'Ravi Rao', xAxisId: 'u-4', yAxis: 'Booked', value: 2 },
        ],
      } satisfies TReport)
    renderCard('executive-wise-lead-stage')
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    const header = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(header[0]).toBe('Executive')
    expect(header.at(-1)).toBe('Grand Total')
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Neha Joshi')
    expect(within(rows[1]!).getAllByRole('cell').at(-1)?.textContent).toBe('5')
    const footer = rows.at(-1)!
    expect(within(footer).getByRole('rowheader').textContent).toBe('Grand Total')
    expect(within(footer).getAllByRole('cell').at(-1)?.textContent).toBe('7')
    expect(screen.getByRole('link', { name: 'Neha Joshi' }).getAttribute('href')).toBe(
      '/developer/home/agent-performance?agent=u-3',
    )
    // The request was the report's POST with the filters as its body.
    const [input, init] = fetchMock.mock.calls[0]!
    expect(new URL(String(input)).pathname).toBe(
      DASHBOARD_PATHS.report(SLUG, 'executive-wise-lead-stage'),
    )
    expect(JSON.parse(String(init?.body))).toEqual(QUERY)
  })

  it('says when the period has no data', async () => {
    answer = () => json({ type: 'source-wise-site-visit', rows: [] })
    renderCard('source-wise-site-visit')
    expect(await screen.findByText('No data for this period')).toBeDefined()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('offline without the period on the device: says so and offers the nearest stored range', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const stored = {
      dateField: 'createdAt',
      ...rangeQuery(dashboardRange({ preset: 'today' }, NOW)),
    }
    const responses = createResponseStore()
    await responses.put({
      userId: 'u-1',
      url: postReadKey(
        buildUrl(DASHBOARD_PATHS.report(SLUG, 'source-wise-lead-stage'), undefined),
        stored,
      ),
      body: '{}',
      status: 200,
      headers: {},
      storedAt: NOW.getTime(),
    })
    responses.close()
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    const onOpenDays = renderCard('source-wise-lead-stage')
    expect(await screen.findByText('This period is not saved on this device.')).toBeDefined()
    fireEvent.click(await screen.findByRole('button', { name: /^Open 18 Mar 2026/ }))
    expect(onOpenDays).toHaveBeenCalledWith({ fromDate: '2026-03-18', toDate: '2026-03-18' }, QUERY)
  })

  it('a failed download says "Download Failed." with the server\'s message', async () => {
    const error = vi.spyOn(toaster, 'error')
    answer = () =>
      json({
        type: 'source-wise-lead-stage',
        rows: [{ xAxis: 'Website', xAxisId: null, yAxis: 'Open', value: 3 }],
      })
    renderCard('source-wise-lead-stage')
    const download = await screen.findByRole('button', {
      name: /Download Source-wise lead stage as Excel/,
    })
    answer = () => json({ message: 'Report too large to export', code: 'REPORT_TOO_LARGE' }, 422)
    fireEvent.click(download)
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Download Failed.',
          description: 'Report too large to export',
        }),
      ),
    )
    const [input, init] = fetchMock.mock.lastCall!
    expect(new URL(String(input)).pathname).toBe(
      `${DASHBOARD_PATHS.report(SLUG, 'source-wise-lead-stage')}/report`,
    )
    expect(JSON.parse(String(init?.body))).toEqual(QUERY)
  })
})
