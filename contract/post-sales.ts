import { z } from 'zod'
import { BOOKING_STATUSES, ZCoOwner } from './bookings.ts'
import { ZPageInfo } from './common.ts'
import { ZCostSheetLog } from './cost-sheet.ts'
import { MILESTONE_STATUSES } from './milestone-status.ts'
import { POST_SALES_MESSAGES } from './messages.ts'
import { CUSTOMER_READ_SCOPES, CUSTOMER_UNMASK_SCOPE, PAYMENT_SCOPES } from './scopes.ts'
import {
  VALIDATION_MESSAGES,
  fileTooLargeMessage,
  zOptionalText,
  zRequiredText,
  zWireDate,
  type TFileType,
  FILE_TYPE_INFO,
} from './validators.ts'

/**
 * Post-sales (spec 002 sections 2 to 7, issue 21 items 1 to 3, decision 0055): the customers
 * (confirmed and cancelled bookings), each one's payment plan with its milestones, the payments
 * recorded against them with their receipts, and the allotment and demand letters. Money is
 * integer paise on the wire here (fields named …Paise); days are India's yyyy-MM-dd.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const POST_SALES_PATHS = {
  /** GET ?projectId=&status=&searchKeyword=&page=&limit=: a project's customers. */
  customers: (slug: string) => `${base(slug)}/customers`,
  /** GET: one customer (by the booking's `_id`) with cost sheet, plan, payments and letters. */
  customer: (slug: string, bookingRef: string) => `${base(slug)}/customers/${bookingRef}`,
  /** POST: the customer's contact details in full, recorded in the lead's audit trail. */
  customerPiiView: (slug: string, bookingRef: string) =>
    `${base(slug)}/customers/${bookingRef}/pii-view`,
  /** POST: the payment recorded against a milestone (online only: the server is the truth). */
  paymentLog: (slug: string) => `${base(slug)}/cost-sheets/payment-log`,
  /** POST: an address to upload a payment's file (a cheque or a bank slip) to. */
  paymentFileUpload: (slug: string) => `${base(slug)}/cost-sheets/payment-log/presigned`,
  /** GET: the payment's file, to whoever reads the customer. */
  paymentFile: (slug: string, paymentRef: string) =>
    `${base(slug)}/cost-sheets/payment-log/${paymentRef}/file`,
  /** GET ?projectId=&bookingId=&searchText=&page=&limit=: receipts (one a payment). */
  receipts: (slug: string) => `${base(slug)}/cost-sheets/payment-recipts`,
  receiptPdf: (slug: string, paymentRef: string) =>
    `${base(slug)}/cost-sheets/payment-recipts/${paymentRef}/pdf`,
  /** GET (list as receipts), POST {bookingId}: allotment letters, one a booking. */
  allotmentLetters: (slug: string) => `${base(slug)}/cost-sheets/allotment-letter`,
  allotmentLetterPdf: (slug: string, letterRef: string) =>
    `${base(slug)}/cost-sheets/allotment-letter/${letterRef}/pdf`,
  /** POST {bookingId, milestoneId}: a milestone's demand letter, one a milestone. */
  createDemandLetter: (slug: string) => `${base(slug)}/cost-sheets/create-demand-letter`,
  /** POST ?projectId= {paymentPlanId, seq}: that milestone's letter for every customer due one. */
  projectDemandLetter: (slug: string) => `${base(slug)}/cost-sheets/project-demand-letter`,
  /** GET (list as receipts): demand letters. */
  demandLetters: (slug: string) => `${base(slug)}/cost-sheets/demand-letters`,
  demandLetterPdf: (slug: string, letterRef: string) =>
    `${base(slug)}/cost-sheets/demand-letters/${letterRef}/pdf`,
} as const

export { CUSTOMER_READ_SCOPES, CUSTOMER_UNMASK_SCOPE, PAYMENT_SCOPES, POST_SALES_MESSAGES }

