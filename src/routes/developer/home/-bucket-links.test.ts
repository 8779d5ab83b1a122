import { describe, expect, it } from 'vitest'
import { parseLeadSearch, toWireQuery } from '../../../features/leads/model/lead-filters.ts'
import { leadListSearch } from './-bucket-links.ts'
import { settleProject } from '../../../features/dashboards/model/dashboard-search.ts'

describe('leadListSearch', () => {
  it('shows a stage over the same period, in the lead list’s own terms', () => {
    const search = leadListSearch({ dateField: 'createdAt', preset: 'last7Days' }, 'Qualified')
    expect(search).toEqual({ status: 'Qualified', date: 'last7Days' })
    // The lead list reads it back as given.
    expect(parseLeadSearch(search)).toEqual(search)
  })

  it('opens the New Lead bucket as its two stages, a filter the list reads back', () => {
    const search = leadListSearch({ dateField: 'createdAt', preset: 'today' }, 'New Lead')
    expect(search).toEqual({ stages: 'New Lead,Open', date: 'today' })
    const parsed = parseLeadSearch(search)
    expect(parsed).toEqual(search)
    expect(toWireQuery(parsed)['stages[]']).toEqual(['New Lead', 'Open'])
  })

  it('carries the update-date basis and custom days; the total has no stage', () => {
    const search = leadListSearch(
      { dateField: 'updatedAt', preset: 'custom', fromDate: '2024-03-01', toDate: '2024-03-06' },
      'total',
    )
    expect(search).toEqual({
      date: 'custom',
      basis: 'updatedAt',
      from: '2024-03-01',
      to: '2024-03-06',
    })
    expect(parseLeadSearch(search)).toEqual(search)
  })
})

describe('settleProject', () => {
  const base = { dateField: 'createdAt', preset: 'today' } as const
  it('takes the URL’s project first, then the header’s, else every project', () => {
    expect(settleProject({ ...base, projectId: 'p-1' }, 'p-2').projectId).toBe('p-1')
    expect(settleProject(base, 'p-2').projectId).toBe('p-2')
    expect(settleProject(base, null)).toEqual(base)
  })
})
