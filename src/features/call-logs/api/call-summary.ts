import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  DISPOSITION_PATHS,
  ZCallLogSummary,
  type TCallLogFilters,
  type TCallLogSummary,
} from '../../../../contract/dispositions.ts'
import { http } from '../../../lib/http.ts'
import { callLogKeys } from './call-log-keys.ts'

/** Incoming and outbound totals of the calls the filters select, in all and per India day. */
export function getCallSummary(
  slug: string,
  filters: TCallLogFilters,
  signal?: AbortSignal,
): Promise<TCallLogSummary> {
  // Silent: the panel shows the failure in place.
  return http.get(DISPOSITION_PATHS.callSummary(slug), {
    query: filters,
    schema: ZCallLogSummary,
    signal,
    silent: true,
  })
}

export function callSummaryQueryOptions(slug: string, filters: TCallLogFilters) {
  return queryOptions({
    queryKey: callLogKeys.summary(slug, filters),
    queryFn: ({ signal }) => getCallSummary(slug, filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useCallSummary(slug: string, filters: TCallLogFilters) {
  return useQuery(callSummaryQueryOptions(slug, filters))
}