/** Spec 002 section 5: payment files up to 5 MB; a scan or a photo of a cheque, or a PDF. */
export const PAYMENT_FILE_MAX_BYTES = 5 * 1024 * 1024
export const PAYMENT_FILE_TYPES = ['jpeg', 'png', 'pdf'] as const satisfies readonly TFileType[]
/** The days a demand letter gives to pay, when it names no due date of its own. */
export const DEMAND_DAYS_TO_PAY = 15

export const POST_SALES_ERROR_CODES = {
  cancelled: 'BOOKING_CANCELLED',
  milestonePaid: 'MILESTONE_PAID',
  letterExists: 'LETTER_EXISTS',
} as const

const zPaise = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
const zPage = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
}

// ---------------------------------------------------------------------------------------------
// Customers

export const ZCustomerListQuery = z.object({
  projectId: z.string().min(1),
  /** The tabs: Booked (default) and Cancelled. Drafts are not customers. */
  status: z.enum(BOOKING_STATUSES).default('BOOKED'),
  /** The booking's code, the buyer's name or the unit's name. */
  searchKeyword: zOptionalText(100).optional(),
  /** The spec's only order: last update, newest first. */
  sortBy: z.literal('updatedAt').default('updatedAt'),
  sortOrder: z.literal('desc').default('desc'),
  /** Lists are always masked; a customer's details are revealed one at a time (pii-view). */
  maskData: z.literal('true', { error: POST_SALES_MESSAGES.maskedOnly }).optional(),
  ...zPage,
})
/** What the PWA asks for: a tab's page, searched. */
export type TCustomerListQuery = Pick<
  z.output<typeof ZCustomerListQuery>,
  'projectId' | 'status' | 'page' | 'limit'
> & { searchKeyword?: string | undefined }

/** A customer as the list shows them; contact details masked. */
export const ZCustomer = z.object({
  /** The booking's id. */
  _id: z.string(),
  /** The booking's code, "BK-2026-000123". */
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  projectId: z.string(),
  leadId: z.string(),
  fullName: z.string(),
  whatsappNumber: z.string(),
  email: z.string(),
  unit: z.object({ _id: z.string(), name: z.string(), buildingName: z.string() }),
  agreementValuePaise: zPaise,
  /** What payments against the plan add up to. */
  paidPaise: zPaise,
  paymentPlanName: z.string().nullable(),
  bookedAt: z.string(),
  updatedAt: z.string(),
})
export type TCustomer = z.infer<typeof ZCustomer>

export const ZCustomerList = z.object({
  items: z.array(ZCustomer),
  pageInfo: ZPageInfo,
  /** Both tabs' sizes for the search, whichever tab is shown. */
  counts: z.object({ BOOKED: z.number().int(), CANCELLED: z.number().int() }),
})
export type TCustomerList = z.infer<typeof ZCustomerList>

export const ZCustomerMilestone = z.object({
  /** `<booking _id>:<seq>`: the same before and after the schedule is fixed. */
  _id: z.string(),
  seq: z.number().int().min(1),
  name: z.string(),
  shareBp: z.number().int(),
  amountPaise: zPaise,
  paidPaise: zPaise,
  dueDate: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  demandLetterId: z.string().nullable(),
})
export type TCustomerMilestone = z.infer<typeof ZCustomerMilestone>

export const ZPayment = z.object({
  _id: z.string(),
  /** The receipt's number, "PMT-2026-000042". */
  paymentId: z.string(),
  milestoneId: z.string(),
  milestoneName: z.string(),
  mode: z.string(),
  referenceNumber: z.string(),
  amountPaise: zPaise,
  additionalChargesPaise: zPaise,
  gstPaise: zPaise,
  basePaise: zPaise,
  dueDate: z.string(),
  paidOn: z.string(),
  /** The uploaded file's type, when one was kept. */
  fileType: z.enum(PAYMENT_FILE_TYPES).nullable(),
  recordedBy: z.string(),
  createdAt: z.string(),
})
export type TPayment = z.infer<typeof ZPayment>

