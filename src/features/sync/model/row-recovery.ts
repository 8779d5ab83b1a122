import type { MessageDescriptor } from '@lingui/core'
import type { OutboxRow } from '../../../lib/db.ts'

/**
 * A one-tap way out of a refusal, beside edit and discard: a spent site-visit code asks for a
 * new one. Looked up by the refusal's code, the server's own word for why. The feature that
 * knows what to do registers it from a route (sync imports no other feature).
 */
export interface RowRecovery {
  /** The button's words. */
  label: MessageDescriptor
  /** Does it; resolves to a message when it could not, null when done. */
  run: (row: OutboxRow) => Promise<MessageDescriptor | null>
}

const byCode = new Map<string, RowRecovery>()

/** Offers `recovery` on refused rows with one of these codes; returns the undo. */
export function registerRowRecovery(codes: readonly string[], recovery: RowRecovery): () => void {
  for (const code of codes) byCode.set(code, recovery)
  return () => {
    for (const code of codes) if (byCode.get(code) === recovery) byCode.delete(code)
  }
}

/** The recovery a refused row offers, if any. */
export function rowRecovery(row: OutboxRow): RowRecovery | undefined {
  const code = row.state === 'needs-attention' ? row.lastError?.code : undefined
  return code === undefined ? undefined : byCode.get(code)
}
