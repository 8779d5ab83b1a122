import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  compactParams,
  hasActiveFilters,
  optionalParam,
  withFilter,
  withPage,
  zPageParam,
  zTextParam,
} from './search-params.ts'

const ZSearch = z.object({
  status: optionalParam(z.enum(['Pending', 'Completed'])),
  q: zTextParam,
  page: zPageParam,
})
type TSearch = z.infer<typeof ZSearch>

describe('search parameters', () => {
  it('drops a damaged parameter instead of refusing the link', () => {
    expect(compactParams(ZSearch.parse({ status: 'Lost', q: '  Rao ', page: '-2' }))).toEqual({
      q: 'Rao',
    })
  })

  it('reads the page from 0 and leaves the first page out of the URL', () => {
    expect(compactParams(ZSearch.parse({ page: '2' }))).toEqual({ page: 2 })
    expect(compactParams(ZSearch.parse({ page: '0' }))).toEqual({})
  })

  it('goes back to the first page when a filter changes, and clears an emptied one', () => {
    const third = withPage<TSearch>({ status: 'Pending', q: 'Rao' }, 2)
    expect(third).toEqual({ status: 'Pending', q: 'Rao', page: 2 })
    expect(withFilter(third, { q: '' })).toEqual({ status: 'Pending' })
  })

  it('does not count the page as a filter', () => {
    expect(hasActiveFilters({ page: 3 })).toBe(false)
    expect(hasActiveFilters({ page: 3, q: 'Rao' } as TSearch)).toBe(true)
  })
})
