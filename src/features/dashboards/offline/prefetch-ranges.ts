import {
  useQueryClient,
  type FetchQueryOptions,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query'
import { useRef, useEffect } from 'react'
import {
  dashboardRange,
  indiaDay,
  rangeQuery,
  type TDashboardPreset,
} from '../../../../contract/dashboard-filters.ts'
import { REPORT_TYPES, type TDashboardQuery } from '../../../../contract/dashboards.ts'
import type { TDateBasis } from '../../../../contract/validators.ts'
import { isUnreachable } from '../../../lib/http.ts'
import { useOfflineReads } from '../../../offline/offline-reads.ts'
import { reportQueryOptions } from '../api/report.ts'

/** What a manager most often opens: kept on the device in the background (issue 16 item 7). */
export const PREFETCH_PRESETS: readonly TDashboardPreset[] = [
  'today',
  'last7Days',
  'last30Days',
  'monthToDate',
]

/** A screen's read for one range, as its own query (so the URL, and the worker's key, match). */
export type TRangeQueryBuilder = (
  query: TDashboardQuery,
  priority: RequestPriority,
) => { queryKey: QueryKey; queryFn?: QueryFunction<unknown, never> }

export interface TPrefetchBase {
  dateField: TDateBasis
  /** Absent: every project the user sees. */
  projectId?: string
}

/**
 * Asks, one at a time and at low priority, every builder's read for each default preset, so
 * the service worker stores them. A refusal is skipped; a failure to reach the server ends the
 * run (it goes again when the server answers, see `usePrefetchRanges`).
 */
export async function prefetchRanges(
  queryClient: QueryClient,
  builders: readonly TRangeQueryBuilder[],
  base: TPrefetchBase,
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<void> {
  for (const preset of PREFETCH_PRESETS) {
    const query: TDashboardQuery = {
      dateField: base.dateField,
      ...rangeQuery(dashboardRange({ preset }, now)),
      ...(base.projectId ? { projectId: base.projectId } : {}),
    }
    for (const build of builders) {
      signal.throwIfAborted()
      const { queryKey, queryFn } = build(query, 'low') as FetchQueryOptions
      try {
        await queryClient.fetchQuery({ queryKey, queryFn, retry: false })
      } catch (error) {
        if (isUnreachable(error)) throw error
      }
    }
  }
}

/** The six reports' reads, for `prefetchRanges`. */
export const reportQueryBuilders = (slug: string): TRangeQueryBuilder[] =>
  REPORT_TYPES.map((type) => (query, priority) => reportQueryOptions(slug, type, query, priority))

/**
 * Once a day per user, project and basis (and again when the server answers after a failure),
 * after the screen's own requests: the default presets of `builders`, kept for offline use.
 * `name` tells apart screens prefetching different reads (the reports, the home screen's GETs).
 */
export function usePrefetchRanges(
  name: string,
  userId: string | null,
  base: TPrefetchBase,
  builders: readonly TRangeQueryBuilder[],
) {
  const queryClient = useQueryClient()
  const latest = useRef({ base, builders })
  useEffect(() => {
    latest.current = { base, builders }
  })
  const key = userId
    ? `prefetch:${name}:${userId}:${base.projectId ?? 'all'}:${base.dateField}:${indiaDay(new Date())}`
    : null
  return useOfflineReads(queryClient, key, (signal) =>
    prefetchRanges(queryClient, latest.current.builders, latest.current.base, signal),
  )
}
