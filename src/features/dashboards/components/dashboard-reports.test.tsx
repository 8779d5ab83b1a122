import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { REPORT_TYPES, DASHBOARD_PATHS } from '../../../../contract/dashboards.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import type { TDashboardSearch } from '../model/dashboard-search.ts'
import { DashboardReports } from './dashboard-reports.tsx'

const SLUG = 'in/dxp/org-1'
const { fetchMock } = stubFetch((url) => json({ type: url.pathname.split('/').pop(), rows: [] }))

function renderReports(search: TDashboardSearch) {
  renderWithApp(
    {
      '/': () => (
        <DashboardReports
          account={{ slug: SLUG, userId: 'u-1' }}
          search={search}
          onSearchChange={vi.fn()}
          projects={[{ value: 'p1', label: 'Skyline' }]}
        />
      ),
    },
    '/',
  )
}

describe('DashboardReports', () => {
  it('asks the six reports with one body: the filters of the URL', async () => {
    renderReports({ dateField: 'updatedAt', preset: 'last7Days', projectId: 'p1' })
    await waitFor(() => expect(screen.getAllByText('No data for this period')).toHaveLength(6))
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input]) => new URL(String(input)).pathname)).toEqual(
      REPORT_TYPES.map((type) => DASHBOARD_PATHS.report(SLUG, type)),
    )
    const bodies = new Set(posts.map(([, init]) => String(init?.body)))
    expect(bodies.size).toBe(1)
    expect(JSON.parse([...bodies][0]!)).toMatchObject({ dateField: 'updatedAt', projectId: 'p1' })
  })

  it('asks nothing while a custom period lacks a day', async () => {
    renderReports({ dateField: 'createdAt', preset: 'custom', fromDate: '2026-03-01' })
    expect(await screen.findByText(/Choose the first and last day/)).toBeDefined()
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]),
    )
  })
})
