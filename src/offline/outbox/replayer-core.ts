import { OUTBOX_PAYLOAD_VERSION, type OutboxRow, type SiteOfficeDb } from '../../lib/db.ts'
import { runPool } from '../../lib/run-pool.ts'
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  DueTracker,
  systemClock,
  type BackoffOptions,
  type Clock,
} from './backoff.ts'
import { classifyFailure, describeFailure, type FailureClass } from './classify.ts'
import type { OutboxPrincipal } from './principal.ts'
import { syncLogEntry, trimSyncLog } from './sync-log.ts'

/**
 * Sends one row and resolves once the server confirmed it (any 2xx, a replayed answer too);
 * rejects with an HttpError-like value otherwise. The page's sender is src/lib/http.ts's
 * request(), which attaches the token at send time; the benchmark has a fetch-based one.
 */
export type SendRow = (row: Readonly<OutboxRow>) => Promise<unknown>

export interface ReplayerCoreOptions {
  db: SiteOfficeDb
  send: SendRow
  /** Whose session is signed in now; null: send nothing. Read before every send. */
  principal: () => OutboxPrincipal | null
  clock?: Clock
  random?: () => number
  backoff?: Partial<BackoffOptions>
  /** How many entities send at once; each entity's own rows always go one at a time. */
  concurrency?: number
  onConfirmed?: (row: OutboxRow) => void
}

export interface DrainOptions {
  /** App start and `online`: try each entity's head now, whatever its backoff says. */
  ignoreBackoff?: boolean
}

export interface DrainSummary {
  confirmed: number
  transient: number
  attention: number
  auth: number
}

export interface ReplayerCore {
  /** Sends what is due; concurrent calls share the running drain and make it look again. */
  drain: (options?: DrainOptions) => Promise<DrainSummary>
  /** A session is back (signed in again, refreshed): end the pause a 401 started. */
  resume: () => void
  /** Ms until a waiting row (or the end of a pause) is due; null when nothing waits. */
  nextWakeIn: () => number | null
  /** Sends nothing more; a send already under way finishes and is recorded. */
  stop: () => void
}

type SendResult = FailureClass | 'confirmed' | 'skipped'

const DEFAULT_CONCURRENCY = 3

/** Rows this session may send now: its own, and in a shape this build understands. */
function sendable(row: OutboxRow, who: OutboxPrincipal): boolean {
  return (
    row.userId === who.userId &&
    row.orgId === who.orgId &&
    row.state !== 'needs-attention' &&
    row.payloadVersion === OUTBOX_PAYLOAD_VERSION
  )
}

/**
 * The outbox replayer without the browser: no fetch, no timers, no locks. It owns the
 * guarantees of design.md section 4 that concern sending:
 * - per entity (per user), strictly in `seq` order: only an entity's head row is ever sent, and
 *   the next one only after the head was confirmed and deleted;
 * - the head is marked in-flight (persisted) before the send and deleted only after the server
 *   confirmed it; a row found in-flight (its tab closed mid-send) is sent again with the same
 *   Idempotency-Key, which the server answers with its first response;
 * - a transient failure backs off with full jitter and holds back only its entity; a 4xx moves
 *   the row to needs-attention, its entity waits behind it and other entities go on; a 401
 *   pauses everything until a session is back. No row is ever dropped here.
 */
