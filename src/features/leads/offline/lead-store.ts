import { ZLead, type TLead } from '../../../../contract/leads.ts'
import {
  getDb,
  type LeadChunk,
  type LeadChunkBody,
  type LeadHead,
  type LeadListRecord,
  type LeadRecord,
  type SiteOfficeDb,
} from '../../../lib/db.ts'
import { ascending, type Compare } from './lead-order.ts'
import { toLeadListRecord } from './lead-record.ts'
import { yieldToMain } from './yield-to-main.ts'

/** A row of the offline list: the synced row, or this device's own copy of the lead. */
export type DeviceLeadRow = LeadListRecord & { pendingSync?: boolean }

/** Chunks read per IndexedDB request while loading: a few thousand rows, then a yield. */
const CHUNKS_PER_READ = 2

/**
 * One user's synced leads held in memory: the latest row of each lead and the chunk it came
 * from. Filtering, sorting and prefix search over 50,000 such rows take milliseconds, where
 * IndexedDB indexes cost a millisecond or more per row to write (decision 0013).
 */
interface SyncedIndex {
  db: SiteOfficeDb
  ownerId: string
  /** Chunk seqs applied, ascending. */
  seqs: number[]
  rows: Map<string, LeadListRecord>
  chunkOf: Map<string, number>
  /** Bumped whenever `rows` changes: views computed from an older revision are recomputed. */
  revision: number
  /** `rows` sorted by a key, ascending, computed once per revision and key. */
  sorted: Map<string, LeadListRecord[]>
}

/**
 * The set in memory is held weakly: a screen showing the device's leads retains it (`retain`)
 * for RETAIN_MS after its last read, anything else (the sync, the details' selection) only
 * borrows it. Online the lists come from the server, so after a sync the set is not kept
 * resident: 50,000 rows are tens of megabytes of a tablet's memory (decision 0018).
 */
let cached: WeakRef<SyncedIndex> | undefined
let retained: SyncedIndex | undefined
let release: ReturnType<typeof setTimeout> | undefined
let loading: Promise<SyncedIndex> | undefined
/** How long a screen's last read keeps the set in memory. */
export const RETAIN_MS = 2 * 60_000

const cachedIndex = () => cached?.deref()

/** Keeps the set in memory while screens read it, and lets it go RETAIN_MS after the last. */
function retain(index: SyncedIndex): SyncedIndex {
  retained = index
  if (release !== undefined) clearTimeout(release)
  release = setTimeout(() => {
    retained = undefined
    release = undefined
  }, RETAIN_MS)
  return index
}

/**
 * Revisions count up across every index this page builds: one rebuilt after a release (or for
 * another user) never reuses a number a view was memoised under for different rows.
 */
let lastRevision = 0

function emptyIndex(db: SiteOfficeDb, ownerId: string): SyncedIndex {
  return {
    db,
    ownerId,
    seqs: [],
    rows: new Map(),
    chunkOf: new Map(),
    revision: 0,
    sorted: new Map(),
  }
}

/**
 * The user's synced leads, brought up to date with the chunks written since the last call:
 * new chunks are applied in order (a later chunk is the server's later word on a lead); when a
 * chunk already applied has gone (a full pass swept it), the index is rebuilt.
 */
export function loadSyncedIndex(ownerId: string): Promise<SyncedIndex> {
  const run = async (): Promise<SyncedIndex> => {
    const db = getDb()
    const seqs = (await db.leadChunks.where('ownerId').equals(ownerId).primaryKeys()) as number[]
    const previous = cachedIndex()
    let index = previous
    const present = new Set(seqs)
    if (
      !index ||
      index.db !== db ||
      index.ownerId !== ownerId ||
      !index.seqs.every((seq) => present.has(seq))
    ) {
      index = emptyIndex(db, ownerId)
    }
    const last = index.seqs.at(-1) ?? -Infinity
    const fresh = seqs.filter((seq) => seq > last)
    for (let start = 0; start < fresh.length; start += CHUNKS_PER_READ) {
      if (start > 0) await yieldToMain()
      const chunks = await db.leadChunks.bulkGet(fresh.slice(start, start + CHUNKS_PER_READ))
      for (const chunk of chunks) {
        if (!chunk?.seq) continue
        for (const row of chunk.rows) {
          index.rows.set(row._id, row)
          index.chunkOf.set(row._id, chunk.seq)
        }
        index.seqs.push(chunk.seq)
      }
    }
    if (fresh.length > 0 || index !== previous) {
      index.revision = ++lastRevision
      index.sorted.clear()
    }
    if (index !== previous) cached = new WeakRef(index)
    if (retained && retained !== index) retained = index
    return index
  }
  // Callers at the same moment share one load.
  const next = (loading ?? Promise.resolve()).catch(() => undefined).then(run)
  loading = next
  void next.finally(() => {
    if (loading === next) loading = undefined
  })
  return next
}

