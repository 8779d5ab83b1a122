import { z } from 'zod'
import { zInstant } from './field-actions.ts'
import {
  dayOfWireDate,
  indiaDayNumber,
  indiaDayStart,
  indiaWallClock,
  wireDateOfDay,
} from './india-time.ts'
import { DATE_BASES, VALIDATION_MESSAGES, zWireDate } from './validators.ts'

/**
 * The filters every dashboard shares: a project (or every project the caller may see), the date
 * basis (lead create or update date) and a range of India days. A preset or custom days become
 * one half-open range of instants [start, end) by `dashboardRange`, here, so the PWA, the server
 * and the tests agree on where a day begins whatever zone the device or the server runs in.
 */

/** Days are India's: Asia/Kolkata, whatever the device's or the server's zone. */
export const DASHBOARD_ZONE = 'Asia/Kolkata'

/** In the order the picker lists them. */
export const DASHBOARD_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last15Days',
  'last30Days',
  'last3Months',
  'last6Months',
  'weekToDate',
  'monthToDate',
  'custom',
] as const
export type TDashboardPreset = (typeof DASHBOARD_PRESETS)[number]

/** "Last N days" counts today: Last 7 days is today and the 6 days before it. */
const ROLLING_DAYS: Partial<Record<TDashboardPreset, number>> = {
  last7Days: 7,
  last15Days: 15,
  last30Days: 30,
  last3Months: 90,
  last6Months: 180,
}

/** A preset, or custom days (yyyy-MM-dd, both inclusive) whose end is not before their start. */
export const ZDashboardPeriod = z
  .object({
    preset: z.enum(DASHBOARD_PRESETS),
    fromDate: zWireDate.optional(),
    toDate: zWireDate.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.preset !== 'custom') return
    for (const field of ['fromDate', 'toDate'] as const) {
      if (p[field] === undefined)
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [field] })
    }
    if (p.fromDate && p.toDate && p.toDate < p.fromDate)
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_MESSAGES.dateRangeOrder,
        path: ['toDate'],
      })
  })
export type TDashboardPeriod = z.infer<typeof ZDashboardPeriod>

export interface TInstantRange {
  /** Inclusive. */
  start: Date
  /** Exclusive: the start of the India day after the last day covered. */
  end: Date
}

/**
 * The instants a period covers at `now`: from the start of its first India day to the start of
 * the day after its last. Presets end with today (so Today is the whole of today, tasks due later
 * today included); week-to-date starts on Monday, month-to-date on the 1st; Last 3 and 6 months
 * are 90 and 180 days. Custom days are taken as given; the schema refuses an end before the start.
 * India's days by arithmetic (contract/india-time.ts).
 */
export function dashboardRange(period: TDashboardPeriod, now: Date): TInstantRange {
  const today = indiaDayNumber(now.getTime())
  const range = (first: number, last: number = today): TInstantRange => ({
    start: new Date(indiaDayStart(first)),
    end: new Date(indiaDayStart(last + 1)),
  })
  const rolling = ROLLING_DAYS[period.preset]
  if (rolling !== undefined) return range(today - (rolling - 1))
  switch (period.preset) {
    case 'yesterday':
      return range(today - 1, today - 1)
    case 'weekToDate':
      return range(today - (indiaWallClock(now.getTime()).weekday - 1))
    case 'monthToDate':
      return range(today - (indiaWallClock(now.getTime()).day - 1))
    case 'custom': {
      const from = period.fromDate === undefined ? null : dayOfWireDate(period.fromDate)
      const to = period.toDate === undefined ? null : dayOfWireDate(period.toDate)
      if (from === null || to === null) throw new Error('A custom period needs both days')
      return range(from, to)
    }
    default:
      return range(today)
  }
}

/** The India day (yyyy-MM-dd) an instant falls on. */
export const indiaDay = (at: Date): string => wireDateOfDay(indiaDayNumber(at.getTime()))

/**
 * The query of every home dashboard call: the range as instants (`dashboardRange` makes them),
 * the date basis the lead counts go by (create date unless told), and one project or none (every
 * project the caller sees). The end must be after the start.
 */
export const ZDashboardRangeQuery = z.object({
  dateField: z.enum(DATE_BASES).default('createdAt'),
  startTime: zInstant,
  endTime: zInstant,
  projectId: z.string().min(1).optional(),
})

/** The wire form of a range. */
export const rangeQuery = (r: TInstantRange) => ({
  startTime: r.start.toISOString(),
  endTime: r.end.toISOString(),
})
