import { VALIDATION_MESSAGES } from '../../../../contract/validators.ts'

/**
 * A datetime-local input's value ("2025-03-01T15:30", the device's own time zone) as an instant
 * on the wire; null when blank or not a time.
 */
export function instantOf(local: string): string | null {
  if (!local.trim()) return null
  const ms = new Date(local).getTime()
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}

/** What a datetime-local input shows for an instant, in the device's time zone. */
export function localInputValue(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The contract's text for a missing or unreadable time. */
export function timeProblem(local: string): string {
  return local.trim() ? VALIDATION_MESSAGES.invalidDate : VALIDATION_MESSAGES.required
}
