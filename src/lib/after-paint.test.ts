import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-paint.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('afterNextPaint', () => {
  it('runs the task after the next frame, not in the same task', async () => {
    vi.useFakeTimers()
    const task = vi.fn()
    afterNextPaint(task)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(50)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs nothing once cancelled', async () => {
    vi.useFakeTimers()
    const task = vi.fn()
    afterNextPaint(task)()
    await vi.advanceTimersByTimeAsync(50)
    expect(task).not.toHaveBeenCalled()
  })
})
