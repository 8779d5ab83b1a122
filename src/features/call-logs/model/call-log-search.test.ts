import { describe, expect, it } from 'vitest'
import { formatCallDuration } from '../../../lib/format/call-duration.ts'
import { withFilter, withPage } from '../../../lib/search-params.ts'
import { compactCallLogSearch, parseCallLogSearch, toCallLogFilters } from './call-log-search.ts'

// 22 Nov 2026, 10:00 in India.
const NOW = new Date('2026-11-22T04:30:00Z')

describe('parseCallLogSearch', () => {
  it('keeps valid filters and drops damaged ones', () => {
    expect(
      parseCallLogSearch({ callType: 'In Bound', callStatus: 'Busy', date: 'someday', page: '1' }),
    ).toEqual({ callType: 'In Bound', page: 1 })
  })

  it('drops the days of a custom range under a preset', () => {
    expect(parseCallLogSearch({ date: 'today', from: '2026-11-01', to: '2026-11-02' })).toEqual({
      date: 'today',
    })
  })
})

describe('changing the view', () => {
  it('drops a custom range when another date filter is chosen, and goes back to page 1', () => {
    const custom = withPage(
      { date: 'custom' as const, from: '2026-11-01', to: '2026-11-05' },
      1,
      compactCallLogSearch,
    )
    expect(custom.page).toBe(1)
    expect(withFilter(custom, { date: 'today' }, compactCallLogSearch)).toEqual({ date: 'today' })
  })
})

describe('toCallLogFilters', () => {
  it('names each filter as the server does, with the days of a preset in India', () => {
    expect(
      toCallLogFilters(
        {
          project: 'p-1',
          user: 'u-1',
          callType: 'In Bound',
          callStatus: 'Connected',
          q: '4321',
          date: 'last7Days',
          page: 3,
        },
        NOW,
      ),
    ).toEqual({
      projectId: 'p-1',
      userId: 'u-1',
      callType: 'In Bound',
      callStatus: 'Connected',
      searchBy: '4321',
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    })
  })

  it('sends a custom range only when it is whole and in order', () => {
    expect(toCallLogFilters({ date: 'custom', from: '2026-11-01' }, NOW)).toEqual({})
    expect(toCallLogFilters({ date: 'custom', from: '2026-11-05', to: '2026-11-01' }, NOW)).toEqual(
      {},
    )
    expect(toCallLogFilters({ date: 'custom', from: '2026-11-01', to: '2026-11-05' }, NOW)).toEqual(
      { startDate: '2026-11-01', endDate: '2026-11-05' },
    )
  })
})

describe('formatCallDuration', () => {
  it('shows minutes and seconds, and hours only when there are some', () => {
    expect(formatCallDuration(0)).toBe('0:00')
    expect(formatCallDuration(245)).toBe('4:05')
    expect(formatCallDuration(3729)).toBe('1:02:09')
  })
})
