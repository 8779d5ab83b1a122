import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { DASHBOARD_PRESETS, dashboardRange, indiaDay } from './dashboard-filters.ts'
import {
  dayOfWireDate,
  indiaDayNumber,
  indiaDayStart,
  indiaWallClock,
  wireDateOfDay,
} from './india-time.ts'

const IST = 'Asia/Kolkata'

/** Instants from 1971 to 2100, a few near each India midnight, from a fixed seed. */
function instants(count: number): number[] {
  let seed = 14
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const ms =
      Date.UTC(1971, 0, 1) + Math.floor(next() * (Date.UTC(2100, 0, 1) - Date.UTC(1971, 0, 1)))
    out.push(ms)
    // The last and first millisecond of an India day.
    const start = DateTime.fromMillis(ms, { zone: IST }).startOf('day').toMillis()
    out.push(start, start - 1)
  }
  return out
}

/** The ranges as they were made with luxon, before decision 0069: the oracle. */
function luxonRange(preset: (typeof DASHBOARD_PRESETS)[number], now: Date) {
  const today = DateTime.fromJSDate(now, { zone: IST }).startOf('day')
  const rolling: Record<string, number> = {
    last7Days: 7,
    last15Days: 15,
    last30Days: 30,
    last3Months: 90,
    last6Months: 180,
  }
  const range = (first: DateTime, last: DateTime = today) => ({
    start: first.toJSDate(),
    end: last.plus({ days: 1 }).startOf('day').toJSDate(),
  })
  if (rolling[preset]) return range(today.minus({ days: rolling[preset] - 1 }))
  if (preset === 'yesterday') return range(today.minus({ days: 1 }), today.minus({ days: 1 }))
  if (preset === 'weekToDate') return range(today.startOf('week'))
  if (preset === 'monthToDate') return range(today.startOf('month'))
  return range(today)
}

describe("India's calendar by arithmetic", () => {
  it("gives every instant luxon's India day, wall clock and weekday", () => {
    for (const ms of instants(400)) {
      const luxon = DateTime.fromMillis(ms, { zone: IST })
      expect(wireDateOfDay(indiaDayNumber(ms))).toBe(luxon.toFormat('yyyy-MM-dd'))
      expect(indiaDayStart(indiaDayNumber(ms))).toBe(luxon.startOf('day').toMillis())
      const clock = indiaWallClock(ms)
      expect([clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.weekday]).toEqual(
        [luxon.year, luxon.month, luxon.day, luxon.hour, luxon.minute, luxon.weekday],
      )
      expect(indiaDay(new Date(ms))).toBe(luxon.toFormat('yyyy-MM-dd'))
    }
  })

  it("makes every preset's range as luxon made it", () => {
    for (const ms of instants(150))
      for (const preset of DASHBOARD_PRESETS.filter((p) => p !== 'custom'))
        expect(dashboardRange({ preset }, new Date(ms))).toEqual(luxonRange(preset, new Date(ms)))
  })

  it('reads yyyy-MM-dd days, refusing days that do not exist', () => {
    expect(wireDateOfDay(dayOfWireDate('2024-02-29')!)).toBe('2024-02-29')
    expect(dayOfWireDate('2023-02-29')).toBeNull()
    expect(dayOfWireDate('2024-13-01')).toBeNull()
    expect(dayOfWireDate('2024-3-1')).toBeNull()
    expect(
      dashboardRange(
        { preset: 'custom', fromDate: '2024-03-05', toDate: '2024-03-06' },
        new Date(),
      ),
    ).toEqual({
      start: new Date('2024-03-04T18:30:00.000Z'),
      end: new Date('2024-03-06T18:30:00.000Z'),
    })
  })
})
