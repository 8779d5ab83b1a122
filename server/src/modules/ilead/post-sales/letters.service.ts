import { randomUUID } from 'node:crypto'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import { addDays } from '../../../../../contract/milestone-status.ts'
import {
  DEMAND_DAYS_TO_PAY,
  POST_SALES_ERROR_CODES,
  POST_SALES_MESSAGES,
  type TDemandLetterInput,
  type TLetter,
  type TLetterKind,
  type TLetterList,
  type TProjectDemandLetterInput,
  type TProjectDemandLetterResult,
} from '../../../../../contract/post-sales.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { conflict, notFound } from '../../../errors.ts'
import type { PageRequest } from '../../../paging.ts'
import type { AuthContext } from '../../../security/access.ts'
import { fieldError } from '../field-actions.ts'
import { readableCustomer, toLetter } from './customers.service.ts'
import { buildAllotmentLetterPdf, buildDemandLetterPdf } from './documents-pdf.ts'
import { bookingForPayment } from './payments.service.ts'
import * as repo from './post-sales.repository.ts'
import { documentSnapshot, fixSchedule, scheduleOf, standingOf } from './schedule.ts'

const letterExists = (message: string) => conflict(POST_SALES_ERROR_CODES.letterExists, message)

async function letterAnswer(db: Conn, auth: AuthContext, kind: TLetterKind, id: string) {
  return toLetter((await repo.letterOfOrg(db, auth.orgId, kind, id))!)
}

/** POST allotment-letter: the booking's allotment letter (one a booking). */
export async function createAllotmentLetter(
  tx: Tx,
  auth: AuthContext,
  bookingRef: string,
  now: Date,
): Promise<TLetter> {
  const booking = await bookingForPayment(tx, auth, bookingRef)
  const customer = (await repo.customerOfOrg(tx, auth.orgId, booking.id))!
  const schedule = await scheduleOf(tx, booking)
  const today = indiaDay(now)
  const id = randomUUID()
  const saved = await repo.insertLetter(tx, {
    id,
    orgId: auth.orgId,
    projectId: booking.projectId,
    bookingId: booking.id,
    kind: 'allotment',
    letterNo: await repo.nextDocumentNumber(tx, auth.orgId, 'AL', today.slice(0, 4)),
    issuedOn: today,
    snapshot: await documentSnapshot(tx, customer, schedule?.planName ?? null),
    createdById: auth.userId,
    createdAt: now,
  })
  if (!saved) throw letterExists(POST_SALES_MESSAGES.allotmentExists)
  await repo.touchBooking(tx, booking.id, now)
  return letterAnswer(tx, auth, 'allotment', id)
}

/**
 * A milestone's demand letter, issued in the caller's transaction on a locked booking: the
 * balance left to pay is asked for by the due date given (DEMAND_DAYS_TO_PAY days from today
 * otherwise), which becomes the milestone's. Null when the milestone is paid or already has
 * its letter (`refuse` false: a project-wide run skips those).
 */
async function issueDemandLetter(
  tx: Tx,
  auth: AuthContext,
  booking: repo.BookingRecord,
  pick: { milestoneId?: string; seq?: number },
  dueDate: string | undefined,
  now: Date,
  refuse: boolean,
): Promise<string | null> {
  const today = indiaDay(now)
  const schedule = await fixSchedule(tx, booking, now)
  const milestoneId = pick.milestoneId ?? schedule.milestones.find((m) => m.seq === pick.seq)?.id
  // A schedule fixed before its plan changed may not have the milestone a project run names.
  if (!milestoneId && !refuse) return null
  const milestone = await standingOf(tx, schedule, booking.id, milestoneId ?? '', today)
  if (milestone.status === 'Paid') {
    if (refuse)
      throw conflict(POST_SALES_ERROR_CODES.milestonePaid, POST_SALES_MESSAGES.milestonePaid)
    return null
  }
  const due = dueDate ?? addDays(today, DEMAND_DAYS_TO_PAY)
  const customer = (await repo.customerOfOrg(tx, auth.orgId, booking.id))!
  const snapshot = await documentSnapshot(tx, customer, schedule.planName)
  const id = randomUUID()
  const saved = await repo.insertLetter(tx, {
    id,
    orgId: auth.orgId,
    projectId: booking.projectId,
    bookingId: booking.id,
    kind: 'demand',
    letterNo: await repo.nextDocumentNumber(tx, auth.orgId, 'DL', today.slice(0, 4)),
    milestoneId: milestone.id,
    amountDue: milestone.amountPaise - milestone.paidPaise,
    dueDate: due,
    issuedOn: today,
    snapshot: {
      ...snapshot,
      milestone: {
        name: milestone.name,
        shareBp: milestone.shareBp,
        amountPaise: milestone.amountPaise,
        paidPaise: milestone.paidPaise,
      },
    },
    createdById: auth.userId,
    createdAt: now,
  })
  if (!saved) {
    if (refuse) throw letterExists(POST_SALES_MESSAGES.demandExists)
    return null
  }
  await repo.setMilestoneDue(tx, milestone.id, due, now)
  await repo.touchBooking(tx, booking.id, now)
  return id
}

