import { queryOptions, useQuery } from '@tanstack/react-query'
import { SITE_VISIT_PATHS, ZSiteVisitOtpConfig } from '../../../../contract/site-visits.ts'
import { http } from '../../../lib/http.ts'
import { actionKeys, REFERENCE_STALE_MS } from './action-keys.ts'

/** siteVisitOtpConfig: the code's length, validity and attempts. */
export function getOtpConfig(slug: string, signal?: AbortSignal) {
  return http.get(SITE_VISIT_PATHS.otpConfig(slug), {
    schema: ZSiteVisitOtpConfig,
    signal,
    silent: true,
  })
}

export function otpConfigQueryOptions(slug: string) {
  return queryOptions({
    queryKey: actionKeys.otpConfig(slug),
    queryFn: ({ signal }) => getOtpConfig(slug, signal),
    staleTime: REFERENCE_STALE_MS,
  })
}

export function useOtpConfig(slug: string) {
  return useQuery(otpConfigQueryOptions(slug))
}
