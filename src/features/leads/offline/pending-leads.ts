import type { LeadRecord, OutboxRow, SiteOfficeDb } from '../../../lib/db.ts'
import { useDeviceQuery } from '../../../offline/device-db.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'

export interface PendingLeads {
  /** Leads added on this device that the server has not confirmed yet, newest first. */
  created: LeadRecord[]
  /** Every device copy with a change waiting, by id (created ones too). */
  byId: Map<string, LeadRecord>
}

const EMPTY: PendingLeads = { created: [], byId: new Map() }
const ENTITY_PREFIX = leadEntity('')

/**
 * Whether a row of a lead's queue adds the lead: the POST to a project's leads. The queue's other
 * POSTs (a stage change, a call, a follow-up) act on a lead that exists.
 */
function addsLead(row: OutboxRow): boolean {
  return row.method === 'POST' && /\/projects\/[^/]+\/leads$/.test(row.path)
}

/**
 * This user's leads with changes in the outbox, found through the outbox (a few rows) rather
 * than a scan of the lead table.
 */
export async function readPendingLeads(db: SiteOfficeDb, ownerId: string): Promise<PendingLeads> {
  const rows = await db.outbox
    .where('[userId+entity]')
    .between([ownerId, ENTITY_PREFIX], [ownerId, `${ENTITY_PREFIX}\uffff`], true, true)
    .toArray()
  if (rows.length === 0) return EMPTY
  const idOf = (entity: string) => entity.slice(ENTITY_PREFIX.length)
  const createdIds = new Set(rows.filter(addsLead).map((r) => idOf(r.entity)))
  const ids = [...new Set(rows.map((r) => idOf(r.entity)))]
  const records = (await db.leads.bulkGet(ids)).filter(
    (r): r is LeadRecord => r !== undefined && r.ownerId === ownerId && Boolean(r.pendingSync),
  )
  return {
    created: records
      .filter((r) => createdIds.has(r._id))
      .sort((a, b) => b.createdAtMs - a.createdAtMs),
    byId: new Map(records.map((r) => [r._id, r])),
  }
}

/** Live: re-reads when the outbox or the lead table changes (this tab or another). */
export function usePendingLeads(ownerId: string): PendingLeads {
  return useDeviceQuery((db) => readPendingLeads(db, ownerId), [ownerId]) ?? EMPTY
}
