import { DateTime } from 'luxon'
import type { TLocale } from '../i18n.ts'
import { IST } from './dates.ts'
import { DATE_LOCALES } from './locale.ts'

export type TDateInput = string | number | Date | DateTime

/** ISO 8601 first, then the SQL form ("2024-03-05 14:07:00") some exports use. */
function parseText(text: string, zone: string): DateTime {
  const iso = DateTime.fromISO(text, { zone })
  return iso.isValid ? iso : DateTime.fromSQL(text, { zone })
}

/**
 * An instant from whatever the caller holds. Text without an offset is read as wall time in
 * `naiveZone`; text with one (…Z, +05:30) is the instant it names, whatever `naiveZone` says.
 */
function toDateTime(value: TDateInput, naiveZone: string): DateTime | null {
  let dateTime: DateTime
  if (DateTime.isDateTime(value)) dateTime = value
  else if (value instanceof Date) dateTime = DateTime.fromJSDate(value)
  else if (typeof value === 'number') dateTime = DateTime.fromMillis(value)
  else dateTime = parseText(value.trim(), naiveZone)
  return dateTime.isValid ? dateTime.setZone(IST) : null
}

/**
 * luxon's meridiem follows the locale ("pm" in Hindi and Indian English): the spec's hh:mm a
 * is shown as AM/PM in both languages, as Indian apps and clocks write it.
 */
const DATE_FORMAT = 'dd MMM yyyy'
const TIME_FORMAT = 'hh:mm'

function time(dateTime: DateTime): string {
  return `${dateTime.toFormat(TIME_FORMAT)} ${dateTime.hour < 12 ? 'AM' : 'PM'}`
}

function format(dateTime: DateTime, locale: TLocale, withTime: boolean): string {
  const localised = dateTime.setLocale(DATE_LOCALES[locale])
  const date = localised.toFormat(DATE_FORMAT)
  if (!withTime) return date
  return `${date}, ${time(localised)}`
}

/** "05 Mar 2024, 07:37 PM" (spec 000 section 9: DD MMM yyyy, hh:mm a) in India time; "" if invalid. */
export function formatDateTime(value: TDateInput, locale: TLocale = 'en'): string {
  const dateTime = toDateTime(value, IST)
  return dateTime ? format(dateTime, locale, true) : ''
}

/** "07:37 PM" (the spec's hh:mm a) in India time; "" if invalid. */
export function formatTime(value: TDateInput): string {
  const dateTime = toDateTime(value, IST)
  return dateTime ? time(dateTime) : ''
}

/** India is UTC+05:30 all year (no daylight saving), so its calendar day is arithmetic. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
/** The largest instant a Date (and luxon) holds. */
const MAX_INSTANT_MS = 8.64e15
/** ISO text naming its offset, to the millisecond: `Date.parse` reads the same instant as luxon. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * An instant's day in India (days since 1970-01-01 there) without luxon, for what names its
 * instant outright (milliseconds, a Date, ISO text with an offset); null if it is invalid,
 * undefined for what luxon must read (text without an offset, SQL text, a DateTime).
 */
function indiaDayOf(value: TDateInput): number | null | undefined {
  let ms: number
  if (typeof value === 'number') ms = value
  else if (value instanceof Date) ms = value.getTime()
  else if (typeof value === 'string' && ISO_WITH_OFFSET.test(value)) ms = Date.parse(value)
  else return undefined
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_INSTANT_MS) return null
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS)
}

/**
 * Whether an instant falls on today's calendar day in India. By arithmetic where the instant is
 * plain: a long list (a conversation's lines) asks it of every line it draws, and luxon's time
 * zone work was most of a line's cost (decision 0059).
 */
export function isTodayInIndia(value: TDateInput, now: TDateInput = Date.now()): boolean {
  const day = indiaDayOf(value)
  const today = indiaDayOf(now)
  if (day !== undefined && today !== undefined) return day !== null && day === today
  const dateTime = toDateTime(value, IST)
  const todayAt = toDateTime(now, IST)
  return Boolean(dateTime && todayAt && dateTime.hasSame(todayAt, 'day'))
}

/** "05 Mar 2024" in India time; "" if invalid. */
export function formatDate(value: TDateInput, locale: TLocale = 'en'): string {
  const dateTime = toDateTime(value, IST)
  return dateTime ? format(dateTime, locale, false) : ''
}

/**
 * The spec's formatter that "shifts dates by 5.5 hours" (000 section 9): some server times
 * come without an offset but are UTC. They are read as UTC and shown in India time, which is
 * the 5:30 shift; a time that names its offset is not shifted twice.
 */
export function formatNaiveUtcDateTime(value: TDateInput, locale: TLocale = 'en'): string {
  const dateTime = toDateTime(value, 'utc')
  return dateTime ? format(dateTime, locale, true) : ''
}
