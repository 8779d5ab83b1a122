import { useSyncExternalStore } from 'react'

/** Where the background lead sync stands, for the list's small progress line. */
export interface LeadSyncProgress {
  running: boolean
  stored: number
  total: number
  /** Wall-clock ms of the last complete pass of the current scope, or null. */
  completedAt: number | null
}

const IDLE: LeadSyncProgress = { running: false, stored: 0, total: 0, completedAt: null }
let current = IDLE
const listeners = new Set<() => void>()

export function setLeadSyncProgress(next: LeadSyncProgress): void {
  current = next
  listeners.forEach((listener) => listener())
}

export function resetLeadSyncProgress(): void {
  setLeadSyncProgress(IDLE)
}

export function getLeadSyncProgress(): LeadSyncProgress {
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLeadSyncProgress(): LeadSyncProgress {
  return useSyncExternalStore(subscribe, getLeadSyncProgress, getLeadSyncProgress)
}

/**
 * One value of the progress (a number or a flag, compared by identity): a component reading only
 * it, such as the layout or the list, is not drawn again for every page a running sync stores.
 */
export function useLeadSyncValue<T extends number | boolean | null>(
  select: (progress: LeadSyncProgress) => T,
): T {
  const read = () => select(current)
  return useSyncExternalStore(subscribe, read, read)
}

/** When the last complete pass ended, for "Data as of". */
export const syncCompletedAt = (progress: LeadSyncProgress) => progress.completedAt
