import { getDb, type OutboxError, type SiteOfficeDb } from '../../lib/db.ts'
import { announceOutboxChange } from './changes.ts'

/**
 * Why the device set a waiting change aside without sending it: what it was about left the
 * device. The sync center words each in the user's language (features/sync failure-reason).
 */
export const SET_ASIDE_CODES = {
  /** The lead was reassigned to someone else, moved to another project, or deleted. */
  leadLeft: 'LEAD_LEFT_DEVICE',
  /** The user no longer sees the lead's project. */
  projectLost: 'LEAD_PROJECT_LOST',
} as const
export type TSetAsideCode = (typeof SET_ASIDE_CODES)[keyof typeof SET_ASIDE_CODES]

/** Kept with the row for any reader without the catalogue; the sync center words the code. */
const MESSAGES: Record<TSetAsideCode, string> = {
  LEAD_LEFT_DEVICE: 'Not sent: the lead was reassigned or moved away from you',
  LEAD_PROJECT_LOST: "Not sent: you lost access to the lead's project",
}

/**
 * A change the server answered "not found" for: sent before the device learnt its lead had
 * left, so the leaving is the reason to show, not the server's "Lead not found".
 */
const refusedAsGone = (error: OutboxError | undefined) => error?.status === 404

/**
 * Moves the user's waiting changes of these entities to needs-attention with the reason, so
 * they wait visibly in the sync center instead of being sent into a refusal. A change in flight
 * is left to its answer, and one refused for itself keeps the server's words. Returns how many.
 */
export async function setAsideEntityRows(
  userId: string,
  reasons: ReadonlyMap<string, TSetAsideCode>,
  db: SiteOfficeDb = getDb(),
): Promise<number> {
  if (reasons.size === 0) return 0
  let changed = 0
  await db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox
      .where('state')
      .anyOf('pending', 'needs-attention')
      .filter(
        (row) =>
          row.userId === userId &&
          reasons.has(row.entity) &&
          (row.state === 'pending' || refusedAsGone(row.lastError)),
      )
      .toArray()
    for (const row of rows) {
      const code = reasons.get(row.entity)!
      const lastError: OutboxError = { code, message: MESSAGES[code] }
      changed += await db.outbox.update(row.seq as number, { state: 'needs-attention', lastError })
    }
  })
  if (changed > 0) announceOutboxChange()
  return changed
}
