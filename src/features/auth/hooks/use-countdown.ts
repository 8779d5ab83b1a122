import { useEffect, useState } from 'react'

/**
 * Whole seconds left of a countdown of `seconds` that began at `startedAt` (epoch ms), ticking
 * while any are left. Restarts when `startedAt` moves (a new code was sent).
 */
export function useCountdown(startedAt: number, seconds: number): number {
  const deadline = startedAt + seconds * 1000
  const [now, setNow] = useState(() => Date.now())
  // A clock last read before the restart would otherwise show more than `seconds` for a tick.
  const current = Math.max(now, startedAt)
  const done = current >= deadline
  useEffect(() => {
    if (done) return
    // Faster than once a second, so the number shown never lags by almost a second.
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [done, deadline])
  return Math.max(0, Math.ceil((deadline - current) / 1000))
}
