import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { backoffCeiling, backoffDelay, DEFAULT_BACKOFF, DueTracker } from './backoff.ts'
import { fakeClock } from '../../test-utils/outbox-test-kit.ts'

const DAY = 86_400_000
const CAP = DEFAULT_BACKOFF.capMs

describe('backoffDelay', () => {
  it('doubles its ceiling from the base up to the cap', () => {
    expect(backoffCeiling(1)).toBe(1_000)
    expect(backoffCeiling(2)).toBe(2_000)
    expect(backoffCeiling(5)).toBe(16_000)
    expect(backoffCeiling(9)).toBe(256_000)
    expect(backoffCeiling(10)).toBe(CAP)
    expect(backoffCeiling(1_000)).toBe(CAP)
  })

  it('stays within [0, ceiling] for any attempt count and random value (full jitter)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, r) => {
          const delay = backoffDelay(n, () => r)
          return delay >= 0 && delay <= backoffCeiling(n) && delay <= CAP
        },
      ),
    )
  })

  it('survives a broken random source', () => {
    expect(backoffDelay(3, () => Number.NaN)).toBe(0)
    expect(backoffDelay(3, () => 7)).toBe(4_000)
    expect(backoffDelay(3, () => -1)).toBe(0)
  })
})

describe('DueTracker', () => {
  it('makes a row wait its delay on the monotonic clock', () => {
    const clock = fakeClock()
    const due = new DueTracker(clock, CAP)
    const nextAttemptAt = due.schedule('a', 10_000)
    const row = { id: 'a', nextAttemptAt }
    expect(due.isDue(row)).toBe(false)
    expect(due.nextDueIn()).toBe(10_000)
    clock.advance(9_999)
    expect(due.isDue(row)).toBe(false)
    clock.advance(1)
    expect(due.isDue(row)).toBe(true)
    expect(due.nextDueIn()).toBeNull()
  })

  it.each([DAY, -DAY, 365 * DAY, -365 * DAY])(
    'ignores a wall-clock jump of %i ms while the page runs',
    (jump) => {
      const clock = fakeClock()
      const due = new DueTracker(clock, CAP)
      const row = { id: 'a', nextAttemptAt: due.schedule('a', 10_000) }
      clock.jump(jump)
      expect(due.isDue(row)).toBe(false)
      clock.advance(10_000)
      expect(due.isDue(row)).toBe(true)
    },
  )

  it('after a reload, a clock set back a day parks a row for the cap at most', () => {
    const before = fakeClock()
    const nextAttemptAt = new DueTracker(before, CAP).schedule('a', 60_000)
    const after = fakeClock(before.wall - DAY, 0) // a new page: new monotonic origin
    const due = new DueTracker(after, CAP)
    const row = { id: 'a', nextAttemptAt }
    expect(due.isDue(row)).toBe(false)
    expect(due.nextDueIn()).toBe(CAP)
    after.advance(CAP)
    expect(due.isDue(row)).toBe(true)
  })

  it('after a reload, a clock set forward only makes a row due early', () => {
    const before = fakeClock()
    const nextAttemptAt = new DueTracker(before, CAP).schedule('a', 60_000)
    const due = new DueTracker(fakeClock(before.wall + DAY, 0), CAP)
    expect(due.isDue({ id: 'a', nextAttemptAt })).toBe(true)
  })

  it('never waits longer than the cap, whatever the stored time and the clock say', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * 365 * DAY, max: 10 * 365 * DAY }),
        fc.integer({ min: 1, max: Math.floor(Number.MAX_SAFE_INTEGER / 2) }),
        (skew, nextAttemptAt) => {
          const clock = fakeClock(1_700_000_000_000 + skew, 0)
          const due = new DueTracker(clock, CAP)
          const row = { id: 'a', nextAttemptAt }
          due.isDue(row)
          clock.advance(CAP)
          return due.isDue(row)
        },
      ),
    )
  })

  it('a retry (nextAttemptAt 0) is due at once; a new nextAttemptAt replaces the old wait', () => {
    const clock = fakeClock()
    const due = new DueTracker(clock, CAP)
    due.schedule('a', 60_000)
    expect(due.isDue({ id: 'a', nextAttemptAt: 0 })).toBe(true)
    expect(due.isDue({ id: 'a', nextAttemptAt: clock.wall + 5 })).toBe(false)
    clock.advance(5)
    expect(due.isDue({ id: 'a', nextAttemptAt: clock.wall })).toBe(true)
  })

  it('forgets rows that left the outbox', () => {
    const due = new DueTracker(fakeClock(), CAP)
    due.schedule('a', 1_000)
    due.schedule('b', 2_000)
    due.retain(new Set(['b']))
    expect(due.nextDueIn()).toBe(2_000)
    due.forget('b')
    expect(due.nextDueIn()).toBeNull()
  })
})
