import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { useLastSyncedAt, usePendingFor } from '../../../offline/outbox/hooks.ts'
import { actionKeys } from '../api/action-keys.ts'
import { pendingActions, type TPendingAction } from '../model/pending-actions.ts'

const NONE: TPendingAction[] = []

/** This lead's field actions that wait in the outbox, in the order they will be sent. */
export function usePendingActions(slug: string, leadId: string): TPendingAction[] {
  const rows = usePendingFor(leadEntity(leadId))
  return useMemo(() => (rows ? pendingActions(rows, slug, leadId) : NONE), [leadId, rows, slug])
}

/**
 * Once the server confirms any change of this lead, its panels read the server again: what was
 * overlaid as waiting is now the server's own record.
 */
export function useActionsSyncedRefresh(slug: string, leadId: string): void {
  const lastSyncedAt = useLastSyncedAt(leadEntity(leadId))
  const queryClient = useQueryClient()
  const seen = useRef<number | null | undefined>(undefined)
  useEffect(() => {
    if (lastSyncedAt === undefined) return
    const changed = seen.current !== undefined && seen.current !== lastSyncedAt
    seen.current = lastSyncedAt
    if (changed) void queryClient.invalidateQueries({ queryKey: actionKeys.lead(slug, leadId) })
  }, [lastSyncedAt, leadId, queryClient, slug])
}
