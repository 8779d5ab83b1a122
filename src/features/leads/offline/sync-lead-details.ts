import { z } from 'zod'
import {
  LEAD_DETAILS_BATCH_MAX,
  LEAD_DETAILS_PATHS,
  ZLeadDetails,
  ZLeadsDue,
  type TLeadDetails,
  type TLeadsDue,
} from '../../../../contract/lead-details.ts'
import { http } from '../../../lib/http.ts'
import {
  leadDetailsMetaOf,
  storeLeadDetails,
  sweepLeadDetails,
} from '../../../offline/lead-details.ts'
import { loadSyncedIndex } from './lead-store.ts'
import { LEAD_DETAILS_SYNC_MEASURE } from './offline-query-measure.ts'
import { yieldToMain } from './yield-to-main.ts'

/** The user's most recently updated leads whose details the device keeps. */
export const RECENT_DETAILS = 200
/** Details older than this are fetched again by the next sync. */
export const DETAILS_REFRESH_MS = 60 * 60_000
/** Details checked against the contract per task. */
const PARSE_SLICE = 10

const ZDetailsEnvelope = z.object({ items: z.array(z.unknown()), notFound: z.array(z.string()) })
const ZDetailsSlice = z.array(ZLeadDetails)
export type TDetailsEnvelope = z.infer<typeof ZDetailsEnvelope>

export type FetchDetails = (
  ids: readonly string[],
  signal?: AbortSignal,
) => Promise<TDetailsEnvelope>
export type FetchDue = (signal?: AbortSignal) => Promise<TLeadsDue>

export interface SyncLeadDetailsOptions {
  signal?: AbortSignal
  now?: () => number
  fetchDetails?: FetchDetails
  fetchDue?: FetchDue
  /** Between slices of work: the main thread's turn. */
  pause?: () => Promise<void>
  /** Between requests: waits for an idle moment, so the screen's own work goes first. */
  idle?: () => Promise<void>
}

export interface LeadDetailsSyncResult {
  /** Leads whose details the device keeps (due soon, recently updated). */
  selected: number
  /** Of those, the ones fetched by this run (new, changed, or older than DETAILS_REFRESH_MS). */
  fetched: number
}

// Silent and low priority: a background read failing is not the user's business; the next sync
// tries again.
const defaultFetchDetails =
  (slug: string): FetchDetails =>
  (ids, signal) =>
    http.get(LEAD_DETAILS_PATHS.details(slug), {
      query: { 'ids[]': [...ids] },
      schema: ZDetailsEnvelope,
      signal,
      silent: true,
      priority: 'low',
    })

const defaultFetchDue =
  (slug: string): FetchDue =>
  (signal) =>
    http.get(LEAD_DETAILS_PATHS.due(slug), {
      schema: ZLeadsDue,
      signal,
      silent: true,
      priority: 'low',
    })

/** An idle moment (at most a second away), else the next task. */
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 1_000 })
    else setTimeout(resolve, 0)
  })
}

/**
 * Keeps on the device the details of the user's leads most likely to be needed offline: every
 * lead of theirs with a task or visit due around now (the server says which) and their
 * RECENT_DETAILS most recently updated synced leads. Details are fetched again when the synced
 * lead changed or after DETAILS_REFRESH_MS; details of leads that left the selection go, unless
 * opened on this device. Runs after each lead sync (use-lead-sync.ts), in batches of
 * LEAD_DETAILS_BATCH_MAX, one request at a time.
 */
export async function syncLeadDetails(
  target: { slug: string; userId: string },
  options: SyncLeadDetailsOptions = {},
): Promise<LeadDetailsSyncResult> {
  const now = options.now ?? Date.now
  const pause = options.pause ?? yieldToMain
  const idle = options.idle ?? idleMoment
  const fetchDetails = options.fetchDetails ?? defaultFetchDetails(target.slug)
  const fetchDue = options.fetchDue ?? defaultFetchDue(target.slug)
  const ownerId = target.userId
  const started = performance.now()

  const due = await fetchDue(options.signal)
  options.signal?.throwIfAborted()
  const index = await loadSyncedIndex(ownerId)
  const mine = [...index.rows.values()].filter((row) => row.background.assignedTo?._id === ownerId)
  const recent = mine
    .sort((a, b) => b.updatedAtMs - a.updatedAtMs)
    .slice(0, RECENT_DETAILS)
    .map((row) => row._id)
  const updatedAt = new Map(mine.map((row) => [row._id, row.updatedAt]))
  const selected = new Set([...due.items.map((d) => d.leadId), ...recent])

  const metas = await leadDetailsMetaOf(ownerId)
  const stale = [...selected].filter((leadId) => {
    const meta = metas.get(leadId)
    if (!meta || meta.fetchedAt === 0 || now() - meta.fetchedAt > DETAILS_REFRESH_MS) return true
    const synced = updatedAt.get(leadId)
    return synced !== undefined && synced !== meta.leadUpdatedAt
  })

  const gone = new Set<string>()
  for (let start = 0; start < stale.length; start += LEAD_DETAILS_BATCH_MAX) {
    await idle()
    options.signal?.throwIfAborted()
    const page = await fetchDetails(
      stale.slice(start, start + LEAD_DETAILS_BATCH_MAX),
      options.signal,
    )
    options.signal?.throwIfAborted()
    for (const id of page.notFound) gone.add(id)
    const items: TLeadDetails[] = []
    for (let at = 0; at < page.items.length; at += PARSE_SLICE) {
      await pause()
      items.push(...ZDetailsSlice.parse(page.items.slice(at, at + PARSE_SLICE)))
    }
    await pause()
    await storeLeadDetails(ownerId, items, updatedAt, now())
  }
  for (const id of gone) selected.delete(id)
  await sweepLeadDetails(ownerId, selected, gone)
  performance.measure(LEAD_DETAILS_SYNC_MEASURE, {
    start: started,
    detail: { selected: selected.size, fetched: stale.length - gone.size },
  })
  return { selected: selected.size, fetched: stale.length - gone.size }
}
