/**
 * The statuses the manage-bookings list filters by. Apart from contract/bookings.ts: the list's
 * address rule (validateSearch) stays in the PWA's entry chunk, which must not carry the booking
 * schemas to /login (scripts/bundle-size.ts).
 */
export const BOOKING_LIST_STATUSES = ['BOOKED', 'CANCELLED', 'DRAFT'] as const
