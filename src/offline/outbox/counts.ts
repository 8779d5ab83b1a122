import type { OutboxRow } from '../../lib/db.ts'
import { ownsRow, type OutboxPrincipal } from './principal.ts'

export interface OutboxCounts {
  /** This session's rows waiting to be sent (in flight included). */
  pending: number
  inFlight: number
  /** This session's rows the server refused. */
  needsAttention: number
  /** Rows of another user or organisation, waiting for that session. */
  otherAccounts: number
  /** What the header badge shows: pending + needs attention. */
  badge: number
}

export function outboxCounts(
  rows: readonly OutboxRow[],
  principal: OutboxPrincipal | null,
): OutboxCounts {
  const counts: OutboxCounts = {
    pending: 0,
    inFlight: 0,
    needsAttention: 0,
    otherAccounts: 0,
    badge: 0,
  }
  for (const row of rows) {
    if (!ownsRow(principal, row)) counts.otherAccounts += 1
    else if (row.state === 'needs-attention') counts.needsAttention += 1
    else {
      counts.pending += 1
      if (row.state === 'in-flight') counts.inFlight += 1
    }
  }
  counts.badge = counts.pending + counts.needsAttention
  return counts
}
