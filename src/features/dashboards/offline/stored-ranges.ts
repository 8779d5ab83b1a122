import { useQuery } from '@tanstack/react-query'
import { indiaDay } from '../../../../contract/dashboard-filters.ts'
import { ZDashboardQuery, type TDashboardQuery } from '../../../../contract/dashboards.ts'
import { storedReadsOf } from '../../../lib/stored-reads.ts'

/** A range of one dashboard endpoint the device holds, with its filters as they were sent. */
export interface TStoredRange {
  query: TDashboardQuery
  storedAt: number
}

/**
 * The ranges of a dashboard endpoint (a report's POST path, or a home GET such as `overview`)
 * the device holds for the user: their filters, read back from the service worker's store.
 */
export async function storedRanges(userId: string, path: string): Promise<TStoredRange[]> {
  const reads = await storedReadsOf(userId, path)
  return reads.flatMap(({ params, storedAt }) => {
    const parsed = ZDashboardQuery.safeParse(params)
    return parsed.success ? [{ query: parsed.data, storedAt }] : []
  })
}

const DAY_MS = 24 * 60 * 60_000

/**
 * The stored range nearest to `wanted` (its two ends' distance, in days) with the same project
 * and date basis, other than `wanted` itself; null when there is none.
 */
export function nearestRange(
  wanted: TDashboardQuery,
  stored: readonly TStoredRange[],
): TStoredRange | null {
  const start = Date.parse(wanted.startTime)
  const end = Date.parse(wanted.endTime)
  const distance = (q: TDashboardQuery) =>
    (Math.abs(Date.parse(q.startTime) - start) + Math.abs(Date.parse(q.endTime) - end)) / DAY_MS
  let best: { range: TStoredRange; days: number } | null = null
  for (const range of stored) {
    const q = range.query
    if ((q.dateField ?? 'createdAt') !== (wanted.dateField ?? 'createdAt')) continue
    if ((q.projectId ?? null) !== (wanted.projectId ?? null)) continue
    const days = distance(q)
    if (days === 0) continue
    if (!best || days < best.days || (days === best.days && range.storedAt > best.range.storedAt))
      best = { range, days }
  }
  return best?.range ?? null
}

/** A stored range as the custom days (India, inclusive) a filter bar can show and ask again. */
export function rangeDays(query: TDashboardQuery): { fromDate: string; toDate: string } {
  return {
    fromDate: indiaDay(new Date(query.startTime)),
    toDate: indiaDay(new Date(Date.parse(query.endTime) - 1)),
  }
}

/** The nearest stored range of `path` to `wanted`, read when `enabled` (the network is down). */
export function useNearestStoredRange(
  userId: string,
  path: string,
  wanted: TDashboardQuery,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['stored-ranges', userId, path, wanted],
    queryFn: async () => nearestRange(wanted, await storedRanges(userId, path)),
    enabled,
    // The device's own store: no network involved, never worth keeping.
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  })
}
