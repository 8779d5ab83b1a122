import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiteOfficeDb } from '../../lib/db.ts'
import { discardOutboxItem, editOutboxItem, retryOutboxItem } from './actions.ts'
import { DEFAULT_BACKOFF } from './backoff.ts'
import { enqueue } from './enqueue.ts'
import type { OutboxPrincipal } from './principal.ts'
import { createReplayerCore, type ReplayerCoreOptions, type SendRow } from './replayer-core.ts'
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
} from '../../test-utils/outbox-test-kit.ts'

const CAP = DEFAULT_BACKOFF.capMs
const DAY = 86_400_000

let db: SiteOfficeDb

afterEach(async () => {
  await db?.delete()
})

function setup(options: Partial<ReplayerCoreOptions> & { who?: OutboxPrincipal | null } = {}) {
  db = freshDb()
  const server = new FakeServer()
  const clock = fakeClock()
  let who: OutboxPrincipal | null = options.who === undefined ? USER_A : options.who
  // Each planned failure hits the next send of its entity (any entity when none is named).
  const failures: Array<{ entity?: string; error: () => Error }> = []
  const send: SendRow = async (row) => {
    const index = failures.findIndex((f) => f.entity === undefined || f.entity === row.entity)
    const [failure] = index >= 0 ? failures.splice(index, 1) : []
    if (failure) throw failure.error()
    return server.receive(row)
  }
  const core = createReplayerCore({
    db,
    send,
    principal: () => who,
    clock,
    random: () => 1,
    ...options,
  })
  const add = (entity: string, n: number, principal: OutboxPrincipal = USER_A) =>
    enqueue(change(entity, n), { db, principal, now: clock.now })
  return {
    server,
    clock,
    core,
    add,
    /** The next sends fail with these errors, in order; later ones succeed. */
    failNext: (...errors: Array<() => Error>) =>
      failures.push(...errors.map((error) => ({ error }))),
    failNextOf: (entity: string, error: () => Error) => failures.push({ entity, error }),
    signIn: (principal: OutboxPrincipal | null) => (who = principal),
    rows: () => db.outbox.orderBy('seq').toArray(),
  }
}