/** The copies this device wrote for the user (a few rows: changes waiting, or just sent). */
async function ownCopies(ownerId: string): Promise<LeadRecord[]> {
  return getDb()
    .leads.filter((row) => row.ownerId === ownerId)
    .toArray()
}

/**
 * Whether this device's copy is the one to show: while its change waits, always; once sent,
 * until a sync brings a version at least as new.
 */
function ownCopyWins(own: LeadRecord, synced: LeadListRecord | undefined): boolean {
  return Boolean(own.pendingSync) || !synced || own.updatedAtMs > synced.updatedAtMs
}

export interface DeviceLeads {
  /** A key that changes whenever the rows below may have. */
  revision: string
  /** The synced rows sorted ascending by `compare`; skip those in `ownIds`. */
  sortedSynced: (compare: Compare, key: string) => LeadListRecord[]
  /** The synced rows in no particular order, for a count; skip those in `ownIds`. */
  synced: () => Iterable<LeadListRecord>
  /** Own copies that supersede (or add to) the synced rows. */
  own: DeviceLeadRow[]
  ownIds: Set<string>
}

function sortedOf(index: SyncedIndex, compare: Compare, key: string): LeadListRecord[] {
  let rows = index.sorted.get(key)
  if (!rows) {
    rows = [...index.rows.values()].sort(compare)
    index.sorted.set(key, rows)
  }
  return rows
}

/** The own copies to show over the synced rows `syncedRow` knows. */
function winningCopies(
  copies: LeadRecord[],
  syncedRow: (id: string) => LeadListRecord | undefined,
) {
  const own = copies.filter((copy) => ownCopyWins(copy, syncedRow(copy._id)))
  return {
    own: own.map((copy) => ({ ...toLeadListRecord(copy), pendingSync: copy.pendingSync })),
    ownIds: new Set(own.map((row) => row._id)),
  }
}

/** The set in memory for a screen that shows it: kept while screens go on reading it. */
async function warmSyncedIndex(ownerId: string): Promise<SyncedIndex> {
  return retain(await loadSyncedIndex(ownerId))
}

/** Every lead of the user on this device: the synced index and the own copies that win. */
export async function readDeviceLeads(ownerId: string): Promise<DeviceLeads> {
  const [index, copies] = await Promise.all([warmSyncedIndex(ownerId), ownCopies(ownerId)])
  const { own, ownIds } = winningCopies(copies, (id) => index.rows.get(id))
  return {
    revision: `${index.revision}:${own.map((row) => `${row._id}@${row.updatedAtMs}`).join(',')}`,
    sortedSynced: (compare, key) => sortedOf(index, compare, key),
    synced: () => index.rows.values(),
    own,
    ownIds,
  }
}

/** Synced rows kept for a cold start: more than a tall screen's worth of list rows. */
const HEAD_SIZE = 200
const BY_UPDATE = ascending('updatedAt')

/**
 * The `count` newest rows, newest first, in one pass: sorting 50,000 rows to keep 200 would be
 * one long task at the end of every sync.
 */
function newest(rows: Iterable<LeadListRecord>, count: number): LeadListRecord[] {
  const kept: LeadListRecord[] = []
  for (const row of rows) keepNewest(kept, row, count)
  return kept
}

function keepNewest(kept: LeadListRecord[], row: LeadListRecord, count: number) {
  if (kept.length === count && BY_UPDATE(row, kept[count - 1]!) <= 0) return
  let at = kept.length
  while (at > 0 && BY_UPDATE(row, kept[at - 1]!) > 0) at -= 1
  kept.splice(at, 0, row)
  if (kept.length > count) kept.pop()
}

type StoredChunk = LeadChunk & { seq: number }

/**
 * Reads the user's chunks in order, a few per request with a yield between, handing each to
 * `visit` and keeping none: the whole set is never held at once.
 */
async function eachChunk(
  db: SiteOfficeDb,
  ownerId: string,
  visit: (chunk: StoredChunk) => void,
): Promise<number[]> {
  const seqs = (await db.leadChunks.where('ownerId').equals(ownerId).primaryKeys()) as number[]
  for (let start = 0; start < seqs.length; start += CHUNKS_PER_READ) {
    if (start > 0) await yieldToMain()
    const chunks = await db.leadChunks.bulkGet(seqs.slice(start, start + CHUNKS_PER_READ))
    for (const chunk of chunks) if (chunk?.seq !== undefined) visit(chunk as StoredChunk)
  }
  return seqs
}

