import { queryOptions, useQuery } from '@tanstack/react-query'
import { ZHealth, type THealth } from '../../../../contract/common.ts'
import { HEALTH_PATH } from '../../../../contract/routes.ts'
import { http } from '../../../lib/http.ts'

export function getHealth(signal?: AbortSignal): Promise<THealth> {
  // Silent: the status panel shows the failure in place; a toast would say it twice.
  return http.get(HEALTH_PATH, { schema: ZHealth, signal, silent: true, timeoutMs: 5_000 })
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: 30_000,
    retry: false,
  })
}

export function useHealth() {
  return useQuery(healthQueryOptions())
}
