/**
 * A fraction done (0 to 1) that only its progress bar reads (`useSyncExternalStore`), so a
 * step re-renders the bar and not the screen around it; listeners hear only whole-percent changes.
 */
export interface ProgressStore {
  get: () => number
  set: (fraction: number) => void
  subscribe: (listener: () => void) => () => void
}

export function progressStore(): ProgressStore {
  let value = 0
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (fraction) => {
      const next = Math.round(Math.min(1, Math.max(0, fraction)) * 100) / 100
      if (next === value) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
