import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DateTime } from 'luxon'
import { isWireDate, type TDateBasis, type TDateRangeQuery } from '../../../contract/validators.ts'
import { IST, WIRE_DATE_FORMAT } from './dates.ts'

/** The spec's date filters (000 section 9, 001): in the order the picker lists them. */
export const DATE_PRESETS = [
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
export type TDatePreset = (typeof DATE_PRESETS)[number]

export const DATE_PRESET_LABELS: Record<TDatePreset, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  last7Days: msg`Last 7 days`,
  last15Days: msg`Last 15 days`,
  last30Days: msg`Last 30 days`,
  last3Months: msg`Last 3 months`,
  last6Months: msg`Last 6 months`,
  weekToDate: msg`Week to date`,
  monthToDate: msg`Month to date`,
  custom: msg`Custom`,
}

export const DATE_BASIS_LABELS: Record<TDateBasis, MessageDescriptor> = {
  createdAt: msg`Create Date`,
  updatedAt: msg`Update Date`,
}

/** Inclusive calendar days in India, as yyyy-MM-dd. */
export interface TWireDateRange {
  from: string
  to: string
}

/** "Last N days" counts today: Last 7 days is today and the 6 days before it. */
const ROLLING_DAYS: Partial<Record<TDatePreset, number>> = {
  last7Days: 7,
  last15Days: 15,
  last30Days: 30,
  last3Months: 90,
  last6Months: 180,
}

/**
 * The days a preset covers for a given moment, judged on India's calendar (a user in Delhi
 * at 00:30 is already on the new day whatever the device's zone). Week-to-date starts on
 * Monday (ISO weeks), so on a Monday it is that day alone; month-to-date on the 1st likewise.
 */
export function presetRange(
  preset: Exclude<TDatePreset, 'custom'>,
  now: Date | DateTime = DateTime.now(),
): TWireDateRange {
  const today = (now instanceof Date ? DateTime.fromJSDate(now) : now).setZone(IST).startOf('day')
  const range = (from: DateTime, to: DateTime = today) => ({
    from: from.toFormat(WIRE_DATE_FORMAT),
    to: to.toFormat(WIRE_DATE_FORMAT),
  })
  const rolling = ROLLING_DAYS[preset]
  if (rolling !== undefined) return range(today.minus({ days: rolling - 1 }))
  switch (preset) {
    case 'yesterday': {
      const yesterday = today.minus({ days: 1 })
      return range(yesterday, yesterday)
    }
    case 'weekToDate':
      return range(today.startOf('week'))
    case 'monthToDate':
      return range(today.startOf('month'))
    default:
      return range(today)
  }
}

/** A custom range from the picker; null unless both are real days and `to` is not before `from`. */
export function customRange(from: string, to: string): TWireDateRange | null {
  return isWireDate(from) && isWireDate(to) && from <= to ? { from, to } : null
}

/**
 * The query parameters a list or dashboard takes for a date filter (contract ZDateRangeQuery):
 * `dateField` names the basis (createdAt for "Create Date", updatedAt for "Update Date"),
 * `fromDate` and `toDate` the inclusive days in India.
 */
export function dateRangeQuery(
  range: TWireDateRange,
  basis: TDateBasis,
): Required<TDateRangeQuery> {
  return { dateField: basis, fromDate: range.from, toDate: range.to }
}
