import { z } from 'zod'
import { LEAD_PATHS, ZLead, ZLeadSyncPage, type TLead } from '../../../../contract/leads.ts'
import { getDb, type LeadSyncState } from '../../../lib/db.ts'
import { http } from '../../../lib/http.ts'
import { addLeadChunk, dropChunksBefore, loadSyncedIndex, saveLeadHead } from './lead-store.ts'
import { yieldToMain } from './yield-to-main.ts'

/** Leads asked for per request (the contract allows up to LEAD_SYNC_PAGE_MAX). */
export const SYNC_PAGE_SIZE = 1000
/** Leads checked against the contract per task: well under the 100 ms budget on a tablet. */
export const PARSE_CHUNK_SIZE = 250
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
 * Brings the device's leads up to date for one user and scope, in keyset pages, each page
 * stored as one chunk (see LeadChunk) while the next is being fetched.
 * - First run: every page from the start, resumable from the stored cursor after a reload.
 * - Later runs: incremental, from the last page's cursor (the keyset runs by updatedAt, so a
 *   changed lead comes again at the end, in a later chunk that supersedes the earlier one).
 * - When the last complete pass is older than FULL_RESYNC_AFTER_MS: a full pass, whose chunks
 *   replace every older chunk of the scope once it completes (leads reassigned or deleted go).
 * A lead this device changed and not yet sent keeps its own copy (lead-store's merge).
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
    // A first pass from the very start: it may sweep too (chunks of an older, abandoned copy).
    state = { ...state, stored: 0, passStartedAt: now() }
  } else if (stale && !state.passStartedAt) {
    state = { ...state, cursor: null, stored: 0, passStartedAt: now() }
  }
  const fullPass = Boolean(state.passStartedAt)
  // Chunks of an incremental run belong to the pass they bring up to date.
  const pass = state.passStartedAt ?? state.pass ?? 0
  const fetchFrom = (after: string | undefined) => {
    const request = fetchPage({ projectId, after, limit: SYNC_PAGE_SIZE }, options.signal)
    // Awaited below; until then a failure must not count as unhandled.
    request.catch(() => undefined)
    return request
  }

  let after = state.cursor ?? undefined
  let next = fetchFrom(after)
  for (;;) {
    options.signal?.throwIfAborted()
    const page = await next
    options.signal?.throwIfAborted()
    const done = page.nextCursor === null
    if (!done) next = fetchFrom(page.nextCursor ?? undefined)
    const written = await storePage(page, { ownerId, scope, pass }, pause)
    state = {
      ...state,
      pass,
      total: Math.min(page.total, page.cap),
      stored: fullPass ? state.stored + written : state.stored,
      // Complete: keep the last page's own cursor, so the next run asks only for what follows.
      cursor: done ? (after ?? null) : page.nextCursor,
    }
    if (done) {
      if (fullPass) await dropChunksBefore(ownerId, scope, pass)
      await saveLeadHead(ownerId)
      state = {
        ...state,
        stored: await countInScope(ownerId, scope, projectId),
        completedAt: now(),
        passStartedAt: null,
      }
    }
    await db.leadSync.put(state)
    options.onProgress?.(state)
    if (done) return state
    after = page.nextCursor ?? undefined
    await pause()
  }
}

/** Checks a page against the contract a slice per task, then stores it as one chunk. */
async function storePage(
  page: TSyncEnvelope,
  chunk: { ownerId: string; scope: string; pass: number },
  pause: () => Promise<void>,
): Promise<number> {
  if (page.items.length === 0) return 0
  const leads: TLead[] = []
  for (let start = 0; start < page.items.length; start += PARSE_CHUNK_SIZE) {
    if (start > 0) await pause()
    leads.push(...ZLeadChunk.parse(page.items.slice(start, start + PARSE_CHUNK_SIZE)))
  }
  await pause()
  await addLeadChunk(chunk, leads)
  return leads.length
}

/** How many leads of the scope the device holds (the progress indicator's "stored"). */
async function countInScope(ownerId: string, scope: string, projectId: string | undefined) {
  const index = await loadSyncedIndex(ownerId)
  let count = 0
  for (const row of index.rows.values()) {
    const inScope = projectId
      ? row.projectId === projectId
      : scope !== MINE_SCOPE || row.background.assignedTo?._id === ownerId
    if (inScope) count += 1
  }
  return count
}

/** The stored state of a user's scope, for the progress indicator on start. */
export function readLeadSyncState(target: LeadSyncTarget): Promise<LeadSyncState | undefined> {
  const { scope } = syncScopeOf(target)
  return getDb().leadSync.get(syncStateKey(target.userId, scope))
}
