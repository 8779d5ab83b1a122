import { z } from 'zod'
import { BOOKING_LIST_STATUSES } from './booking-statuses.ts'
import { ZMobile } from './auth.ts'
import { ZPageInfo } from './common.ts'
import type { TScope } from './scopes.ts'
export { BOOKING_READ_SCOPES } from './scopes.ts'
import { VALIDATION_MESSAGES, zAmount, zOptionalText, zRequiredText } from './validators.ts'

/**
 * Bookings: for now what a lead's page shows of its bookings, read as "GET bookings with
 * leadId and groupBy status". The booking form, its
 * drafts, cost sheets and payments will grow from these shapes.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const BOOKING_PATHS = {
  /** GET ?leadId=&groupBy=status: a lead's bookings, grouped by status. POST: save the form. */
  ofLead: (slug: string) => `${base(slug)}/bookings`,
  /** POST: a draft or a confirmed booking (the form, with its client-made `_id`). */
  create: (slug: string) => `${base(slug)}/bookings`,
  /** GET: one booking with its form values; PUT: save the form again (a draft, or confirm). */
  one: (slug: string, id: string) => `${base(slug)}/bookings/${id}`,
  /** GET ?projectId=&status=&search=&page=&limit=: the manage-bookings list. */
  all: (slug: string) => `${base(slug)}/bookings/all`,
  /** PUT {status}: cancel a booking (frees its unit). */
  update: (slug: string, id: string) => `${base(slug)}/bookings/update/${id}`,
  /** GET: the organisation's payment modes (entity labels bookingPaymentMode). */
  paymentModes: (slug: string) => `${base(slug)}/bookings/payment-modes`,
} as const

export const BOOKING_STATUSES = ['BOOKED', 'CANCELLED'] as const
export type TBookingStatus = (typeof BOOKING_STATUSES)[number]

/** Saving or confirming a booking form. */
export const BOOKING_MODIFY_SCOPES = [
  'DXP_MODIFY_BOOKING_FORM',
  'DXP_MODIFY_EDIT_BOOKING',
] as const satisfies readonly TScope[]
/** Changing a confirmed booking (its form, or cancelling it). */
export const BOOKING_EDIT_SCOPES = ['DXP_MODIFY_EDIT_BOOKING'] as const satisfies readonly TScope[]

/** The entity-label list of payment modes (spec 002 "Entity-label types"). */
export const PAYMENT_MODE_LIST = 'bookingPaymentMode'

/** The spec leaves the value out ("Maximum co-owner limit"); decision 0049 sets it. */
export const MAX_CO_OWNERS = 3

export const BOOKING_MESSAGES = {
  coOwnerLimit: 'Max co-owner limit reached',
  unitBooked: (unitName: string) => `Unit ${unitName} is already booked`,
  unitNotAvailable: (unitName: string) => `Unit ${unitName} is not available`,
  agreementDiffers: 'Agreement value differs from the cost sheet total',
  tokenOverAgreement: 'Token amount cannot be more than the agreement value',
  costSheetOtherUnit: 'This cost sheet is for another unit',
  unitNotInBuilding: 'The unit is not in this building',
  unknownPaymentMode: 'Unknown mode of payment',
  notDraftAnymore: 'This booking is already confirmed',
  cancelled: 'This booking is cancelled',
  /** Spec 002 sections 5 and 8 (decision 0049). */
  noPermission: "You don't have permission to book a unit. Please contact the admin.",
} as const

export const BOOKING_ERROR_CODES = {
  unitBooked: 'UNIT_ALREADY_BOOKED',
} as const

/** coOwnerDetails is a list; its fields are not shown beyond the name. */
export const ZCoOwner = z.object({ fullName: zRequiredText(100) })
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

// ---------------------------------------------------------------------------------------------
// The booking form (spec 002 "Booking form values", issue 20 item 5)

