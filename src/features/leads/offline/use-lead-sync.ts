import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onBackOnline } from '../../../offline/connectivity/connectivity-store.ts'
import { whenQuiet } from '../../../offline/when-quiet.ts'
import { afterNextPaint } from '../../../lib/after-paint.ts'
import { leadKeys } from '../api/lead-keys.ts'
import {
  getLeadSyncProgress,
  resetLeadSyncProgress,
  setLeadSyncProgress,
} from './lead-sync-progress.ts'
import { readLeadSyncState, type LeadSyncTarget } from './sync-state.ts'

// The sync's code loads when it first runs, after the first screen (decision 0058).
const loadSync = () =>
  Promise.all([import('./sync-leads.ts'), import('./sync-lead-details.ts')]).then(
    ([{ syncLeads }, { syncLeadDetails }]) => ({ syncLeads, syncLeadDetails }),
  )

/** How often a signed-in screen brings the device's leads up to date. */
export const LEAD_SYNC_INTERVAL_MS = 10 * 60_000
const LOCK_NAME = 'siteoffice-lead-sync'

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
 * is offline; after each run, the details of the leads most likely to be needed offline.
 * Mounted once, in the developer layout.
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

    // Once the screen is painted: the device database's code is not part of its first drawing.
    const cancelRead = afterNextPaint(
      () =>
        void readLeadSyncState(target).then((state) => {
          if (state && !controller.signal.aborted && !running) {
            setLeadSyncProgress({ running: false, ...pick(state) })
          }
        }),
    )

    const run = () => {
      if (running || controller.signal.aborted) return
      if (typeof navigator !== 'undefined' && !navigator.onLine) return
      running = true
      const refreshLists = () => {
        if (!controller.signal.aborted) {
          void queryClient.invalidateQueries({ queryKey: leadKeys.device(userId) })
        }
      }
      void withLeadSyncLock(async () => {
        // Its code unreachable (offline before it ever loaded): the next run tries again.
        const loaded = await loadSync().catch(() => null)
        if (!loaded) return
        const { syncLeads, syncLeadDetails } = loaded
        try {
          const state = await syncLeads(target, {
            signal: controller.signal,
            onProgress: (s) => setLeadSyncProgress({ running: true, ...pick(s) }),
          })
          setLeadSyncProgress({ running: false, ...pick(state) })
        } catch {
          // Unreachable, aborted or refused: the stored cursor keeps the place for next time.
          setLeadSyncProgress({ ...getLeadSyncProgress(), running: false })
          return
        } finally {
          refreshLists()
        }
        // Then the details of the leads most likely to be opened offline (decision 0017); a
        // failure waits for the next run like the sync's own.
        await syncLeadDetails({ slug, userId }, { signal: controller.signal }).catch(
          () => undefined,
        )
      }).finally(() => {
        running = false
      })
    }

    // Background work: the first run waits for the screen's own requests to have been answered
    // and rendered, so the sync never competes with what the user is waiting for.
    const cancelStart = whenQuiet(queryClient, run)
    const timer = setInterval(run, LEAD_SYNC_INTERVAL_MS)
    const stopListening = onBackOnline(run)
    return () => {
      controller.abort()
      cancelRead()
      cancelStart()
      clearInterval(timer)
      stopListening()
      resetLeadSyncProgress()
    }
  }, [slug, userId, projectId, canSeeAllOfProject, queryClient])
}

function pick(state: { stored: number; total: number; completedAt: number | null }) {
  return { stored: state.stored, total: state.total, completedAt: state.completedAt }
}
