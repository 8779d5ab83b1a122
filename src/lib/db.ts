import Dexie, { liveQuery, type EntityTable, type Transaction } from 'dexie'
import { CONTENT_FILE_CACHE, HTTP_CACHE_DB_NAME } from '../../service-worker/protocol.ts'
import type { TLead, TLeadSyncAccess } from '../../contract/leads.ts'
import type { TLeadDetailPart, TLeadDetails } from '../../contract/lead-details.ts'

// The service worker's store of GET answers: named in the SW's protocol, deleted on sign-out.
export { HTTP_CACHE_DB_NAME }
// Live reads, for `useDeviceQuery` (src/offline/device-db.ts), which loads this module on demand.
export { liveQuery }

/**
 * The page's IndexedDB (design.md section 4, store 2): the outbox, the sync log and, later,
 * entity tables the UI must search offline. This is the only module that imports Dexie, so the
 * schema lives in one place and the rest of the app depends on these types only.
 */
export const DB_NAME = 'siteoffice'

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type OutboxState = 'pending' | 'in-flight' | 'needs-attention'

/**
 * What the sync center shows for a row: a catalogue message (id, source text, values) or text
 * that came from data. Stored as data, so it renders in whatever language is active later.
 */
export type OutboxLabel =
  { id: string; message?: string; values?: Record<string, string | number> } | { text: string }

export interface OutboxError {
  /** http.ts's HttpError kind: offline, timeout, network, unauthorized, server… */
  kind?: string
  status?: number
  code?: string
  message: string
  /** A 400's per-field problems, for the sync center's editor. */
  fields?: { field: string; message: string }[]
  /** The rest of the refusal's body, e.g. a 409's current record for a side-by-side merge. */
  details?: Record<string, unknown>
}

/** Bumped when a row's shape changes; an old tab can then tell a row it cannot read. */
export const OUTBOX_PAYLOAD_VERSION = 1

export interface OutboxRow {
  /** Local order: IndexedDB's key generator only grows, whatever the wall clock says. */
  seq?: number
  /** The client mutation id, sent as Idempotency-Key on every attempt; never regenerated. */
  id: string
  /** Who saved it: rows are sent only with this user's (and organisation's) session. */
  userId: string
  orgId: string
  /** The ordering key: rows of one entity reach the server in `seq` order. */
  entity: string
  method: OutboxMethod
  path: string
  body?: unknown
  label: OutboxLabel
  /** An app path that shows the change, for the sync center's "open" action. */
  href?: string
  /** Wall-clock ms, for display only; never used to order or expire. */
  createdAt: number
  payloadVersion: number
  state: OutboxState
  attempts: number
  /** Wall-clock ms of the next try (0: now). The replayer clamps it against clock jumps. */
  nextAttemptAt: number
  lastError?: OutboxError
  /**
   * The row carries a file (its bytes in `outboxFiles` under the row's id): the POST answers a
   * pre-signed address (`uploadUrl`, `used`), and the file is PUT there before the row counts
   * as sent (decision 0057). The row never holds the address or a token.
   */
  file?: true
}

/**
 * A file waiting in the outbox with the row that uploads it: kept as a Blob in IndexedDB until
 * the server confirmed the row, then deleted with it (decision 0057).
 */
export interface OutboxFile {
  /** The outbox row's id. */
  rowId: string
  userId: string
  blob: Blob
  fileName: string
  mimeType: string
}

export interface SyncLogEntry {
  logId?: number
  /** The outbox row's id (its Idempotency-Key). */
  id: string
  userId: string
  orgId: string
  entity: string
  label: OutboxLabel
  outcome: 'synced' | 'discarded'
  /** Wall-clock ms. */
  at: number
}

/**
 * A lead this device wrote (features/leads/offline/save-lead): an optimistic copy with a change
 * waiting in the outbox, or the server's answer since. Personal fields stay masked as the server
 * sent them: nothing unmasked is stored at rest.
 */
export interface LeadRecord extends TLead {
  /** Whose copy: a shared tablet keeps each signed-in user's leads apart. */
  ownerId: string
  /** Lower-cased words of the name, location and labels, plus the numbers' last digits. */
  searchTerms: string[]
  /** ms of updatedAt, for sorting without parsing dates. */
  updatedAtMs: number
  createdAtMs: number
  /** An optimistic change waits in the outbox. */
  pendingSync?: boolean
}