export const LETTER_KINDS = ['allotment', 'demand'] as const
export type TLetterKind = (typeof LETTER_KINDS)[number]

export const ZLetter = z.object({
  _id: z.string(),
  kind: z.enum(LETTER_KINDS),
  /** "AL-2026-000007", "DL-2026-000131". */
  letterNo: z.string(),
  bookingRef: z.string(),
  bookingId: z.string(),
  customerName: z.string(),
  unit: z.object({ name: z.string(), buildingName: z.string() }),
  milestoneId: z.string().nullable(),
  milestoneName: z.string().nullable(),
  /** A demand letter's amount asked for: the milestone's balance when it was issued. */
  amountDuePaise: zPaise.nullable(),
  dueDate: z.string().nullable(),
  issuedOn: z.string(),
  createdAt: z.string(),
})
export type TLetter = z.infer<typeof ZLetter>

export const ZCustomerDetails = ZCustomer.extend({
  alternateNumber: z.string(),
  coOwners: z.array(ZCoOwner),
  remarks: z.string(),
  tokenAmountPaise: zPaise,
  modeOfPayment: z.string(),
  project: z.object({ _id: z.string(), name: z.string(), reraNo: z.string().nullable() }),
  /** The cost sheet the booking was sold with. */
  costSheet: ZCostSheetLog.nullable(),
  /**
   * The plan and its milestones; `fixed` once a payment or a letter made the schedule the
   * booking's own (a later change of the project's plan no longer moves it).
   */
  plan: z
    .object({
      name: z.string(),
      fixed: z.boolean(),
      milestones: z.array(ZCustomerMilestone),
    })
    .nullable(),
  payments: z.array(ZPayment),
  allotmentLetter: ZLetter.nullable(),
  demandLetters: z.array(ZLetter),
  /** The India day the statuses were judged on (the server's clock). */
  today: z.string(),
})
export type TCustomerDetails = z.infer<typeof ZCustomerDetails>

export const ZCustomerPii = z.object({
  whatsappNumber: z.string(),
  alternateNumber: z.string(),
  email: z.string(),
})
export type TCustomerPii = z.infer<typeof ZCustomerPii>

// ---------------------------------------------------------------------------------------------
// Payments

export const ZPaymentFileUploadRequest = z
  .object({
    bookingId: z.string().min(1),
    fileName: zRequiredText(200),
    fileSize: z.number().int().positive(VALIDATION_MESSAGES.emptyFile),
    mimeType: z.string().max(100),
  })
  .superRefine((value, ctx) => {
    if (!PAYMENT_FILE_TYPES.some((t) => FILE_TYPE_INFO[t].mimeType === value.mimeType))
      ctx.addIssue({ code: 'custom', path: ['mimeType'], message: POST_SALES_MESSAGES.fileType })
    if (value.fileSize > PAYMENT_FILE_MAX_BYTES)
      ctx.addIssue({
        code: 'custom',
        path: ['fileSize'],
        message: fileTooLargeMessage(PAYMENT_FILE_MAX_BYTES),
      })
  })
export type TPaymentFileUploadRequest = z.infer<typeof ZPaymentFileUploadRequest>

export const ZPaymentFileUpload = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  expiresAt: z.string(),
})

/**
 * A payment against one milestone (spec 002 "Payment"). The amount paid counts against the
 * milestone and is its base amount plus GST; additional charges (a late fee, a transfer
 * charge) are received beside it and not counted.
 */
