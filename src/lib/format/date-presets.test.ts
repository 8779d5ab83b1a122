import { i18n } from '@lingui/core'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { ZDateRangeQuery, checkDateRange } from '../../../contract/validators.ts'
import {
  DATE_BASIS_LABELS,
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  customRange,
  dateRangeQuery,
  presetRange,
  type TDatePreset,
} from './date-presets.ts'

const ist = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Kolkata' })
const WEDNESDAY = ist('2024-03-06T10:00')

type Fixed = Exclude<TDatePreset, 'custom'>

describe('presetRange on Wednesday 6 March 2024', () => {
  it.each<[Fixed, string, string]>([
    ['today', '2024-03-06', '2024-03-06'],
    ['yesterday', '2024-03-05', '2024-03-05'],
    // Rolling ranges count today; February 2024 has 29 days.
    ['last7Days', '2024-02-29', '2024-03-06'],
    ['last15Days', '2024-02-21', '2024-03-06'],
    ['last30Days', '2024-02-06', '2024-03-06'],
    ['last3Months', '2023-12-08', '2024-03-06'],
    ['last6Months', '2023-09-09', '2024-03-06'],
    ['weekToDate', '2024-03-04', '2024-03-06'],
    ['monthToDate', '2024-03-01', '2024-03-06'],
  ])('%s -> %s to %s', (preset, from, to) => {
    expect(presetRange(preset, WEDNESDAY)).toEqual({ from, to })
  })

  it.each<[Fixed, number]>([
    ['last7Days', 7],
    ['last15Days', 15],
    ['last30Days', 30],
    ['last3Months', 90],
    ['last6Months', 180],
  ])('%s spans %i days', (preset, days) => {
    const { from, to } = presetRange(preset, WEDNESDAY)
    expect(ist(to).diff(ist(from), 'days').days + 1).toBe(days)
  })
})

describe('presetRange at the edges', () => {
  it.each<[string, Fixed, string, string, string]>([
    ['a Monday', 'weekToDate', '2024-03-04T09:00', '2024-03-04', '2024-03-04'],
    ['a Sunday', 'weekToDate', '2024-03-10T23:59', '2024-03-04', '2024-03-10'],
    ['a Sunday across months', 'weekToDate', '2024-03-03T12:00', '2024-02-26', '2024-03-03'],
    ['the 1st', 'monthToDate', '2024-03-01T08:00', '2024-03-01', '2024-03-01'],
    ['the last day of a month', 'monthToDate', '2024-02-29T08:00', '2024-02-01', '2024-02-29'],
    ['New Year', 'yesterday', '2024-01-01T00:00', '2023-12-31', '2023-12-31'],
    ['New Year', 'weekToDate', '2024-01-03T00:00', '2024-01-01', '2024-01-03'],
  ])('on %s, %s -> %s to %s', (_label, preset, now, from, to) => {
    expect(presetRange(preset, ist(now))).toEqual({ from, to })
  })

  it("judges 'today' on India's calendar, not the device's", () => {
    // 19:00 UTC on Sunday 3 March is 00:30 on Monday 4 March in India.
    const now = new Date('2024-03-03T19:00:00Z')
    expect(presetRange('today', now)).toEqual({ from: '2024-03-04', to: '2024-03-04' })
    expect(presetRange('weekToDate', now)).toEqual({ from: '2024-03-04', to: '2024-03-04' })
  })
})

describe('customRange', () => {
  it.each([
    ['2024-03-01', '2024-03-06', { from: '2024-03-01', to: '2024-03-06' }],
    ['2024-03-06', '2024-03-06', { from: '2024-03-06', to: '2024-03-06' }],
    ['2024-03-07', '2024-03-06', null],
    ['2024-02-30', '2024-03-06', null],
    ['', '2024-03-06', null],
  ])('%s to %s -> %j', (from, to, range) => {
    expect(customRange(from, to)).toEqual(range)
  })
})

describe('dateRangeQuery', () => {
  it.each([
    ['createdAt', 'Create Date'],
    ['updatedAt', 'Update Date'],
  ] as const)('names the %s basis (%s) for the server', (basis, label) => {
    const query = dateRangeQuery(presetRange('last7Days', WEDNESDAY), basis)
    expect(query).toEqual({ dateField: basis, fromDate: '2024-02-29', toDate: '2024-03-06' })
    expect(ZDateRangeQuery.superRefine(checkDateRange).safeParse(query).success).toBe(true)
    expect(i18n._(DATE_BASIS_LABELS[basis])).toBe(label)
  })

  it('gives every preset a label', () => {
    expect(DATE_PRESETS.map((p) => i18n._(DATE_PRESET_LABELS[p]))).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 15 days',
      'Last 30 days',
      'Last 3 months',
      'Last 6 months',
      'Week to date',
      'Month to date',
      'Custom',
    ])
  })
})