/** What a row of the lead list shows: a few fields of a lead. */
export type LeadListFields = Pick<
  TLead,
  '_id' | 'leadStatus' | 'labels' | 'projectId' | 'projectName' | 'createdAt' | 'updatedAt'
> & {
  profile: Pick<TLead['profile'], 'fullName' | 'whatsAppNumber' | 'sourceOfLead'>
  background: Pick<TLead['background'], 'assignedTo'>
}

/** A row of the offline list: its fields, plus what the device filters, sorts and searches on. */
export type LeadListRecord = LeadListFields & {
  searchTerms: string[]
  /** The name lower-cased once, for sorting by name without a collator. */
  sortName: string
  updatedAtMs: number
  createdAtMs: number
}

/**
 * One synced page of leads, stored as a single record: IndexedDB writes a record of a thousand
 * leads about as fast as one lead, where a row per lead with indexes cost 1 to 2.5 ms each
 * (decision 0013). Later chunks supersede earlier ones lead by lead, in `seq` order.
 */
export interface LeadChunk {
  seq?: number
  ownerId: string
  /** The sync scope (a project id, or "mine") and the full pass that wrote it. */
  scope: string
  pass: number
  rows: LeadListRecord[]
}

/**
 * The full leads of a chunk, kept apart so the list loads only the small rows: the JSON of
 * `{ items: TLead[] }` (the sync page as the server sent it, checked). Text is stored as it
 * comes, where IndexedDB copies a thousand leads' objects field by field (decision 0033); they
 * are read one lead at a time.
 */
export interface LeadChunkBody {
  seq: number
  json: string
}

/**
 * The newest synced rows of a user, saved after each sync: the list's first screen on a cold
 * start, shown before the whole set is read into memory.
 */
export interface LeadHead {
  ownerId: string
  /** The last chunk it reflects: a newer chunk makes it stale. */
  lastSeq: number
  /** By updatedAt, newest first. */
  rows: LeadListRecord[]
}

/** Where the offline lead table stands for one user and scope (a project or "all"). */
export interface LeadSyncState {
  /** `${ownerId}:${scope}` */
  key: string
  ownerId: string
  scope: string
  /** The keyset cursor to resume from: the last page's, so a later run fetches only changes. */
  cursor: string | null
  /** Wall-clock ms of the last complete sync. */
  completedAt: number | null
  total: number
  stored: number
  /** When the current full pass (from the first page) began; null during incremental runs. */
  passStartedAt?: number | null
  /** The full pass the stored chunks belong to (its start, ms): incremental chunks join it. */
  pass?: number
  /** The projects the user saw at the last sync: a change makes the device drop what they lost. */
  access?: TLeadSyncAccess
}

/**
 * What a lead's page shows besides the lead (journey, tasks, visits, calls, bookings), kept on
 * the device for the leads most likely to be needed and for those opened here (decision 0017).
 * Each part is stored as its own read answers it, with when it was fetched.
 */
export interface LeadDetailsRecord {
  /** `${ownerId}:${leadId}` */
  key: string
  ownerId: string
  leadId: string
  parts: Partial<Omit<TLeadDetails, 'leadId'>>
  /** Wall-clock ms each part was fetched. */
  fetchedAt: Partial<Record<TLeadDetailPart, number>>
}

/**
 * A few facts of a stored LeadDetailsRecord, kept apart so the background fetch can judge
 * hundreds of them without reading their parts.
 */
export interface LeadDetailsMeta {
  /** `${ownerId}:${leadId}`, as its LeadDetailsRecord. */
  key: string
  ownerId: string
  leadId: string
  /** Wall-clock ms of the last background fetch of every part; 0 when only opened here. */
  fetchedAt: number
  /** The lead's updatedAt when the background fetch read it: a newer lead makes it stale. */
  leadUpdatedAt: string | null
  /** Wall-clock ms it was last opened on this device: kept whatever the selection says. */
  openedAt: number | null
}

