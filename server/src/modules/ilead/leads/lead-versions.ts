import { FIELD_ACTION_EVENTS } from '../../../../../contract/field-actions.ts'
import { LEAD_ERROR_CODES, LEAD_MESSAGES, type TLeadChange } from '../../../../../contract/leads.ts'
import { conflict } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import { personOf } from '../field-actions.ts'
import type { Conn } from '../../../db/client.ts'
import { eventsOfVersions } from './lead-events.repository.ts'
import { toLead, type LeadRow } from './leads.repository.ts'

/**
 * Who made each version of a lead (decision 0016). Every write that bumps a lead's version
 * records the version it made in its journey events' data, under this key; an edit based on an
 * older version is stale only if someone else made one of the versions since.
 */
export const VERSION_KEY = 'version'

/** The lead fields a journey event changed, as the flat paths of the edit form. */
function fieldsOf(eventType: string, data: Record<string, unknown>): string[] {
  switch (eventType) {
    case 'updated': {
      const changes = Array.isArray(data.changes) ? (data.changes as { field?: unknown }[]) : []
      return changes.map((c) => c.field).filter((f): f is string => typeof f === 'string')
    }
    case FIELD_ACTION_EVENTS.statusChanged:
      return data.dropReason ? ['leadStatus', 'subStatus'] : ['leadStatus']
    case 'assigned':
      return ['background.assignedTo']
    case 'retained':
    case 'released':
      return ['retained']
    default:
      return []
  }
}

/**
 * The versions of a lead after `since` (up to its current one) that the caller did not make,
 * oldest first: empty when every newer version is the caller's own. A version nobody recorded
 * (made before the server kept authors) counts as someone else's, with no author or fields.
 */
export async function othersChangesSince(
  db: Conn,
  auth: AuthContext,
  lead: { id: string; version: number },
  since: number,
): Promise<TLeadChange[]> {
  if (since >= lead.version) return []
  const rows = await eventsOfVersions(db, lead.id, VERSION_KEY, since, lead.version)
  const byVersion = new Map<number, typeof rows>()
  for (const row of rows) {
    const version = Number(row.version)
    byVersion.set(version, [...(byVersion.get(version) ?? []), row])
  }
  const changes: TLeadChange[] = []
  for (let version = since + 1; version <= lead.version; version++) {
    const events = byVersion.get(version) ?? []
    if (events.length > 0 && events.every((e) => e.actorId === auth.userId)) continue
    const first = events[0]
    changes.push({
      version,
      by: first ? personOf(first.actor) : null,
      at: first ? first.at.toISOString() : null,
      fields: [...new Set(events.flatMap((e) => fieldsOf(e.eventType, e.data)))],
    })
  }
  return changes
}

/** The 409 of an edit based on `since`: the lead as `row` holds it, and what others changed. */
export async function versionConflict(db: Conn, auth: AuthContext, row: LeadRow, since: number) {
  return conflict(LEAD_ERROR_CODES.versionConflict, LEAD_MESSAGES.versionConflict, {
    current: toLead(row),
    changes: await othersChangesSince(db, auth, row.lead, since),
  })
}

/**
 * Whether an edit based on `since` is stale: not when the lead is still at that version, nor when
 * every version since is the caller's own. A version the lead never reached cannot be judged.
 */
export async function isStale(db: Conn, auth: AuthContext, row: LeadRow, since: number) {
  if (since === row.lead.version) return false
  if (since > row.lead.version) return true
  return (await othersChangesSince(db, auth, row.lead, since)).length > 0
}
