import type { OutboxRow, SiteOfficeDb, SyncLogEntry } from '../../lib/db.ts'

/** Enough for "recently synced" and the screens' "synced after this data was fetched" check. */
export const SYNC_LOG_LIMIT = 50

export function syncLogEntry(
  row: OutboxRow,
  outcome: SyncLogEntry['outcome'],
  at: number,
): SyncLogEntry {
  return {
    id: row.id,
    userId: row.userId,
    orgId: row.orgId,
    entity: row.entity,
    label: row.label,
    outcome,
    at,
  }
}

/** Keeps the newest entries (by insertion, not by a clock that may have moved). */
export async function trimSyncLog(db: SiteOfficeDb, limit = SYNC_LOG_LIMIT): Promise<void> {
  const count = await db.syncLog.count()
  if (count <= limit) return
  const oldest = await db.syncLog
    .orderBy('logId')
    .limit(count - limit)
    .primaryKeys()
  await db.syncLog.bulkDelete(oldest)
}
