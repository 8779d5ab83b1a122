import { maskEmail, maskPhone } from '../../../../../contract/masking.ts'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import { milestoneStatus } from '../../../../../contract/milestone-status.ts'
import {
  CUSTOMER_READ_SCOPES,
  CUSTOMER_UNMASK_SCOPE,
  POST_SALES_MESSAGES,
  type TCustomer,
  type TCustomerDetails,
  type TCustomerList,
  type TCustomerPii,
  type TLetter,
  type TPayment,
} from '../../../../../contract/post-sales.ts'
import type { z } from 'zod'
import type { ZCustomerListQuery } from '../../../../../contract/post-sales.ts'
import { toPaise } from '../../../../../contract/validators.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { notFound } from '../../../errors.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { logOfOrg } from '../cost-sheets/cost-sheets.repository.ts'
import { toLog } from '../cost-sheets/cost-sheets.service.ts'
import { recordContactView } from '../leads/lead-events.repository.ts'
import { holdsOn } from '../leads/lead-visibility.ts'
import * as repo from './post-sales.repository.ts'
import { scheduleOf } from './schedule.ts'

export const customerNotFound = () => notFound(POST_SALES_MESSAGES.notFound)

/** A customer as every answer sends them: contact details masked (pii-view reveals them). */
function toCustomer(row: repo.CustomerRow): TCustomer {
  const b = row.booking
  return {
    _id: b.id,
    bookingId: b.bookingId,
    status: b.status,
    projectId: b.projectId,
    leadId: b.leadId,
    fullName: row.customerName,
    whatsappNumber: maskPhone(b.whatsappNumber),
    email: maskEmail(b.email),
    unit: { _id: b.unitId, name: row.unitName, buildingName: row.buildingName },
    agreementValuePaise: toPaise(b.agreementValue),
    paidPaise: Number(row.paid),
    paymentPlanName: row.paymentPlanName,
    bookedAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  }
}

export function toPayment(row: repo.ReceiptRow): TPayment {
  const p = row.payment
  return {
    _id: p.id,
    paymentId: p.paymentCode,
    milestoneId: p.milestoneId,
    milestoneName: row.milestoneName,
    mode: p.mode,
    referenceNumber: p.referenceNumber,
    amountPaise: p.amount,
    additionalChargesPaise: p.additionalCharges,
    gstPaise: p.gst,
    basePaise: p.base,
    dueDate: p.dueDate,
    paidOn: p.paidOn,
    fileType: p.fileType,
    recordedBy: row.recordedBy,
    createdAt: p.createdAt.toISOString(),
  }
}

export function toLetter(row: repo.LetterRow): TLetter {
  const l = row.letter
  return {
    _id: l.id,
    kind: l.kind,
    letterNo: l.letterNo,
    bookingRef: l.bookingId,
    bookingId: row.bookingCode,
    customerName: row.customerName,
    unit: { name: row.unitName, buildingName: row.buildingName },
    milestoneId: l.milestoneId,
    milestoneName: row.milestoneName,
    amountDuePaise: l.amountDue,
    dueDate: l.dueDate,
    issuedOn: l.issuedOn,
    createdAt: l.createdAt.toISOString(),
  }
}

/** The route checked a read scope on the query's project. */
export async function listCustomers(
  db: Conn,
  auth: AuthContext,
  query: z.output<typeof ZCustomerListQuery>,
): Promise<TCustomerList> {
  const { rows, pageInfo, counts } = await repo.customerPage(db, auth.orgId, query, query)
  return { items: rows.map(toCustomer), pageInfo, counts }
}

/**
 * A confirmed booking of the organisation as a customer the caller looks after (a read scope on
 * its project): a draft, or another organisation's booking, is not found.
 */
export async function readableCustomer(db: Conn, auth: AuthContext, bookingRef: string) {
  const found = await repo.customerOfOrg(db, auth.orgId, bookingRef)
  if (!found || found.booking.isDraft) throw customerNotFound()
  if (!holdsOn(auth, CUSTOMER_READ_SCOPES, found.booking.projectId)) throw permissionDenied()
  return found
}

/** The customer's page: the booking, its cost sheet, its schedule with statuses, what was paid. */
export async function customerDetails(
  db: Conn,
  auth: AuthContext,
  bookingRef: string,
  now: Date,
): Promise<TCustomerDetails> {
  const row = await readableCustomer(db, auth, bookingRef)
  const b = row.booking
  const [schedule, paid, paymentRows, letterRows, project, log] = await Promise.all([
    scheduleOf(db, b),
    repo.paidByMilestone(db, b.id),
    repo.paymentsOfBooking(db, b.id),
    repo.lettersOfBooking(db, b.id),
    repo.projectDetails(db, b.projectId),
    b.costSheetLogId ? logOfOrg(db, auth.orgId, b.costSheetLogId) : undefined,
  ])
  const today = indiaDay(now)
  const letters = letterRows.map(toLetter)
  const demandLetters = letters.filter((l) => l.kind === 'demand')
  return {
    ...toCustomer(row),
    alternateNumber: maskPhone(b.alternateNumber),
    coOwners: b.coOwners,
    remarks: b.remarks,
    tokenAmountPaise: toPaise(b.tokenAmount),
    modeOfPayment: b.modeOfPayment,
    project: { _id: b.projectId, name: project?.name ?? '', reraNo: project?.reraNo ?? null },
    costSheet: log ? toLog(log) : null,
    plan: schedule && {
      name: schedule.planName,
      fixed: schedule.fixed,
      milestones: schedule.milestones.map((m) => {
        const paidPaise = paid.get(m.id) ?? 0
        return {
          _id: m.id,
          seq: m.seq,
          name: m.name,
          shareBp: m.shareBp,
          amountPaise: m.amountPaise,
          paidPaise,
          dueDate: m.dueDate,
          status: milestoneStatus({ ...m, paidPaise }, today),
          demandLetterId: demandLetters.find((l) => l.milestoneId === m.id)?._id ?? null,
        }
      }),
    },
    payments: paymentRows.map(toPayment),
    allotmentLetter: letters.find((l) => l.kind === 'allotment') ?? null,
    demandLetters,
    today,
  }
}

/**
 * The customer's contact details in full, for a caller who may read leads' in full on the
 * project; the view is recorded in the lead's audit trail, as a lead's reveal is.
 */
export async function revealCustomer(
  tx: Tx,
  auth: AuthContext,
  bookingRef: string,
): Promise<TCustomerPii> {
  const row = await readableCustomer(tx, auth, bookingRef)
  const b = row.booking
  if (!holdsOn(auth, [CUSTOMER_UNMASK_SCOPE], b.projectId)) throw permissionDenied()
  const revealed = {
    whatsappNumber: b.whatsappNumber,
    alternateNumber: b.alternateNumber,
    email: b.email,
  }
  await recordContactView(tx, auth.userId, b, revealed)
  return revealed
}