/** A select's value and label, as the form keeps them. */
export const ZOption = z.object({ value: z.string().min(1), label: z.string().min(1).max(200) })
export type TOption = z.infer<typeof ZOption>

const REQUIRED = VALIDATION_MESSAGES.required
const zOptionalMobile = z.union([z.literal(''), ZMobile])

/**
 * What the form sends. A draft needs only the buyer's name and the unit (what is being booked);
 * a confirmation needs everything a sale records, and its agreement value must be the cost
 * sheet's total (the server recomputes it).
 */
export const ZBookingForm = z
  .object({
    /** Made on the device: a draft queued offline is created once. */
    _id: z.uuid(),
    leadId: z.string().min(1),
    isDraft: z.boolean(),
    fullName: zRequiredText(100),
    whatsappNumber: zOptionalMobile,
    alternateNumber: zOptionalMobile,
    email: z.union([z.literal(''), z.email(VALIDATION_MESSAGES.invalidEmail).max(200)]),
    remarks: zOptionalText(500),
    agreementValue: zAmount.nullable(),
    tokenAmount: zAmount.nullable(),
    coOwnerDetails: z.array(ZCoOwner).max(MAX_CO_OWNERS, BOOKING_MESSAGES.coOwnerLimit),
    /** value: the building's id. */
    buildingName: ZOption.nullable(),
    /** value: the unit's id. */
    unit: ZOption.nullable(),
    /** value: the payment mode label's id. */
    modeOfPayment: ZOption.nullable(),
    costSheetLogId: z.string().min(1).nullable(),
    paymentPlanId: z.string().min(1).nullable(),
  })
  .superRefine((form, ctx) => {
    const blank = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: REQUIRED })
    if (!form.unit) blank('unit')
    if (!form.buildingName) blank('buildingName')
    if (form.isDraft) return
    for (const key of [
      'whatsappNumber',
      'agreementValue',
      'tokenAmount',
      'modeOfPayment',
      'costSheetLogId',
      'paymentPlanId',
    ] as const)
      if (form[key] === null || form[key] === '') blank(key)
    if (
      form.tokenAmount !== null &&
      form.agreementValue !== null &&
      form.tokenAmount > form.agreementValue
    )
      ctx.addIssue({
        code: 'custom',
        path: ['tokenAmount'],
        message: BOOKING_MESSAGES.tokenOverAgreement,
      })
  })
export type TBookingForm = z.infer<typeof ZBookingForm>

/** A booking with its form's values, as the form and the manage-bookings list read it. */
export const ZBookingDetails = ZBooking.extend({
  leadId: z.string(),
  fullName: z.string(),
  whatsappNumber: z.string(),
  alternateNumber: z.string(),
  email: z.string(),
  remarks: z.string(),
  coOwnerDetails: z.array(ZCoOwner),
  buildingId: z.string(),
  modeOfPaymentValue: z.string(),
  costSheetLogId: z.string().nullable(),
  paymentPlanId: z.string().nullable(),
  paymentPlanName: z.string().nullable(),
  updatedAt: z.string(),
})
export type TBookingDetails = z.infer<typeof ZBookingDetails>

export const ZBookingListQuery = z.object({
  projectId: z.string().min(1),
  /** DRAFT: drafts; BOOKED and CANCELLED: confirmed bookings of that status. */
  status: z.enum(BOOKING_LIST_STATUSES).optional(),
  buildingId: z.string().min(1).optional(),
  /** The booking's code, the buyer's name or the unit's name. */
  search: zOptionalText(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})
export type TBookingListQuery = z.output<typeof ZBookingListQuery>

export const ZBookingList = z.object({ items: z.array(ZBookingDetails), pageInfo: ZPageInfo })
export type TBookingList = z.infer<typeof ZBookingList>

export const ZBookingStatusUpdate = z.object({
  status: z.literal('CANCELLED'),
  remarks: zOptionalText(500).optional(),
})

export const ZPaymentModeList = z.object({ items: z.array(ZOption) })
