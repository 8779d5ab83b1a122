import { getDb, type SiteOfficeDb } from '../../lib/db.ts'
import { announceOutboxChange } from './changes.ts'
import { syncLogEntry } from './sync-log.ts'

/**
 * The sync center's actions. None touches a row in flight: its request may be reaching the
 * server this moment, and only the server's answer may settle it.
 */

/** Try now: a waiting or refused row goes back to pending with no backoff. */
export async function retryOutboxItem(id: string, db: SiteOfficeDb = getDb()): Promise<boolean> {
  const changed = await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.state !== 'in-flight')
    .modify({ state: 'pending', nextAttemptAt: 0 })
  if (changed > 0) announceOutboxChange()
  return changed > 0
}

/**
 * A refused row with a corrected body, sent again with the same Idempotency-Key: the server
 * rolled back the refused attempt, so the key was never spent. Only refused rows: a waiting
 * row may already have reached the server, and another body under its key would be refused.
 */
export async function editOutboxItem(
  id: string,
  body: unknown,
  db: SiteOfficeDb = getDb(),
): Promise<boolean> {
  const changed = await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.state === 'needs-attention')
    .modify({
      body: JSON.parse(JSON.stringify(body)) as unknown,
      state: 'pending',
      nextAttemptAt: 0,
    })
  if (changed > 0) announceOutboxChange()
  return changed > 0
}

/** Throws the change away, on the user's word; the sync log keeps a line that it was. */
export async function discardOutboxItem(id: string, db: SiteOfficeDb = getDb()): Promise<boolean> {
  const discarded = await db.transaction('rw', db.outbox, db.syncLog, db.outboxFiles, async () => {
    const row = await db.outbox.get({ id })
    if (!row || row.state === 'in-flight') return false
    await db.outbox.delete(row.seq as number)
    await db.outboxFiles.delete(row.id)
    await db.syncLog.add(syncLogEntry(row, 'discarded', Date.now()))
    return true
  })
  if (discarded) announceOutboxChange()
  return discarded
}

/** Every row on this device, whoever saved it: what a sign-out now would throw away. */
export function countUnsyncedChanges(db: SiteOfficeDb = getDb()): Promise<number> {
  return db.outbox.count()
}