export class SiteOfficeDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'seq'>
  syncLog!: EntityTable<SyncLogEntry, 'logId'>
  leads!: EntityTable<LeadRecord, '_id'>
  leadSync!: EntityTable<LeadSyncState, 'key'>
  leadChunks!: EntityTable<LeadChunk, 'seq'>
  leadBodies!: EntityTable<LeadChunkBody, 'seq'>
  leadHeads!: EntityTable<LeadHead, 'ownerId'>
  leadDetails!: EntityTable<LeadDetailsRecord, 'key'>
  leadDetailsMeta!: EntityTable<LeadDetailsMeta, 'key'>
  outboxFiles!: EntityTable<OutboxFile, 'rowId'>

  constructor(name: string = DB_NAME) {
    super(name)
    // seq: the key generator's order; [userId+entity]: a user's queue for one entity, which
    // IndexedDB sorts by primary key within equal index keys, so its first row is the head.
    this.version(1).stores({
      outbox: ['++seq', '&id', '[userId+entity]', 'state'].join(','),
      syncLog: ['++logId', '[userId+entity]', 'at'].join(','),
    })
    // Lists sort by updatedAtMs within an owner (and a project, and a stage); search uses the
    // multi-entry searchTerms index.
    this.version(2).stores({
      leads: [
        '_id',
        '[ownerId+updatedAtMs]',
        '[ownerId+projectId+updatedAtMs]',
        '[ownerId+leadStatus+updatedAtMs]',
        '[ownerId+projectId+leadStatus+updatedAtMs]',
        '*searchTerms',
      ].join(','),
      leadSync: 'key',
    })
    // Synced leads move to page-sized chunks searched in memory (decision 0013); the lead table
    // keeps only the copies this device wrote. The old per-row copy is dropped, and the next
    // sync starts afresh.
    this.version(3)
      .stores({
        leads: '_id',
        leadChunks: ['++seq', 'ownerId', '[ownerId+scope+pass]'].join(','),
        leadBodies: 'seq',
        leadHeads: 'ownerId',
      })
      .upgrade(async (tx) => {
        await tx.table('leadSync').clear()
        await tx
          .table<LeadRecord, string>('leads')
          .filter((row) => !row.pendingSync)
          .delete()
      })
    // Lead details for offline use, one record per user and lead (decision 0017).
    this.version(4).stores({ leadDetails: 'key', leadDetailsMeta: ['key', 'ownerId'].join(',') })
    // Chunk bodies become the page's text (decision 0033): the synced copy is dropped, and the
    // next sync starts afresh; the device's own copies stay.
    this.version(5)
      .stores({})
      .upgrade(async (tx) => {
        await Promise.all(
          ['leadSync', 'leadChunks', 'leadBodies', 'leadHeads'].map((t) => tx.table(t).clear()),
        )
      })
    // Files chosen offline for a comment, uploaded before it is sent (decision 0057).
    this.version(6).stores({ outboxFiles: 'rowId' })
  }
}

/** A read-write transaction over the page's tables, handed to an outbox row's `apply`. */
export type DbTransaction = Transaction

let shared: SiteOfficeDb | undefined

/** The page's database, opened on first use. */
export function getDb(): SiteOfficeDb {
  shared ??= new SiteOfficeDb()
  return shared
}

// A database another connection holds open (a tab that ignores versionchange, the service
// worker mid-write) blocks deletion; sign-out must not hang on it. The request stays queued and
// completes when that connection closes.
const DELETE_WAIT_MS = 3_000

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    Dexie.delete(name).then(done, done)
  })
}

/**
 * Deletes every IndexedDB database of this origin: ours, the service worker's cache and any a
 * library made. Names come from `indexedDB.databases()` where the browser has it, plus the
 * ones we know, for browsers that cannot list them.
 */
export async function deleteAllDatabases(): Promise<void> {
  const db = shared
  shared = undefined
  db?.close()
  let names: string[] = []
  try {
    names = await Dexie.getDatabaseNames()
  } catch {
    // No listing API: the known names below still go.
  }
  const all = new Set([...names, DB_NAME, HTTP_CACHE_DB_NAME])
  await Promise.all([...all].map(deleteDatabase))
  // The kept unit plans and brochures are the user's too (Cache Storage, not IndexedDB).
  if (typeof caches !== 'undefined') await caches.delete(CONTENT_FILE_CACHE)
}
