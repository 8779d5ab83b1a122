import { z } from 'zod'
import { LEAD_PATHS, ZLead, ZLeadSyncPage } from '../../../../contract/leads.ts'
import { getDb, type LeadRecord, type LeadSyncState } from '../../../lib/db.ts'
import { http } from '../../../lib/http.ts'
import { toLeadRecord } from './lead-record.ts'
import { yieldToMain } from './yield-to-main.ts'

/** Leads asked for per request (the contract allows up to LEAD_SYNC_PAGE_MAX). */
export const SYNC_PAGE_SIZE = 1000
/** Rows written per IndexedDB transaction: well under the 100 ms task budget on a tablet. */
export const PUT_CHUNK_SIZE = 200
/** After this long since the last complete pass, the next one starts over and sweeps. */
export const FULL_RESYNC_AFTER_MS = 24 * 60 * 60 * 1000
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

/**
 * A page as fetched: its leads are checked against the contract chunk by chunk as they are
 * stored, since checking a thousand at once would be one long task.
 */
const ZSyncEnvelope = ZLeadSyncPage.extend({ items: z.array(z.unknown()) })
export type TSyncEnvelope = z.infer<typeof ZSyncEnvelope>
const ZLeadChunk = z.array(ZLead)

export type FetchSyncPage = (
  query: { projectId?: string; after?: string; limit: number },
  signal?: AbortSignal,
) => Promise<TSyncEnvelope>

export interface SyncLeadsOptions {
  signal?: AbortSignal
  onProgress?: (state: LeadSyncState) => void
  now?: () => number
  fetchPage?: FetchSyncPage
  yieldToMain?: () => Promise<void>
}

function defaultFetchPage(slug: string): FetchSyncPage {
  // Silent: a background sync failing is not the user's business; it tries again later.
  return (query, signal) =>
    http.get(LEAD_PATHS.sync(slug), { query, schema: ZSyncEnvelope, signal, silent: true })
}

/**
 * Brings the device's lead table up to date for one user and scope, in keyset pages.
 * - First run: every page from the start, resumable from the stored cursor after a reload.
 * - Later runs: incremental, from the last page's cursor (the keyset runs by updatedAt, so a
 *   changed lead comes again at the end).
 * - When the last complete pass is older than FULL_RESYNC_AFTER_MS: a full pass that marks each
 *   row it receives and then deletes the scope's rows it did not (leads reassigned or deleted).
 * A row waiting in the outbox (pendingSync) is never overwritten nor deleted.
 */
export async function syncLeads(
  target: LeadSyncTarget,
  options: SyncLeadsOptions = {},
): Promise<LeadSyncState> {
  const db = getDb()
  const now = options.now ?? Date.now
  const pause = options.yieldToMain ?? yieldToMain
  const fetchPage = options.fetchPage ?? defaultFetchPage(target.slug)
  const { scope, projectId } = syncScopeOf(target)
  const ownerId = target.userId
  const key = syncStateKey(ownerId, scope)

  let state: LeadSyncState = (await db.leadSync.get(key)) ?? {
    key,
    ownerId,
    scope,
    cursor: null,
    completedAt: null,
    total: 0,
    stored: 0,
    passStartedAt: null,
  }
  const stale = state.completedAt !== null && now() - state.completedAt > FULL_RESYNC_AFTER_MS
  if (state.completedAt === null && state.cursor === null) {
    // A first pass from the very start: it may sweep too (rows of an older, abandoned copy).
    state = { ...state, stored: 0, passStartedAt: now() }
  } else if (stale && !state.passStartedAt) {
    state = { ...state, cursor: null, stored: 0, passStartedAt: now() }
  }
  const fullPass = Boolean(state.passStartedAt)
  const passMark = state.passStartedAt ?? now()

  let after = state.cursor ?? undefined
  for (;;) {
    options.signal?.throwIfAborted()
    const page = await fetchPage({ projectId, after, limit: SYNC_PAGE_SIZE }, options.signal)
    options.signal?.throwIfAborted()
    const written = await storePage(page, ownerId, passMark, pause)
    const done = page.nextCursor === null
    state = {
      ...state,
      total: Math.min(page.total, page.cap),
      stored: fullPass ? state.stored + written : state.stored,
      // Complete: keep the last page's own cursor, so the next run asks only for what follows.
      cursor: done ? (after ?? null) : page.nextCursor,
    }
    if (done) {
      if (fullPass) await sweep(ownerId, scope, projectId, passMark, pause)
      const stored = await countInScope(ownerId, scope, projectId)
      state = { ...state, stored, completedAt: now(), passStartedAt: null }
    }
    await db.leadSync.put(state)
    options.onProgress?.(state)
    if (done) return state
    after = page.nextCursor ?? undefined
    await pause()
  }
}

/** Writes a page in chunks, one transaction each, yielding in between. Returns rows written. */
async function storePage(
  page: TSyncEnvelope,
  ownerId: string,
  mark: number,
  pause: () => Promise<void>,
): Promise<number> {
  const db = getDb()
  let written = 0
  for (let start = 0; start < page.items.length; start += PUT_CHUNK_SIZE) {
    if (start > 0) await pause()
    const chunk = ZLeadChunk.parse(page.items.slice(start, start + PUT_CHUNK_SIZE))
    written += await db.transaction('rw', db.leads, async () => {
      const existing = await db.leads.bulkGet(chunk.map((lead) => lead._id))
      // The outbox owns a row with a change waiting: its optimistic copy stays until it syncs.
      const rows: LeadRecord[] = chunk
        .filter((_, i) => !existing[i]?.pendingSync)
        .map((lead) => ({ ...toLeadRecord(lead, ownerId), syncedAt: mark }))
      await db.leads.bulkPut(rows)
      return rows.length
    })
  }
  return written
}

function scopeCollection(ownerId: string, scope: string, projectId: string | undefined) {
  const db = getDb()
  if (projectId) {
    return db.leads
      .where('[ownerId+projectId+updatedAtMs]')
      .between([ownerId, projectId, -Infinity], [ownerId, projectId, Infinity], true, true)
  }
  // "mine": the rows the server sends as assigned to this user.
  return db.leads
    .where('[ownerId+updatedAtMs]')
    .between([ownerId, -Infinity], [ownerId, Infinity], true, true)
    .filter((row) => scope !== MINE_SCOPE || row.background.assignedTo?._id === ownerId)
}

/** Deletes the scope's rows the pass did not send, except rows waiting in the outbox. */
async function sweep(
  ownerId: string,
  scope: string,
  projectId: string | undefined,
  mark: number,
  pause: () => Promise<void>,
): Promise<void> {
  const db = getDb()
  const gone = await scopeCollection(ownerId, scope, projectId)
    .filter((row: LeadRecord) => !row.pendingSync && (row.syncedAt ?? 0) < mark)
    .primaryKeys()
  for (let start = 0; start < gone.length; start += PUT_CHUNK_SIZE) {
    if (start > 0) await pause()
    await db.leads.bulkDelete(gone.slice(start, start + PUT_CHUNK_SIZE))
  }
}

function countInScope(ownerId: string, scope: string, projectId: string | undefined) {
  return scopeCollection(ownerId, scope, projectId).count()
}

/** The stored state of a user's scope, for the progress indicator on start. */
export function readLeadSyncState(target: LeadSyncTarget): Promise<LeadSyncState | undefined> {
  const { scope } = syncScopeOf(target)
  return getDb().leadSync.get(syncStateKey(target.userId, scope))
}
