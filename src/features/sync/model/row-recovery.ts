import type { I18n, MessageDescriptor } from '@lingui/core'
import type { OutboxRow } from '../../../lib/db.ts'

/**
 * A one-tap way out of a refusal, beside edit and discard: a spent site-visit code asks for a
 * new one; a lead edit refused as stale is sent again on the server's version.
 */
export interface RowRecovery {
  /** The button's words. */
  label: MessageDescriptor
  /** Does it; resolves to a message when it could not, null when done. */
  run: (row: OutboxRow) => Promise<MessageDescriptor | null>
  /**
   * It is what trying again means for this refusal (the same request would be refused again):
   * its button takes the place of "Try again".
   */
  replacesRetry?: boolean
  /** More than the server's words, in the user's language: a line each. */
  explain?: (row: OutboxRow, i18n: I18n) => string[]
}

/**
 * Recoveries by the refusal's code, the server's own word for why. The route that shows the sync
 * center composes them from the features that know what to do (sync imports no other feature).
 */
export type RowRecoveries = ReadonlyMap<string, RowRecovery>

/** The recovery a refused row offers, if any. */
export function rowRecovery(row: OutboxRow, recoveries: RowRecoveries): RowRecovery | undefined {
  const code = row.state === 'needs-attention' ? row.lastError?.code : undefined
  return code === undefined ? undefined : recoveries.get(code)
}
