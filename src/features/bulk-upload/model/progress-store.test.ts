import { describe, expect, it, vi } from 'vitest'
import { progressStore } from './progress-store.ts'

describe('progressStore', () => {
  it('tells its listeners of whole-percent changes only, between 0 and 1', () => {
    const store = progressStore()
    const heard = vi.fn()
    const stop = store.subscribe(heard)
    store.set(0.001)
    expect(heard).not.toHaveBeenCalled()
    store.set(0.05)
    store.set(0.0504)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(store.get()).toBe(0.05)
    store.set(7)
    expect(store.get()).toBe(1)
    store.set(-1)
    expect(store.get()).toBe(0)
    expect(heard).toHaveBeenCalledTimes(3)
    stop()
    store.set(0.5)
    expect(heard).toHaveBeenCalledTimes(3)
  })
})
