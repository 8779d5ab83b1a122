import { DateTime } from 'luxon'

/** Every date the product shows or sends is a day or a time in India. */
export const IST = 'Asia/Kolkata'
export const WIRE_DATE_FORMAT = 'yyyy-MM-dd'

/** The calendar day in India of an instant, as sent to the server (spec 000 section 5). */
export function toWireDate(value: Date | DateTime): string {
  const dateTime = value instanceof Date ? DateTime.fromJSDate(value) : value
  return dateTime.setZone(IST).toFormat(WIRE_DATE_FORMAT)
}

/** A yyyy-MM-dd day from the server as the start of that day in India; null if no such day. */
export function parseWireDate(text: string): DateTime | null {
  const dateTime = DateTime.fromFormat(text, WIRE_DATE_FORMAT, { zone: IST })
  return dateTime.isValid ? dateTime : null
}

const SHORT_DATE = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\s*$/

/**
 * A short date typed or uploaded by a person: day/month/year (also with - or .), the way India
 * writes dates. Two-digit years below 50 are 20xx and the rest 19xx (49 -> 2049, 50 -> 1950).
 * Impossible days (31/04, 29/02 outside leap years) give null.
 */
export function parseShortDate(text: string): DateTime | null {
  const match = SHORT_DATE.exec(text)
  if (!match) return null
  const [day, month, yearText] = [Number(match[1]), Number(match[2]), match[3] ?? '']
  const shortYear = Number(yearText)
  const year = yearText.length === 2 ? shortYear + (shortYear < 50 ? 2000 : 1900) : shortYear
  const dateTime = DateTime.fromObject({ year, month, day }, { zone: IST })
  return dateTime.isValid ? dateTime : null
}

/** A typed short date straight to its wire form; null when it is not a real day. */
export function shortDateToWire(text: string): string | null {
  const dateTime = parseShortDate(text)
  return dateTime ? dateTime.toFormat(WIRE_DATE_FORMAT) : null
}
