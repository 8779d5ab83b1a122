import { milestoneStatus, type TMilestoneStatus } from '../../../../../contract/milestone-status.ts'
import { milestoneAmounts } from '../../../../../contract/payment-plans.ts'
import { POST_SALES_MESSAGES, type TDocumentSnapshot } from '../../../../../contract/post-sales.ts'
import { toPaise } from '../../../../../contract/validators.ts'
import type { Conn } from '../../../db/client.ts'
import { fieldError } from '../field-actions.ts'
import * as repo from './post-sales.repository.ts'

/**
 * A customer's payment schedule (decision 0055): the plan's milestones with their share of the
 * agreement value, read from the plan until a payment or a letter fixes it as the booking's own
 * (`booking_milestones`), after which a change of the project's plan no longer moves it.
 */

export interface ScheduledMilestone {
  id: string
  seq: number
  name: string
  shareBp: number
  amountPaise: number
  dueDate: string | null
}

export interface Schedule {
  planName: string
  fixed: boolean
  milestones: ScheduledMilestone[]
}

/** The id a milestone has before and after the schedule is fixed. */
export const milestoneIdOf = (bookingRef: string, seq: number) => `${bookingRef}:${seq}`

/** The booking's schedule, or null when it has no plan (bookings made before plans). */
export async function scheduleOf(db: Conn, booking: repo.BookingRecord): Promise<Schedule | null> {
  const [fixed, plan] = await Promise.all([
    repo.fixedMilestones(db, booking.id),
    booking.paymentPlanId ? repo.planById(db, booking.paymentPlanId) : undefined,
  ])
  if (fixed.length > 0)
    return {
      planName: plan?.name ?? '',
      fixed: true,
      milestones: fixed.map((m) => ({
        id: m.id,
        seq: m.seq,
        name: m.name,
        shareBp: m.shareBp,
        amountPaise: m.amount,
        dueDate: m.dueDate,
      })),
    }
  if (!plan) return null
  const amounts = milestoneAmounts(toPaise(booking.agreementValue), plan.milestones)
  return {
    planName: plan.name,
    fixed: false,
    milestones: plan.milestones.map((m, index) => ({
      id: milestoneIdOf(booking.id, index + 1),
      seq: index + 1,
      name: m.name,
      shareBp: m.shareBp,
      amountPaise: amounts[index]!,
      dueDate: null,
    })),
  }
}

/** The schedule made the booking's own, for a payment or a letter to name its milestones. */
export async function fixSchedule(tx: Conn, booking: repo.BookingRecord, now: Date) {
  const schedule = await scheduleOf(tx, booking)
  if (!schedule) throw fieldError('bookingId', POST_SALES_MESSAGES.noPlan)
  if (!schedule.fixed)
    await repo.fixMilestones(
      tx,
      schedule.milestones.map((m) => ({
        id: m.id,
        bookingId: booking.id,
        seq: m.seq,
        name: m.name,
        shareBp: m.shareBp,
        amount: m.amountPaise,
        dueDate: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
  return { ...schedule, fixed: true }
}

/** One milestone of a fixed schedule, with what was paid on it and its status today. */
export async function standingOf(
  tx: Conn,
  schedule: Schedule,
  bookingRef: string,
  milestoneId: string,
  today: string,
): Promise<ScheduledMilestone & { paidPaise: number; status: TMilestoneStatus }> {
  const milestone = schedule.milestones.find((m) => m.id === milestoneId)
  if (!milestone) throw fieldError('milestoneId', POST_SALES_MESSAGES.milestoneNotFound)
  const paidPaise = (await repo.paidByMilestone(tx, bookingRef)).get(milestone.id) ?? 0
  return { ...milestone, paidPaise, status: milestoneStatus({ ...milestone, paidPaise }, today) }
}

const joined = (parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join(', ') || null

/**
 * What a receipt or letter says of the project, the customer and the sale, taken when it is
 * issued: the document says the same when downloaded years later.
 */
export async function documentSnapshot(
  db: Conn,
  customer: repo.CustomerRow,
  planName: string | null,
): Promise<TDocumentSnapshot> {
  const b = customer.booking
  const [project, unit] = await Promise.all([
    repo.projectDetails(db, b.projectId),
    repo.unitDetails(db, b.unitId),
  ])
  return {
    project: {
      name: project?.name ?? '',
      company: project?.company ?? null,
      address: joined([project?.siteAddress, project?.city, project?.state, project?.pincode]),
      reraNo: project?.reraNo ?? null,
      gstNumber: project?.gstNumber ?? null,
      contactNo: project?.contactNo ?? null,
      email: project?.email ?? null,
      website: project?.website ?? null,
    },
    customer: { name: customer.customerName, coOwners: b.coOwners.map((c) => c.fullName) },
    booking: {
      code: b.bookingId,
      unitName: customer.unitName,
      buildingName: customer.buildingName,
      floorNumber: unit?.floorNumber ?? null,
      carpetAreaSqFt: unit?.carpetAreaSqFt ?? null,
      unitType: unit?.unitType ?? null,
      agreementValuePaise: toPaise(b.agreementValue),
      planName,
      bookedOn: b.createdAt.toISOString(),
    },
  }
}