/** Whether the saved head reflects every chunk of the user. */
async function headIsCurrent(db: SiteOfficeDb, ownerId: string): Promise<boolean> {
  const [head, seqs] = await Promise.all([
    db.leadHeads.get(ownerId),
    db.leadChunks.where('ownerId').equals(ownerId).primaryKeys(),
  ])
  return head ? head.lastSeq === seqs.at(-1) : seqs.length === 0
}

/**
 * Saves the user's newest synced rows, for the next cold start's first screen, when the head
 * is not current already (each stored chunk keeps a current head so; a sweep drops it). Read
 * chunk by chunk (`sweepSyncedLeads`), never the whole set at once.
 */
export async function saveLeadHead(ownerId: string): Promise<void> {
  if (await headIsCurrent(getDb(), ownerId)) return
  await sweepSyncedLeads(ownerId, () => false)
}

/**
 * Drops from the device the synced leads `drop` picks (judged on each lead's latest row, with
 * the scope of the chunk it came in), and saves a fresh head. Two passes over the chunks, none
 * held: the first finds where each lead's latest row is, the second judges those rows. A chunk
 * holding a dropped lead is written again without it, under a new seq (with only the latest rows
 * it held, so it supersedes nothing newer); the set in memory, seeing a chunk it applied gone,
 * is read again. Returns the ids dropped.
 */
export async function sweepSyncedLeads(
  ownerId: string,
  drop: (row: LeadListRecord, scope: string) => boolean,
): Promise<string[]> {
  const db = getDb()
  const latest = new Map<string, number>()
  await eachChunk(db, ownerId, (chunk) => {
    for (const row of chunk.rows) latest.set(row._id, chunk.seq)
  })
  const dropped = new Set<string>()
  const rewrite = new Map<number, StoredChunk>()
  const head: LeadListRecord[] = []
  const seqs = await eachChunk(db, ownerId, (chunk) => {
    const live = chunk.rows.filter((row) => latest.get(row._id) === chunk.seq)
    const kept = live.filter((row) => !drop(row, chunk.scope))
    if (kept.length < live.length) {
      for (const row of live) if (!kept.includes(row)) dropped.add(row._id)
      rewrite.set(chunk.seq, { ...chunk, rows: kept })
    }
    for (const row of kept) keepNewest(head, row, HEAD_SIZE)
  })
  await db.transaction('rw', db.leadChunks, db.leadBodies, db.leadHeads, async () => {
    const now = (await db.leadChunks.where('ownerId').equals(ownerId).primaryKeys()) as number[]
    // A chunk stored meanwhile (another sync) would make this pass's judgement stale.
    if (now.length !== seqs.length || now.some((seq, i) => seq !== seqs[i])) return
    for (const [seq, chunk] of rewrite) {
      const body = await db.leadBodies.get(seq)
      await db.leadChunks.delete(seq)
      await db.leadBodies.delete(seq)
      if (chunk.rows.length === 0) continue
      const { seq: _old, ...rest } = chunk
      const ids = new Set(chunk.rows.map((row) => row._id))
      const added = (await db.leadChunks.add(rest)) as number
      await db.leadBodies.add({
        seq: added,
        json: bodyJson(leadsOf(body).filter((lead) => ids.has(lead._id))),
      })
    }
    const remaining = (await db.leadChunks
      .where('ownerId')
      .equals(ownerId)
      .primaryKeys()) as number[]
    if (remaining.length === 0) await db.leadHeads.delete(ownerId)
    else await db.leadHeads.put({ ownerId, lastSeq: remaining.at(-1)!, rows: head })
  })
  return [...dropped]
}

export interface DeviceHead {
  /** The newest synced rows, newest first. */
  rows: LeadListRecord[]
  /** Whether these are all the synced rows. */
  complete: boolean
  /** Rows older than this may be missing: a view is known only down to here. */
  oldestMs: number
  own: DeviceLeadRow[]
  ownIds: Set<string>
}

/**
 * The saved head, while the whole set is not yet in memory (a cold start) and the head is
 * current; null otherwise. Reading it costs a few milliseconds where the whole set costs
 * hundreds.
 */
