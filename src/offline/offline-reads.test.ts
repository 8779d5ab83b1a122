import { QueryClient } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OFFLINE_READS_REFRESH_MS, useOfflineReads } from './offline-reads.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** A service worker that takes control when told to. */
function worker() {
  let take: (controlled: boolean) => void = () => {}
  const control = vi.fn(() => new Promise<boolean>((resolve) => (take = resolve)))
  return { control, takeControl: (controlled = true) => take(controlled) }
}

describe('useOfflineReads', () => {
  it('stores the reads once the worker controls the page and the screen is quiet', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const store = vi.fn(async () => {})
    const { control, takeControl } = worker()
    let answer: (rows: string) => void = () => {}
    void queryClient.fetchQuery({
      queryKey: ['screen'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    const { result } = renderHook(() =>
      useOfflineReads(queryClient, 'user-1:org-1:all', store, {
        control,
        now: () => 1_000,
        isOnline: () => true,
      }),
    )
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    // The screen's own reads went before the worker controlled the page: not stored yet.
    expect(store).not.toHaveBeenCalled()
    expect(result.current.state).toBe('waiting')

    takeControl()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(store).not.toHaveBeenCalled()
    answer('rows')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(store).toHaveBeenCalledTimes(1)
    expect(result.current).toEqual({ state: 'ready', storedNow: true })
  })

  it('does not ask again at a start within the refresh period, and does after it', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const store = vi.fn(async () => {})
    let now = 5_000
    const deps = { control: async () => true, now: () => now, isOnline: () => true }
    const first = renderHook(() => useOfflineReads(queryClient, 'user-2:org-1:all', store, deps))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(store).toHaveBeenCalledTimes(1)
    first.unmount()

    now += OFFLINE_READS_REFRESH_MS - 1
    const again = renderHook(() => useOfflineReads(queryClient, 'user-2:org-1:all', store, deps))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(store).toHaveBeenCalledTimes(1)
    expect(again.result.current).toEqual({ state: 'ready', storedNow: false })
    again.unmount()

    now += 2
    renderHook(() => useOfflineReads(queryClient, 'user-2:org-1:all', store, deps))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(store).toHaveBeenCalledTimes(2)
  })

  it('waits without a worker, and tries again when a run was cut off', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const none = vi.fn(async () => {})
    renderHook(() =>
      useOfflineReads(queryClient, 'user-3:org-1:all', none, {
        control: async () => false,
        isOnline: () => true,
      }),
    )
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(none).not.toHaveBeenCalled()

    const failing = vi.fn(async () => {
      throw new Error('unreachable')
    })
    const { result } = renderHook(() =>
      useOfflineReads(queryClient, 'user-4:org-1:all', failing, {
        control: async () => true,
        isOnline: () => true,
      }),
    )
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(failing).toHaveBeenCalledTimes(1)
    expect(result.current.state).toBe('waiting')
  })
})
