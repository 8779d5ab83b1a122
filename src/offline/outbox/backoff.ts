/** Exponential backoff with full jitter: many devices coming back online do not retry in step. */
export interface BackoffOptions {
  baseMs: number
  capMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 5 * 60_000 }

/** The longest wait after `attempts` failed tries: base, 2×base, 4×base… up to the cap. */
export function backoffCeiling(attempts: number, options: BackoffOptions = DEFAULT_BACKOFF) {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(options.capMs, options.baseMs * 2 ** doublings)
}

/** Full jitter: uniform in [0, ceiling]. `random` is injectable so tests can pin it. */
export function backoffDelay(
  attempts: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const drawn = random()
  const r = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1) : 0
  return Math.floor(r * backoffCeiling(attempts, options))
}

/** Wall-clock time, persisted and shared across tabs, and a monotonic one, for waiting. */
export interface Clock {
  now: () => number
  monotonic: () => number
}

export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
}

interface Deadline {
  /** Monotonic ms when the row may be tried again. */
  due: number
  /** The persisted nextAttemptAt this was derived from: a change (a retry) invalidates it. */
  basis: number
}

/**
 * When each row may be tried again. A row's nextAttemptAt is wall-clock (it must outlive the
 * page), but waiting is measured on the monotonic clock: once this page has seen a row, a
 * clock set a day forward or back changes nothing. A row first seen after a reload waits what
 * its nextAttemptAt says, but never more than the cap, so a clock that went back cannot park
 * it for a day, and a clock that went forward only makes it due early.
 */
export class DueTracker {
  private readonly deadlines = new Map<string, Deadline>()
  private readonly clock: Clock
  private readonly capMs: number

  constructor(clock: Clock, capMs: number) {
    this.clock = clock
    this.capMs = capMs
  }

  isDue(row: { id: string; nextAttemptAt: number }): boolean {
    if (row.nextAttemptAt <= 0) return true
    let deadline = this.deadlines.get(row.id)
    if (!deadline || deadline.basis !== row.nextAttemptAt) {
      const remaining = Math.min(Math.max(row.nextAttemptAt - this.clock.now(), 0), this.capMs)
      deadline = { due: this.clock.monotonic() + remaining, basis: row.nextAttemptAt }
      this.deadlines.set(row.id, deadline)
    }
    return this.clock.monotonic() >= deadline.due
  }

  /** Records a wait of `delayMs`; returns the wall-clock nextAttemptAt to persist. */
  schedule(id: string, delayMs: number): number {
    const nextAttemptAt = this.clock.now() + delayMs
    this.deadlines.set(id, { due: this.clock.monotonic() + delayMs, basis: nextAttemptAt })
    return nextAttemptAt
  }

  forget(id: string): void {
    this.deadlines.delete(id)
  }

  /** Drops rows that left the outbox (sent or discarded by another tab). */
  retain(ids: ReadonlySet<string>): void {
    for (const id of this.deadlines.keys()) if (!ids.has(id)) this.deadlines.delete(id)
  }

  /** Ms until the soonest waiting row is due; null when none waits. */
  nextDueIn(): number | null {
    const now = this.clock.monotonic()
    let soonest: number | null = null
    for (const { due } of this.deadlines.values()) {
      if (due > now && (soonest === null || due - now < soonest)) soonest = due - now
    }
    return soonest
  }
}
