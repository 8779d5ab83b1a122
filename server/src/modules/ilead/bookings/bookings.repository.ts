import { maskEmail, maskPhone } from '../../../../../contract/masking.ts'
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  TBooking,
  TBookingDetails,
  TBookingSummary,
  ZBookingListQuery,
} from '../../../../../contract/bookings.ts'
import { bookings, buildings, leads, paymentPlans, units } from '../../../db/schema.ts'
import type { Conn } from '../../../db/client.ts'
import { paged } from '../../../paging.ts'

const detailColumns = {
  booking: bookings,
  unitName: units.name,
  buildingId: buildings.id,
  buildingName: buildings.name,
  ownerName: leads.fullName,
  paymentPlanName: paymentPlans.name,
}

function withDetails(db: Conn) {
  return db
    .select(detailColumns)
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(paymentPlans, eq(paymentPlans.id, bookings.paymentPlanId))
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number]

function toBooking({ booking: b, unitName, buildingName, ownerName }: DetailRow): TBooking {
  return {
    _id: b.id,
    bookingId: b.bookingId,
    status: b.status,
    isDraft: b.isDraft,
    projectId: b.projectId,
    unit: { _id: b.unitId, name: unitName, buildingName },
    ownerName,
    agreementValue: b.agreementValue,
    tokenAmount: b.tokenAmount,
    modeOfPayment: b.modeOfPayment,
    createdAt: b.createdAt.toISOString(),
  }
}

export function toDetails(row: DetailRow): TBookingDetails {
  const b = row.booking
  return {
    ...toBooking(row),
    leadId: b.leadId,
    // Bookings made before the form existed carry no buyer details: the lead's name stands in.
    fullName: b.fullName || row.ownerName,
    whatsappNumber: b.whatsappNumber,
    alternateNumber: b.alternateNumber,
    email: b.email,
    remarks: b.remarks,
    coOwnerDetails: b.coOwners,
    buildingId: row.buildingId,
    modeOfPaymentValue: b.modeOfPaymentValue,
    costSheetLogId: b.costSheetLogId,
    paymentPlanId: b.paymentPlanId,
    paymentPlanName: row.paymentPlanName,
    updatedAt: b.updatedAt.toISOString(),
  }
}

/** The booking with the buyer's contact details masked, as lists and read-only callers get it. */
export function maskedContacts(details: TBookingDetails): TBookingDetails {
  return {
    ...details,
    whatsappNumber: maskPhone(details.whatsappNumber),
    alternateNumber: maskPhone(details.alternateNumber),
    email: maskEmail(details.email),
  }
}

/** A lead's bookings with their unit, building and owner, newest first. */
export async function bookingsOfLead(db: Conn, leadId: string): Promise<TBooking[]> {
  return (await bookingsOfLeads(db, [leadId])).get(leadId) ?? []
}

/** The bookings of each of the leads, as bookingsOfLead reads them. */
export async function bookingsOfLeads(
  db: Conn,
  leadIds: readonly string[],
): Promise<Map<string, TBooking[]>> {
  const rows = await withDetails(db)
    .where(inArray(bookings.leadId, [...leadIds]))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
  const result = new Map<string, TBooking[]>(leadIds.map((id) => [id, []]))
  for (const row of rows) result.get(row.booking.leadId)?.push(toBooking(row))
  return result
}

/**
 * How many bookings of each status the leads have, in one grouped query. Drafts are not counted:
 * a draft is a form saved on the way, not a booking yet.
 */
export async function bookingSummaries(
  db: Conn,
  leadIds: readonly string[],
): Promise<Map<string, TBookingSummary>> {
  const result = new Map<string, TBookingSummary>()
  if (leadIds.length === 0) return result
  const rows = await db
    .select({ leadId: bookings.leadId, status: bookings.status, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.leadId, [...leadIds]), eq(bookings.isDraft, false)))
    .groupBy(bookings.leadId, bookings.status)
  for (const leadId of leadIds) result.set(leadId, { booked: 0, cancelled: 0 })
  for (const r of rows) {
    const summary = result.get(r.leadId)
    if (!summary) continue
    if (r.status === 'BOOKED') summary.booked = r.n
    else summary.cancelled = r.n
  }
  return result
}

