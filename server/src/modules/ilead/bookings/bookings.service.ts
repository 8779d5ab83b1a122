import {
  BOOKING_EDIT_SCOPES,
  BOOKING_ERROR_CODES,
  BOOKING_MESSAGES,
  BOOKING_MODIFY_SCOPES,
  PAYMENT_MODE_LIST,
  type TBooking,
  type TBookingDetails,
  type TBookingForm,
  type TBookingList,
  type TLeadBookings,
} from '../../../../../contract/bookings.ts'
import { CUSTOMER_UNMASK_SCOPE } from '../../../../../contract/scopes.ts'
import { calculateCostSheet, costSheetInput } from '../../../../../contract/cost-sheet.ts'
import { FIELD_ACTION_EVENTS } from '../../../../../contract/field-actions.ts'
import { LEAD_ERROR_CODES, LEAD_MESSAGES } from '../../../../../contract/leads.ts'
import { PAYMENT_PLAN_MESSAGES } from '../../../../../contract/payment-plans.ts'
import { toPaise } from '../../../../../contract/validators.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { conflict, notFound } from '../../../errors.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { unitForCostSheet, logOfOrg } from '../cost-sheets/cost-sheets.repository.ts'
import { actionableLead, appendEvent, fieldError, requireActor } from '../field-actions.ts'
import { holdsOn, readsBookingsOf } from '../leads/lead-visibility.ts'
import { insertLeadEvents, recordContactView } from '../leads/lead-events.repository.ts'
import { updateLeadAtVersion, type LeadRow } from '../leads/leads.repository.ts'
import { VERSION_KEY } from '../leads/lead-versions.ts'
import { visibleLead } from '../leads/leads.service.ts'
import { activeLabels } from '../reference/reference.repository.ts'
import { planOfProject } from '../payment-plans/payment-plans.repository.ts'
import * as repo from './bookings.repository.ts'

/** The lead stage a confirmed booking moves its lead to. */
export const BOOKED_STATUS = 'Booked'

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
  return groupByStatus(await repo.bookingsOfLead(db, lead.id))
}

/** A lead's bookings as the bookings read answers them: booked, then cancelled. */
export function groupByStatus(all: readonly TBooking[]): TLeadBookings {
  return {
    BOOKED: all.filter((b) => b.status === 'BOOKED'),
    CANCELLED: all.filter((b) => b.status === 'CANCELLED'),
  }
}

export async function paymentModes(db: Conn, auth: AuthContext) {
  const labels = await activeLabels(db, auth.orgId, PAYMENT_MODE_LIST)
  return { items: labels.map((l) => ({ value: l._id, label: l.labelName })) }
}

/** The route checked the read scope on the query's project. */
export async function listBookings(
  db: Conn,
  auth: AuthContext,
  query: Parameters<typeof repo.bookingPage>[2],
): Promise<TBookingList> {
  return repo.bookingPage(db, auth.orgId, query)
}

/**
 * Who reads a booking's contact details in full: whoever fills or edits the project's booking
 * forms (the form holds them) or may unmask leads there. Anyone else reads them masked.
 */
const CONTACT_READ_SCOPES = [...BOOKING_MODIFY_SCOPES, CUSTOMER_UNMASK_SCOPE] as const

/**
 * One booking: of a lead the caller sees, on a project where it reads bookings. Its contact
 * details in full only to CONTACT_READ_SCOPES, each such view recorded in the lead's audit trail.
 */
export async function getBooking(db: Conn, auth: AuthContext, id: string) {
  const found = await repo.bookingOfOrg(db, auth.orgId, id)
  if (!found) throw notFound('Booking not found')
  await visibleLead(db, auth, found.booking.leadId)
  if (!readsBookingsOf(auth, found.booking.projectId)) throw permissionDenied()
  const details = repo.toDetails(found)
  if (!holdsOn(auth, CONTACT_READ_SCOPES, details.projectId)) return repo.maskedContacts(details)
  const { whatsappNumber, alternateNumber, email } = details
  await recordContactView(db, auth.userId, details, { whatsappNumber, alternateNumber, email })
  return details
}

/**
 * What the form names, checked against the lead's project: the unit in the chosen building, a
 * known payment mode, the project's plan, and a cost sheet shown to this lead for this unit
 * whose total, recomputed from the row it was shown with, is the agreement value.
 */
