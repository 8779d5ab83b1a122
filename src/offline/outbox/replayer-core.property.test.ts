import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OutboxRow, SiteOfficeDb } from '../../lib/db.ts'
import { discardOutboxItem, retryOutboxItem } from './actions.ts'
import { DEFAULT_BACKOFF } from './backoff.ts'
import { enqueue } from './enqueue.ts'
import { createReplayerCore, type ReplayerCore, type SendRow } from './replayer-core.ts'
import {
  change,
  fakeClock,
  FakeServer,
  freshDb,
  networkError,
  rejection,
  unauthorized,
  USER_A,
  USER_B,
  type FakeClock,
} from '../../test-utils/outbox-test-kit.ts'

const DAY = 86_400_000
const CAP = DEFAULT_BACKOFF.capMs

/**
 * What each send meets. `lost`: the server applies the change but the answer never arrives.
 * `close-tab`: the request reaches the server and the tab closes before the answer; the tab
 * sends nothing more and a new one (a reload, another tab) takes over.
 */
const OUTCOMES = ['ok', 'ok', 'ok', 'transient', 'lost', 'attention', 'auth', 'close-tab'] as const
type Outcome = (typeof OUTCOMES)[number]

type Op =
  | { kind: 'enqueue'; entity: number; user: 'a' | 'b' }
  | { kind: 'drain'; ignoreBackoff: boolean }
  | { kind: 'advance'; ms: number }
  | { kind: 'jump'; ms: number }
  | { kind: 'retry-attention' }
  | { kind: 'discard-attention' }
  | { kind: 'resume' }
  | { kind: 'reload' }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('enqueue' as const),
      entity: fc.integer({ min: 0, max: 3 }),
      user: fc.constantFrom('a' as const, 'a' as const, 'a' as const, 'b' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('drain' as const), ignoreBackoff: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 20_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('jump' as const),
      ms: fc.constantFrom(DAY, -DAY, -30 * DAY, 365 * DAY),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'retry-attention' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'discard-attention' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'resume' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
)

interface Saved {
  id: string
  seq: number
  entity: string
  userId: string
}

class World {
  readonly server = new FakeServer()
  readonly clock: FakeClock = fakeClock()
  readonly saved: Saved[] = []
  readonly discarded = new Set<string>()
  readonly sentKeys: string[] = []
  readonly violations: string[] = []
  tab: Tab

  constructor(
    readonly db: SiteOfficeDb,
    readonly outcomes: Outcome[],
    readonly random: () => number,
  ) {
    this.tab = new Tab(this)
  }

  /** Every send: each earlier row of the entity must have taken effect (or been discarded). */
  checkOrder(row: Readonly<OutboxRow>): void {
    for (const earlier of this.saved) {
      if (earlier.userId !== row.userId || earlier.entity !== row.entity) continue
      if ((earlier.seq ?? 0) >= (row.seq ?? 0)) continue
      if (!this.server.effects.has(earlier.id) && !this.discarded.has(earlier.id)) {
        this.violations.push(`${row.entity}: sent seq ${row.seq} before seq ${earlier.seq}`)
      }
    }
  }

  async drain(ignoreBackoff: boolean): Promise<void> {
    const tab = this.tab
    const result = await Promise.race([
      tab.core.drain({ ignoreBackoff }).then(() => 'done' as const),
      tab.closed.then(() => 'closed' as const),
    ])
    if (result === 'closed') this.reload()
  }

  /** A new page: new replayer state (backoff, pause), the same database. */
  reload(): void {
    this.tab.core.stop()
    this.tab = new Tab(this)
  }
}

class Tab {
  readonly core: ReplayerCore
  readonly closed: Promise<void>
  private close!: () => void
  private isClosed = false

  constructor(world: World) {
    this.closed = new Promise((resolve) => (this.close = resolve))
    const send: SendRow = async (row) => {
      // A closed tab's requests never leave.
      if (this.isClosed) return new Promise(() => undefined)
      world.sentKeys.push(row.id)
      world.checkOrder(row)
      const outcome = world.outcomes.shift() ?? 'ok'
      switch (outcome) {
        case 'ok':
          return world.server.receive(row)
        case 'transient':
          throw networkError()
        case 'lost':
          world.server.receive(row)
          throw networkError()
        case 'attention':
          // The server checks the key before the change: a key that took effect is answered
          // with its first response, never refused (server/src/plugins/idempotency.ts).
          if (world.server.effects.has(row.id)) return world.server.receive(row)
          throw rejection(422)
        case 'auth':
          throw unauthorized()
        case 'close-tab':
          world.server.receive(row)
          this.isClosed = true
          this.close()
          return new Promise(() => undefined)
      }
    }
    this.core = createReplayerCore({
      db: world.db,
      send,
      principal: () => USER_A,
      clock: world.clock,
      random: world.random,
    })
  }
}