/** One booking of the organisation with its unit, building, lead and plan. */
export async function bookingOfOrg(db: Conn, orgId: string, id: string) {
  const [found] = await withDetails(db).where(and(eq(bookings.orgId, orgId), eq(bookings.id, id)))
  return found
}

/** The manage-bookings list: a project's bookings, newest change first. */
export async function bookingPage(
  db: Conn,
  orgId: string,
  query: z.output<typeof ZBookingListQuery>,
) {
  const conditions: (SQL | undefined)[] = [
    eq(bookings.orgId, orgId),
    eq(bookings.projectId, query.projectId),
    query.buildingId ? eq(units.buildingId, query.buildingId) : undefined,
  ]
  if (query.status === 'DRAFT') conditions.push(eq(bookings.isDraft, true))
  else if (query.status)
    conditions.push(eq(bookings.isDraft, false), eq(bookings.status, query.status))
  const search = query.search?.trim()
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      or(
        ilike(bookings.bookingId, like),
        ilike(bookings.fullName, like),
        ilike(leads.fullName, like),
        ilike(units.name, like),
      ),
    )
  }
  const where = and(...conditions)
  const { rows, pageInfo } = await paged<DetailRow>(
    query,
    ({ limit, offset }) =>
      withDetails(db)
        .where(where)
        .orderBy(desc(bookings.updatedAt), desc(bookings.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(units, eq(units.id, bookings.unitId))
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(where),
  )
  // A list is always masked: its page would otherwise show ten buyers' contacts unaudited.
  return { items: rows.map((row) => maskedContacts(toDetails(row))), pageInfo }
}

/**
 * The unit, held until the transaction ends: confirmations of one unit run one after another,
 * and each sees the status the one before left (a sale is judged on the newest row).
 */
export async function lockUnit(db: Conn, unitId: string) {
  const [found] = await db
    .select({ id: units.id, name: units.name, status: units.status })
    .from(units)
    .where(eq(units.id, unitId))
    .for('update')
  return found
}

export async function setUnitStatus(db: Conn, unitId: string, status: 'available' | 'booked') {
  await db.update(units).set({ status }).where(eq(units.id, unitId))
}

/** The confirmed booking holding the unit, other than `exceptId`. */
export async function holderOfUnit(db: Conn, unitId: string, exceptId: string) {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.unitId, unitId),
        eq(bookings.status, 'BOOKED'),
        eq(bookings.isDraft, false),
        sql`${bookings.id} <> ${exceptId}`,
      ),
    )
  return found
}

/** The booking of a client-made id, whoever's it is. */
export async function bookingById(db: Conn, id: string) {
  const [found] = await db.select().from(bookings).where(eq(bookings.id, id))
  return found
}

/**
 * The organisation's next booking code, "BK-2026-000124": one number a booking, in order. A
 * transaction lock on the organisation keeps two new bookings from taking the same number.
 */
export async function nextBookingCode(db: Conn, orgId: string, year: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking-code:${orgId}`}, 0))`,
  )
  const [row] = await db
    .select({
      n: sql<number>`coalesce(max(cast(split_part(${bookings.bookingId}, '-', 3) as integer)), 0)`,
    })
    .from(bookings)
    .where(eq(bookings.orgId, orgId))
  return `BK-${year}-${String(Number(row?.n ?? 0) + 1).padStart(6, '0')}`
}

export async function insertBooking(db: Conn, row: typeof bookings.$inferInsert) {
  await db.insert(bookings).values(row)
}

export async function updateBooking(
  db: Conn,
  id: string,
  change: Partial<typeof bookings.$inferInsert>,
) {
  await db.update(bookings).set(change).where(eq(bookings.id, id))
}
