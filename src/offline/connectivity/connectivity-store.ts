import { HEALTH_PATH } from '../../../contract/routes.ts'
import { http, setReachabilityObserver } from '../../lib/http.ts'
import {
  nextConnectivity,
  type Connectivity,
  type ConnectivityEvent,
} from './connectivity-state.ts'

/** Waits between health probes while the server is not known to answer; the last one repeats. */
export const PROBE_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000] as const
const PROBE_TIMEOUT_MS = 5_000

export type Probe = () => Promise<boolean>

/** The health check answers without a session and is never served from the worker's store. */
const probeHealth: Probe = () =>
  http.get(HEALTH_PATH, { silent: true, timeoutMs: PROBE_TIMEOUT_MS }).then(
    () => true,
    () => false,
  )

let state: Connectivity = 'online'
const listeners = new Set<() => void>()
const backOnlineListeners = new Set<() => void>()
let probe: Probe = probeHealth
let probeTimer: ReturnType<typeof setTimeout> | undefined
let probing = false
let attempt = 0

export function getConnectivity(): Connectivity {
  return state
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called when the server answers again after any outage: refetch what the screens show. */
export function onBackOnline(listener: () => void): () => void {
  backOnlineListeners.add(listener)
  return () => backOnlineListeners.delete(listener)
}

function dispatch(event: ConnectivityEvent): void {
  const previous = state
  state = nextConnectivity(state, event)
  if (state === previous) return
  for (const listener of listeners) listener()
  if (state === 'online') {
    stopProbing()
    for (const listener of backOnlineListeners) listener()
  } else if (previous === 'online' || state === 'reconnecting') {
    // A fresh outage, or the network just came back: ask the server now, then back off.
    attempt = 0
    scheduleProbe(state === 'reconnecting' ? 0 : backoff())
  }
}

function backoff(): number {
  const base = PROBE_BACKOFF_MS[Math.min(attempt, PROBE_BACKOFF_MS.length - 1)] ?? 60_000
  // ±20% jitter: a site office's tablets should not all knock at once.
  return Math.round(base * (0.8 + Math.random() * 0.4))
}

function scheduleProbe(delayMs: number): void {
  clearTimeout(probeTimer)
  probeTimer = setTimeout(() => void runProbe(), delayMs)
}

function stopProbing(): void {
  clearTimeout(probeTimer)
  probeTimer = undefined
}

async function runProbe(): Promise<void> {
  if (probing) return
  probing = true
  try {
    const reached = await probe()
    dispatch(
      reached ? { type: 'reached' } : { type: 'unreachable', browserOnline: navigator.onLine },
    )
  } finally {
    probing = false
  }
  if (state !== 'online') {
    attempt += 1
    scheduleProbe(backoff())
  }
}

const onOnline = () => dispatch({ type: 'browser-online' })
const onOffline = () => dispatch({ type: 'browser-offline' })
const onVisible = () => {
  // Back to a tab left in an outage: ask now rather than at the end of a long backoff.
  if (document.visibilityState === 'visible' && state !== 'online') scheduleProbe(0)
}

/**
 * Called once at start (src/app/main.tsx). Fed by the browser's online/offline events, by every
 * real API call (through http.ts), and by a health probe with backoff while not online.
 */
export function installConnectivity(options: { probe?: Probe } = {}): () => void {
  probe = options.probe ?? probeHealth
  state = navigator.onLine ? 'online' : 'offline'
  attempt = 0
  if (state !== 'online') scheduleProbe(backoff())
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', onOffline)
  document.addEventListener('visibilitychange', onVisible)
  setReachabilityObserver((reachability) =>
    dispatch(
      reachability === 'reached'
        ? { type: 'reached' }
        : { type: 'unreachable', browserOnline: navigator.onLine },
    ),
  )
  return () => {
    stopProbing()
    window.removeEventListener('online', onOnline)
    window.removeEventListener('offline', onOffline)
    document.removeEventListener('visibilitychange', onVisible)
    setReachabilityObserver(undefined)
    listeners.clear()
    backOnlineListeners.clear()
    // Uninstalled, the store is as before it was installed: nothing watches the link, so
    // nothing may keep saying it is down.
    state = 'online'
  }
}
