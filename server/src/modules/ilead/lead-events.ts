import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm'
import { leadEvents, users } from '../../db/schema.ts'
import { pageInfo } from '../../paging.ts'
import type { Conn } from './leads.repository.ts'

/** The reveal of contact details is an audit record, not part of the customer's story. */
export const PII_VIEW = 'piiView'
/** What the audit trail shows: reveals and edits (with their masked before and after). */
export const AUDIT_EVENTS = [PII_VIEW, 'updated']

/**
 * A page of a lead's events, newest first, with who did each. The journey is every event but
 * the reveals (what the seed writes too: created, assigned, status_changed, call, note,
 * message); the audits are the reveals and edits; other lists name their event types.
 */
export async function leadEventPage(
  db: Conn,
  leadId: string,
  kind: 'journey' | 'audits' | readonly string[],
  { page, limit }: { page: number; limit: number },
) {
  const types = kind === 'audits' ? AUDIT_EVENTS : kind
  const where = and(
    eq(leadEvents.leadId, leadId),
    types === 'journey'
      ? ne(leadEvents.eventType, PII_VIEW)
      : inArray(leadEvents.eventType, [...types]),
  ) as SQL
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: leadEvents,
        actor: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.actorId))
      .where(where)
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(leadEvents).where(where),
  ])
  return {
    items: rows.map(({ event, actor }) => ({
      _id: event.id,
      eventType: event.eventType,
      data: event.data,
      actor,
      createdAt: event.createdAt.toISOString(),
    })),
    pageInfo: pageInfo(page, limit, Number(total?.n ?? 0)),
  }
}
