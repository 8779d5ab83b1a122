import type { Faker } from '@faker-js/faker'
import type { TCoOwner } from '../../../contract/bookings.ts'
import {
  calculateCostSheet,
  costSheetInput,
  type TCostSheetRow,
} from '../../../contract/cost-sheet.ts'
import type { TMilestone } from '../../../contract/payment-plans.ts'
import type {
  bookings,
  costSheetLogs,
  costSheetRows,
  floors,
  leadEvents,
  leads,
  units,
} from '../db/schema.ts'
import { istDate, roundTo, w } from './random.ts'
import { PAYMENT_MODES } from './reference-data.ts'

type TBookingRow = typeof bookings.$inferInsert
type TLeadRow = typeof leads.$inferInsert
type TUnitRow = typeof units.$inferInsert

/** A lead that got as far as an offer sometimes booked, then cancelled (finance fell through). */
const CANCELLED_SHARE = { Opportunity: 0.08, Dropped: 0.03, Booked: 0.06 } as const
/** The token is paid from savings, never by the loan that pays the rest. */
const TOKEN_MODES = PAYMENT_MODES.filter((m) => m !== 'Home Loan Disbursement')

export interface TBookingSeed {
  bookings: TBookingRow[]
  /** Units that were available and are now booked by a seeded booking. */
  newlyBooked: Set<string>
}

/**
 * Every Booked lead's booking, on a unit of its project: first the units the inventory already
 * sold (their buyers are these leads), then available ones, which become booked. Once a project
 * has no unit left, its further Booked leads have no booking (the demo inventory is small; a
 * 50,000-lead seed has more Booked leads than flats). A few leads also have a cancelled booking.
 * Booking codes run per organisation in the order the bookings were made.
 */
export function buildBookings(
  f: Faker,
  leadRows: readonly TLeadRow[],
  events: readonly (typeof leadEvents.$inferInsert)[],
  unitRows: readonly TUnitRow[],
): TBookingSeed {
  const bookedAt = new Map<string, Date>()
  for (const e of events) {
    if (e.eventType === 'status_changed' && e.data?.to === 'Booked' && e.createdAt) {
      bookedAt.set(e.leadId, e.createdAt)
    }
  }
  const pools = new Map<string, { sold: TUnitRow[]; available: TUnitRow[]; all: TUnitRow[] }>()
  for (const u of unitRows) {
    let pool = pools.get(u.projectId)
    if (!pool) pools.set(u.projectId, (pool = { sold: [], available: [], all: [] }))
    pool.all.push(u)
    if (u.status === 'booked') pool.sold.push(u)
    else if (u.status === 'available') pool.available.push(u)
  }

  const rows: Omit<TBookingRow, 'bookingId'>[] = []
  const newlyBooked = new Set<string>()
  const make = (lead: TLeadRow, unit: TUnitRow, status: 'BOOKED' | 'CANCELLED', at: Date) => {
    // Developers negotiate a little off the list price; the token is about 2% (1 to 5 lakh).
    const agreementValue = roundTo(unit.price * f.number.float({ min: 0.96, max: 1 }), 1000)
    const coOwners: TCoOwner[] =
      f.number.float() < 0.35
        ? [{ fullName: `${f.person.firstName()} ${lead.fullName.split(' ').at(-1) ?? ''}`.trim() }]
        : []
    rows.push({
      id: f.string.uuid(),
      orgId: lead.orgId,
      projectId: lead.projectId,
      leadId: lead.id,
      unitId: unit.id,
      status,
      agreementValue,
      tokenAmount: Math.min(500_000, Math.max(100_000, roundTo(agreementValue * 0.02, 10_000))),
      modeOfPayment: f.helpers.weightedArrayElement(
        TOKEN_MODES.map((m) => w(m, m === 'NEFT' || m === 'Cheque' ? 4 : 1)),
      ),
      remarks: status === 'CANCELLED' ? 'Cancelled at the customer’s request' : '',
      coOwners,
      createdById: lead.assigneeId ?? null,
      createdAt: at,
      updatedAt: at,
    })
  }

  for (const lead of leadRows) {
    const pool = pools.get(lead.projectId)
    if (!pool) continue
    const created = lead.createdAt ?? new Date()
    const booked = lead.leadStatus === 'Booked' ? (bookedAt.get(lead.id) ?? lead.updatedAt) : null
    const stage = lead.leadStatus as keyof typeof CANCELLED_SHARE
    if (stage in CANCELLED_SHARE && f.number.float() < CANCELLED_SHARE[stage]) {
      // Between the first contact and the lead's last change (or the booking that replaced it).
      const end = (booked ?? lead.updatedAt ?? created).getTime()
      const at = new Date(created.getTime() + f.number.float() * (end - created.getTime()))
      make(lead, f.helpers.arrayElement(pool.all), 'CANCELLED', at)
    }
    if (lead.leadStatus !== 'Booked') continue
    const unit = pool.sold.pop() ?? pool.available.pop()
    if (!unit) continue
    if (unit.status === 'available') newlyBooked.add(unit.id)
    make(lead, unit, 'BOOKED', booked ?? created)
  }
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime() || (a.id < b.id ? -1 : 1))
  const seq = new Map<string, number>()
  const withCodes = rows.map((r) => {
    const n = (seq.get(r.orgId) ?? 0) + 1
    seq.set(r.orgId, n)
    const year = istDate(r.createdAt!).slice(0, 4)
    return { ...r, bookingId: `BK-${year}-${String(n).padStart(6, '0')}` }
  })
  return { bookings: withCodes, newlyBooked }
}