export function createReplayerCore(options: ReplayerCoreOptions): ReplayerCore {
  const { db, send } = options
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const backoff: BackoffOptions = { ...DEFAULT_BACKOFF, ...options.backoff }
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY)
  const due = new DueTracker(clock, backoff.capMs)

  let stopped = false
  /** Monotonic ms until which a 401 holds every send; null: not paused. */
  let pausedUntil: number | null = null
  let running: Promise<DrainSummary> | null = null
  let again = false
  let againIgnoringBackoff = false

  function paused(): boolean {
    if (pausedUntil === null) return false
    // Not forever: a refresh that failed on a dead link must be tried again some time.
    if (clock.monotonic() >= pausedUntil) pausedUntil = null
    return pausedUntil !== null
  }

  /** Marks the row in flight, unless it left, changed hands or was set aside meanwhile. */
  async function claim(seq: number): Promise<OutboxRow | undefined> {
    return db.transaction('rw', db.outbox, async () => {
      const fresh = await db.outbox.get(seq)
      const who = options.principal()
      if (!fresh || !who || !sendable(fresh, who)) return undefined
      const claimed: OutboxRow = { ...fresh, state: 'in-flight', attempts: fresh.attempts + 1 }
      await db.outbox.put(claimed)
      return claimed
    })
  }

  async function confirm(row: OutboxRow): Promise<void> {
    await db.transaction('rw', db.outbox, db.syncLog, db.outboxFiles, async () => {
      // Nothing to log if the row is gone: a sign-out wiped the outbox while this was sent.
      const deleted = await db.outbox
        .where('seq')
        .equals(row.seq as number)
        .delete()
      if (deleted > 0) await db.syncLog.add(syncLogEntry(row, 'synced', clock.now()))
      // The server has the file: the device's copy goes with its row.
      if (row.file) await db.outboxFiles.delete(row.id)
    })
    due.forget(row.id)
    options.onConfirmed?.(row)
  }

  async function settleFailure(row: OutboxRow, error: unknown): Promise<FailureClass> {
    const kind = classifyFailure(error)
    const lastError = describeFailure(error)
    const seq = row.seq as number
    if (kind === 'transient') {
      const nextAttemptAt = due.schedule(row.id, backoffDelay(row.attempts, random, backoff))
      await db.outbox.update(seq, { state: 'pending', nextAttemptAt, lastError })
    } else if (kind === 'auth') {
      pausedUntil = clock.monotonic() + backoff.capMs
      await db.outbox.update(seq, { state: 'pending', lastError })
    } else {
      due.forget(row.id)
      await db.outbox.update(seq, { state: 'needs-attention', lastError })
    }
    return kind
  }

  async function sendOne(seq: number, summary: DrainSummary): Promise<SendResult> {
    const row = await claim(seq)
    if (!row) return 'skipped'
    try {
      await send(row)
    } catch (error) {
      const kind = await settleFailure(row, error)
      summary[kind] += 1
      return kind
    }
    await confirm(row)
    summary.confirmed += 1
    return 'confirmed'
  }

  /** The entity's next row for this user: the lowest seq (index order ties break by key). */
  function headOf(who: OutboxPrincipal, entity: string): Promise<OutboxRow | undefined> {
    return db.outbox.where('[userId+entity]').equals([who.userId, entity]).first()
  }

  async function runLane(
    head: OutboxRow,
    who: OutboxPrincipal,
    ignoreBackoff: boolean,
    summary: DrainSummary,
  ): Promise<void> {
    let row: OutboxRow | undefined = head
    let first = true
    while (row && !stopped && !paused() && sendable(row, who)) {
      if (!(first && ignoreBackoff) && !due.isDue(row)) return
      first = false
      if ((await sendOne(row.seq as number, summary)) !== 'confirmed') return
      row = await headOf(who, row.entity)
    }
  }

  async function pass(ignoreBackoff: boolean, summary: DrainSummary): Promise<void> {
    const who = options.principal()
    if (stopped || !who || paused()) return
    const rows = await db.outbox.orderBy('seq').toArray()
    due.retain(new Set(rows.map((row) => row.id)))
    // The first row of each of this user's entities, in seq order; other users' rows are not
    // theirs to order and wait untouched.
    const heads = new Map<string, OutboxRow>()
    for (const row of rows) {
      if (row.userId === who.userId && !heads.has(row.entity)) heads.set(row.entity, row)
    }
    const lanes = [...heads.values()].filter((head) => sendable(head, who))
    await runPool(lanes, concurrency, (head) => runLane(head, who, ignoreBackoff, summary))
    await trimSyncLog(db)
  }

  function drain(drainOptions: DrainOptions = {}): Promise<DrainSummary> {
    if (running) {
      again = true
      againIgnoringBackoff ||= Boolean(drainOptions.ignoreBackoff)
      return running
    }
    const summary: DrainSummary = { confirmed: 0, transient: 0, attention: 0, auth: 0 }
    running = (async () => {
      let ignoreBackoff = Boolean(drainOptions.ignoreBackoff)
      try {
        do {
          again = false
          await pass(ignoreBackoff, summary)
          ignoreBackoff = againIgnoringBackoff
          againIgnoringBackoff = false
        } while (again && !stopped)
      } finally {
        running = null
      }
      return summary
    })()
    return running
  }

  return {
    drain,
    resume() {
      pausedUntil = null
    },
    nextWakeIn() {
      // While paused nothing goes; at its end even rows that never waited are due.
      if (pausedUntil !== null) return Math.max(pausedUntil - clock.monotonic(), 0)
      return due.nextDueIn()
    },
    stop() {
      stopped = true
    },
  }
}
