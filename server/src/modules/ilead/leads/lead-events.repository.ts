import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { leadEvents, users } from '../../../db/schema.ts'
import type { Conn } from '../../../db/client.ts'
import { paged, type PageRequest } from '../../../paging.ts'
import { firstPagePerLead } from '../per-lead.repository.ts'

/** The reveal of contact details is an audit record, not part of the customer's story. */
export const PII_VIEW = 'piiView'
/** What the audit trail shows: reveals and edits (with their masked before and after). */
export const AUDIT_EVENTS = [PII_VIEW, 'updated']

type EventKind = 'journey' | 'audits' | readonly string[]

function kindCondition(kind: EventKind): SQL {
  const types = kind === 'audits' ? AUDIT_EVENTS : kind
  return types === 'journey'
    ? ne(leadEvents.eventType, PII_VIEW)
    : inArray(leadEvents.eventType, [...types])
}

function selectEvents(db: Conn) {
  return db
    .select({
      event: leadEvents,
      actor: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number]

const toEvent = ({ event, actor }: EventRow) => ({
  _id: event.id,
  eventType: event.eventType,
  data: event.data,
  actor,
  createdAt: event.createdAt.toISOString(),
})

/**
 * A page of a lead's events, newest first, with who did each. The journey is every event but
 * the reveals (what the seed writes too: created, assigned, status_changed, call, note,
 * message); the audits are the reveals and edits; other lists name their event types.
 */
export async function leadEventPage(db: Conn, leadId: string, kind: EventKind, page: PageRequest) {
  const where = and(eq(leadEvents.leadId, leadId), kindCondition(kind)) as SQL
  const { rows, pageInfo } = await paged(
    page,
    ({ limit, offset }) =>
      selectEvents(db)
        .where(where)
        .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(leadEvents).where(where),
  )
  return { items: rows.map(toEvent), pageInfo }
}

/** The first page of the journey of each of the leads, as leadEventPage answers it. */
export function journeysOf(db: Conn, leadIds: readonly string[], limit: number) {
  const part = {
    table: leadEvents,
    id: leadEvents.id,
    leadId: leadEvents.leadId,
    order: sql`${leadEvents.createdAt} desc, ${leadEvents.id} desc`,
    where: kindCondition('journey'),
  }
  return firstPagePerLead(
    db,
    part,
    leadIds,
    limit,
    (first, order) => selectEvents(db).where(first).orderBy(order),
    (r) => r.event.leadId,
    toEvent,
  )
}

export type EventInsert = typeof leadEvents.$inferInsert

export async function insertLeadEvents(db: Conn, events: EventInsert | EventInsert[]) {
  await db.insert(leadEvents).values(Array.isArray(events) ? events : [events])
}

/**
 * Records in the lead's audit trail that the caller was shown these of its buyer's contact
 * details in full (a booking's, or a customer's reveal): the ones with a value.
 */
export async function recordContactView(
  db: Conn,
  actorId: string,
  booking: { leadId: string; bookingId: string },
  contacts: Record<string, string>,
) {
  const fields = Object.keys(contacts).filter((field) => contacts[field] !== '')
  await insertLeadEvents(db, {
    id: randomUUID(),
    leadId: booking.leadId,
    actorId,
    eventType: PII_VIEW,
    data: { fields, bookingId: booking.bookingId },
    createdAt: new Date(),
  })
}

export async function leadEventById(db: Conn, id: string) {
  const [event] = await db.select().from(leadEvents).where(eq(leadEvents.id, id))
  return event
}

/**
 * The lead's events that recorded the version they made (under `versionKey`), for versions
 * after `since` up to `upTo`, oldest first, with who made each.
 */
export function eventsOfVersions(
  db: Conn,
  leadId: string,
  versionKey: string,
  since: number,
  upTo: number,
) {
  const versionOf = sql<number>`(${leadEvents.data}->>${versionKey})::int`
  return db
    .select({
      version: versionOf,
      eventType: leadEvents.eventType,
      data: leadEvents.data,
      actorId: leadEvents.actorId,
      at: leadEvents.createdAt,
      actor: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        sql`${versionOf} > ${since}`,
        sql`${versionOf} <= ${upTo}`,
      ) as SQL,
    )
    .orderBy(asc(versionOf), asc(leadEvents.createdAt))
}
