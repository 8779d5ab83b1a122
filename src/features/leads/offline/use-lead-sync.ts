import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onBackOnline } from '../../../offline/connectivity/connectivity-store.ts'
import { leadKeys } from '../api/lead-keys.ts'
import {
  getLeadSyncProgress,
  resetLeadSyncProgress,
  setLeadSyncProgress,
} from './lead-sync-progress.ts'
import { readLeadSyncState, syncLeads, type LeadSyncTarget } from './sync-leads.ts'

/** How often a signed-in screen brings the device's leads up to date. */
export const LEAD_SYNC_INTERVAL_MS = 10 * 60_000
const LOCK_NAME = 'siteoffice-lead-sync'
/** The longest the first run waits for the screen to go quiet. */
const START_WAIT_MS = 10_000
const IDLE_WAIT_MS = 2_000

export interface UseLeadSyncInput {
  slug: string
  userId: string
  /** The chosen project, or null for all projects. */
  projectId: string | null
  /** DXP_LEAD_ASSIGNMENT on the chosen project. */
  canSeeAllOfProject: boolean
}

/** One tab syncs at a time (Web Locks where present); another tab skips its turn. */
async function withLeadSyncLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return run()
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await run()
  })
}

/**
 * Keeps the device's lead table up to date while a signed-in screen is open: at start (sign-in
 * or app start), when the server answers again, and every ten minutes, never while the browser
 * is offline. Mounted once, in the developer layout.
 */
export function useLeadSync(input: UseLeadSyncInput | null): void {
  const queryClient = useQueryClient()
  const slug = input?.slug
  const userId = input?.userId
  const projectId = input?.projectId ?? null
  const canSeeAllOfProject = input?.canSeeAllOfProject ?? false

  useEffect(() => {
    if (!slug || !userId) return
    const target: LeadSyncTarget = { slug, userId, projectId, canSeeAllOfProject }
    const controller = new AbortController()
    let running = false

    void readLeadSyncState(target).then((state) => {
      if (state && !controller.signal.aborted && !running) {
        setLeadSyncProgress({ running: false, ...pick(state) })
      }
    })

    const run = () => {
      if (running || controller.signal.aborted) return
      if (typeof navigator !== 'undefined' && !navigator.onLine) return
      running = true
      void withLeadSyncLock(async () => {
        const state = await syncLeads(target, {
          signal: controller.signal,
          onProgress: (s) => setLeadSyncProgress({ running: true, ...pick(s) }),
        })
        setLeadSyncProgress({ running: false, ...pick(state) })
      })
        .catch(() => {
          // Unreachable, aborted or refused: the stored cursor keeps the place for next time.
          setLeadSyncProgress({ ...getLeadSyncProgress(), running: false })
        })
        .finally(() => {
          running = false
          if (!controller.signal.aborted) {
            void queryClient.invalidateQueries({ queryKey: leadKeys.device(userId) })
          }
        })
    }

    // Background work: the first run waits for the screen's own requests to have been answered
    // and rendered, so the sync never competes with what the user is waiting for.
    const cancelStart = whenQuiet(queryClient, run)
    const timer = setInterval(run, LEAD_SYNC_INTERVAL_MS)
    const stopListening = onBackOnline(run)
    return () => {
      controller.abort()
      cancelStart()
      clearInterval(timer)
      stopListening()
      resetLeadSyncProgress()
    }
  }, [slug, userId, projectId, canSeeAllOfProject, queryClient])
}

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

function pick(state: { stored: number; total: number; completedAt: number | null }) {
  return { stored: state.stored, total: state.total, completedAt: state.completedAt }
}
