import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { dashboardRange, rangeQuery } from '../../../../contract/dashboard-filters.ts'
import { DASHBOARD_PATHS } from '../../../../contract/dashboards.ts'
import { jsonResponse, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { prefetchRanges, reportQueryBuilders } from './prefetch-ranges.ts'

const SLUG = 'in/dxp/org-1'
const NOW = new Date('2026-03-18T06:00:00Z')
const bodies: unknown[] = []
const { fetchMock } = stubFetch(() => jsonResponse({ type: 'source-wise-lead-stage', rows: [] }))

describe('prefetchRanges', () => {
  it('asks each report for each default preset of the project, at low priority', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      bodies.push({
        path: new URL(String(input)).pathname,
        body: JSON.parse(String(init?.body)),
        priority: init?.priority,
      })
      const type = new URL(String(input)).pathname.split('/').pop()
      return jsonResponse({ type, rows: [] })
    })
    const queryClient = new QueryClient()
    await prefetchRanges(
      queryClient,
      reportQueryBuilders(SLUG),
      { dateField: 'createdAt', projectId: 'p1' },
      new AbortController().signal,
      NOW,
    )
    expect(bodies).toHaveLength(4 * 6)
    expect(bodies[0]).toEqual({
      path: DASHBOARD_PATHS.report(SLUG, 'source-wise-lead-stage'),
      body: {
        dateField: 'createdAt',
        projectId: 'p1',
        ...rangeQuery(dashboardRange({ preset: 'today' }, NOW)),
      },
      priority: 'low',
    })
    expect(bodies[23]).toMatchObject({
      path: DASHBOARD_PATHS.report(SLUG, 'source-wise-current-lead-stage'),
      body: rangeQuery(dashboardRange({ preset: 'monthToDate' }, NOW)),
    })
  })

  it('skips a refused read and stops when the server cannot be reached', async () => {
    let calls = 0
    fetchMock.mockImplementation(async () => {
      calls += 1
      if (calls === 1) return jsonResponse({ message: 'Permission denied', code: 'FORBIDDEN' }, 403)
      throw new TypeError('Failed to fetch')
    })
    await expect(
      prefetchRanges(
        new QueryClient(),
        reportQueryBuilders(SLUG),
        { dateField: 'createdAt' },
        new AbortController().signal,
        NOW,
      ),
    ).rejects.toMatchObject({ kind: 'network' })
    expect(calls).toBe(2)
  })
})
