import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OutboxRow, SiteOfficeDb } from '../../lib/db.ts'
import { enqueue } from './enqueue.ts'
import { setOutboxPrincipal } from './principal.ts'
import { startOutboxReplayer, type OutboxReplayer } from './replayer.ts'
import type { SendRow } from './replayer-core.ts'
import {
  change,
  FakeServer,
  freshDb,
  networkError,
  USER_A,
} from '../../test-utils/outbox-test-kit.ts'

/** Web Locks as one browser has them: one holder at a time, the rest wait in turn. */
function fakeLocks(): LockManager {
  let held = false
  const waiting: Array<() => void> = []
  const request = (
    _name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => unknown,
  ): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const grant = () => {
        held = true
        Promise.resolve(callback({ name: 'siteoffice-outbox', mode: 'exclusive' }))
          .then(resolve, reject)
          .finally(() => {
            held = false
            waiting.shift()?.()
          })
      }
      options.signal?.addEventListener('abort', () => {
        const index = waiting.indexOf(grant)
        if (index < 0) return
        waiting.splice(index, 1)
        reject(new DOMException('Aborted', 'AbortError'))
      })
      if (held) waiting.push(grant)
      else grant()
    })
  return { request, query: async () => ({}) } as unknown as LockManager
}

let db: SiteOfficeDb
const tabs: OutboxReplayer[] = []

beforeEach(() => {
  db = freshDb()
  setOutboxPrincipal(USER_A)
})

afterEach(async () => {
  for (const tab of tabs.splice(0)) tab.stop()
  setOutboxPrincipal(null)
  vi.useRealTimers()
  await db.delete()
})

function openTab(send: SendRow, locks: LockManager | null = null) {
  const tab = startOutboxReplayer({ db, send, locks, core: { random: () => 1 } })
  tabs.push(tab)
  return tab
}

describe('startOutboxReplayer', () => {
  it('sends right after a change is saved', async () => {
    const server = new FakeServer()
    openTab(async (row) => server.receive(row))
    const id = await enqueue(change('e1', 1), { db })
    await vi.waitFor(() => expect(server.effects.get(id)).toBe(1))
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
  })

  it('sends from one tab only; closing it hands the row in flight to the next tab', async () => {
    const server = new FakeServer()
    const locks = fakeLocks()
    const sentBy: string[] = []
    let reached!: () => void
    const reachedServer = new Promise<void>((resolve) => (reached = resolve))
    const first = openTab(async (row) => {
      sentBy.push('first')
      server.receive(row)
      reached()
      return new Promise(() => undefined) // the tab closes before the answer
    }, locks)
    const second = openTab(async (row: Readonly<OutboxRow>) => {
      sentBy.push('second')
      return server.receive(row)
    }, locks)
    expect(first.isSender()).toBe(true)
    expect(second.isSender()).toBe(false)

    const id = await enqueue(change('e1', 1), { db })
    await reachedServer
    expect(sentBy).toEqual(['first'])

    first.stop()
    await vi.waitFor(() => expect(second.isSender()).toBe(true))
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(sentBy).toEqual(['first', 'second'])
    expect(server.received.map((r) => [r.key, r.replayed])).toEqual([
      [id, false],
      [id, true],
    ])
  })

  it('tries again at once when the browser comes back online', async () => {
    const server = new FakeServer()
    let offline = true
    openTab(async (row) => {
      if (offline) throw networkError()
      return server.receive(row)
    })
    const id = await enqueue(change('e1', 1), { db })
    await vi.waitFor(async () => expect((await db.outbox.get({ id }))?.attempts).toBe(1))

    offline = false
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(server.effects.get(id)).toBe(1))
  })

  it('looks again on its timer', async () => {
    const server = new FakeServer()
    let calls = 0
    const send: SendRow = async (row) => {
      calls += 1
      if (calls === 1) throw networkError()
      return server.receive(row)
    }
    startOutboxReplayerWithInterval(send, 100)
    const id = await enqueue(change('e1', 1), { db })
    await vi.waitFor(() => expect(server.effects.get(id)).toBe(1), { timeout: 3_000 })
  })
})

function startOutboxReplayerWithInterval(send: SendRow, intervalMs: number) {
  const tab = startOutboxReplayer({
    db,
    send,
    locks: null,
    intervalMs,
    core: { backoff: { baseMs: 1, capMs: 1 } },
  })
  tabs.push(tab)
  return tab
}
