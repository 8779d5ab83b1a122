/**
 * India's calendar by arithmetic. Asia/Kolkata has been UTC+05:30 all year since 1945, with no
 * daylight saving, so an instant's India day and wall clock follow from its milliseconds without
 * a time-zone database. Lists, their filters and the dashboards' ranges read dates on every first
 * paint, where luxon (20 kB with Brotli) was most of their date code (decision 0069).
 */
export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** Dates travel as yyyy-MM-dd, read as calendar days in Asia/Kolkata. */
const WIRE_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** An instant's India day, as days since 1970-01-01 there. */
export const indiaDayNumber = (ms: number): number => Math.floor((ms + IST_OFFSET_MS) / DAY_MS)

/** The instant an India day (`indiaDayNumber`) begins. */
export const indiaDayStart = (day: number): number => day * DAY_MS - IST_OFFSET_MS

export interface IndiaWallClock {
  year: number
  /** 1 to 12. */
  month: number
  day: number
  hour: number
  minute: number
  second: number
  /** 1 (Monday) to 7 (Sunday), as ISO weeks count. */
  weekday: number
}

/** India's calendar and clock at an instant. */
export function indiaWallClock(ms: number): IndiaWallClock {
  const shifted = new Date(ms + IST_OFFSET_MS)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay() || 7,
  }
}

/** The day number of a calendar date, or null when there is no such day (2023-02-29). */
export function dayOfDate(year: number, month: number, day: number): number | null {
  // Date.UTC rolls an impossible day over (and reads years 0 to 99 as 19xx): compare back.
  const at = new Date(Date.UTC(year, month - 1, day))
  const real =
    at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
  return real ? Math.round(at.getTime() / DAY_MS) : null
}

/** A yyyy-MM-dd day as its day number; null unless it is a real day in that form. */
export function dayOfWireDate(text: string): number | null {
  const match = WIRE_DATE_PATTERN.exec(text)
  return match ? dayOfDate(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A day number as yyyy-MM-dd. */
export function wireDateOfDay(day: number): string {
  const at = new Date(day * DAY_MS)
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`
}
