import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  DISPOSITION_PATHS,
  ZCallSummary,
  type TCallLogFilters,
  type TCallSummary,
} from '../../../../contract/dispositions.ts'
import { http } from '../../../lib/http.ts'
import { callLogKeys } from './call-log-keys.ts'

/** Incoming and outbound totals of the calls the filters select. */
export function getCallSummary(
  slug: string,
  filters: TCallLogFilters,
  signal?: AbortSignal,
): Promise<TCallSummary> {
  // Silent: the panel shows the failure in place.
  return http.get(DISPOSITION_PATHS.callSummary(slug), {
    query: filters,
    schema: ZCallSummary,
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
