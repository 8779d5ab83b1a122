import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { LEAD_READ_SCOPES } from '../../../contract/leads.ts'
import type { TScope } from '../../../contract/scopes.ts'
import { toaster } from '../../components/ui/toaster.tsx'
import { useLeadSyncValue } from '../../features/leads/offline/lead-sync-progress.ts'
import { useOfflineReads } from '../../offline/offline-reads.ts'

/*
 * Not a route (the "-" prefix): the reads every signed-in screen needs offline, stored through
 * the service worker after sign-in (decision 0017); what they are is in -screen-reads.ts, loaded
 * when they start. The user's profile and scopes need no read: the session holds them.
 */

const offlineReady = msg`SiteOffice is ready to work offline.`

export interface OfflineReadsAccount {
  slug: string
  userId: string
  orgId: string
  /** The chosen project, or null for all. */
  projectId: string | null
  can: (scope: TScope, projectId?: string) => boolean
}

export const readsLeads = (can: OfflineReadsAccount['can'], projectId?: string) =>
  LEAD_READ_SCOPES.some((scope) => can(scope, projectId))

/**
 * The signed-in layout's part: stores the reads for this user, organisation and project, and
 * says "ready to work offline" once they are stored and, for a user of leads, the device holds
 * their leads. A component of its own that draws nothing, so its changes of state never draw
 * the layout, and the screen in it, again.
 */
export function OfflineReadiness({ account }: { account: OfflineReadsAccount | null }) {
  const queryClient = useQueryClient()
  const { i18n } = useLingui()
  const key = account ? `${account.userId}:${account.orgId}:${account.projectId ?? 'all'}` : null
  const latest = useRef(account)
  useEffect(() => {
    latest.current = account
  })
  const status = useOfflineReads(queryClient, key, async (signal) => {
    const current = latest.current
    if (!current) return
    const { storeScreenReads } = await import('./-screen-reads.ts')
    await storeScreenReads(queryClient, current, signal)
  })
  // A flag, not the progress itself: the layout is not drawn again for every page synced.
  const leadsSynced = useLeadSyncValue((p) => p.completedAt !== null && !p.running)
  const leadsOnDevice = !account || !readsLeads(account.can) || leadsSynced
  const announced = useRef<string | null>(null)
  const ready = status.state === 'ready' && status.storedNow && leadsOnDevice
  useEffect(() => {
    if (!ready || !key || announced.current === key) return
    announced.current = key
    toaster.success({ id: 'offline-ready', title: i18n._(offlineReady) })
  }, [ready, key, i18n])
  return null
}
