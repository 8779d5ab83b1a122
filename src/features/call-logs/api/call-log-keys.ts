import type { TCallLogFilters } from '../../../../contract/dispositions.ts'

/** Query keys of the call logs screen, rooted at ['call-logs', slug]. */
export const callLogKeys = {
  all: (slug: string) => ['call-logs', slug] as const,
  list: (slug: string, filters: TCallLogFilters, pageIndex: number) =>
    ['call-logs', slug, 'list', filters, pageIndex] as const,
  summary: (slug: string, filters: TCallLogFilters) =>
    ['call-logs', slug, 'summary', filters] as const,
}
