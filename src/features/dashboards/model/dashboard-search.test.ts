import { describe, expect, it } from 'vitest'
import { ZDashboardQuery } from '../../../../contract/dashboards.ts'
import {
  compactDashboardSearch,
  dashboardQuery,
  DEFAULT_DASHBOARD_SEARCH,
  parseDashboardSearch,
} from './dashboard-search.ts'

// 10:00 in India on Wednesday 6 March 2024 (04:30 UTC).
const WEDNESDAY = new Date('2024-03-06T04:30:00Z')

describe('parseDashboardSearch', () => {
  it('gives the defaults for an empty URL: create date, last 30 days, every project', () => {
    expect(parseDashboardSearch({})).toEqual(DEFAULT_DASHBOARD_SEARCH)
    expect(DEFAULT_DASHBOARD_SEARCH).toEqual({ dateField: 'createdAt', preset: 'last30Days' })
  })

  it('keeps what is valid and drops what is damaged, field by field', () => {
    expect(
      parseDashboardSearch({
        projectId: 'p-1',
        dateField: 'deletedAt',
        preset: 'custom',
        fromDate: '2024-02-30',
        toDate: '2024-03-06',
      }),
    ).toEqual({ projectId: 'p-1', dateField: 'createdAt', preset: 'custom', toDate: '2024-03-06' })
    expect(parseDashboardSearch({ dateField: 'updatedAt', preset: 'fortnight' })).toEqual({
      dateField: 'updatedAt',
      preset: 'last30Days',
    })
  })

  it('keeps custom days only under Custom', () => {
    expect(
      parseDashboardSearch({ preset: 'today', fromDate: '2024-03-01', toDate: '2024-03-06' }),
    ).toEqual({ dateField: 'createdAt', preset: 'today' })
  })
})

describe('compactDashboardSearch', () => {
  it('leaves the defaults out of the URL', () => {
    expect(compactDashboardSearch(DEFAULT_DASHBOARD_SEARCH)).toEqual({})
    expect(
      compactDashboardSearch({
        projectId: 'p-1',
        dateField: 'updatedAt',
        preset: 'custom',
        fromDate: '2024-03-01',
        toDate: '2024-03-06',
      }),
    ).toEqual({
      projectId: 'p-1',
      dateField: 'updatedAt',
      preset: 'custom',
      fromDate: '2024-03-01',
      toDate: '2024-03-06',
    })
  })

  it('round-trips through the parser', () => {
    const search = { dateField: 'updatedAt', preset: 'weekToDate', projectId: 'p-2' } as const
    expect(parseDashboardSearch(compactDashboardSearch(search))).toEqual(search)
  })
})

describe('dashboardQuery', () => {
  it('turns a preset into India days as instants, with the basis and project', () => {
    const query = dashboardQuery(
      { dateField: 'updatedAt', preset: 'last7Days', projectId: 'p-1' },
      WEDNESDAY,
    )
    expect(query).toEqual({
      dateField: 'updatedAt',
      // 29 February 00:00 to 7 March 00:00 in India (+05:30).
      startTime: '2024-02-28T18:30:00.000Z',
      endTime: '2024-03-06T18:30:00.000Z',
      projectId: 'p-1',
    })
    expect(ZDashboardQuery.safeParse(query).success).toBe(true)
  })

  it('leaves the project out for every project', () => {
    expect(dashboardQuery({ dateField: 'createdAt', preset: 'today' }, WEDNESDAY)).toEqual({
      dateField: 'createdAt',
      startTime: '2024-03-05T18:30:00.000Z',
      endTime: '2024-03-06T18:30:00.000Z',
    })
  })

  it('judges today on India’s calendar whatever the device zone', () => {
    // 19:00 UTC on Sunday 3 March is 00:30 on Monday 4 March in India.
    const query = dashboardQuery(
      { dateField: 'createdAt', preset: 'weekToDate' },
      new Date('2024-03-03T19:00:00Z'),
    )
    expect(query?.startTime).toBe('2024-03-03T18:30:00.000Z')
    expect(query?.endTime).toBe('2024-03-04T18:30:00.000Z')
  })

  it('covers custom days inclusively, one day included', () => {
    const search = { dateField: 'createdAt', preset: 'custom' } as const
    expect(dashboardQuery({ ...search, fromDate: '2024-03-01', toDate: '2024-03-01' })).toEqual({
      dateField: 'createdAt',
      startTime: '2024-02-29T18:30:00.000Z',
      endTime: '2024-03-01T18:30:00.000Z',
    })
  })

  it('asks nothing while a custom range is incomplete or reversed', () => {
    const search = { dateField: 'createdAt', preset: 'custom' } as const
    expect(dashboardQuery(search)).toBeNull()
    expect(dashboardQuery({ ...search, fromDate: '2024-03-01' })).toBeNull()
    expect(dashboardQuery({ ...search, fromDate: '2024-03-06', toDate: '2024-03-01' })).toBeNull()
  })
})
