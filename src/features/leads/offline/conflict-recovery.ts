import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LEAD_ERROR_CODES, type TLeadUpdate } from '../../../../contract/leads.ts'
import type { OutboxRow } from '../../../lib/db.ts'
import { describeLeadChanges, leadConflictOf } from '../model/lead-changes.ts'
import { defaultChoices } from '../model/merge.ts'
import { resolveLeadConflict, type ConflictOutcome, type SaveLeadContext } from './save-lead.ts'

/**
 * What the sync center offers for a lead edit refused as stale (decision 0016): who changed
 * what and when, and "Try again" that sends mine over theirs on the server's version. The
 * route composes it into the sync center, which imports no feature.
 */
export const LEAD_CONFLICT_CODE = LEAD_ERROR_CODES.versionConflict

export const LEAD_CONFLICT_RETRY_LABEL = msg`Try again`

const ALREADY_HANDLED = msg`This change was already sent again or discarded.`
const HOW_TO_CHOOSE = msg`Try again sends your changes over theirs. Open screen compares them field by field. Discard keeps theirs.`

/**
 * "Try again" on a refused stale edit, once the user was told who changed what: mine over
 * theirs, every field of the edit kept, on the version the refusal showed (and the lead's later
 * queued edits with it). Sending the same body again would only be refused again.
 */
export async function retryLeadConflict(
  row: OutboxRow,
  context: SaveLeadContext,
): Promise<ConflictOutcome> {
  const conflict = leadConflictOf(row)
  if (!conflict) return 'unchanged'
  const body = row.body as TLeadUpdate
  return resolveLeadConflict(row, conflict.current, defaultChoices(body), context)
}

export async function retryLeadEdit(row: OutboxRow): Promise<MessageDescriptor | null> {
  const outcome = await retryLeadConflict(row, { ownerId: row.userId })
  return outcome === 'unchanged' ? ALREADY_HANDLED : null
}

/** The refusal's who, what and when, a line each, then how to choose. */
export function explainLeadConflict(row: OutboxRow, i18n: I18n): string[] {
  const conflict = leadConflictOf(row)
  if (!conflict) return []
  return [...describeLeadChanges(conflict.changes, i18n), i18n._(HOW_TO_CHOOSE)]
}
