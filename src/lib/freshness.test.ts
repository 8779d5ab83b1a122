import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearFreshness, oldestCachedAt, recordFreshness, subscribeFreshness } from './freshness.ts'

beforeEach(() => clearFreshness())

describe('freshness', () => {
  it('is the oldest stored answer still in use', () => {
    recordFreshness('/a', 2_000)
    recordFreshness('/b', 1_000)
    expect(oldestCachedAt()).toBe(1_000)
    recordFreshness('/b', null)
    expect(oldestCachedAt()).toBe(2_000)
    recordFreshness('/a', null)
    expect(oldestCachedAt()).toBeNull()
  })

  it('tells subscribers only when the oldest time changes', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeFreshness(listener)
    recordFreshness('/a', 2_000)
    recordFreshness('/b', 3_000)
    recordFreshness('/c', null)
    expect(listener).toHaveBeenCalledOnce()
    clearFreshness()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })
})
