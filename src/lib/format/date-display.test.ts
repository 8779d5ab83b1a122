import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatNaiveUtcDateTime,
  formatTime,
  isTodayInIndia,
} from './date-display.ts'

describe('formatDateTime (DD MMM yyyy, hh:mm a in India)', () => {
  it.each([
    ['2024-03-05T14:07:00Z', '05 Mar 2024, 07:37 PM'],
    ['2024-03-05T14:07:00+05:30', '05 Mar 2024, 02:07 PM'],
    ['2024-03-05T00:05:00+05:30', '05 Mar 2024, 12:05 AM'],
    ['2024-03-05T12:00:00+05:30', '05 Mar 2024, 12:00 PM'],
    ['2024-09-01T06:30:00Z', '01 Sep 2024, 12:00 PM'],
    // Text without an offset is India's wall time.
    ['2024-03-05T14:07:00', '05 Mar 2024, 02:07 PM'],
    ['2024-03-05 14:07:00', '05 Mar 2024, 02:07 PM'],
    [new Date('2024-03-05T14:07:00Z'), '05 Mar 2024, 07:37 PM'],
    [Date.UTC(2024, 2, 5, 14, 7), '05 Mar 2024, 07:37 PM'],
    [DateTime.fromISO('2024-03-05T09:07:00', { zone: 'Europe/London' }), '05 Mar 2024, 02:37 PM'],
    ['not a date', ''],
    ['', ''],
  ])('%s -> %s', (value, text) => {
    expect(formatDateTime(value)).toBe(text)
  })

  it.each([
    ['2024-03-05T14:07:00Z', '05 मार्च 2024, 07:37 PM'],
    ['2024-01-15T04:00:00Z', '15 जन॰ 2024, 09:30 AM'],
  ])('uses Hindi month names in Hindi: %s -> %s', (value, text) => {
    expect(formatDateTime(value, 'hi')).toBe(text)
  })
})

describe('formatDate', () => {
  it.each([
    ['2024-03-05T20:00:00Z', 'en', '06 Mar 2024'],
    ['2024-03-05', 'en', '05 Mar 2024'],
    ['2024-08-15', 'hi', '15 अग॰ 2024'],
    ['nope', 'en', ''],
  ] as const)('%s (%s) -> %s', (value, locale, text) => {
    expect(formatDate(value, locale)).toBe(text)
  })
})

describe('formatNaiveUtcDateTime (the spec 5.5-hour shift)', () => {
  it.each([
    ['2024-03-05T14:07:00', '05 Mar 2024, 07:37 PM'],
    ['2024-03-05 14:07:00', '05 Mar 2024, 07:37 PM'],
    // Crossing midnight moves the day too.
    ['2024-03-05 20:00:00', '06 Mar 2024, 01:30 AM'],
    ['2024-12-31T18:30:00', '01 Jan 2025, 12:00 AM'],
    // A time naming its offset is not shifted twice.
    ['2024-03-05T14:07:00Z', '05 Mar 2024, 07:37 PM'],
    ['2024-03-05T14:07:00+05:30', '05 Mar 2024, 02:07 PM'],
    ['', ''],
  ])('%s -> %s', (value, text) => {
    expect(formatNaiveUtcDateTime(value)).toBe(text)
  })
})

describe('formatTime (hh:mm a in India)', () => {
  it.each([
    ['2024-03-05T14:07:00Z', '07:37 PM'],
    ['2024-03-05T18:40:00Z', '12:10 AM'],
    [Date.parse('2024-03-05T06:30:00Z'), '12:00 PM'],
  ])('%s -> %s', (value, expected) => {
    expect(formatTime(value)).toBe(expected)
  })

  it('is empty for an invalid time', () => {
    expect(formatTime('not a time')).toBe('')
  })
})