export const ZPaymentInput = z
  .object({
    /** Made on the device: the receipt's id, so a retried request records one payment. */
    _id: z.uuid(),
    /** The booking's `_id`. */
    bookingId: z.string().min(1),
    milestoneId: z.string().min(1, VALIDATION_MESSAGES.required),
    /** The payment mode label's id (bookings' payment modes). */
    modeId: z.string().min(1, VALIDATION_MESSAGES.required),
    referenceNumber: zOptionalText(50),
    amountPaise: zPaise.min(1, POST_SALES_MESSAGES.amountRequired),
    additionalChargesPaise: zPaise,
    gstPaise: zPaise,
    basePaise: zPaise,
    dueDate: zWireDate,
    paidOn: zWireDate,
    /** An uploaded file (presigned), or null. */
    fileKey: z.uuid().nullable(),
  })
  .superRefine((p, ctx) => {
    if (p.basePaise + p.gstPaise !== p.amountPaise)
      ctx.addIssue({ code: 'custom', path: ['basePaise'], message: POST_SALES_MESSAGES.baseAndGst })
  })
export type TPaymentInput = z.infer<typeof ZPaymentInput>

// ---------------------------------------------------------------------------------------------
// Receipts and letters: lists of { total, documents } (spec 002 section 3)

export const ZDocumentListQuery = z.object({
  projectId: z.string().min(1),
  /** One customer's (the booking's `_id`). */
  bookingId: z.string().min(1).optional(),
  /** Its number, the customer's name, the booking's code or the unit's name. */
  searchText: zOptionalText(100).optional(),
  ...zPage,
})
export type TDocumentListQuery = z.output<typeof ZDocumentListQuery>

export const ZReceipt = ZPayment.extend({
  bookingRef: z.string(),
  bookingId: z.string(),
  customerName: z.string(),
  unit: z.object({ name: z.string(), buildingName: z.string() }),
})
export type TReceipt = z.infer<typeof ZReceipt>

export const ZReceiptList = z.object({
  total: z.number().int().min(0),
  documents: z.array(ZReceipt),
})
export type TReceiptList = z.infer<typeof ZReceiptList>

export const ZLetterList = z.object({
  total: z.number().int().min(0),
  documents: z.array(ZLetter),
})
export type TLetterList = z.infer<typeof ZLetterList>

export const ZAllotmentLetterInput = z.object({ bookingId: z.string().min(1) })

export const ZDemandLetterInput = z.object({
  bookingId: z.string().min(1),
  milestoneId: z.string().min(1),
  /** The last day to pay; DEMAND_DAYS_TO_PAY days from today when absent. */
  dueDate: zWireDate.optional(),
})
export type TDemandLetterInput = z.infer<typeof ZDemandLetterInput>

export const ZProjectDemandLetterQuery = z.object({ projectId: z.string().min(1) })
/** One milestone of a plan reached across the project (or one building of it). */
export const ZProjectDemandLetterInput = z.object({
  paymentPlanId: z.string().min(1, VALIDATION_MESSAGES.required),
  seq: z.number().int().min(1),
  buildingId: z.string().min(1).optional(),
  dueDate: zWireDate.optional(),
})
export type TProjectDemandLetterInput = z.infer<typeof ZProjectDemandLetterInput>

export const ZProjectDemandLetterResult = z.object({
  /** Letters issued now. */
  created: z.number().int().min(0),
  /** Customers on the plan left out: the milestone paid, or its letter issued before. */
  skipped: z.number().int().min(0),
})
export type TProjectDemandLetterResult = z.infer<typeof ZProjectDemandLetterResult>

/**
 * What a receipt or letter says of the project, the customer and the sale, as it was when the
 * document was issued: a later change of the project's address does not rewrite a letter sent.
 */
export interface TDocumentSnapshot {
  project: {
    name: string
    company: string | null
    address: string | null
    reraNo: string | null
    gstNumber: string | null
    contactNo: string | null
    email: string | null
    website: string | null
  }
  customer: { name: string; coOwners: string[] }
  booking: {
    code: string
    unitName: string
    buildingName: string
    floorNumber: number | null
    carpetAreaSqFt: number | null
    unitType: string | null
    agreementValuePaise: number
    planName: string | null
    bookedOn: string
  }
  /** A demand letter's milestone as it stood. */
  milestone?: {
    name: string
    shareBp: number
    amountPaise: number
    paidPaise: number
  }
}
