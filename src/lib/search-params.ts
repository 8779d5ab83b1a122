import { z } from 'zod'

/*
 * Helpers for a paged, filtered list whose view lives in the URL's search parameters (so a
 * filtered view is a link). Every parameter is optional and a damaged one is dropped, so an old
 * or hand-edited link still opens the list.
 */

export const optionalParam = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

export const zIdParam = optionalParam(z.string().trim().min(1).max(100))
export const zTextParam = optionalParam(z.string().trim().min(1).max(100))
/** The page as the UI counts it, from 0; absent: the first. */
export const zPageParam = optionalParam(z.coerce.number().int().min(0).max(100_000))

export interface PagedSearch {
  page?: number | undefined
}

/** A screen whose view lives in the URL: the view, and how to change it. */
export interface SearchViewProps<S> {
  search: S
  onSearchChange: (next: S) => void
}

/** Without empty values or the first page, so equal views have equal URLs. */
export function compactParams<T extends PagedSearch>(search: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '') continue
    out[key] = value
  }
  if (out.page === 0) delete out.page
  return out as T
}

/** A changed filter shows the first page: page N of the old view means nothing in the new one. */
export function withFilter<T extends PagedSearch>(
  search: T,
  patch: Omit<Partial<T>, 'page'>,
  compact: (search: T) => T = compactParams,
): T {
  return compact({ ...search, ...patch, page: undefined })
}

export function withPage<T extends PagedSearch>(
  search: T,
  pageIndex: number,
  compact: (search: T) => T = compactParams,
): T {
  return compact({ ...search, page: pageIndex })
}

/** Whether anything but the page narrows the list (so "Clear filters" has work to do). */
export function hasActiveFilters(search: PagedSearch): boolean {
  return Object.entries(search).some(([key, value]) => key !== 'page' && value !== undefined)
}

/** compactParams for a list with a date filter: a custom range's days only under "Custom". */
export function compactDatedParams<
  T extends PagedSearch & { date?: string; from?: string; to?: string },
>(search: T): T {
  const out = compactParams(search)
  if (out.date !== 'custom') {
    delete out.from
    delete out.to
  }
  return out
}
