import { LEAD_PATHS, type TLeadSyncAccess } from '../../../../contract/leads.ts'
import { getDb, type LeadListRecord, type LeadSyncState } from '../../../lib/db.ts'
import { http } from '../../../lib/http.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import {
  SET_ASIDE_CODES,
  setAsideEntityRows,
  type TSetAsideCode,
} from '../../../offline/outbox/set-aside.ts'
import { dropChunksBefore, saveLeadHead, sweepSyncedLeads } from './lead-store.ts'
import type { SyncPageMeta } from './store-sync-page.ts'
import { pageStoreInWorker, type SyncPageStore } from './sync-page-store.ts'
import { yieldToMain } from './yield-to-main.ts'
import { syncScopeOf, syncStateKey, type LeadSyncTarget } from './sync-state.ts'

/** Leads asked for per request (the contract allows up to LEAD_SYNC_PAGE_MAX). */
export const SYNC_PAGE_SIZE = 1000
/** After this long since the last complete pass, the next one starts over and sweeps. */
export const FULL_RESYNC_AFTER_MS = 24 * 60 * 60 * 1000

/** A page as the server sent it, unread: the page store reads and checks it (store-sync-page). */
export type FetchSyncPage = (
  query: { projectId?: string; after?: string; limit: number },
  signal?: AbortSignal,
) => Promise<Blob>

export interface SyncLeadsOptions {
  signal?: AbortSignal
  onProgress?: (state: LeadSyncState) => void
  now?: () => number
  fetchPage?: FetchSyncPage
  /** Where pages are read and stored: the sync's worker unless told. */
  pageStore?: () => SyncPageStore
  yieldToMain?: () => Promise<void>
}

function defaultFetchPage(slug: string): FetchSyncPage {
  // Silent: a background sync failing is not the user's business; it tries again later.
  return async (query, signal) =>
    (await http.getFile(LEAD_PATHS.sync(slug), { query, signal, silent: true })).blob
}

/**
 * Brings the device's leads up to date for one user and scope, in keyset pages, each page read,
 * checked and stored as one chunk (see LeadChunk) by the sync's worker while the next is fetched.
 * - First run: every page from the start, resumable from the stored cursor after a reload.
 * - Later runs: incremental, from the last run's resume cursor (the keyset runs by updatedAt,
 *   so a changed lead comes again at the end, in a later chunk that supersedes the earlier one).
 * - Every page carries the deletion feed: leads that left the user's set since (reassigned
 *   away, moved, deleted) leave the device at once, and so do leads of projects the user no
 *   longer sees; their waiting changes go to needs-attention with the reason.
 * - When the last complete pass is older than FULL_RESYNC_AFTER_MS: a full pass, whose chunks
 *   replace every older chunk of the scope once it completes.
 * A lead this device changed and not yet sent keeps its own copy (lead-store's merge). The
 * whole set is never read into memory here (decision 0018).
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

  const pages = (options.pageStore ?? pageStoreInWorker)()
  try {
    let next = fetchFrom(state.cursor ?? undefined)
    for (;;) {
      options.signal?.throwIfAborted()
      const raw = await next
      options.signal?.throwIfAborted()
      const stored = pages.store(raw, { ownerId, scope, pass })
      const page = await stored.checked
      const done = page.nextCursor === null
      if (!done) next = fetchFrom(page.nextCursor ?? undefined)
      const written = await stored.written
      await dropLeavers({ ownerId, scope }, page, state.access)
      state = {
        ...state,
        pass,
        total: Math.min(page.total, page.cap),
        stored: fullPass ? state.stored + written : state.stored,
        // Complete: the resume cursor, so the next run asks only for what follows.
        cursor: done ? page.resumeCursor : page.nextCursor,
        access: page.access,
      }
      if (done) {
        if (fullPass) await dropChunksBefore(ownerId, scope, pass)
        await saveLeadHead(ownerId)
        // The device now holds the set the server counted.
        state = { ...state, stored: state.total, completedAt: now(), passStartedAt: null }
      }
      await db.leadSync.put(state)
      options.onProgress?.(state)
      if (done) return state
      await pause()
    }
  } finally {
    pages.close()
  }
}

/** Whether a row is one the user may still see, by the access the server described. */
function visibleUnder(access: TLeadSyncAccess, ownerId: string) {
  const all = access.allOf && new Set(access.allOf)
  const own = access.ownOf && new Set(access.ownOf)
  return (row: LeadListRecord) =>
    !all ||
    all.has(row.projectId) ||
    (row.background.assignedTo?._id === ownerId && (!own || own.has(row.projectId)))
}

const sameAccess = (a: TLeadSyncAccess | undefined, b: TLeadSyncAccess) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * The deletion feed of a page. Leads the server says left this scope's set leave the device,
 * when the scope's chunks are where the device has them (a manager may also hold them through
 * their project); when the user's access changed, so do the leads they no longer see. The
 * changes waiting for those leads are set aside for the sync center with the reason, and this
 * device's own copies go.
 */
async function dropLeavers(
  chunk: { ownerId: string; scope: string },
  page: SyncPageMeta,
  previous: TLeadSyncAccess | undefined,
) {
  const removed = new Set(page.removed)
  const accessChanged = !sameAccess(previous, page.access)
  if (removed.size === 0 && !accessChanged) return
  const visible = visibleUnder(page.access, chunk.ownerId)
  const held = new Set<string>()
  const lost = new Set<string>()
  const dropped = await sweepSyncedLeads(chunk.ownerId, (row, scope) => {
    if (removed.has(row._id)) {
      held.add(row._id)
      if (scope === chunk.scope) return true
    }
    if (accessChanged && !visible(row)) {
      lost.add(row._id)
      return true
    }
    return false
  })
  // What left: dropped here, or known to the device only by its own copy.
  const left = [...dropped, ...[...removed].filter((id) => !held.has(id))]
  if (left.length === 0) return
  const reasons = new Map<string, TSetAsideCode>(
    left.map((id) => [
      leadEntity(id),
      lost.has(id) ? SET_ASIDE_CODES.projectLost : SET_ASIDE_CODES.leadLeft,
    ]),
  )
  await setAsideEntityRows(chunk.ownerId, reasons)
  await getDb()
    .leads.where('_id')
    .anyOf(left)
    .filter((row) => row.ownerId === chunk.ownerId)
    .delete()
}
