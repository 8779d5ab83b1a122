import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { TBooking, TBookingSummary } from '../../../../../contract/bookings.ts'
import { bookings, buildings, leads, units } from '../../../db/schema.ts'
import type { Conn } from '../../../db/client.ts'

/** A lead's bookings with their unit, building and owner, newest first. */
export async function bookingsOfLead(db: Conn, leadId: string): Promise<TBooking[]> {
  return (await bookingsOfLeads(db, [leadId])).get(leadId) ?? []
}

/** The bookings of each of the leads, as bookingsOfLead reads them. */
export async function bookingsOfLeads(
  db: Conn,
  leadIds: readonly string[],
): Promise<Map<string, TBooking[]>> {
  const rows = await db
    .select({
      booking: bookings,
      unitName: units.name,
      buildingName: buildings.name,
      ownerName: leads.fullName,
    })
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(inArray(bookings.leadId, [...leadIds]))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
  const result = new Map<string, TBooking[]>(leadIds.map((id) => [id, []]))
  for (const { booking: b, unitName, buildingName, ownerName } of rows) {
    result.get(b.leadId)?.push({
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
    })
  }
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
