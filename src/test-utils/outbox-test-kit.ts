import { SiteOfficeDb, type OutboxRow } from '../lib/db.ts'
import type { Clock } from '../offline/outbox/backoff.ts'
import type { EnqueueInput } from '../offline/outbox/enqueue.ts'
import type { OutboxPrincipal } from '../offline/outbox/principal.ts'

/** Helpers for the outbox's tests (run on fake-indexeddb). */

let databases = 0

/** A database of its own per test, so tests never see each other's rows. */
export function freshDb(): SiteOfficeDb {
  databases += 1
  return new SiteOfficeDb(`outbox-test-${databases}-${Math.random().toString(36).slice(2)}`)
}

export const USER_A: OutboxPrincipal = { userId: 'user-a', orgId: 'org-1' }
export const USER_B: OutboxPrincipal = { userId: 'user-b', orgId: 'org-1' }

export interface FakeClock extends Clock {
  wall: number
  mono: number
  /** Time passes: both clocks move. */
  advance: (ms: number) => void
  /** Someone sets the wall clock: the monotonic one does not move. */
  jump: (ms: number) => void
}

export function fakeClock(wall = 1_700_000_000_000, mono = 1_000): FakeClock {
  const clock: FakeClock = {
    wall,
    mono,
    now: () => clock.wall,
    monotonic: () => clock.mono,
    advance(ms) {
      clock.wall += ms
      clock.mono += ms
    },
    jump(ms) {
      clock.wall += ms
    },
  }
  return clock
}

export function change(entity: string, n: number): EnqueueInput {
  return {
    entity,
    method: 'PATCH',
    path: `/ilead-service/v1/test/${entity}/${n}`,
    body: { n },
    label: `${entity} #${n}`,
  }
}

/** What the server saw of one request. */
export interface Received {
  key: string
  entity: string
  userId: string
  n: number
  replayed: boolean
}

/**
 * The server's side of exactly once (server/src/plugins/idempotency.ts): the first request with
 * a key applies the change, a repeat gets the stored answer.
 */
export class FakeServer {
  readonly effects = new Map<string, number>()
  readonly received: Received[] = []

  receive(row: Readonly<OutboxRow>): Received {
    const replayed = this.effects.has(row.id)
    if (!replayed) this.effects.set(row.id, 1)
    const received = {
      key: row.id,
      entity: row.entity,
      userId: row.userId,
      n: (row.body as { n: number }).n,
      replayed,
    }
    this.received.push(received)
    return received
  }

  /** The keys whose change took effect, per entity, in the order they did. */
  appliedOrder(entity: string): string[] {
    return this.received.filter((r) => r.entity === entity && !r.replayed).map((r) => r.key)
  }
}

export const networkError = () => Object.assign(new Error('Failed to fetch'), { kind: 'network' })
export const rejection = (status: number, message = 'NOT_ALLOWED') =>
  Object.assign(new Error(message), { kind: 'server', status, serverMessage: message })
export const unauthorized = () =>
  Object.assign(new Error('Unauthorized'), { kind: 'unauthorized', status: 401 })