/** POST create-demand-letter: one milestone's demand letter (one a milestone). */
export async function createDemandLetter(
  tx: Tx,
  auth: AuthContext,
  input: TDemandLetterInput,
  now: Date,
): Promise<TLetter> {
  const booking = await bookingForPayment(tx, auth, input.bookingId)
  if (input.dueDate && input.dueDate < indiaDay(now))
    throw fieldError('dueDate', POST_SALES_MESSAGES.dueInPast)
  const id = await issueDemandLetter(
    tx,
    auth,
    booking,
    { milestoneId: input.milestoneId },
    input.dueDate,
    now,
    true,
  )
  return letterAnswer(tx, auth, 'demand', id!)
}

/**
 * POST project-demand-letter: one milestone of a plan reached across the project (or one of
 * its buildings): a demand letter for every confirmed customer on the plan whose milestone is
 * neither paid nor asked for yet. The route checked the payments scope on the project.
 */
export async function createProjectDemandLetters(
  tx: Tx,
  auth: AuthContext,
  projectId: string,
  input: TProjectDemandLetterInput,
  now: Date,
): Promise<TProjectDemandLetterResult> {
  const plan = await repo.planById(tx, input.paymentPlanId)
  if (!plan || plan.orgId !== auth.orgId || plan.projectId !== projectId)
    throw fieldError('paymentPlanId', POST_SALES_MESSAGES.noPlan)
  if (input.seq > plan.milestones.length)
    throw fieldError('seq', POST_SALES_MESSAGES.milestoneNotFound)
  if (input.dueDate && input.dueDate < indiaDay(now))
    throw fieldError('dueDate', POST_SALES_MESSAGES.dueInPast)
  const refs = await repo.bookingsOnPlan(tx, auth.orgId, projectId, plan.id, input.buildingId)
  let created = 0
  for (const ref of refs) {
    const booking = await bookingForPayment(tx, auth, ref)
    const issued = await issueDemandLetter(
      tx,
      auth,
      booking,
      { seq: input.seq },
      input.dueDate,
      now,
      false,
    )
    if (issued) created++
  }
  return { created, skipped: refs.length - created }
}

/** The route checked a read scope on the query's project. */
export async function letterList(
  db: Conn,
  auth: AuthContext,
  kind: TLetterKind,
  query: repo.DocumentQuery & PageRequest,
): Promise<TLetterList> {
  const { rows, pageInfo } = await repo.letterPage(db, auth.orgId, kind, query, query)
  return { total: pageInfo.totalNumItems, documents: rows.map(toLetter) }
}

/** A letter's PDF, made from what it said when issued, to whoever reads the customer. */
export async function letterPdf(
  db: Conn,
  auth: AuthContext,
  kind: TLetterKind,
  letterRef: string,
  now: Date,
) {
  const row = await repo.letterOfOrg(db, auth.orgId, kind, letterRef)
  if (!row) throw notFound(POST_SALES_MESSAGES.documentNotFound)
  await readableCustomer(db, auth, row.letter.bookingId)
  const { letter } = row
  const content = {
    snapshot: letter.snapshot,
    letterNo: letter.letterNo,
    issuedOn: letter.issuedOn,
    amountDuePaise: letter.amountDue,
    dueDate: letter.dueDate,
  }
  const bytes =
    kind === 'allotment'
      ? await buildAllotmentLetterPdf(content, now)
      : await buildDemandLetterPdf(content, now)
  const title = kind === 'allotment' ? 'Allotment-letter' : 'Demand-letter'
  return { bytes, fileName: `${title}-${letter.letterNo}.pdf` }
}
