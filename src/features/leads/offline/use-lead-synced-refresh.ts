import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import {
  useLastSyncedAt,
  useOutboxPrincipal,
  usePendingFor,
} from '../../../offline/outbox/hooks.ts'
import { leadKeys } from '../api/lead-keys.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { settleLeadRecord } from './save-lead.ts'

/**
 * When the server confirms this lead's queued changes: the device's copy stops waiting and the
 * lead (and the lists) are fetched again. Mounted wherever the lead is shown.
 */
export function useLeadSyncedRefresh(slug: string, leadId: string): void {
  const entity = leadEntity(leadId)
  const rows = usePendingFor(entity)
  const lastSyncedAt = useLastSyncedAt(entity)
  const userId = useOutboxPrincipal()?.userId
  const queryClient = useQueryClient()
  const seen = useRef<number | null | undefined>(undefined)
  const waiting = rows?.length

  useEffect(() => {
    if (waiting === undefined || lastSyncedAt === undefined || !userId) return
    const syncedSinceMount = seen.current !== undefined && lastSyncedAt !== seen.current
    seen.current = lastSyncedAt
    if (waiting > 0) return
    void settleLeadRecord(leadId, userId).then((settled) => {
      if (!settled && !syncedSinceMount) return
      void queryClient.invalidateQueries({ queryKey: leadKeys.all(slug) })
      void queryClient.invalidateQueries({ queryKey: leadKeys.device(userId) })
    })
  }, [lastSyncedAt, leadId, queryClient, slug, userId, waiting])
}
