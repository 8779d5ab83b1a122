import type { DateTime } from 'luxon'
import {
  DAY_MS,
  dayOfDate,
  IST_OFFSET_MS,
  indiaDayNumber,
  indiaWallClock,
  type IndiaWallClock,
} from '../../../contract/india-time.ts'
import type { TLocale } from '../i18n.ts'
import { DATE_LOCALES } from './locale.ts'

/** A luxon DateTime (from the screens that compute with calendars) is read by its instant. */
export type TDateInput = string | number | Date | DateTime

/** Text without an offset is wall time here: India's, or UTC's (the spec's 5.5-hour shift). */
type TNaiveZone = 'india' | 'utc'

/** The largest instant a Date holds. */
const MAX_INSTANT_MS = 8.64e15

/**
 * ISO 8601 (`2024-03-05`, `2024-03-05T14:07`, `…:00.123Z`, `…+05:30`) and the SQL form some
 * exports use (`2024-03-05 14:07:00`, an offset after a space): what luxon's `fromISO` and
 * `fromSQL` read from our server and files. Week and ordinal dates are not read.
 */
const DATE_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?(?: ?(Z|[+-]\d{2}(?::?\d{2})?))?$/i

function offsetMs(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0
  const digits = offset.slice(1).replace(':', '')
  const ms = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000
  return offset.startsWith('-') ? -ms : ms
}

/** The instant a date text names; null when it is none. */
function parseText(text: string, naiveZone: TNaiveZone): number | null {
  const match = DATE_TEXT.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const [hour, minute, second] = [
    Number(match[4] ?? 0),
    Number(match[5] ?? 0),
    Number(match[6] ?? 0),
  ]
  const dayNumber = dayOfDate(year, month, day)
  const fraction = Number(`0.${match[7] ?? '0'}`)
  // 24:00 is the next day's midnight, as ISO 8601 (and luxon) read it.
  const endOfDay = hour === 24 && minute === 0 && second === 0 && fraction === 0
  if (dayNumber === null || (hour > 23 && !endOfDay) || minute > 59 || second > 59) return null
  const wall = dayNumber * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000
  const millis = Math.floor(fraction * 1000)
  const offset = match[8] ? offsetMs(match[8]) : naiveZone === 'india' ? IST_OFFSET_MS : 0
  return wall + millis - offset
}

/**
 * An instant from whatever the caller holds. Text without an offset is read as wall time in
 * `naiveZone`; text with one (…Z, +05:30) is the instant it names, whatever `naiveZone` says.
 */
function instantOf(value: TDateInput, naiveZone: TNaiveZone): number | null {
  let ms: number | null
  if (typeof value === 'number') ms = value
  else if (value instanceof Date) ms = value.getTime()
  else if (typeof value === 'string') ms = parseText(value.trim(), naiveZone)
  else ms = value.isValid ? value.toMillis() : null
  return ms !== null && Number.isFinite(ms) && Math.abs(ms) <= MAX_INSTANT_MS ? ms : null
}

const monthNames = new Map<TLocale, string[]>()

/**
 * The language's short month names, as luxon's `MMM` gives them: Intl's month in a formatted day
 * (formatting, not standalone, forms), made once per language. Plain English ("Sep"), not en-IN
 * ("Sept"): DATE_LOCALES.
 */
function monthsOf(locale: TLocale): string[] {
  let names = monthNames.get(locale)
  if (!names) {
    const format = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    names = Array.from(
      { length: 12 },
      (_, month) =>
        format.formatToParts(Date.UTC(2009, month, 1)).find((part) => part.type === 'month')
          ?.value ?? '',
    )
    monthNames.set(locale, names)
  }
  return names
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The spec's hh:mm a, shown as AM/PM in both languages, as Indian apps and clocks write it. */
function time(clock: IndiaWallClock): string {
  return `${pad(clock.hour % 12 || 12)}:${pad(clock.minute)} ${clock.hour < 12 ? 'AM' : 'PM'}`
}

function format(ms: number, locale: TLocale, withTime: boolean): string {
  const clock = indiaWallClock(ms)
  const date = `${pad(clock.day)} ${monthsOf(locale)[clock.month - 1]} ${clock.year}`
  return withTime ? `${date}, ${time(clock)}` : date
}

/** "05 Mar 2024, 07:37 PM" (spec 000 section 9: DD MMM yyyy, hh:mm a) in India time; "" if invalid. */
export function formatDateTime(value: TDateInput, locale: TLocale = 'en'): string {
  const ms = instantOf(value, 'india')
  return ms === null ? '' : format(ms, locale, true)
}

/** "07:37 PM" (the spec's hh:mm a) in India time; "" if invalid. */
export function formatTime(value: TDateInput): string {
  const ms = instantOf(value, 'india')
  return ms === null ? '' : time(indiaWallClock(ms))
}

/**
 * Whether an instant falls on today's calendar day in India. By arithmetic: a long list (a
 * conversation's lines) asks it of every line it draws (decision 0059).
 */
export function isTodayInIndia(value: TDateInput, now: TDateInput = Date.now()): boolean {
  const ms = instantOf(value, 'india')
  const nowMs = instantOf(now, 'india')
  return ms !== null && nowMs !== null && indiaDayNumber(ms) === indiaDayNumber(nowMs)
}

/** "05 Mar 2024" in India time; "" if invalid. */
export function formatDate(value: TDateInput, locale: TLocale = 'en'): string {
  const ms = instantOf(value, 'india')
  return ms === null ? '' : format(ms, locale, false)
}

/**
 * The spec's formatter that "shifts dates by 5.5 hours" (000 section 9): some server times
 * come without an offset but are UTC. They are read as UTC and shown in India time, which is
 * the 5:30 shift; a time that names its offset is not shifted twice.
 */
export function formatNaiveUtcDateTime(value: TDateInput, locale: TLocale = 'en'): string {
  const ms = instantOf(value, 'utc')
  return ms === null ? '' : format(ms, locale, true)
}
