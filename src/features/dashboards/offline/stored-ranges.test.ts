import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { dashboardRange, rangeQuery } from '../../../../contract/dashboard-filters.ts'
import { DASHBOARD_PATHS, type TDashboardQuery } from '../../../../contract/dashboards.ts'
import { postReadKey } from '../../../../service-worker/read-key.ts'
import { createResponseStore } from '../../../../service-worker/response-store.ts'
import { deleteAllDatabases } from '../../../lib/db.ts'
import { buildUrl } from '../../../lib/http.ts'
import { wipeLocalData } from '../../../offline/storage-wipe.ts'
import { nearestRange, rangeDays, storedRanges } from './stored-ranges.ts'

const NOW = new Date('2026-03-18T06:00:00Z')
const SLUG = 'in/dxp/org-1'
const PATH = DASHBOARD_PATHS.report(SLUG, 'source-wise-lead-stage')

const queryOf = (preset: 'today' | 'last7Days' | 'last30Days', projectId?: string) =>
  ({
    dateField: 'createdAt',
    ...rangeQuery(dashboardRange({ preset }, NOW)),
    ...(projectId ? { projectId } : {}),
  }) satisfies TDashboardQuery

async function store(userId: string, url: string, storedAt = NOW.getTime()) {
  const responses = createResponseStore()
  await responses.put({ userId, url, body: '{}', status: 200, headers: {}, storedAt })
  responses.close()
}

afterEach(() => deleteAllDatabases())

describe('stored ranges of a dashboard endpoint', () => {
  it("lists the user's stored filters of one report, not another report's nor its export", async () => {
    const base = buildUrl(PATH, undefined)
    await store('u1', postReadKey(base, queryOf('today')))
    await store('u1', postReadKey(base, queryOf('last7Days', 'p1')))
    await store('u1', postReadKey(`${base}/report`, queryOf('last30Days')))
    await store(
      'u1',
      postReadKey(
        buildUrl(DASHBOARD_PATHS.report(SLUG, 'source-wise-site-visit'), undefined),
        queryOf('last30Days'),
      ),
    )
    await store('u2', postReadKey(base, queryOf('last30Days')))
    const ranges = await storedRanges('u1', PATH)
    expect(ranges.map((r) => r.query)).toEqual(
      expect.arrayContaining([queryOf('today'), queryOf('last7Days', 'p1')]),
    )
    expect(ranges).toHaveLength(2)
  })

  it("reads a GET endpoint's ranges from its query string", async () => {
    const path = DASHBOARD_PATHS.overview(SLUG)
    const query = queryOf('last7Days')
    await store('u1', buildUrl(path, query))
    expect((await storedRanges('u1', path)).map((r) => r.query)).toEqual([query])
  })

  it('offers the nearest range of the same project and basis', () => {
    const stored = [
      { query: queryOf('today'), storedAt: 1 },
      { query: queryOf('last30Days'), storedAt: 1 },
      { query: queryOf('last7Days', 'p1'), storedAt: 1 },
    ]
    const wanted = {
      ...queryOf('today'),
      ...rangeQuery(
        dashboardRange({ preset: 'custom', fromDate: '2026-03-10', toDate: '2026-03-17' }, NOW),
      ),
    }
    expect(nearestRange(wanted, stored)?.query).toEqual(queryOf('today'))
    expect(nearestRange({ ...wanted, projectId: 'p1' }, stored)?.query).toEqual(
      queryOf('last7Days', 'p1'),
    )
    expect(nearestRange({ ...wanted, dateField: 'updatedAt' }, stored)).toBeNull()
    expect(rangeDays(queryOf('last7Days'))).toEqual({
      fromDate: '2026-03-12',
      toDate: '2026-03-18',
    })
  })

  it("is gone after sign-out's wipe", async () => {
    await store('u1', postReadKey(buildUrl(PATH, undefined), queryOf('today')))
    expect(await storedRanges('u1', PATH)).toHaveLength(1)
    await wipeLocalData()
    expect(await storedRanges('u1', PATH)).toEqual([])
  })
})
