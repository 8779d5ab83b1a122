import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  BOOKING_MESSAGES,
  BOOKING_PATHS,
  type TBookingDetails,
  type TBookingForm,
  type TBookingList,
} from '../../../../../contract/bookings.ts'
import {
  COST_SHEET_PATHS,
  calculateCostSheet,
  costSheetInput,
  type TCostSheetList,
  type TCostSheetLog,
} from '../../../../../contract/cost-sheet.ts'
import { HEADERS } from '../../../../../contract/http.ts'
import { PAYMENT_PLAN_PATHS, type TPaymentPlan } from '../../../../../contract/payment-plans.ts'
import { bookings, buildings, floors, leadEvents, leads, units } from '../../../db/schema.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
type TUnit = {
  id: string
  name: string
  buildingId: string
  buildingName: string
  unitType: string
  carpet: number
  floor: number
}
let free: TUnit[]
let plan: TPaymentPlan
let mode: { value: string; label: string }

beforeAll(async () => {
  suite = await startLeadSuite()
  const { server, world } = suite
  admin = await sessionOf(server, world.user.admin, world.orgId)
  free = await server.db
    .select({
      id: units.id,
      name: units.name,
      buildingId: buildings.id,
      buildingName: buildings.name,
      unitType: units.unitType,
      carpet: units.carpetAreaSqFt,
      floor: floors.number,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(floors, eq(floors.id, units.floorId))
    .where(and(eq(units.projectId, world.p1), eq(units.status, 'available')))
    .orderBy(asc(units.id))
    .limit(6)
  const made = await suite.call<TPaymentPlan>(
    admin,
    'POST',
    `${PAYMENT_PLAN_PATHS.list(world.slug)}?projectId=${world.p1}`,
    {
      name: '10:90',
      milestones: [
        { name: 'Booking', shareBp: 1000 },
        { name: 'Possession', shareBp: 9000 },
      ],
    },
    { [HEADERS.idempotencyKey]: randomUUID() },
  )
  plan = made.body
  const modes = await suite.call<{ items: { value: string; label: string }[] }>(
    suite.exec,
    'GET',
    BOOKING_PATHS.paymentModes(world.slug),
  )
  mode = modes.body.items.find((m) => m.label === 'NEFT')!
})
afterAll(() => suite.server.close())

const slug = () => suite.world.slug
type Answer = TBookingDetails & {
  code?: string
  message?: string
  fields?: { field: string; message: string }[]
}
const send = (session: TSession, method: string, path: string, body: unknown) =>
  suite.call<Answer>(session, method, path, body, { [HEADERS.idempotencyKey]: randomUUID() })

const newLead = async () =>
  (await insertLead(suite.server, suite.world, { assigneeId: suite.world.user.salesExecutive })).id

/** A cost sheet shown to the lead for the unit, and its total in rupees. */
async function costSheetFor(leadId: string, unit: TUnit) {
  const rows = await suite.call<TCostSheetList>(
    suite.exec,
    'GET',
    `${COST_SHEET_PATHS.list(slug())}?projectId=${suite.world.p1}&buildingId=${unit.buildingId}`,
  )
  const row = rows.body.items.find(
    (r) => !r.disabled && (r.unitType ?? unit.unitType) === unit.unitType,
  )!
  const amounts = calculateCostSheet(
    costSheetInput(row, { carpetAreaSqFt: unit.carpet, floorLabel: unit.floor }),
  )
  const log = await suite.call<TCostSheetLog>(
    suite.exec,
    'POST',
    COST_SHEET_PATHS.logs(slug()),
    {
      _id: randomUUID(),
      leadId,
      unitId: unit.id,
      costSheetId: row._id,
      amounts: { total: amounts.total },
    },
    { [HEADERS.idempotencyKey]: randomUUID() },
  )
  expect(log.status).toBe(201)
  return { logId: log.body._id, total: amounts.total / 100 }
}

async function formFor(
  leadId: string,
  unit: TUnit,
  o: Partial<TBookingForm> = {},
): Promise<TBookingForm> {
  const sheet = await costSheetFor(leadId, unit)
  return {
    _id: randomUUID(),
    leadId,
    isDraft: false,
    fullName: 'Asha Verma',
    whatsappNumber: '9876543210',
    alternateNumber: '',
    email: 'asha@example.in',
    remarks: '',
    agreementValue: sheet.total,
    tokenAmount: 2_00_000,
    coOwnerDetails: [{ fullName: 'Ravi Verma' }],
    buildingName: { value: unit.buildingId, label: unit.buildingName },
    unit: { value: unit.id, label: unit.name },
    modeOfPayment: mode,
    costSheetLogId: sheet.logId,
    paymentPlanId: plan._id,
    ...o,
  }
}

const unitStatus = async (id: string) =>
  (await suite.server.db.select({ s: units.status }).from(units).where(eq(units.id, id)))[0]!.s

describe('the booking form', () => {
  it('saves a draft, then confirms it: unit booked, lead Booked, journey entry, one transaction', async () => {
    const leadId = await newLead()
    const unit = free[0]!
    const form = await formFor(leadId, unit, {
      isDraft: true,
      agreementValue: null,
      tokenAmount: null,
    })
    const draft = await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), form)
    expect(draft.status).toBe(200)
    expect(draft.body).toMatchObject({ isDraft: true, status: 'BOOKED', fullName: 'Asha Verma' })
    expect(await unitStatus(unit.id)).toBe('available')
    // The same save replayed (a queued draft sent twice) answers the one draft.
    const again = await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), form)
    expect(again.body.bookingId).toBe(draft.body.bookingId)

    const confirmed = await send(suite.exec, 'PUT', BOOKING_PATHS.one(slug(), form._id), {
      ...(await formFor(leadId, unit)),
      _id: form._id,
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ isDraft: false, bookingId: draft.body.bookingId })
    expect(confirmed.body.paymentPlanName).toBe('10:90')
    expect(await unitStatus(unit.id)).toBe('booked')
    const [lead] = await suite.server.db.select().from(leads).where(eq(leads.id, leadId))
    expect(lead!.leadStatus).toBe('Booked')
    const events = await suite.server.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
    expect(events.find((e) => e.eventType === 'status_changed')?.data).toMatchObject({
      to: 'Booked',
      bookingId: draft.body.bookingId,
    })
    // A confirmed booking is changed only with DXP_MODIFY_EDIT_BOOKING (the executive has not).
    const edit = await send(suite.exec, 'PUT', BOOKING_PATHS.one(slug(), form._id), {
      ...(await formFor(leadId, unit)),
      _id: form._id,
      remarks: 'Changed',
    })
    expect(edit.status).toBe(403)
  })

  it('refuses too many co-owners, a tampered agreement value and a token over it, naming the field', async () => {
    const leadId = await newLead()
    const form = await formFor(leadId, free[1]!)
    const many = await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), {
      ...form,
      coOwnerDetails: ['A', 'B', 'C', 'D'].map((fullName) => ({ fullName })),
    })
    expect([many.status, many.body.fields]).toEqual([
      400,
      [{ field: 'coOwnerDetails', message: BOOKING_MESSAGES.coOwnerLimit }],
    ])
    const tampered = await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), {
      ...form,
      agreementValue: form.agreementValue! - 1,
    })
    expect([tampered.status, tampered.body.fields]).toEqual([
      400,
      [{ field: 'agreementValue', message: BOOKING_MESSAGES.agreementDiffers }],
    ])
    const token = await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), {
      ...form,
      tokenAmount: form.agreementValue! + 1,
    })
    expect(token.body.fields?.[0]?.field).toBe('tokenAmount')
    const blank = await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), {
      ...form,
      paymentPlanId: null,
    })
    expect(blank.body.fields?.[0]?.field).toBe('paymentPlanId')
    expect(await unitStatus(free[1]!.id)).toBe('available')
  })

  it('sells a unit once: 10 parallel confirmations give one booking and 409s naming the unit', async () => {
    const unit = free[2]!
    const forms = await Promise.all(
      Array.from({ length: 10 }, async () => formFor(await newLead(), unit)),
    )
    const answers = await Promise.all(
      forms.map((form) => send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), form)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)])
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toBe(BOOKING_MESSAGES.unitBooked(unit.name))
    const sold = await suite.server.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.unitId, unit.id), eq(bookings.isDraft, false)))
    expect(sold).toHaveLength(1)
  })

  it('cancelling frees the unit, and lists show status and filters', async () => {
    const leadId = await newLead()
    const unit = free[3]!
    const form = await formFor(leadId, unit)
    expect((await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), form)).status).toBe(200)
    const cancelPath = BOOKING_PATHS.update(slug(), form._id)
    expect((await send(suite.exec, 'PUT', cancelPath, { status: 'CANCELLED' })).status).toBe(403)
    const cancelled = await send(suite.manager, 'PUT', cancelPath, { status: 'CANCELLED' })
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'CANCELLED'])
    expect(await unitStatus(unit.id)).toBe('available')
    // The unit can be sold again.
    const again = await formFor(await newLead(), unit)
    expect((await send(suite.exec, 'POST', BOOKING_PATHS.create(slug()), again)).status).toBe(200)

    const list = (query: string) =>
      suite.call<TBookingList>(
        suite.manager,
        'GET',
        `${BOOKING_PATHS.all(slug())}?projectId=${suite.world.p1}&${query}`,
      )
    const byStatus = await list(
      `status=CANCELLED&search=${encodeURIComponent(cancelled.body.bookingId)}`,
    )
    expect(byStatus.body.items.map((b) => b._id)).toEqual([form._id])
    const booked = await list(`status=BOOKED&limit=100`)
    expect(booked.body.items.every((b) => b.status === 'BOOKED' && !b.isDraft)).toBe(true)
    expect(booked.body.items.map((b) => b._id)).toContain(again._id)
  })

  it('keeps to scopes and the organisation', async () => {
    const { server, world } = suite
    const viewer = await addMember(server, world, 'booking-viewer', [
      'DXP_VIEW_BOOKING_FORM',
      'DXP_ADD_LEAD',
    ])
    const viewerSession = await sessionOf(server, viewer, world.orgId)
    const form = await formFor(await newLead(), free[4]!)
    expect((await send(viewerSession, 'POST', BOOKING_PATHS.create(slug()), form)).status).toBe(403)
    const otherOrg = await suite.call(
      admin,
      'GET',
      `${BOOKING_PATHS.all(slug())}?projectId=${world.other}`,
    )
    expect((otherOrg.body as TBookingList).items ?? []).toEqual([])
  })
})
