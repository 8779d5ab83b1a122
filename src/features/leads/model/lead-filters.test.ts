import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  hasActiveFilters,
  parseLeadSearch,
  toLocalFilters,
  toWireQuery,
} from './lead-filters.ts'

// 2024-03-06 (a Wednesday) 10:00 in India.
const NOW = new Date('2024-03-06T04:30:00Z')

describe('lead search params', () => {
  it('drops defaults, empty values and junk, keeping a valid view', () => {
    expect(
      parseLeadSearch({
        status: 'all',
        q: '  ',
        sort: 'updatedAt',
        order: 'desc',
        source: 'Website',
        date: 'not-a-preset',
        from: '2024-02-30',
      }),
    ).toEqual({ source: 'Website' })
  })

  it('keeps a custom range only with the custom preset', () => {
    expect(parseLeadSearch({ date: 'custom', from: '2024-03-01', to: '2024-03-05' })).toEqual({
      date: 'custom',
      from: '2024-03-01',
      to: '2024-03-05',
    })
    expect(parseLeadSearch({ date: 'today', from: '2024-03-01', to: '2024-03-05' })).toEqual({
      date: 'today',
    })
  })

  it('round-trips a filtered view', () => {
    const view = {
      status: 'Qualified',
      q: 'Asha',
      label: 'Hot',
      assignee: 'user-2',
      date: 'last7Days',
      basis: 'updatedAt',
      sort: 'fullName',
      order: 'asc',
    } as const
    expect(parseLeadSearch({ ...view })).toEqual(view)
  })

  it('clears filters but keeps the tab and the sort', () => {
    const view = parseLeadSearch({ status: 'Booked', q: 'x y', sort: 'createdAt', source: 'Web' })
    expect(hasActiveFilters(view)).toBe(true)
    const cleared = clearFilters(view)
    expect(cleared).toEqual({ status: 'Booked', sort: 'createdAt' })
    expect(hasActiveFilters(cleared)).toBe(false)
  })
})

describe('a set of stages', () => {
  it('is read with the contract’s schema, sent as a list, matched on the device, and cleared', () => {
    const view = parseLeadSearch({ stages: ' New Lead , Open ', date: 'today' })
    expect(view).toEqual({ stages: 'New Lead,Open', date: 'today' })
    expect(toWireQuery(view, NOW)['stages[]']).toEqual(['New Lead', 'Open'])
    expect(toLocalFilters(view, NOW).leadStatuses).toEqual(['New Lead', 'Open'])
    // An empty or oversized set is dropped like any damaged parameter.
    expect(parseLeadSearch({ stages: ',' })).toEqual({})
    expect(
      parseLeadSearch({ stages: Array.from({ length: 21 }, (_, i) => `S${i}`).join(',') }),
    ).toEqual({})
    expect(hasActiveFilters({ stages: 'Open' })).toBe(true)
    expect(clearFilters({ stages: 'New Lead,Open', status: 'Open' })).toEqual({ status: 'Open' })
  })
})

describe('toWireQuery', () => {
  it('sends the server the contract names', () => {
    expect(
      toWireQuery(
        { status: 'Open', q: 'asha', source: 'Website', label: 'Hot', assignee: 'unassigned' },
        NOW,
      ),
    ).toEqual({
      leadStatus: 'Open',
      searchBy: 'asha',
      sourceOfLead: 'Website',
      assigneeId: 'unassigned',
      'labels[]': ['Hot'],
      sort: 'updatedAt',
      order: 'desc',
    })
  })

  it('turns a preset into India days on the chosen basis', () => {
    expect(toWireQuery({ date: 'weekToDate', basis: 'updatedAt' }, NOW)).toMatchObject({
      leadStatus: 'all',
      dateField: 'updatedAt',
      startDate: '2024-03-04',
      endDate: '2024-03-06',
    })
    expect(toWireQuery({ date: 'yesterday' }, NOW)).toMatchObject({
      dateField: 'createdAt',
      startDate: '2024-03-05',
      endDate: '2024-03-05',
    })
  })

  it('ignores an unfinished or reversed custom range', () => {
    expect(toWireQuery({ date: 'custom', from: '2024-03-05' }, NOW).startDate).toBeUndefined()
    expect(
      toWireQuery({ date: 'custom', from: '2024-03-05', to: '2024-03-01' }, NOW).startDate,
    ).toBeUndefined()
  })
})

describe('toLocalFilters', () => {
  it('covers whole India days in epoch ms', () => {
    const filters = toLocalFilters({ date: 'today' }, NOW)
    expect(filters.dateField).toBe('createdAt')
    expect(new Date(filters.fromMs ?? 0).toISOString()).toBe('2024-03-05T18:30:00.000Z')
    expect(new Date(filters.toMs ?? 0).toISOString()).toBe('2024-03-06T18:29:59.999Z')
  })

  it('leaves "all" out', () => {
    expect(toLocalFilters({ status: 'all' }, NOW).leadStatus).toBeUndefined()
    expect(toLocalFilters({ status: 'Open' }, NOW).leadStatus).toBe('Open')
  })
})
