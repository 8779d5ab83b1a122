import { queryOptions, useQuery } from '@tanstack/react-query'
import { BOOKING_PATHS, ZLeadBookings } from '../../../../contract/bookings.ts'
import { http } from '../../../lib/http.ts'
import { readLeadDetailPart } from '../../../offline/lead-details.ts'
import { leadKeys } from './lead-keys.ts'

export function getLeadBookings(
  slug: string,
  leadId: string,
  signal?: AbortSignal,
  onStoredAt?: (storedAt: number | null) => void,
) {
  return http.get(BOOKING_PATHS.ofLead(slug), {
    query: { leadId, groupBy: 'status' },
    schema: ZLeadBookings,
    signal,
    silent: true,
    onStoredAt,
  })
}

/** The server's bookings of the lead, else the device's copy (decision 0017). */
export function leadBookingsQueryOptions(slug: string, leadId: string) {
  return queryOptions({
    // Under the lead's key, so whatever invalidates the lead refreshes its bookings too.
    queryKey: [...leadKeys.lead(slug, leadId), 'bookings'] as const,
    queryFn: ({ signal }) =>
      readLeadDetailPart(leadId, 'bookings', (onStoredAt) =>
        getLeadBookings(slug, leadId, signal, onStoredAt),
      ),
  })
}

export function useLeadBookings(slug: string, leadId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadBookingsQueryOptions(slug, leadId), ...options })
}