describe('replayer core', () => {
  it('sends each entity in order, marking the row in flight and deleting it only after', async () => {
    const seen: string[] = []
    const t = setup({
      send: async (row) => {
        const stored = await db.outbox.get({ id: row.id })
        seen.push(`${row.entity}:${stored?.state}:${stored?.attempts}`)
        return t.server.receive(row)
      },
    })
    const ids = [await t.add('e1', 1), await t.add('e2', 1), await t.add('e1', 2)]

    const summary = await t.core.drain()

    expect(summary).toEqual({ confirmed: 3, transient: 0, attention: 0, auth: 0 })
    expect(seen).toEqual(expect.arrayContaining(['e1:in-flight:1', 'e2:in-flight:1']))
    expect(t.server.appliedOrder('e1')).toEqual([ids[0], ids[2]])
    expect(await t.rows()).toEqual([])
    const log = await db.syncLog.toArray()
    expect(log.map((e) => e.outcome)).toEqual(['synced', 'synced', 'synced'])
  })

  it('holds back only the entity a transient failure hit, then retries with the same key', async () => {
    const t = setup()
    const first = await t.add('e1', 1)
    const second = await t.add('e1', 2)
    const other = await t.add('e2', 1)
    t.failNextOf('e1', networkError)

    await t.core.drain()
    expect(t.server.received.map((r) => r.key)).toEqual([other])
    const [waiting] = await t.rows()
    expect(waiting).toMatchObject({ id: first, state: 'pending', attempts: 1 })
    expect(waiting?.lastError).toMatchObject({ kind: 'network', message: 'Failed to fetch' })
    expect(waiting?.nextAttemptAt).toBe(t.clock.wall + 1_000) // random 1: the full first step

    await t.core.drain()
    expect(t.server.received).toHaveLength(1) // not due yet
    expect(t.core.nextWakeIn()).toBe(1_000)

    t.clock.advance(1_000)
    await t.core.drain()
    expect(t.server.appliedOrder('e1')).toEqual([first, second])
    expect(await t.rows()).toEqual([])
  })

  it.each([-DAY, DAY, -365 * DAY])(
    'neither parks nor reorders a row when the clock is set by %i ms',
    async (jump) => {
      const t = setup()
      const first = await t.add('e1', 1)
      t.failNext(networkError)
      await t.core.drain()
      const second = await t.add('e1', 2)
      t.clock.jump(jump)
      await t.core.drain()
      expect(t.server.received).toEqual([]) // still waiting its 1 s, on the monotonic clock
      t.clock.advance(1_000)
      await t.core.drain()
      expect(t.server.appliedOrder('e1')).toEqual([first, second])
    },
  )

  it('after a reload with the clock set back a day, a waiting row goes within the cap', async () => {
    const t = setup()
    const id = await t.add('e1', 1)
    t.failNext(networkError)
    await t.core.drain()
    t.clock.jump(-DAY)
    const reloaded = createReplayerCore({
      db,
      send: async (row) => t.server.receive(row),
      principal: () => USER_A,
      clock: t.clock,
    })
    await reloaded.drain()
    expect(t.server.received).toEqual([])
    expect(reloaded.nextWakeIn()).toBeLessThanOrEqual(CAP)
    t.clock.advance(CAP)
    await reloaded.drain()
    expect(t.server.appliedOrder('e1')).toEqual([id])
  })

  it('backs off further after each failure, up to the cap', async () => {
    const t = setup()
    await t.add('e1', 1)
    const waits: number[] = []
    for (let i = 0; i < 12; i++) {
      t.failNext(networkError)
      await t.core.drain({ ignoreBackoff: true })
      waits.push(t.core.nextWakeIn() ?? 0)
    }
    expect(waits.slice(0, 4)).toEqual([1_000, 2_000, 4_000, 8_000])
    expect(Math.max(...waits)).toBe(CAP)
    expect((await t.rows())[0]?.attempts).toBe(12)
  })

  it('sends a row found in flight again with the same key (its tab closed mid-send)', async () => {
    const t = setup()
    const id = await t.add('e1', 1)
    await t.add('e1', 2)
    // The first tab: the request reaches the server, then the tab closes before the answer.
    let reached!: () => void
    const reachedServer = new Promise<void>((resolve) => (reached = resolve))
    const closingTab = createReplayerCore({
      db,
      principal: () => USER_A,
      send: (row) => {
        t.server.receive(row)
        reached()
        return new Promise(() => undefined)
      },
    })
    void closingTab.drain()
    await reachedServer
    closingTab.stop()
    expect((await t.rows())[0]).toMatchObject({ id, state: 'in-flight', attempts: 1 })

    await t.core.drain()

    expect(t.server.received.map((r) => [r.key, r.replayed])).toEqual([
      [id, false],
      [id, true], // the server answered the repeat with its first response
      [expect.any(String), false],
    ])
    expect(t.server.effects.get(id)).toBe(1)
    expect(await t.rows()).toEqual([])
  })

  it('moves a refused row to needs attention; its entity waits, others go on', async () => {
    const t = setup()
    const refused = await t.add('e1', 1)
    const behind = await t.add('e1', 2)
    const other = await t.add('e2', 1)
    t.failNextOf('e1', () => rejection(422, 'Name is required'))

    await t.core.drain()

    expect(t.server.received.map((r) => r.key)).toEqual([other])
    const rows = await t.rows()
    expect(rows.map((r) => [r.id, r.state])).toEqual([
      [refused, 'needs-attention'],
      [behind, 'pending'],
    ])
    expect(rows[0]?.lastError).toMatchObject({ status: 422, message: 'Name is required' })

    // Nothing moves it but a person: later drains, even at start, leave the entity alone.
    t.clock.advance(CAP * 10)
    await t.core.drain({ ignoreBackoff: true })
    expect(t.server.received).toHaveLength(1)

    expect(await retryOutboxItem(refused, db)).toBe(true)
    await t.core.drain()
    expect(t.server.appliedOrder('e1')).toEqual([refused, behind])
  })

  it('lets a person fix a refused body (same key) or discard the row', async () => {
    const t = setup()
    const fixed = await t.add('e1', 1)
    const dropped = await t.add('e2', 1)
    t.failNext(
      () => rejection(400),
      () => rejection(400),
    )
    await t.core.drain()
    expect((await t.rows()).map((r) => r.state)).toEqual(['needs-attention', 'needs-attention'])

    expect(await editOutboxItem(fixed, { n: 10 }, db)).toBe(true)
    expect(await discardOutboxItem(dropped, db)).toBe(true)
    await t.core.drain()

    expect(t.server.received.map((r) => [r.key, r.n])).toEqual([[fixed, 10]])
    const log = await db.syncLog.toArray()
    expect(log.map((e) => [e.id, e.outcome])).toEqual([
      [dropped, 'discarded'],
      [fixed, 'synced'],
    ])
  })

  it('never edits, retries or discards a row in flight', async () => {
    const t = setup()
    const id = await t.add('e1', 1)
    await db.outbox.where('id').equals(id).modify({ state: 'in-flight' })
    expect(await discardOutboxItem(id, db)).toBe(false)
    expect(await retryOutboxItem(id, db)).toBe(false)
    expect(await editOutboxItem(id, { n: 2 }, db)).toBe(false)
    expect(await t.rows()).toHaveLength(1)
  })

  it('keeps the row pending after a 401 and sends nothing until a session is back', async () => {
    const t = setup()
    const id = await t.add('e1', 1)
    await t.add('e2', 1)
    t.failNext(unauthorized, unauthorized)

    await t.core.drain()
    const afterAuthFailure = t.server.received.length
    expect((await t.rows()).find((r) => r.id === id)).toMatchObject({ state: 'pending' })

    await t.core.drain({ ignoreBackoff: true })
    expect(t.server.received).toHaveLength(afterAuthFailure) // paused
    expect(t.core.nextWakeIn()).toBe(CAP) // …but not forever

    t.core.resume()
    await t.core.drain()
    expect(await t.rows()).toEqual([])
    expect(t.server.effects.get(id)).toBe(1)
  })

  it("never sends another user's rows; they wait, visible, for that user", async () => {
    const t = setup()
    const mine = await t.add('e1', 1, USER_A)
    const theirs = await t.add('e1', 2, USER_B)
    const otherOrg = await t.add('e1', 3, { userId: USER_A.userId, orgId: 'org-2' })

    await t.core.drain({ ignoreBackoff: true })
    expect(t.server.received.map((r) => r.key)).toEqual([mine])
    expect((await t.rows()).map((r) => [r.id, r.state])).toEqual([
      [theirs, 'pending'],
      [otherOrg, 'pending'],
    ])

    t.signIn(USER_B)
    await t.core.drain()
    expect(t.server.received.map((r) => [r.key, r.userId])).toEqual([
      [mine, 'user-a'],
      [theirs, 'user-b'],
    ])

    t.signIn(null)
    await t.core.drain()
    expect(t.server.received).toHaveLength(2)

    t.signIn({ userId: USER_A.userId, orgId: 'org-2' })
    await t.core.drain()
    expect(await t.rows()).toEqual([])
  })

  it('does not send a row saved by a newer version of the app', async () => {
    const t = setup()
    const id = await t.add('e1', 1)
    await db.outbox.where('id').equals(id).modify({ payloadVersion: 2 })
    await t.core.drain()
    expect(t.server.received).toEqual([])
    expect(await t.rows()).toHaveLength(1)
  })

  it('shares one running drain between callers and picks up rows saved meanwhile', async () => {
    const t = setup()
    await t.add('e1', 1)
    const late: Promise<string>[] = []
    const send = vi.fn<SendRow>(async (row) => {
      if (late.length === 0) late.push(t.add('e1', 2), t.add('e3', 1))
      return t.server.receive(row)
    })
    const core = createReplayerCore({ db, send, principal: () => USER_A })
    const a = core.drain()
    const b = core.drain()
    expect(a).toBe(b)
    await a
    await Promise.all(late)
    await core.drain()
    expect(send).toHaveBeenCalledTimes(3)
    expect(new Set(t.server.received.map((r) => r.key)).size).toBe(3)
    expect(await t.rows()).toEqual([])
  })

  it('saves the optimistic change and the row together, or neither', async () => {
    db = freshDb()
    const failing = enqueue(
      {
        ...change('e1', 1),
        apply: async (tx) => {
          expect(await tx.table('outbox').count()).toBe(1)
          throw new Error('optimistic write failed')
        },
      },
      { db, principal: USER_A },
    )
    await expect(failing).rejects.toThrow('optimistic write failed')
    expect(await db.outbox.count()).toBe(0)
  })

  it('stores the body as JSON would send it and never a token', async () => {
    db = freshDb()
    const id = await enqueue(
      { ...change('e1', 1), body: { when: new Date(0), skip: undefined, n: 1 } },
      { db, principal: USER_A },
    )
    const row = await db.outbox.get({ id })
    expect(row?.body).toEqual({ when: '1970-01-01T00:00:00.000Z', n: 1 })
    expect(row).toMatchObject({
      payloadVersion: 1,
      state: 'pending',
      attempts: 0,
      userId: 'user-a',
    })
    expect(JSON.stringify(row)).not.toMatch(/token|bearer/i)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses to enqueue without a signed-in user', async () => {
    db = freshDb()
    await expect(enqueue(change('e1', 1), { db })).rejects.toThrow()
  })
})
