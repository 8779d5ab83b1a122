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
