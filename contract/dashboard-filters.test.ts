import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DASHBOARD_PRESETS,
  dashboardRange,
  indiaDay,
  ZDashboardPeriod,
  type TDashboardPreset,
} from './dashboard-filters.ts'
import { ZDashboardQuery } from './dashboards.ts'
import { VALIDATION_MESSAGES } from './validators.ts'

const IST_MS = 5.5 * 3600_000
const DAY_MS = 86_400_000
const iso = (d: Date) => d.toISOString()
const range = (preset: Exclude<TDashboardPreset, 'custom'>, now: string) => {
  const r = dashboardRange({ preset }, new Date(now))
  return [iso(r.start), iso(r.end)]
}

/** India midnight of an instant, by arithmetic alone (India has no daylight saving). */
const indiaMidnight = (t: number) => Math.floor((t + IST_MS) / DAY_MS) * DAY_MS - IST_MS

const instants = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()))
const presets = fc.constantFrom(...DASHBOARD_PRESETS.filter((p) => p !== 'custom'))

describe('dashboardRange, by hand', () => {
  // Tuesday 3 March 2026, 00:10 in India (the evening before in UTC).
  const tuesdayJustAfterMidnight = '2026-03-02T18:40:00Z'

  it('starts the day at midnight in India, whatever the UTC date', () => {
    expect(range('today', tuesdayJustAfterMidnight)).toEqual([
      '2026-03-02T18:30:00.000Z',
      '2026-03-03T18:30:00.000Z',
    ])
    expect(range('yesterday', tuesdayJustAfterMidnight)).toEqual([
      '2026-03-01T18:30:00.000Z',
      '2026-03-02T18:30:00.000Z',
    ])
  })

  it('counts today in the rolling presets', () => {
    expect(range('last7Days', tuesdayJustAfterMidnight)[0]).toBe('2026-02-24T18:30:00.000Z')
    expect(range('last3Months', tuesdayJustAfterMidnight)[0]).toBe('2025-12-03T18:30:00.000Z')
    expect(range('last6Months', tuesdayJustAfterMidnight)[0]).toBe('2025-09-04T18:30:00.000Z')
  })

  it('starts the week on Monday and the month on the 1st, across a month boundary', () => {
    expect(range('weekToDate', tuesdayJustAfterMidnight)).toEqual([
      '2026-03-01T18:30:00.000Z', // Monday 2 March
      '2026-03-03T18:30:00.000Z',
    ])
    // Sunday 1 March: the week began on Monday 23 February, the month today.
    expect(range('weekToDate', '2026-03-01T10:00:00Z')[0]).toBe('2026-02-22T18:30:00.000Z')
    expect(range('monthToDate', '2026-03-01T10:00:00Z')[0]).toBe('2026-02-28T18:30:00.000Z')
    // 23:50 on 31 March in India is still March; 00:10 on 1 April is April.
    expect(range('monthToDate', '2026-03-31T18:20:00Z')[0]).toBe('2026-02-28T18:30:00.000Z')
    expect(range('monthToDate', '2026-03-31T18:40:00Z')).toEqual([
      '2026-03-31T18:30:00.000Z',
      '2026-04-01T18:30:00.000Z',
    ])
  })

  it('takes custom days inclusively, across a month boundary', () => {
    const r = dashboardRange(
      { preset: 'custom', fromDate: '2026-01-30', toDate: '2026-02-02' },
      new Date(),
    )
    expect([iso(r.start), iso(r.end)]).toEqual([
      '2026-01-29T18:30:00.000Z',
      '2026-02-02T18:30:00.000Z',
    ])
  })

  it("refuses a custom end before its start with the spec's message", () => {
    const bad = ZDashboardPeriod.safeParse({
      preset: 'custom',
      fromDate: '2026-02-02',
      toDate: '2026-01-30',
    })
    expect(bad.error?.issues).toMatchObject([
      { path: ['toDate'], message: VALIDATION_MESSAGES.dateRangeOrder },
    ])
    const wire = ZDashboardQuery.safeParse({
      startTime: '2026-02-02T00:00:00Z',
      endTime: '2026-02-02T00:00:00Z',
    })
    expect(wire.error?.issues).toMatchObject([
      { path: ['endTime'], message: VALIDATION_MESSAGES.dateRangeOrder },
    ])
  })
})

