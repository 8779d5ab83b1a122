import { useEffect, useSyncExternalStore } from 'react'

/**
 * Which answers on screen came from the service worker's store, and when they were stored.
 * http.ts records each GET: a stored answer adds its URL, a network answer for the URL removes
 * it. The banner shows the oldest, so "data as of" never claims more than the screen holds.
 */
const cachedAt = new Map<string, number>()
const listeners = new Set<() => void>()
let oldest: number | null = null

function publish(): void {
  const next = cachedAt.size === 0 ? null : Math.min(...cachedAt.values())
  if (next === oldest) return
  oldest = next
  for (const listener of listeners) listener()
}

/** `storedAt` in epoch ms for a stored answer; null for a fresh one from the network. */
export function recordFreshness(url: string, storedAt: number | null): void {
  if (storedAt === null) cachedAt.delete(url)
  else cachedAt.set(url, storedAt)
  publish()
}

/** Back online: screens refetch, and whatever still comes from the store is recorded again. */
export function clearFreshness(): void {
  cachedAt.clear()
  publish()
}

/** Epoch ms of the oldest stored answer in use, or null when everything came from the network. */
export function oldestCachedAt(): number | null {
  return oldest
}

export function subscribeFreshness(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOldestCachedAt(): number | null {
  return useSyncExternalStore(subscribeFreshness, oldestCachedAt, oldestCachedAt)
}

/**
 * For a screen showing the device's own copy (the synced leads), not a stored answer: its age
 * counts in "Data as of" while the screen shows it. `storedAt` null: nothing from the device.
 */
export function useDeviceFreshness(key: string, storedAt: number | null): void {
  useEffect(() => {
    if (storedAt === null) return
    recordFreshness(key, storedAt)
    return () => recordFreshness(key, null)
  }, [key, storedAt])
}
