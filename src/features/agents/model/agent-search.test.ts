import { describe, expect, it } from 'vitest'
import { callSortOf, compactAgentView, nextSort, parseAgentView } from './agent-search.ts'

describe('agent view in the URL', () => {
  it('drops damaged values, first pages and the default order', () => {
    expect(
      parseAgentView({ agent: 'u-3', callsPage: '0', sortBy: 'rank', sortOrder: 'desc' }),
    ).toEqual({ agent: 'u-3' })
    expect(compactAgentView({ agentsPage: 2, sortBy: 'leadName', sortOrder: 'asc' })).toEqual({
      agentsPage: 2,
      sortBy: 'leadName',
      sortOrder: 'asc',
    })
    expect(callSortOf({})).toEqual({ sortBy: 'at', sortOrder: 'desc' })
  })

  it('sorts a new column its natural way first, then flips it', () => {
    const byTime = { sortBy: 'at', sortOrder: 'desc' } as const
    expect(nextSort(byTime, 'leadName')).toEqual({ sortBy: 'leadName', sortOrder: 'asc' })
    expect(nextSort(byTime, 'durationSec')).toEqual({ sortBy: 'durationSec', sortOrder: 'desc' })
    expect(nextSort(byTime, 'at')).toEqual({ sortBy: 'at', sortOrder: 'asc' })
  })
})
