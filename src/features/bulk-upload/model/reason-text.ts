import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BULK_LEAD_COLUMNS, BULK_UPLOAD_MESSAGES } from '../../../../contract/bulk-upload.ts'
import { validationText } from '../../../lib/messages.ts'

const COLUMN_LABELS: Record<string, MessageDescriptor> = {
  'Full Name': msg`Full Name`,
  'WhatsApp Number': msg`WhatsApp Number`,
  'Alternate Number': msg`Alternate Number`,
  Email: msg`Email`,
  Gender: msg`Gender`,
  Age: msg`Age`,
  Source: msg`Source`,
  'Sub Source': msg`Sub Source`,
  'Current Location': msg`Current Location`,
  'Lead Stage': msg`Lead Stage`,
}

const PREFIXES: Record<string, MessageDescriptor> = {
  [BULK_UPLOAD_MESSAGES.unknownSource]: msg`Unknown source`,
  [BULK_UPLOAD_MESSAGES.unknownStage]: msg`Unknown stage`,
  [BULK_UPLOAD_MESSAGES.unknownGender]: msg`Unknown gender`,
  [BULK_UPLOAD_MESSAGES.missingColumns]: msg`Missing columns`,
}

/** A template column's header in the user's language. */
export function columnLabel(header: string, i18n: I18n): string {
  const label = COLUMN_LABELS[header]
  return label ? i18n._(label) : header
}

/**
 * A row's reason (contract/bulk-upload.ts words it "Column: message", "Unknown source: X" or
 * "Same mobile number as row N") in the user's language; values from the file stay as written.
 */
export function reasonText(reason: string, i18n: I18n): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a pattern, not text
  const sameRow = new RegExp(`^${BULK_UPLOAD_MESSAGES.duplicateInFile} (\\d+)$`).exec(reason)
  if (sameRow) {
    const row = sameRow[1] ?? ''
    return i18n._(msg`Same mobile number as row ${row}`)
  }
  const at = reason.indexOf(': ')
  if (at < 0) return validationText(reason, i18n)
  const head = reason.slice(0, at)
  const tail = reason.slice(at + 2)
  const prefix = PREFIXES[head]
  if (prefix) {
    const value =
      head === BULK_UPLOAD_MESSAGES.missingColumns
        ? tail
            .split(', ')
            .map((h) => columnLabel(h, i18n))
            .join(', ')
        : tail
    return `${i18n._(prefix)}: ${value}`
  }
  if (BULK_LEAD_COLUMNS.some((c) => c.header === head))
    return `${columnLabel(head, i18n)}: ${validationText(tail, i18n)}`
  return validationText(reason, i18n)
}
