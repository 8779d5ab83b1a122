import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  LEAD_ERROR_CODES,
  ZLeadConflict,
  type TLead,
  type TLeadChange,
} from '../../../../contract/leads.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import type { OutboxRow } from '../../../lib/db.ts'
import { pathLabel } from './lead-form-text.ts'

/**
 * A stale edit's refusal (decision 0016): the lead as the server holds it, and the versions
 * other people made since the edit's, worded for the person who has to choose.
 */
export interface TLeadConflictOf {
  current: TLead
  changes: TLeadChange[]
}

const ZRefusal = ZLeadConflict.pick({ current: true, changes: true })

/** The conflict a refused outbox row carries, if it is a stale edit's. */
export function leadConflictOf(row: OutboxRow): TLeadConflictOf | null {
  if (row.state !== 'needs-attention') return null
  if (row.lastError?.code !== LEAD_ERROR_CODES.versionConflict) return null
  const parsed = ZRefusal.safeParse(row.lastError.details)
  return parsed.success ? parsed.data : null
}

/** One line a change: "Asha Verma changed Status and Other preferences on 3 May 2025, 10:02". */
export function describeLeadChanges(changes: readonly TLeadChange[], i18n: I18n): string[] {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const list = new Intl.ListFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { type: 'conjunction' })
  return changes.map((change) => {
    const who = change.by
      ? `${change.by.firstName} ${change.by.lastName}`.trim()
      : i18n._(msg`Someone else`)
    const what = list.format([...new Set(change.fields.map((f) => i18n._(pathLabel(f))))])
    const when = change.at ? formatDateTime(change.at, locale) : ''
    if (what && when) return i18n._(msg`${who} changed ${what} on ${when}`)
    if (what) return i18n._(msg`${who} changed ${what}`)
    if (when) return i18n._(msg`${who} changed this lead on ${when}`)
    return i18n._(msg`${who} changed this lead`)
  })
}
