import { Faker, base, en, en_IN } from '@faker-js/faker'

/**
 * Every part of the seed draws from its own seeded stream, so asking for more leads does not
 * change the ids of the organisations, users or inventory (browser tests may hold on to them).
 */
export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en_IN, en, base] })
  faker.seed(seed)
  return faker
}

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** Sales teams work on Indian time: "due today" means today's date in IST, not in UTC. */
const IST_OFFSET_MS = 330 * MINUTE_MS

export function istDayStart(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS
}

/** The instant at hh:mm IST, `dayOffset` days after the Indian date of `today`. */
export function istAt(today: Date, dayOffset: number, hour: number, minute = 0): Date {
  return new Date(istDayStart(today) + dayOffset * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS)
}

/** Year-month-day of the Indian date of `instant`, the wire format for dates. */
export function istDate(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10)
}

export function addMonths(date: Date, months: number): Date {
  const copy = new Date(date)
  copy.setUTCMonth(copy.getUTCMonth() + months)
  return copy
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step
}

/** A choice for faker's weightedArrayElement. */
export function w<T>(value: T, weight: number): { value: T; weight: number } {
  return { value, weight }
}
