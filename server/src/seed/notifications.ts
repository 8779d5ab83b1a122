import type { leadEvents, leads, notifications } from '../db/schema.ts'
import { DAY_MS } from './random.ts'

/** Assignments this recent are still unread on the project landing; older ones were read. */
const UNREAD_DAYS = 3
const KEPT_DAYS = 14

/** A notification for each recent assignment, to the executive who got the lead. */
export function buildNotifications(
  leadRows: readonly (typeof leads.$inferInsert)[],
  events: readonly (typeof leadEvents.$inferInsert)[],
  today: Date,
): (typeof notifications.$inferInsert)[] {
  const byId = new Map(leadRows.map((l) => [l.id, l]))
  const now = today.getTime()
  return events.flatMap((e) => {
    const lead = byId.get(e.leadId)
    const assigneeId = e.data?.assigneeId
    const at = e.createdAt?.getTime() ?? 0
    if (e.eventType !== 'assigned' || !lead || typeof assigneeId !== 'string') return []
    if (now - at > KEPT_DAYS * DAY_MS) return []
    return [
      {
        id: `notification-${e.id}`,
        orgId: lead.orgId,
        projectId: lead.projectId,
        userId: assigneeId,
        leadId: lead.id,
        kind: 'lead_assigned',
        title: `New lead assigned: ${lead.fullName}`,
        readAt: now - at > UNREAD_DAYS * DAY_MS ? new Date(at + DAY_MS) : null,
        createdAt: e.createdAt,
      },
    ]
  })
}
