import type { QueryClient } from '@tanstack/react-query'

/** The longest background work waits for the screen to go quiet. */
const START_WAIT_MS = 10_000
const IDLE_WAIT_MS = 2_000

/**
 * Runs `task` once no query is fetching and the page is idle, or after START_WAIT_MS whatever
 * happens; returns a cancel.
 */
export function whenQuiet(queryClient: QueryClient, task: () => void): () => void {
  let cancelIdle = () => {}
  let started = false
  const start = () => {
    if (started) return
    started = true
    stopWatching()
    clearTimeout(deadline)
    task()
  }
  const idleThenStart = () => {
    cancelIdle()
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: IDLE_WAIT_MS })
      cancelIdle = () => cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(start, 0)
      cancelIdle = () => clearTimeout(timer)
    }
  }
  const check = () => {
    if (queryClient.isFetching() === 0) idleThenStart()
    else cancelIdle()
  }
  const stopWatching = queryClient.getQueryCache().subscribe(check)
  const deadline = setTimeout(start, START_WAIT_MS)
  check()
  return () => {
    started = true
    stopWatching()
    clearTimeout(deadline)
    cancelIdle()
  }
}
