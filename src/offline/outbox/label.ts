import type { I18n, MessageDescriptor } from '@lingui/core'
import type { OutboxLabel } from '../../lib/db.ts'
import { leadStatusLabel } from '../../lib/enum-labels.ts'

/**
 * A row's label as stored data: a catalogue message keeps its id (and source text, absent in
 * production builds) so it renders in the language active when it is shown, not when saved.
 */
export function toOutboxLabel(label: MessageDescriptor | string): OutboxLabel {
  if (typeof label === 'string') return { text: label }
  const values = label.values
    ? Object.fromEntries(
        Object.entries(label.values).map(([key, value]) => [key, plainValue(value)]),
      )
    : undefined
  return {
    id: label.id,
    ...(label.message !== undefined ? { message: label.message } : {}),
    ...(values ? { values } : {}),
  }
}

// IndexedDB stores only cloneable data; a label's values are shown as text anyway.
function plainValue(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value)
}

export function outboxLabelText(label: OutboxLabel, i18n: I18n): string {
  if ('text' in label) return label.text
  // Positional form: the extractor reads descriptor objects as new messages, and this one is
  // data (already extracted where the label was written).
  const { id, message, values } = label
  // A stage named in a label (`status`) is a value of the contract: worded when shown.
  const shown =
    values && typeof values.status === 'string'
      ? { ...values, status: leadStatusLabel(values.status, (d) => i18n._(d)) }
      : values
  return i18n._(id, shown, { message })
}
