import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  CALL_LOG_PAGE_SIZE,
  DISPOSITION_PATHS,
  ZCallLogList,
  type TCallLogFilters,
  type TCallLogList,
} from '../../../../contract/dispositions.ts'
import { http } from '../../../lib/http.ts'
import { callLogKeys } from './call-log-keys.ts'

/** One page of the calls the caller may see, newest first. */
export function listCallLogs(
  slug: string,
  filters: TCallLogFilters,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<TCallLogList> {
  // Silent: the table shows the failure in place with a retry.
  return http.get(DISPOSITION_PATHS.callLogs(slug), {
    pageIndex,
    query: { ...filters, limit: CALL_LOG_PAGE_SIZE },
    schema: ZCallLogList,
    signal,
    silent: true,
  })
}

export function callLogsQueryOptions(slug: string, filters: TCallLogFilters, pageIndex: number) {
  return queryOptions({
    queryKey: callLogKeys.list(slug, filters, pageIndex),
    queryFn: ({ signal }) => listCallLogs(slug, filters, pageIndex, signal),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useCallLogs(slug: string, filters: TCallLogFilters, pageIndex: number) {
  return useQuery(callLogsQueryOptions(slug, filters, pageIndex))
}
