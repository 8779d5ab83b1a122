import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { onBackOnline } from './connectivity/connectivity-store.ts'
import { whenQuiet } from './when-quiet.ts'

/**
 * The reads every screen needs offline, stored by the service worker right after sign-in (and
 * after an organisation or project switch), in the background (decision 0017). On the first
 * visit the worker installs while the user signs in, so the first screens' own reads usually
 * reach the network before it controls the page and are not stored: these reads go again once it
 * does, after the screen's own requests.
 */

/** After this long, a start of the app stores the reads again. */
export const OFFLINE_READS_REFRESH_MS = 12 * 60 * 60_000
const MARK_PREFIX = 'siteoffice.offline-reads:'

/** waiting: not stored yet (no worker in control, offline, or under way); ready: stored. */
export interface OfflineReadsStatus {
  state: 'waiting' | 'storing' | 'ready'
  /** Ready because they were just stored, rather than found stored by an earlier start. */
  storedNow: boolean
}

const WAITING: OfflineReadsStatus = { state: 'waiting', storedNow: false }
const statuses = new Map<string, OfflineReadsStatus>()
const listeners = new Set<() => void>()

function setStatus(key: string, status: OfflineReadsStatus): void {
  statuses.set(key, status)
  for (const listener of listeners) listener()
}

export function getOfflineReadsStatus(key: string): OfflineReadsStatus {
  return statuses.get(key) ?? WAITING
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readMark(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(MARK_PREFIX + key))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

function writeMark(key: string, at: number): void {
  try {
    localStorage.setItem(MARK_PREFIX + key, String(at))
  } catch {
    // Storage full or denied: the reads go again at the next start, which costs only requests.
  }
}

/**
 * Resolves true once a service worker controls the page (at once if one does), false where the
 * browser has none (nothing would store the reads).
 */
export function serviceWorkerControl(): Promise<boolean> {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  if (!container) return Promise.resolve(false)
  if (container.controller) return Promise.resolve(true)
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(true), { once: true })
  })
}

export interface OfflineReadsDeps {
  control?: () => Promise<boolean>
  now?: () => number
  isOnline?: () => boolean
}

/**
 * Runs `store` (the reads, through the service worker) for `key` (a user, organisation and
 * project) once a worker controls the page and the screen's own requests are answered; again
 * when the server answers after a failure, and at a start OFFLINE_READS_REFRESH_MS after the last
 * time. Returns where they stand.
 */
export function useOfflineReads(
  queryClient: QueryClient,
  key: string | null,
  store: (signal: AbortSignal) => Promise<void>,
  deps: OfflineReadsDeps = {},
): OfflineReadsStatus {
  const latest = useRef({ store, deps })
  useEffect(() => {
    latest.current = { store, deps }
  })

  useEffect(() => {
    if (!key) return
    const { control = serviceWorkerControl, now = Date.now } = latest.current.deps
    const isOnline = latest.current.deps.isOnline ?? (() => navigator.onLine)
    const last = readMark(key)
    if (last !== null && now() - last < OFFLINE_READS_REFRESH_MS) {
      setStatus(key, { state: 'ready', storedNow: false })
      return
    }
    setStatus(key, WAITING)
    const controller = new AbortController()
    let running = false
    let cancelQuiet = () => {}
    const attempt = () => {
      if (running || controller.signal.aborted || !isOnline()) return
      if (getOfflineReadsStatus(key).state === 'ready') return
      running = true
      void control().then((controlled) => {
        if (!controlled || controller.signal.aborted) {
          running = false
          return
        }
        cancelQuiet = whenQuiet(queryClient, () => {
          setStatus(key, { state: 'storing', storedNow: false })
          latest.current
            .store(controller.signal)
            .then(
              () => {
                writeMark(key, now())
                setStatus(key, { state: 'ready', storedNow: true })
              },
              () => {
                // Cut off or unreachable: the server answering again tries once more.
                if (!controller.signal.aborted) setStatus(key, WAITING)
              },
            )
            .finally(() => {
              running = false
            })
        })
      })
    }
    attempt()
    const stopListening = onBackOnline(attempt)
    return () => {
      controller.abort()
      cancelQuiet()
      stopListening()
    }
  }, [key, queryClient])

  return useSyncExternalStore(
    subscribe,
    () => (key ? getOfflineReadsStatus(key) : WAITING),
    () => WAITING,
  )
}
