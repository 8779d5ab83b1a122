import type { TSession } from '../../contract/auth.ts'
import { LEAD_PATHS, type TLeadEvent } from '../../contract/leads.ts'
import { insertLead, type LeadSuite } from './lead-fixtures.ts'

/**
 * Test support for the field-action routes (not a test itself): instants relative to the real
 * clock, an executive's own lead, and the journey as a manager reads it.
 */
export const MINUTE = 60_000

/** An ISO instant this many milliseconds from now (negative: in the past). */
export const at = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString()

/** An ISO instant this many milliseconds after another. */
export const after = (iso: string, offsetMs: number) =>
  new Date(new Date(iso).getTime() + offsetMs).toISOString()

/** A lead of project p1 assigned to the suite's sales executive. */
export function execLead(suite: LeadSuite, o: Parameters<typeof insertLead>[2] = {}) {
  return insertLead(suite.server, suite.world, {
    assigneeId: suite.world.user.salesExecutive,
    ...o,
  })
}

/** The event types of a lead's journey, oldest first, as the given session reads them. */
export async function journeyTypes(suite: LeadSuite, session: TSession, leadId: string) {
  const res = await suite.call<{ items: TLeadEvent[] }>(
    session,
    'GET',
    `${LEAD_PATHS.journey(suite.world.slug, leadId)}?limit=200`,
  )
  return res.body.items.map((e) => e.eventType).reverse()
}