async function run(world: World, op: Op): Promise<void> {
  const { db } = world
  switch (op.kind) {
    case 'enqueue': {
      const principal = op.user === 'a' ? USER_A : USER_B
      const entity = `e${op.entity}`
      const id = await enqueue(change(entity, world.saved.length), {
        db,
        principal,
        now: world.clock.now,
      })
      const row = await db.outbox.get({ id })
      world.saved.push({ id, seq: row?.seq ?? -1, entity, userId: principal.userId })
      return
    }
    case 'drain':
      return world.drain(op.ignoreBackoff)
    case 'advance':
      return world.clock.advance(op.ms)
    case 'jump':
      return world.clock.jump(op.ms)
    case 'retry-attention':
      for (const row of await db.outbox.where('state').equals('needs-attention').toArray()) {
        await retryOutboxItem(row.id, db)
      }
      return
    case 'discard-attention':
      for (const row of await db.outbox.where('state').equals('needs-attention').toArray()) {
        if (await discardOutboxItem(row.id, db)) world.discarded.add(row.id)
      }
      return
    case 'resume':
      return world.tab.core.resume()
    case 'reload':
      return world.reload()
  }
}

describe('replayer core, any interleaving of saves, sends, failures, reloads and clocks', () => {
  it('keeps each entity in order, loses nothing, repeats no effect, and always finishes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 60 }),
        fc.array(fc.constantFrom(...OUTCOMES), { maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (ops, outcomes, jitter) => {
          const db = freshDb()
          const world = new World(db, [...outcomes], () => jitter)
          try {
            for (const op of ops) await run(world, op)

            // Then the link is good for long enough: every row gets its turn, whatever the
            // wall clock did, with no help from a person.
            world.outcomes.length = 0
            world.tab.core.resume()
            for (let i = 0; i < 6; i++) {
              world.clock.advance(CAP)
              await world.drain(false)
            }

            expect(world.violations).toEqual([])
            const left = await db.outbox.orderBy('seq').toArray()
            const leftIds = new Set(left.map((row) => row.id))
            const savedIds = new Set(world.saved.map((s) => s.id))

            // No key the client did not save (a regenerated key would be a second effect).
            for (const key of world.sentKeys) expect(savedIds.has(key)).toBe(true)
            expect(savedIds.size).toBe(world.saved.length)

            for (const saved of world.saved) {
              const applied = world.server.effects.has(saved.id)
              const outcomes = [applied, leftIds.has(saved.id), world.discarded.has(saved.id)]
              // Exactly one fate: applied, still in the outbox, or discarded by a person.
              expect(outcomes.filter(Boolean)).toHaveLength(1)
              if (saved.userId === USER_B.userId) {
                // Another user's rows are never sent with this session.
                expect(applied).toBe(false)
                expect(world.sentKeys).not.toContain(saved.id)
              }
            }
            for (const effects of world.server.effects.values()) expect(effects).toBe(1)

            // What is left of this user is refused, or waits behind a refused row.
            const mine = left.filter((row) => row.userId === USER_A.userId)
            for (const row of mine) {
              if (row.state === 'needs-attention') continue
              expect(row.state).toBe('pending')
              const blocker = mine.find(
                (other) =>
                  other.entity === row.entity &&
                  (other.seq ?? 0) < (row.seq ?? 0) &&
                  other.state === 'needs-attention',
              )
              expect(blocker).toBeDefined()
            }

            // The server applied each entity's changes in the order they were saved.
            for (const entity of new Set(world.saved.map((s) => s.entity))) {
              const seqs = world.server
                .appliedOrder(entity)
                .map((key) => world.saved.find((s) => s.id === key)?.seq ?? -1)
              expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
            }
          } finally {
            world.tab.core.stop()
            await db.delete()
          }
        },
      ),
      { numRuns: 150 },
    )
  }, 60_000)
})
