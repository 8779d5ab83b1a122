import { useSyncExternalStore } from 'react'
import type { OutboxRow, SyncLogEntry } from '../../lib/db.ts'
import { useDeviceQuery } from '../device-db.ts'
import { outboxCounts, type OutboxCounts } from './counts.ts'
import {
  getOutboxPrincipal,
  ownsRow,
  subscribeOutboxPrincipal,
  type OutboxPrincipal,
} from './principal.ts'

/**
 * Live views of the outbox for components. They re-render on every change, in this tab or
 * another (`useDeviceQuery`). Undefined while the first read runs.
 */

export function useOutboxPrincipal(): OutboxPrincipal | null {
  return useSyncExternalStore(subscribeOutboxPrincipal, getOutboxPrincipal, getOutboxPrincipal)
}

/** Every row on this device, in the order saved. */
export function useOutbox(): OutboxRow[] | undefined {
  return useDeviceQuery((db) => db.outbox.orderBy('seq').toArray(), [])
}

/** This session's rows for one entity that have not reached the server, in order. */
export function usePendingFor(entity: string): OutboxRow[] | undefined {
  const principal = useOutboxPrincipal()
  const userId = principal?.userId
  const orgId = principal?.orgId
  return useDeviceQuery(
    async (db) => {
      if (!userId || !orgId) return []
      const rows = await db.outbox.where('[userId+entity]').equals([userId, entity]).toArray()
      return rows.filter((row) => row.orgId === orgId)
    },
    [userId, orgId, entity],
  )
}

/** When this session's last change to the entity was confirmed by the server (wall-clock ms). */
export function useLastSyncedAt(entity: string): number | null | undefined {
  const principal = useOutboxPrincipal()
  const userId = principal?.userId
  return useDeviceQuery(
    async (db) => {
      if (!userId) return null
      const entries = await db.syncLog
        .where('[userId+entity]')
        .equals([userId, entity])
        .filter((entry) => entry.outcome === 'synced')
        .toArray()
      return entries.reduce<number | null>((latest, e) => Math.max(latest ?? 0, e.at), null)
    },
    [userId, entity],
  )
}

/** This session's recent history, newest first. */
export function useSyncLog(limit = 10): SyncLogEntry[] | undefined {
  // The store keeps one object per session, so it is a stable dependency.
  const principal = useOutboxPrincipal()
  return useDeviceQuery(
    async (db) => {
      const entries = await db.syncLog.orderBy('logId').reverse().toArray()
      return entries.filter((entry) => ownsRow(principal, entry)).slice(0, limit)
    },
    [principal, limit],
  )
}

export function useOutboxCounts(): OutboxCounts | undefined {
  const principal = useOutboxPrincipal()
  const rows = useOutbox()
  return rows && outboxCounts(rows, principal)
}
