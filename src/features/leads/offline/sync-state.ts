import type { LeadSyncState } from '../../../lib/db.ts'
import { loadDb } from '../../../offline/device-db.ts'

/*
 * What a lead sync is for and where its state is kept, apart from the sync itself: the layout
 * reads the stored state at start, and the sync's code (sync-leads.ts, its page store and the
 * lead details) loads only when a sync starts, after the first screen (decision 0058).
 */

/** The sync scope of an executive's own leads (a manager's is the project's id). */
export const MINE_SCOPE = 'mine'

export interface LeadSyncTarget {
  slug: string
  userId: string
  /** The chosen project, or null for all projects. */
  projectId: string | null
  /** DXP_LEAD_ASSIGNMENT on the chosen project: the device keeps the whole project. */
  canSeeAllOfProject: boolean
}

/** A manager's copy is the chosen project; everyone else's is their assigned leads. */
export function syncScopeOf(target: LeadSyncTarget): { scope: string; projectId?: string } {
  return target.canSeeAllOfProject && target.projectId
    ? { scope: target.projectId, projectId: target.projectId }
    : { scope: MINE_SCOPE }
}

export const syncStateKey = (ownerId: string, scope: string) => `${ownerId}:${scope}`

/** The stored state of a user's scope, for the progress indicator on start. */
export async function readLeadSyncState(
  target: LeadSyncTarget,
): Promise<LeadSyncState | undefined> {
  const { scope } = syncScopeOf(target)
  return (await loadDb()).leadSync.get(syncStateKey(target.userId, scope))
}