export async function readDeviceHead(ownerId: string): Promise<DeviceHead | null> {
  const db = getDb()
  const index = cachedIndex()
  if (index?.db === db && index.ownerId === ownerId) return null
  const [head, seqs, copies] = await Promise.all([
    db.leadHeads.get(ownerId) as Promise<LeadHead | undefined>,
    db.leadChunks.where('ownerId').equals(ownerId).primaryKeys(),
    ownCopies(ownerId),
  ])
  if (!head || head.lastSeq !== seqs.at(-1)) return null
  const byId = new Map(head.rows.map((row) => [row._id, row]))
  return {
    rows: head.rows,
    complete: head.rows.length < HEAD_SIZE,
    oldestMs: head.rows.at(-1)?.updatedAtMs ?? -Infinity,
    ...winningCopies(copies, (id) => byId.get(id)),
  }
}

const bodyJson = (leads: TLead[]) => JSON.stringify({ items: leads })

/** A body's leads, as they were stored: checked then, not typed by the parse. */
const leadsOf = (body: LeadChunkBody | undefined): TLead[] =>
  body ? (JSON.parse(body.json) as { items: TLead[] }).items : []

/** The full synced lead, read from its chunk's body (one record of a page of leads). */
export async function readSyncedLead(ownerId: string, leadId: string) {
  const index = await warmSyncedIndex(ownerId)
  const seq = index.chunkOf.get(leadId)
  if (seq === undefined) return null
  const lead = leadsOf(await index.db.leadBodies.get(seq)).find((l) => l._id === leadId)
  // Checked when stored; read through the contract again for its defaults.
  return lead ? ZLead.parse(lead) : null
}

/** The own copy of a lead, when it is the one to show. */
export async function readOwnCopy(ownerId: string, leadId: string): Promise<LeadRecord | null> {
  const [copy, index] = await Promise.all([getDb().leads.get(leadId), warmSyncedIndex(ownerId)])
  if (!copy || copy.ownerId !== ownerId) return null
  return ownCopyWins(copy, index.rows.get(leadId)) ? copy : null
}

/**
 * Stores a synced page of leads as one chunk: its list rows, and its bodies apart. A current
 * head takes the chunk's rows in the same transaction, so a sync cut short never leaves the
 * next cold start without one.
 */
export async function addLeadChunk(
  chunk: Omit<LeadChunk, 'seq' | 'rows'>,
  leads: TLead[],
  /** The leads' JSON as `{ items }`, when the caller has it already (the page's text). */
  json: string = bodyJson(leads),
): Promise<void> {
  const rows = leads.map(toLeadListRecord)
  const { ownerId } = chunk
  const db = getDb()
  await db.transaction('rw', db.leadChunks, db.leadBodies, db.leadHeads, async () => {
    const [seqs, head] = await Promise.all([
      db.leadChunks.where('ownerId').equals(ownerId).primaryKeys(),
      db.leadHeads.get(ownerId),
    ])
    // The key generator's number: `add` types it as possibly absent.
    const seq = (await db.leadChunks.add({ ...chunk, rows })) as number
    await db.leadBodies.add({ seq, json })
    const current = head ? head.lastSeq === seqs.at(-1) : seqs.length === 0
    if (!current) return
    const ids = new Set(rows.map((row) => row._id))
    const kept = (head?.rows ?? []).filter((row) => !ids.has(row._id))
    await db.leadHeads.put({ ownerId, lastSeq: seq, rows: newest([...kept, ...rows], HEAD_SIZE) })
  })
}

/**
 * After a full pass of a scope: its chunks of earlier passes go, and so do the copies this
 * device wrote and has since sent, which the pass brought back as the server has them, and the
 * head.
 */
export async function dropChunksBefore(ownerId: string, scope: string, pass: number) {
  const db = getDb()
  await db.transaction('rw', [db.leadChunks, db.leadBodies, db.leads, db.leadHeads], async () => {
    const old = (await db.leadChunks
      .where('[ownerId+scope+pass]')
      .between([ownerId, scope, -Infinity], [ownerId, scope, pass], true, false)
      .primaryKeys()) as number[]
    await db.leadChunks.bulkDelete(old)
    await db.leadBodies.bulkDelete(old)
    await db.leads.filter((row) => row.ownerId === ownerId && !row.pendingSync).delete()
    // It may name leads just swept; the sync saves a new one from what is left. When nothing
    // was swept (a first pass), the head kept current chunk by chunk stays.
    if (old.length > 0) await db.leadHeads.delete(ownerId)
  })
}

/** Drops the set held in memory, as a new page load would (tests of the cold start use it). */
export function forgetSyncedIndex(): void {
  cached = undefined
  retained = undefined
}

/** Whether the set is in memory now (tests of its release use it). */
export function syncedIndexInMemory(): boolean {
  return cachedIndex() !== undefined
}
