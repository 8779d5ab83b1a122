import { describe, expect, it } from 'vitest'
import { runPool } from './run-pool.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('runPool', () => {
  it('runs every item, never more than the pool size at once', async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++
      most = Math.max(most, running)
      await tick()
      done.push(n)
      running--
    })
    expect(most).toBe(3)
    expect([...done].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = []
    const run = runPool([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n)
      await tick()
      if (n === 2) throw new Error('unreachable')
    })
    await expect(run).rejects.toThrow('unreachable')
    // 1 and 2 ran side by side; 3 began beside 2's failure at most; nothing began later.
    expect(started.length).toBeLessThanOrEqual(3)
  })

  it('finishes at once with nothing to do', async () => {
    await expect(runPool([], 4, () => Promise.reject(new Error('never')))).resolves.toBeUndefined()
  })
})
