import { z } from 'zod'
import type { TScope } from './scopes.ts'

/**
 * Bookings: for now what a lead's page shows of its bookings, read as "GET bookings with
 * leadId and groupBy status". The booking form, its
 * drafts, cost sheets and payments will grow from these shapes.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const BOOKING_PATHS = {
  /** GET ?leadId=&groupBy=status: a lead's bookings, grouped by status. */
  ofLead: (slug: string) => `${base(slug)}/bookings`,
} as const

export const BOOKING_STATUSES = ['BOOKED', 'CANCELLED'] as const
export type TBookingStatus = (typeof BOOKING_STATUSES)[number]

/**
 * Reading bookings: viewing the booking form, or changing bookings (which includes seeing them).
 * Needed on the lead's project, on top of seeing the lead.
 */
export const BOOKING_READ_SCOPES = [
  'DXP_VIEW_BOOKING_FORM',
  'DXP_MODIFY_BOOKING_FORM',
  'DXP_MODIFY_EDIT_BOOKING',
] as const satisfies readonly TScope[]

/** coOwnerDetails is a list; its fields are not shown beyond the name. */
export const ZCoOwner = z.object({ fullName: z.string().trim().min(1).max(100) })
export type TCoOwner = z.infer<typeof ZCoOwner>

export const ZBooking = z.object({
  _id: z.string(),
  /** The code people quote, e.g. "BK-2026-000123". */
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  isDraft: z.boolean(),
  projectId: z.string(),
  unit: z.object({ _id: z.string(), name: z.string(), buildingName: z.string() }),
  /** The lead's full name: a name, not contact details, so never masked. */
  ownerName: z.string(),
  /** Rupees (spec: pricingDetails.agreementValue). */
  agreementValue: z.number().min(0),
  /** Rupees. */
  tokenAmount: z.number().min(0),
  modeOfPayment: z.string(),
  createdAt: z.string(),
})
export type TBooking = z.infer<typeof ZBooking>

export const ZLeadBookingsQuery = z.object({
  leadId: z.string().min(1),
  /** The only grouping the spec shows; the answer is always grouped. */
  groupBy: z.literal('status').default('status'),
})
export type TLeadBookingsQuery = z.input<typeof ZLeadBookingsQuery>

/** Each group newest first; both always present. */
export const ZLeadBookings = z.object({
  BOOKED: z.array(ZBooking),
  CANCELLED: z.array(ZBooking),
})
export type TLeadBookings = z.infer<typeof ZLeadBookings>

/** On a listed lead with showBookingData=true: how many bookings it has of each status. */
export const ZBookingSummary = z.object({
  booked: z.number().int().min(0),
  cancelled: z.number().int().min(0),
})
export type TBookingSummary = z.infer<typeof ZBookingSummary>
