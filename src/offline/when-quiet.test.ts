import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenQuiet } from './when-quiet.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('whenQuiet', () => {
  it("waits for the screen's requests to be answered before the sync starts", async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    let answer: (value: string) => void = () => {}
    const screen = queryClient.fetchQuery({
      queryKey: ['screen'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    const task = vi.fn()
    whenQuiet(queryClient, task)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(task).not.toHaveBeenCalled()
    answer('rows')
    await screen
    await vi.advanceTimersByTimeAsync(10)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('starts anyway when the screen keeps fetching, and not after a cancel', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) })
    const task = vi.fn()
    whenQuiet(queryClient, task)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(task).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    whenQuiet(new QueryClient(), cancelled)()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
