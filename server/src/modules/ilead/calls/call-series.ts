import { DateTime } from 'luxon'
import { DASHBOARD_ZONE } from '../../../../../contract/dashboard-filters.ts'
import type {
  TCallDay,
  TCallSummary,
  TCallTotals,
  TCallType,
} from '../../../../../contract/dispositions.ts'

/**
 * The call summary (incoming and outbound totals) over a range and per India day, shared by the
 * call logs and an agent's stats so both count and round the same way.
 */

/** Calls of one type on one India day (yyyy-MM-dd), as `callsByDay` groups them. */
export interface CallDayRow {
  day: string
  callType: TCallType
  n: number
  secs: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

function callTotals(totalCalls: number, totalSeconds: number): TCallTotals {
  const totalMinutes = totalSeconds / 60
  return {
    totalCalls,
    totalMinutes: round2(totalMinutes),
    avgMinutes: totalCalls ? round2(totalMinutes / totalCalls) : 0,
  }
}

/** In Bound calls are incoming, Out Bound outbound. */
export function summaryOf(rows: readonly CallDayRow[]): TCallSummary {
  const of = (type: TCallType) => {
    const mine = rows.filter((r) => r.callType === type)
    return callTotals(
      mine.reduce((s, r) => s + r.n, 0),
      mine.reduce((s, r) => s + r.secs, 0),
    )
  }
  return { incoming: of('In Bound'), outbound: of('Out Bound') }
}

/**
 * Every India day from `first` to `last` (yyyy-MM-dd, both included), in order; only the last
 * `max` of them, so a range of centuries costs no more than a year.
 */
export function daysFrom(first: string, last: string, max = Infinity): string[] {
  const days: string[] = []
  const end = DateTime.fromISO(last, { zone: DASHBOARD_ZONE })
  const start = DateTime.fromISO(first, { zone: DASHBOARD_ZONE })
  const earliest = Number.isFinite(max) ? end.minus({ days: max - 1 }) : start
  for (let day = start < earliest ? earliest : start; day <= end; day = day.plus({ days: 1 })) {
    days.push(day.toFormat('yyyy-MM-dd'))
  }
  return days
}

/** The summary of each of `days`, 0 on days without calls. */
export function seriesOf(days: readonly string[], rows: readonly CallDayRow[]): TCallDay[] {
  const byDay = new Map<string, CallDayRow[]>()
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r])
  return days.map((day) => ({ day, ...summaryOf(byDay.get(day) ?? []) }))
}