describe('dashboardRange, as properties', () => {
  it('covers whole India days ending with today, and holds now', () => {
    fc.assert(
      fc.property(presets, instants, (preset, now) => {
        const { start, end } = dashboardRange({ preset }, now)
        const s = start.getTime()
        const e = end.getTime()
        expect(s).toBe(indiaMidnight(s))
        expect((e - s) % DAY_MS).toBe(0)
        if (preset === 'yesterday') expect(e).toBe(indiaMidnight(now.getTime()))
        else {
          expect(e).toBe(indiaMidnight(now.getTime()) + DAY_MS)
          expect(s <= now.getTime() && now.getTime() < e).toBe(true)
        }
      }),
    )
  })

  it('gives each preset its length, WTD from Monday and MTD from the 1st', () => {
    const days = { today: 1, yesterday: 1, last7Days: 7, last15Days: 15, last30Days: 30 }
    fc.assert(
      fc.property(presets, instants, (preset, now) => {
        const { start, end } = dashboardRange({ preset }, now)
        const n = (end.getTime() - start.getTime()) / DAY_MS
        const rolling = { ...days, last3Months: 90, last6Months: 180 } as Record<string, number>
        if (preset in rolling) expect(n).toBe(rolling[preset])
        // The India weekday and day of month of the start, by arithmetic.
        const startIndia = new Date(start.getTime() + IST_MS)
        if (preset === 'weekToDate') {
          expect(startIndia.getUTCDay()).toBe(1)
          expect(n).toBeLessThanOrEqual(7)
        }
        if (preset === 'monthToDate') {
          expect(startIndia.getUTCDate()).toBe(1)
          expect(indiaDay(start).slice(0, 7)).toBe(indiaDay(now).slice(0, 7))
        }
      }),
    )
  })

  it('makes consecutive custom ranges meet exactly (contiguous, no gap, no overlap)', () => {
    fc.assert(
      fc.property(instants, fc.nat(40), fc.nat(40), (at, a, b) => {
        const day = (t: number) => indiaDay(new Date(t))
        const d0 = at.getTime()
        const first = dashboardRange(
          { preset: 'custom', fromDate: day(d0), toDate: day(d0 + a * DAY_MS) },
          at,
        )
        const second = dashboardRange(
          {
            preset: 'custom',
            fromDate: day(d0 + (a + 1) * DAY_MS),
            toDate: day(d0 + (a + 1 + b) * DAY_MS),
          },
          at,
        )
        expect(second.start.getTime()).toBe(first.end.getTime())
        expect((first.end.getTime() - first.start.getTime()) / DAY_MS).toBe(a + 1)
      }),
    )
  })

  it("does not depend on the process's time zone", () => {
    // Node reads TZ again whenever it changes; the unit project's types know no `process`.
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
      .process.env
    const zone = env.TZ
    const sample = fc.sample(fc.tuple(presets, instants), { numRuns: 200, seed: 16 })
    const answers = (tz: string) => {
      env.TZ = tz
      return sample.map(([p, now]) => {
        const r = dashboardRange({ preset: p }, now)
        return [r.start.getTime(), r.end.getTime()]
      })
    }
    try {
      const utc = answers('UTC')
      expect(answers('America/Los_Angeles')).toEqual(utc)
      expect(answers('Pacific/Kiritimati')).toEqual(utc)
    } finally {
      if (zone === undefined) delete env.TZ
      else env.TZ = zone
    }
  })
})
