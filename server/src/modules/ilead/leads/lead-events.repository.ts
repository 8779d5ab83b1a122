import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { leadEvents, users } from '../../../db/schema.ts'
import { pageInfo } from '../../../paging.ts'
import type { Conn } from './leads.repository.ts'
import { firstPagePerLead } from '../per-lead.ts'

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
export async function leadEventPage(
  db: Conn,
  leadId: string,
  kind: EventKind,
  { page, limit }: { page: number; limit: number },
) {
  const where = and(eq(leadEvents.leadId, leadId), kindCondition(kind)) as SQL
  const [rows, [total]] = await Promise.all([
    selectEvents(db)
      .where(where)
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(leadEvents).where(where),
  ])
  return {
    items: rows.map(toEvent),
    pageInfo: pageInfo(page, limit, Number(total?.n ?? 0)),
  }
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
