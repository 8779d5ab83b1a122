import { randomUUID } from 'node:crypto'
import { PAYMENT_MODE_LIST } from '../../../../../contract/bookings.ts'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import {
  PAYMENT_FILE_MAX_BYTES,
  PAYMENT_FILE_TYPES,
  PAYMENT_SCOPES,
  POST_SALES_ERROR_CODES,
  POST_SALES_MESSAGES,
  type TCustomerDetails,
  type TPaymentFileUploadRequest,
  type TPaymentInput,
  type TReceiptList,
} from '../../../../../contract/post-sales.ts'
import { FILE_TYPE_INFO, SNIFF_BYTES, checkUpload } from '../../../../../contract/validators.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { conflict, notFound } from '../../../errors.ts'
import type { ObjectStore } from '../../../object-store.ts'
import type { PageRequest } from '../../../paging.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { fieldError } from '../field-actions.ts'
import { holdsOn } from '../leads/lead-visibility.ts'
import { activeLabels } from '../reference/reference.repository.ts'
import {
  customerDetails,
  customerNotFound,
  readableCustomer,
  toPayment,
} from './customers.service.ts'
import { buildReceiptPdf } from './documents-pdf.ts'
import * as repo from './post-sales.repository.ts'
import { documentSnapshot, fixSchedule, standingOf } from './schedule.ts'

export const PAYMENT_FILES = 'payment-files'
const PRESIGN_TTL_MS = 15 * 60_000

/**
 * The confirmed booking a payment action is for, locked until the transaction ends (so two
 * payments of one milestone take turns and the second sees the first), on a project where the
 * caller holds the payments scope.
 */
export async function bookingForPayment(tx: Conn, auth: AuthContext, bookingRef: string) {
  const booking = await repo.lockBooking(tx, auth.orgId, bookingRef)
  if (!booking || booking.isDraft) throw customerNotFound()
  if (!holdsOn(auth, PAYMENT_SCOPES, booking.projectId)) throw permissionDenied()
  if (booking.status === 'CANCELLED')
    throw conflict(POST_SALES_ERROR_CODES.cancelled, POST_SALES_MESSAGES.cancelled)
  return booking
}

/** POST payment-log/presigned: where the browser PUTs a payment's file (checked when kept). */
export async function presignPaymentFile(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  request: TPaymentFileUploadRequest,
  now: Date,
) {
  const row = await readableCustomer(db, auth, request.bookingId)
  if (!holdsOn(auth, PAYMENT_SCOPES, row.booking.projectId)) throw permissionDenied()
  const key = randomUUID()
  const expiresAt = new Date(now.getTime() + PRESIGN_TTL_MS)
  const uploadUrl = await objects.presignPut(PAYMENT_FILES, key, {
    expiresAt,
    contentType: request.mimeType,
    size: request.fileSize,
  })
  return { key, uploadUrl, expiresAt: expiresAt.toISOString() }
}

/** The uploaded file judged by its bytes: a JPG, PNG or PDF of at most 5 MB. */
async function checkedFile(objects: ObjectStore, key: string) {
  const bytes = await objects.read(PAYMENT_FILES, key)
  if (!bytes || bytes.length === 0) throw fieldError('fileKey', POST_SALES_MESSAGES.fileNotUploaded)
  const check = checkUpload(
    { bytes: bytes.subarray(0, SNIFF_BYTES), size: bytes.length, declaredName: '' },
    PAYMENT_FILE_TYPES,
    PAYMENT_FILE_MAX_BYTES,
  )
  if (!check.ok) {
    // A refused file is not kept: nothing else names it.
    await objects.delete(PAYMENT_FILES, key)
    throw fieldError(
      'fileKey',
      check.error === 'unsupported-format' ? POST_SALES_MESSAGES.fileType : check.message,
    )
  }
  return check.type as (typeof PAYMENT_FILE_TYPES)[number]
}

/**
 * POST payment-log: a payment against one milestone of a confirmed booking. The schedule is
 * fixed as the booking's own; the amount may not exceed what is left to pay on the milestone;
 * the paid-on day is not after today (India, the server's clock); the milestone takes the due
 * date the payment names. Answers the customer's page as it now stands.
 */