type TCostSheetRowSeed = typeof costSheetRows.$inferInsert
type TFloorRow = typeof floors.$inferInsert

/** Two plans a project offers: paying as the building rises, or 20% now and 80% at possession. */
const PLANS: readonly { key: string; name: string; milestones: TMilestone[] }[] = [
  {
    key: 'clp',
    name: 'Construction linked',
    milestones: [
      { name: 'On booking', shareBp: 1000 },
      { name: 'On agreement', shareBp: 1000 },
      { name: 'On plinth', shareBp: 1500 },
      { name: 'On every 5th slab', shareBp: 3500 },
      { name: 'On possession', shareBp: 3000 },
    ],
  },
  {
    key: '2080',
    name: '20:80',
    milestones: [
      { name: 'On booking', shareBp: 2000 },
      { name: 'On possession', shareBp: 8000 },
    ],
  },
]

/**
 * Makes the seeded bookings real sales (issue 20 item 7): each project's payment plans, and for
 * every booking the cost sheet shown to its lead for its unit (the building's row for the flat
 * type), whose total is the agreement value, the plan it pays by, and the buyer's details from
 * the lead. No faker: the other seeded rows keep their values.
 */
export function completeBookings(
  seeded: readonly TBookingRow[],
  rows: {
    leads: readonly TLeadRow[]
    units: readonly TUnitRow[]
    floors: readonly TFloorRow[]
    costSheetRows: readonly TCostSheetRowSeed[]
    paymentModes: readonly { id: string; orgId: string; labelName: string }[]
    projects: readonly { id: string; orgId: string }[]
  },
) {
  const plans = rows.projects.flatMap((p) =>
    PLANS.map((plan) => ({
      id: `${p.id}-plan-${plan.key}`,
      orgId: p.orgId,
      projectId: p.id,
      name: plan.name,
      milestones: plan.milestones,
    })),
  )
  const leadOf = new Map(rows.leads.map((l) => [l.id!, l]))
  const unitOf = new Map(rows.units.map((u) => [u.id, u]))
  const floorOf = new Map(rows.floors.map((f) => [f.id!, f.number]))
  const rowOf = new Map(rows.costSheetRows.map((r) => [`${r.buildingId}|${r.unitType}`, r]))
  const modeOf = new Map(rows.paymentModes.map((m) => [`${m.orgId}|${m.labelName}`, m.id]))
  const logs: (typeof costSheetLogs.$inferInsert)[] = []
  const bookingRows = seeded.map((booking, index) => {
    const lead = leadOf.get(booking.leadId)!
    const unit = unitOf.get(booking.unitId)!
    const master = rowOf.get(`${unit.buildingId}|${unit.unitType}`)
    if (!master) return booking
    const row: TCostSheetRow = {
      _id: master.id,
      buildingId: master.buildingId,
      type: master.type,
      unitType: master.unitType ?? null,
      disabled: false,
      pricePerSqFt: master.pricePerSqFt ?? 0,
      floorRiseCharges: master.floorRiseCharges ?? 0,
      viewCharges: master.viewCharges ?? 0,
      carParking: master.carParking ?? 0,
      infrastructureCharges: master.infrastructureCharges ?? 0,
      stampDutyPercentage: master.stampDutyPercentage ?? 0,
      registrationFee: master.registrationFee ?? 0,
      GSTPercentage: master.gstPercentage ?? 0,
      GSTOnInfrastructureCharges: master.gstOnInfrastructurePercentage ?? 0,
      TDSPercentage: master.tdsPercentage ?? 0,
    }
    const amounts = calculateCostSheet(
      costSheetInput(row, {
        carpetAreaSqFt: unit.carpetAreaSqFt,
        floorLabel: floorOf.get(unit.floorId) ?? null,
      }),
    )
    const logId = `${booking.id}-cost`
    logs.push({
      id: logId,
      orgId: booking.orgId,
      projectId: booking.projectId,
      leadId: booking.leadId,
      unitId: booking.unitId,
      row,
      additionalConsiderations: [],
      amounts,
      createdById: booking.createdById ?? null,
      // Shown at the visit before the booking.
      createdAt: new Date(booking.createdAt!.getTime() - 2 * 86_400_000),
    })
    return {
      ...booking,
      agreementValue: amounts.total / 100,
      fullName: lead.fullName,
      whatsappNumber: lead.whatsAppNumber,
      email: lead.email ?? '',
      modeOfPaymentValue: modeOf.get(`${booking.orgId}|${booking.modeOfPayment}`) ?? '',
      costSheetLogId: logId,
      paymentPlanId: `${booking.projectId}-plan-${PLANS[index % PLANS.length]!.key}`,
    }
  })
  return { plans, logs, bookings: bookingRows }
}
