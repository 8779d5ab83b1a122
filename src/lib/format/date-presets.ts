import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DateTime } from 'luxon'
import {
  DASHBOARD_PRESETS,
  dashboardRange,
  indiaDay,
  type TDashboardPreset,
} from '../../../contract/dashboard-filters.ts'
import { isWireDate, type TDateBasis, type TDateRangeQuery } from '../../../contract/validators.ts'

/** The spec's date filters (000 section 9, 001): the dashboards' presets, in the picker's order. */
export const DATE_PRESETS = DASHBOARD_PRESETS
export type TDatePreset = TDashboardPreset

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

/**
 * The inclusive India days a preset covers at a given moment: the contract's `dashboardRange`
 * (one implementation of the presets for lists and dashboards), read back as days. A user in
 * Delhi at 00:30 is already on the new day whatever the device's zone; week-to-date starts on
 * Monday, month-to-date on the 1st.
 */
export function presetRange(
  preset: Exclude<TDatePreset, 'custom'>,
  now: Date | DateTime = new Date(),
): TWireDateRange {
  const range = dashboardRange({ preset }, now instanceof Date ? now : now.toJSDate())
  // The end is exclusive: the last day covered is the one its previous millisecond falls on.
  return { from: indiaDay(range.start), to: indiaDay(new Date(range.end.getTime() - 1)) }
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

/** A date filter as a list's URL holds it: a preset, or "custom" with its two days. */
export interface TDateSearch {
  date?: TDatePreset | undefined
  from?: string | undefined
  to?: string | undefined
}

/** The days a date filter covers; null for none or an unfinished (or reversed) custom range. */
export function dateSearchRange(
  search: TDateSearch,
  now: Date = new Date(),
): TWireDateRange | null {
  if (!search.date) return null
  if (search.date === 'custom') {
    return search.from && search.to ? customRange(search.from, search.to) : null
  }
  return presetRange(search.date, now)
}
