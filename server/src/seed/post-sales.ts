import { PAYMENT_MODE_LIST } from '../../../contract/bookings.ts'
import { milestoneAmounts } from '../../../contract/payment-plans.ts'
import type { TDocumentSnapshot } from '../../../contract/post-sales.ts'
import { addDays } from '../../../contract/milestone-status.ts'
import { toPaise } from '../../../contract/validators.ts'
import type {
  bookingMilestones,
  bookings,
  buildings,
  documentCounters,
  entityLabels,
  floors,
  leads,
  paymentPlans,
  payments,
  postSalesLetters,
  projects,
  units,
} from '../db/schema.ts'
import { DAY_MS, istDate } from './random.ts'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

/**
 * Days after the booking each milestone of the seeded plans falls due: construction linked
 * (booking, agreement, plinth, every fifth slab, possession) and 20:80 (booking, possession).
 */
const DUE_AFTER_DAYS: Record<number, number[]> = {
  5: [15, 45, 120, 240, 720],
  2: [15, 720],
}
/** A demand letter goes out this long before its milestone falls due. */
const NOTICE_DAYS = 15
/** GST on an under-construction flat: 5 %; a payment's base is what it is on. */
const GST_BP = 500

const notAfter = (at: Date, today: Date) => (at > today ? today : at)

/**
 * The demo's customers' money (issue 21 item 8, decision 0055): every confirmed booking with a
 * plan gets its schedule fixed, an allotment letter, a demand letter for each milestone whose
 * notice has gone out, and payments against them in a mix that leaves milestones in every
 * status: paid (some in two parts), part paid, unpaid, before and after their due dates. No
 * faker: the pattern follows each booking's place, so the other seeded rows keep their values.
 */
