import type { TBooking, TLeadBookings } from '../../../../../contract/bookings.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { bookingsOfLead } from './bookings.repository.ts'
import { readsBookingsOf } from '../leads/lead-visibility.ts'
import type { Conn } from '../../../db/client.ts'
import { visibleLead } from '../leads/leads.service.ts'

/**
 * A lead's bookings grouped by status: the lead must be visible (else 404, as every lead read),
 * and the caller must hold a booking read scope on its project (else 403).
 */
export async function leadBookings(
  db: Conn,
  auth: AuthContext,
  leadId: string,
): Promise<TLeadBookings> {
  const { lead } = await visibleLead(db, auth, leadId)
  if (!readsBookingsOf(auth, lead.projectId)) throw permissionDenied()
  return groupByStatus(await bookingsOfLead(db, lead.id))
}

/** A lead's bookings as the bookings read answers them: booked, then cancelled. */
export function groupByStatus(all: readonly TBooking[]): TLeadBookings {
  return {
    BOOKED: all.filter((b) => b.status === 'BOOKED'),
    CANCELLED: all.filter((b) => b.status === 'CANCELLED'),
  }
}