describe('isTodayInIndia', () => {
  const now = '2024-03-05T20:00:00Z' // 01:30 on 6 March in India
  it('compares calendar days in India, not UTC', () => {
    expect(isTodayInIndia('2024-03-05T19:00:00Z', now)).toBe(true)
    expect(isTodayInIndia('2024-03-05T18:00:00Z', now)).toBe(false)
  })

  it('reads milliseconds, Dates and text with or without an offset alike', () => {
    const nowMs = Date.parse(now)
    // 18:30Z is midnight in India: the day's first instant, and the one before it.
    expect(isTodayInIndia(Date.parse('2024-03-05T18:30:00Z'), nowMs)).toBe(true)
    expect(isTodayInIndia(Date.parse('2024-03-05T18:29:59.999Z'), nowMs)).toBe(false)
    expect(isTodayInIndia(new Date('2024-03-06T18:29:59.999Z'), now)).toBe(true)
    expect(isTodayInIndia(new Date('2024-03-06T18:30:00Z'), now)).toBe(false)
    expect(isTodayInIndia('2024-03-06T00:00:00+05:30', nowMs)).toBe(true)
    expect(isTodayInIndia('2024-03-05T23:59:59.999+05:30', nowMs)).toBe(false)
    expect(isTodayInIndia('2024-03-06T14:29:59.5-04:00', nowMs)).toBe(true)
    expect(isTodayInIndia('2024-03-06T14:30:00.5-04:00', nowMs)).toBe(false)
    // Without an offset, India's wall time (luxon reads it).
    expect(isTodayInIndia('2024-03-06T00:10:00', nowMs)).toBe(true)
    expect(isTodayInIndia('2024-03-06 00:10:00', nowMs)).toBe(true)
    // Before 1970 too.
    expect(isTodayInIndia('1969-12-31T19:00:00Z', '1970-01-01T00:00:00+05:30')).toBe(true)
  })

  it('is false for what is not an instant', () => {
    expect(isTodayInIndia(Number.NaN, now)).toBe(false)
    expect(isTodayInIndia(new Date('nonsense'), now)).toBe(false)
    expect(isTodayInIndia('nonsense', now)).toBe(false)
    expect(isTodayInIndia('2024-13-45T99:00:00Z', now)).toBe(false)
  })
})

/** The formatting as luxon did it before decision 0069: the oracle. */
function luxonFormat(value: string | number, locale: 'en' | 'hi', naiveZone: string): string {
  const parsed =
    typeof value === 'number'
      ? DateTime.fromMillis(value)
      : DateTime.fromISO(value, { zone: naiveZone }).isValid
        ? DateTime.fromISO(value, { zone: naiveZone })
        : DateTime.fromSQL(value, { zone: naiveZone })
  if (!parsed.isValid) return ''
  const at = parsed.setZone('Asia/Kolkata').setLocale(locale === 'en' ? 'en' : 'hi-IN')
  return `${at.toFormat('dd MMM yyyy')}, ${at.toFormat('hh:mm')} ${at.hour < 12 ? 'AM' : 'PM'}`
}

describe('dates shown without luxon', () => {
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const instants = Array.from({ length: 300 }, () =>
    Math.floor(Date.UTC(1975, 0, 1) + next() * (Date.UTC(2080, 0, 1) - Date.UTC(1975, 0, 1))),
  )
  const texts = instants.flatMap((ms) => {
    const iso = new Date(ms).toISOString()
    const wall = iso.slice(0, 19)
    return [iso, wall, wall.replace('T', ' '), `${wall}+05:30`, `${wall}-0400`, iso.slice(0, 10)]
  })

  it('shows every instant, in both languages, as luxon showed it', () => {
    for (const locale of ['en', 'hi'] as const) {
      for (const ms of instants)
        expect(formatDateTime(ms, locale)).toBe(luxonFormat(ms, locale, 'Asia/Kolkata'))
      for (const text of texts) {
        expect(formatDateTime(text, locale)).toBe(luxonFormat(text, locale, 'Asia/Kolkata'))
        expect(formatNaiveUtcDateTime(text, locale)).toBe(luxonFormat(text, locale, 'utc'))
      }
    }
  })

  it('refuses what luxon refused', () => {
    for (const text of ['2023-02-29', '2024-04-31T10:00', '2024-03-05T24:01', '2024-03-05T10:60']) {
      expect(luxonFormat(text, 'en', 'Asia/Kolkata')).toBe('')
      expect(formatDateTime(text)).toBe('')
    }
    expect(formatDateTime('2024-03-05T24:00')).toBe(
      luxonFormat('2024-03-05T24:00', 'en', 'Asia/Kolkata'),
    )
  })
})