export function buildPostSales(
  rows: {
    bookings: readonly Row<typeof bookings>[]
    leads: readonly Row<typeof leads>[]
    plans: readonly Row<typeof paymentPlans>[]
    projects: readonly Row<typeof projects>[]
    buildings: readonly Row<typeof buildings>[]
    units: readonly Row<typeof units>[]
    floors: readonly Row<typeof floors>[]
    entityLabels: readonly Row<typeof entityLabels>[]
    /** Who records an organisation's payments and letters. */
    recorders: ReadonlyMap<string, string>
  },
  today: Date,
) {
  const todayDay = istDate(today)
  const byId = <T extends { id?: string }>(list: readonly T[]) =>
    new Map(list.map((item) => [item.id!, item]))
  const leadOf = byId(rows.leads)
  const planOf = byId(rows.plans)
  const projectOf = byId(rows.projects)
  const buildingOf = byId(rows.buildings)
  const unitOf = byId(rows.units)
  const floorOf = byId(rows.floors)
  const modesOf = new Map<string, { id: string; labelName: string }[]>()
  for (const m of rows.entityLabels.filter((l) => l.entityName === PAYMENT_MODE_LIST))
    modesOf.set(m.orgId, [...(modesOf.get(m.orgId) ?? []), { id: m.id!, labelName: m.labelName }])

  const milestoneRows: Row<typeof bookingMilestones>[] = []
  const paymentRows: Row<typeof payments>[] = []
  const letterRows: Row<typeof postSalesLetters>[] = []
  const counters = new Map<string, number>()
  const numberOf = (orgId: string, kind: string, day: string) => {
    const key = `${orgId}|${kind}|${day.slice(0, 4)}`
    const n = (counters.get(key) ?? 0) + 1
    counters.set(key, n)
    return `${kind}-${day.slice(0, 4)}-${String(n).padStart(6, '0')}`
  }

  const confirmed = rows.bookings
    .filter((b) => b.status === 'BOOKED' && !b.isDraft && b.paymentPlanId)
    .sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime() || (a.id! < b.id! ? -1 : 1))
  confirmed.forEach((booking, index) => {
    const plan = planOf.get(booking.paymentPlanId!)
    const project = projectOf.get(booking.projectId)
    const unit = unitOf.get(booking.unitId)
    const offsets = plan && DUE_AFTER_DAYS[plan.milestones.length]
    if (!plan || !project || !unit || !offsets) return
    const building = buildingOf.get(unit.buildingId)
    const lead = leadOf.get(booking.leadId)
    const recorder = rows.recorders.get(booking.orgId) ?? null
    const modes = modesOf.get(booking.orgId) ?? []
    const bookedDay = istDate(booking.createdAt!)
    const agreementPaise = toPaise(booking.agreementValue)
    const snapshot: TDocumentSnapshot = {
      project: {
        name: project.name,
        company: project.company ?? null,
        address:
          [project.siteAddress, project.city, project.state, project.pincode]
            .filter(Boolean)
            .join(', ') || null,
        reraNo: project.reraNo ?? null,
        gstNumber: project.gstNumber ?? null,
        contactNo: project.contactNo ?? null,
        email: project.email ?? null,
        website: project.website ?? null,
      },
      customer: {
        name: booking.fullName || lead?.fullName || '',
        coOwners: (booking.coOwners ?? []).map((c) => c.fullName),
      },
      booking: {
        code: booking.bookingId,
        unitName: unit.name,
        buildingName: building?.name ?? '',
        floorNumber: floorOf.get(unit.floorId)?.number ?? null,
        carpetAreaSqFt: unit.carpetAreaSqFt,
        unitType: unit.unitType,
        agreementValuePaise: agreementPaise,
        planName: plan.name,
        bookedOn: booking.createdAt!.toISOString(),
      },
    }
    const allottedOn = addDays(bookedDay, 7)
    if (allottedOn <= todayDay)
      letterRows.push({
        id: `${booking.id}-allotment`,
        orgId: booking.orgId,
        projectId: booking.projectId,
        bookingId: booking.id!,
        kind: 'allotment',
        letterNo: '',
        issuedOn: allottedOn,
        snapshot,
        createdById: recorder,
        createdAt: new Date(booking.createdAt!.getTime() + 7 * DAY_MS),
      })

    const amounts = milestoneAmounts(agreementPaise, plan.milestones)
    plan.milestones.forEach((m, k) => {
      const seq = k + 1
      const id = `${booking.id}:${seq}`
      const due = addDays(bookedDay, offsets[k]!)
      const noticeDay = addDays(due, -NOTICE_DAYS)
      const asked = noticeDay <= todayDay
      milestoneRows.push({
        id,
        bookingId: booking.id!,
        seq,
        name: m.name,
        shareBp: m.shareBp,
        amount: amounts[k]!,
        dueDate: asked ? due : null,
        createdAt: booking.createdAt!,
        updatedAt: booking.createdAt!,
      })
      if (!asked) return
      // Paid in one go, in two parts, part paid, or not yet: by the booking's and milestone's place.
      const whole = amounts[k]!
      const pattern = (index + k) % 5
      const first = Math.round(whole * (pattern === 2 ? 0.4 : 0.6))
      const parts =
        pattern <= 1
          ? [whole]
          : pattern === 2
            ? [first, whole - first]
            : pattern === 3
              ? [first]
              : []
      parts.forEach((amount, p) => {
        const paidDay = addDays(noticeDay, 4 + p * 7)
        if (paidDay > todayDay) return
        const base = Math.round((amount * 10_000) / (10_000 + GST_BP))
        const mode = modes.length
          ? modes[(index + k + p) % modes.length]!
          : { id: '', labelName: 'NEFT' }
        paymentRows.push({
          id: `${id}-payment-${p + 1}`,
          orgId: booking.orgId,
          projectId: booking.projectId,
          bookingId: booking.id!,
          milestoneId: id,
          paymentCode: '',
          modeId: mode.id,
          mode: mode.labelName,
          referenceNumber: `UTR${String(400_000_000 + index * 97 + k * 13 + p).padStart(12, '0')}`,
          amount,
          // A transfer charge on a few: received beside the milestone, not counted against it.
          additionalCharges: (index + k) % 11 === 0 ? 2_500_00 : 0,
          gst: amount - base,
          base,
          dueDate: due,
          paidOn: paidDay,
          snapshot,
          recordedById: recorder,
          createdAt: notAfter(new Date(`${paidDay}T11:30:00+05:30`), today),
        })
      })
      letterRows.push({
        id: `${id}-demand`,
        orgId: booking.orgId,
        projectId: booking.projectId,
        bookingId: booking.id!,
        kind: 'demand',
        letterNo: '',
        milestoneId: id,
        amountDue: amounts[k]!,
        dueDate: due,
        issuedOn: noticeDay,
        snapshot: {
          ...snapshot,
          milestone: { name: m.name, shareBp: m.shareBp, amountPaise: amounts[k]!, paidPaise: 0 },
        },
        createdById: recorder,
        createdAt: notAfter(new Date(`${noticeDay}T10:00:00+05:30`), today),
      })
    })
  })
  // Numbers in the order the documents were issued, per organisation, kind and year.
  const byTime = <T extends { createdAt?: Date }>(a: T, b: T) =>
    a.createdAt!.getTime() - b.createdAt!.getTime()
  for (const payment of paymentRows.sort(byTime))
    payment.paymentCode = numberOf(payment.orgId, 'PMT', payment.paidOn)
  for (const letter of letterRows.sort(byTime))
    letter.letterNo = numberOf(
      letter.orgId,
      letter.kind === 'demand' ? 'DL' : 'AL',
      letter.issuedOn,
    )
  // A customer's last update is their last payment or letter.
  const touched = new Map<string, Date>()
  for (const { bookingId, createdAt } of [...paymentRows, ...letterRows])
    if (createdAt! > (touched.get(bookingId) ?? new Date(0))) touched.set(bookingId, createdAt!)
  const counterRows: Row<typeof documentCounters>[] = [...counters].map(([key, last]) => {
    const [orgId, kind, year] = key.split('|') as [string, string, string]
    return { orgId, kind, year, last }
  })
  return {
    milestones: milestoneRows,
    payments: paymentRows,
    letters: letterRows,
    counters: counterRows,
    touched,
  }
}