async function checkReferences(
  tx: Conn,
  auth: AuthContext,
  lead: LeadRow['lead'],
  form: TBookingForm,
) {
  const unit = await unitForCostSheet(tx, auth.orgId, form.unit!.value)
  if (!unit || unit.projectId !== lead.projectId)
    throw fieldError('unit', "The unit is not in the lead's project")
  if (unit.buildingId !== form.buildingName!.value)
    throw fieldError('unit', BOOKING_MESSAGES.unitNotInBuilding)
  if (form.modeOfPayment) {
    const modes = await activeLabels(tx, auth.orgId, PAYMENT_MODE_LIST)
    if (!modes.some((m) => m._id === form.modeOfPayment!.value))
      throw fieldError('modeOfPayment', BOOKING_MESSAGES.unknownPaymentMode)
  }
  if (
    form.paymentPlanId &&
    !(await planOfProject(tx, auth.orgId, lead.projectId, form.paymentPlanId))
  )
    throw fieldError('paymentPlanId', PAYMENT_PLAN_MESSAGES.notFound)
  if (form.costSheetLogId) {
    const log = await logOfOrg(tx, auth.orgId, form.costSheetLogId)
    if (!log || log.log.leadId !== lead.id || log.log.unitId !== unit.id)
      throw fieldError('costSheetLogId', BOOKING_MESSAGES.costSheetOtherUnit)
    if (form.agreementValue !== null) {
      const { total } = calculateCostSheet(
        costSheetInput(
          log.log.row,
          { carpetAreaSqFt: log.carpetAreaSqFt, floorLabel: log.floorNumber },
          log.log.additionalConsiderations,
        ),
      )
      if (toPaise(form.agreementValue) !== total)
        throw fieldError('agreementValue', BOOKING_MESSAGES.agreementDiffers)
    }
  }
  return unit
}

/** The form's values as the booking's columns. */
function columnsOf(form: TBookingForm, now: Date) {
  return {
    unitId: form.unit!.value,
    isDraft: form.isDraft,
    fullName: form.fullName,
    whatsappNumber: form.whatsappNumber,
    alternateNumber: form.alternateNumber,
    email: form.email,
    remarks: form.remarks,
    agreementValue: form.agreementValue ?? 0,
    tokenAmount: form.tokenAmount ?? 0,
    coOwners: form.coOwnerDetails,
    modeOfPayment: form.modeOfPayment?.label ?? '',
    modeOfPaymentValue: form.modeOfPayment?.value ?? '',
    costSheetLogId: form.costSheetLogId,
    paymentPlanId: form.paymentPlanId,
    updatedAt: now,
  }
}

/**
 * Sells the unit to this booking: the unit's row is locked first, so confirmations of one unit
 * take turns and every one after the first finds it booked (409 naming it). The partial unique
 * index on a unit's confirmed booking refuses a second one even if a path forgot the lock.
 */
async function sellUnit(tx: Conn, unitId: string, bookingId: string) {
  const unit = await repo.lockUnit(tx, unitId)
  if (!unit) throw fieldError('unit', "The unit is not in the lead's project")
  if (unit.status === 'booked' || (await repo.holderOfUnit(tx, unitId, bookingId)))
    throw conflict(BOOKING_ERROR_CODES.unitBooked, BOOKING_MESSAGES.unitBooked(unit.name), {
      fields: [{ field: 'unit', message: BOOKING_MESSAGES.unitBooked(unit.name) }],
    })
  if (unit.status !== 'available')
    throw conflict(BOOKING_ERROR_CODES.unitBooked, BOOKING_MESSAGES.unitNotAvailable(unit.name))
  await repo.setUnitStatus(tx, unitId, 'booked')
}

/** The confirmation's mark on the lead: Booked (a stage change, its version bumped) and the journey. */
async function markLeadBooked(
  tx: Tx,
  auth: AuthContext,
  lead: LeadRow['lead'],
  booking: { id: string; bookingId: string; unitName: string },
  now: Date,
) {
  const data = { bookingId: booking.bookingId, bookingRef: booking.id, unit: booking.unitName }
  if (lead.leadStatus === BOOKED_STATUS) {
    await insertLeadEvents(tx, {
      id: `${booking.id}:confirmed`,
      leadId: lead.id,
      actorId: auth.userId,
      eventType: 'booking_confirmed',
      data,
      createdAt: now,
    })
    return
  }
  const updated = await updateLeadAtVersion(tx, lead.id, lead.version, {
    leadStatus: BOOKED_STATUS,
    subStatus: null,
    version: lead.version + 1,
    updatedAt: now,
  })
  // Another write slipped in between the read and this update: the caller may simply retry.
  if (!updated) throw conflict(LEAD_ERROR_CODES.versionConflict, LEAD_MESSAGES.versionConflict)
  await appendEvent(
    tx,
    auth,
    lead.id,
    FIELD_ACTION_EVENTS.statusChanged,
    { from: lead.leadStatus, to: BOOKED_STATUS, ...data, [VERSION_KEY]: lead.version + 1 },
    now,
    `${booking.id}:confirmed`,
  )
}

async function answer(tx: Conn, auth: AuthContext, id: string): Promise<TBookingDetails> {
  return repo.toDetails((await repo.bookingOfOrg(tx, auth.orgId, id))!)
}