export async function recordPayment(
  tx: Tx,
  objects: ObjectStore,
  auth: AuthContext,
  input: TPaymentInput,
  now: Date,
): Promise<TCustomerDetails> {
  const booking = await bookingForPayment(tx, auth, input.bookingId)
  const existing = await repo.paymentById(tx, input._id)
  if (existing) {
    // The same payment sent again under another key: it is recorded once.
    if (existing.orgId !== auth.orgId || existing.bookingId !== booking.id)
      throw conflict('ACTION_ID_TAKEN', 'This id is already used by another record')
    return customerDetails(tx, auth, booking.id, now)
  }
  const today = indiaDay(now)
  if (input.paidOn > today) throw fieldError('paidOn', POST_SALES_MESSAGES.paidInFuture)
  const mode = (await activeLabels(tx, auth.orgId, PAYMENT_MODE_LIST)).find(
    (m) => m._id === input.modeId,
  )
  if (!mode) throw fieldError('modeId', POST_SALES_MESSAGES.unknownMode)
  const schedule = await fixSchedule(tx, booking, now)
  const milestone = await standingOf(tx, schedule, booking.id, input.milestoneId, today)
  if (input.amountPaise > milestone.amountPaise - milestone.paidPaise)
    throw fieldError('amountPaise', POST_SALES_MESSAGES.overBalance)
  const fileType = input.fileKey ? await checkedFile(objects, input.fileKey) : null
  const customer = (await repo.customerOfOrg(tx, auth.orgId, booking.id))!
  await repo.insertPayment(tx, {
    id: input._id,
    orgId: auth.orgId,
    projectId: booking.projectId,
    bookingId: booking.id,
    milestoneId: milestone.id,
    paymentCode: await repo.nextDocumentNumber(tx, auth.orgId, 'PMT', today.slice(0, 4)),
    modeId: mode._id,
    mode: mode.labelName,
    referenceNumber: input.referenceNumber,
    amount: input.amountPaise,
    additionalCharges: input.additionalChargesPaise,
    gst: input.gstPaise,
    base: input.basePaise,
    dueDate: input.dueDate,
    paidOn: input.paidOn,
    fileKey: input.fileKey,
    fileType,
    snapshot: await documentSnapshot(tx, customer, schedule.planName),
    recordedById: auth.userId,
    createdAt: now,
  })
  await repo.setMilestoneDue(tx, milestone.id, input.dueDate, now)
  await repo.touchBooking(tx, booking.id, now)
  return customerDetails(tx, auth, booking.id, now)
}

/** A payment of a customer the caller reads, or 404. */
async function readablePayment(db: Conn, auth: AuthContext, paymentRef: string) {
  const row = await repo.paymentOfOrg(db, auth.orgId, paymentRef)
  if (!row) throw notFound(POST_SALES_MESSAGES.documentNotFound)
  await readableCustomer(db, auth, row.payment.bookingId)
  return row
}

/** GET payment-log/{id}/file: the payment's file, to whoever reads the customer. */
export async function paymentFile(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  paymentRef: string,
) {
  const { payment } = await readablePayment(db, auth, paymentRef)
  const bytes = payment.fileKey ? await objects.read(PAYMENT_FILES, payment.fileKey) : null
  if (!bytes || !payment.fileType) throw notFound(POST_SALES_MESSAGES.documentNotFound)
  const info = FILE_TYPE_INFO[payment.fileType]
  return {
    bytes,
    mimeType: info.mimeType,
    fileName: `${payment.paymentCode}.${info.extensions[0]}`,
  }
}

/** The route checked a read scope on the query's project. */
export async function receiptList(
  db: Conn,
  auth: AuthContext,
  query: repo.DocumentQuery & PageRequest,
): Promise<TReceiptList> {
  const { rows, pageInfo } = await repo.receiptPage(db, auth.orgId, query, query)
  return {
    total: pageInfo.totalNumItems,
    documents: rows.map((row) => ({
      ...toPayment(row),
      bookingRef: row.payment.bookingId,
      bookingId: row.bookingCode,
      customerName: row.customerName,
      unit: { name: row.unitName, buildingName: row.buildingName },
    })),
  }
}

/** GET payment-recipts/{id}/pdf: the payment's receipt, made from what it said when recorded. */
export async function receiptPdf(db: Conn, auth: AuthContext, paymentRef: string, now: Date) {
  const { payment, milestoneName } = await readablePayment(db, auth, paymentRef)
  const bytes = await buildReceiptPdf(
    {
      snapshot: payment.snapshot,
      paymentCode: payment.paymentCode,
      milestoneName,
      mode: payment.mode,
      referenceNumber: payment.referenceNumber,
      amountPaise: payment.amount,
      additionalChargesPaise: payment.additionalCharges,
      gstPaise: payment.gst,
      basePaise: payment.base,
      dueDate: payment.dueDate,
      paidOn: payment.paidOn,
    },
    now,
  )
  return { bytes, fileName: `Receipt-${payment.paymentCode}.pdf` }
}
