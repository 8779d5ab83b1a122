import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { toaster } from '../../components/ui/toaster.tsx'
import { useLeadSyncValue } from '../../features/leads/offline/lead-sync-progress.ts'
import { useOfflineReads } from '../../offline/offline-reads.ts'
import { LEAD_READ_SCOPES } from '../../../contract/leads.ts'
import type { OfflineReadsAccount } from './-screen-reads.ts'

/*
 * Not a route (the "-" prefix): says when the device is ready to work offline. The reads
 * themselves are in -screen-reads.ts, loaded only when they start.
 */

const offlineReady = msg`SiteOffice is ready to work offline.`

const readsLeads = (can: OfflineReadsAccount['can']) => LEAD_READ_SCOPES.some((scope) => can(scope))

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
  const status = useOfflineReads(queryClient, key, (signal) => {
    const current = latest.current
    return current
      ? import('./-screen-reads.ts').then(({ storeScreenReads }) =>
          storeScreenReads(queryClient, current, signal),
        )
      : Promise.resolve()
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