/**
 * Saves the booking form under its client-made id: a new draft or booking, or (the same id
 * again, a queued save replayed or saved twice) the one it names. Confirming, in this one
 * transaction, sells the unit, moves the lead to Booked and adds the journey entry.
 */
export async function createBooking(
  tx: Tx,
  auth: AuthContext,
  form: TBookingForm,
  now: Date,
): Promise<TBookingDetails> {
  const existing = await repo.bookingById(tx, form._id)
  if (existing) {
    if (existing.orgId !== auth.orgId || existing.leadId !== form.leadId)
      throw conflict('ACTION_ID_TAKEN', 'This id is already used by another record')
    return updateBooking(tx, auth, form._id, form, now)
  }
  const { lead } = await actionableLead(tx, auth, form.leadId, BOOKING_MODIFY_SCOPES)
  const unit = await checkReferences(tx, auth, lead, form)
  if (!form.isDraft) await sellUnit(tx, unit.id, form._id)
  const bookingId = await repo.nextBookingCode(tx, auth.orgId, String(now.getUTCFullYear()))
  await repo.insertBooking(tx, {
    id: form._id,
    orgId: auth.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    bookingId,
    status: 'BOOKED',
    createdById: auth.userId,
    createdAt: now,
    ...columnsOf(form, now),
  })
  if (!form.isDraft)
    await markLeadBooked(tx, auth, lead, { id: form._id, bookingId, unitName: unit.name }, now)
  return answer(tx, auth, form._id)
}

/**
 * Saves the form again. A draft may stay a draft or be confirmed; a confirmed booking stays
 * confirmed (its draft flag cleared for good) and changing it needs DXP_MODIFY_EDIT_BOOKING.
 * A confirmed booking moved to another unit frees the old one.
 */
export async function updateBooking(
  tx: Tx,
  auth: AuthContext,
  id: string,
  form: TBookingForm,
  now: Date,
): Promise<TBookingDetails> {
  if (form._id !== id) throw fieldError('_id', 'The id differs from the booking being saved')
  const found = await repo.bookingOfOrg(tx, auth.orgId, id)
  if (!found) throw notFound('Booking not found')
  const current = found.booking
  if (current.leadId !== form.leadId) throw fieldError('leadId', 'The booking is of another lead')
  const { lead } = await visibleLead(tx, auth, current.leadId)
  const confirmed = !current.isDraft
  requireActor(auth, lead, confirmed ? BOOKING_EDIT_SCOPES : BOOKING_MODIFY_SCOPES)
  if (current.status === 'CANCELLED')
    throw conflict('BOOKING_CANCELLED', BOOKING_MESSAGES.cancelled)
  if (confirmed && form.isDraft) throw fieldError('isDraft', BOOKING_MESSAGES.notDraftAnymore)
  const unit = await checkReferences(tx, auth, lead, form)
  const movedUnit = unit.id !== current.unitId
  if (!form.isDraft && (!confirmed || movedUnit)) await sellUnit(tx, unit.id, id)
  if (confirmed && movedUnit) await repo.setUnitStatus(tx, current.unitId, 'available')
  await repo.updateBooking(tx, id, columnsOf(form, now))
  if (!confirmed && !form.isDraft)
    await markLeadBooked(
      tx,
      auth,
      lead,
      { id, bookingId: current.bookingId, unitName: unit.name },
      now,
    )
  return answer(tx, auth, id)
}

/** Cancels a confirmed booking and frees its unit; the journey says so. */
export async function cancelBooking(
  tx: Tx,
  auth: AuthContext,
  id: string,
  remarks: string | undefined,
  now: Date,
): Promise<TBookingDetails> {
  const found = await repo.bookingOfOrg(tx, auth.orgId, id)
  if (!found) throw notFound('Booking not found')
  const current = found.booking
  const { lead } = await visibleLead(tx, auth, current.leadId)
  if (!holdsOn(auth, BOOKING_EDIT_SCOPES, lead.projectId)) throw permissionDenied()
  if (current.status === 'CANCELLED') return repo.toDetails(found)
  if (current.isDraft) throw fieldError('status', 'A draft is not a booking yet')
  await repo.lockUnit(tx, current.unitId)
  await repo.updateBooking(tx, id, {
    status: 'CANCELLED',
    updatedAt: now,
    ...(remarks ? { remarks } : {}),
  })
  await repo.setUnitStatus(tx, current.unitId, 'available')
  await insertLeadEvents(tx, {
    id: `${id}:cancelled`,
    leadId: lead.id,
    actorId: auth.userId,
    eventType: 'booking_cancelled',
    data: { bookingId: current.bookingId, bookingRef: id, unit: found.unitName },
    createdAt: now,
  })
  return answer(tx, auth, id)
}
