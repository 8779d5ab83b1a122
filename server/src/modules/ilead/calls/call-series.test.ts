import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from 'drizzle-orm'
import {
  CALL_SERIES_MAX_DAYS,
  DISPOSITION_PATHS,
  type TCallLogSummary,
  type TCallTotals,
} from '../../../../../contract/dispositions.ts'
import { calls } from '../../../db/schema.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'
import { daysFrom } from './call-series.ts'
import { pickWith, prng } from '../../../../test/prng.ts'

/**
 * The call logs' series against an independent count: SQL written here that files each call
 * under its India calendar day with the database's own zone rules (`at time zone
 * 'Asia/Kolkata'`), where the server adds +05:30 by hand. Calls are random but seeded, a minute
 * either side of every India midnight from 24 February to 12 March 2026, and at random hours.
 */

let suite: LeadSuite
const MINUTE = 60_000
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`).getTime()

const rand = prng(1001)
const pick = pickWith(rand)

let p1Lead: string
let p2Lead: string

beforeAll(async () => {
  suite = await startLeadSuite()
  const { world, server } = suite
  const ours = [
    await insertLead(server, world, { projectId: world.p1, assigneeId: world.user.salesExecutive }),
    await insertLead(server, world, { projectId: world.p2, assigneeId: world.user.salesManager }),
  ]
  p1Lead = ours[0]!.id
  p2Lead = ours[1]!.id
  const instants = daysFrom('2026-02-24', '2026-03-12').flatMap((day) => {
    const midnight = istMidnight(day)
    return [
      midnight - MINUTE,
      midnight,
      midnight + MINUTE,
      midnight + Math.floor(rand() * 24 * 60) * MINUTE,
      midnight + Math.floor(rand() * 24 * 60) * MINUTE,
    ]
  })
  await server.db.insert(calls).values(
    instants.map((t) => {
      const lead = pick(ours)
      return {
        id: randomUUID(),
        orgId: world.orgId,
        projectId: lead.projectId,
        leadId: lead.id,
        userId: pick([world.user.salesExecutive, world.user.salesManager]),
        callType: pick(['In Bound', 'Out Bound'] as const),
        callStatus: pick(['Connected', 'No Answer'] as const),
        durationSec: Math.floor(rand() * 900),
        toNumber: lead.whatsAppNumber,
        provider: 'development',
        // An attempt still being placed is no call: never counted.
        dialing: rand() < 0.1,
        startedAt: new Date(t),
      }
    }),
  )
})
afterAll(() => suite.server.close())

const round2 = (n: number) => Math.round(n * 100) / 100
function totals(n: number, secs: number): TCallTotals {
  return {
    totalCalls: n,
    totalMinutes: round2(secs / 60),
    avgMinutes: n ? round2(secs / 60 / n) : 0,
  }
}

/** Each India day's totals by type, counted here over the organisation's calls `where` picks. */
async function expectedDays(where: SQL, first: string, last: string) {
  const day = sql`(c.started_at at time zone 'Asia/Kolkata')::date`
  const result = await suite.server.db.execute(sql`
    select to_char(${day}, 'YYYY-MM-DD') as day, c.call_type as type,
      count(*) as n, coalesce(sum(c.duration_sec), 0) as secs
    from calls c
    where c.org_id = ${suite.world.orgId} and not c.dialing and ${where}
      and ${day} between ${first}::date and ${last}::date
    group by 1, 2`)
  const found = (
    result as unknown as { rows: { day: string; type: string; n: unknown; secs: unknown }[] }
  ).rows
  const of = (d: string, type: string) => {
    const r = found.find((x) => x.day === d && x.type === type)
    return totals(Number(r?.n ?? 0), Number(r?.secs ?? 0))
  }
  return daysFrom(first, last).map((d) => ({
    day: d,
    incoming: of(d, 'In Bound'),
    outbound: of(d, 'Out Bound'),
  }))
}

const summary = (query: Record<string, string>) =>
  suite.call<TCallLogSummary>(
    suite.manager,
    'GET',
    `${DISPOSITION_PATHS.callSummary(suite.world.slug)}?${new URLSearchParams(query)}`,
  )

const sum = (days: TCallLogSummary['series'], side: 'incoming' | 'outbound') =>
  days.reduce((s, d) => s + d[side].totalCalls, 0)

describe('the call logs summary per India day', () => {
  it('answers every day of a range across a month boundary, each as counted here', async () => {
    const res = await summary({ startDate: '2026-02-26', endDate: '2026-03-03' })
    expect(res.status).toBe(200)
    const expected = await expectedDays(sql`true`, '2026-02-26', '2026-03-03')
    expect(res.body.series).toEqual(expected)
    expect(res.body.series.map((d) => d.day)).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ])
    // A minute before, at, and after each midnight: three calls a day at least, one the day before.
    expect(res.body.series.every((d) => d.incoming.totalCalls + d.outbound.totalCalls > 0)).toBe(
      true,
    )
    expect(sum(res.body.series, 'incoming')).toBe(res.body.incoming.totalCalls)
    expect(sum(res.body.series, 'outbound')).toBe(res.body.outbound.totalCalls)
  })

  it('follows the same filters as the totals: project, type, who called', async () => {
    const query = {
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      projectId: suite.world.p2,
      callType: 'In Bound',
      userId: suite.world.user.salesManager,
    }
    const res = await summary(query)
    const expected = await expectedDays(
      sql`c.project_id = ${suite.world.p2} and c.call_type = 'In Bound'
        and c.user_id = ${suite.world.user.salesManager}`,
      query.startDate,
      query.endDate,
    )
    expect(res.body.series).toEqual(expected)
    expect(sum(res.body.series, 'outbound')).toBe(0)
    expect(sum(res.body.series, 'incoming')).toBe(res.body.incoming.totalCalls)
    expect(res.body.incoming.totalCalls).toBeGreaterThan(0)
  })

  it('without dates, runs from the first call day to the last; no call, no day', async () => {
    const res = await summary({ leadId: p1Lead })
    const days = await suite.server.db.execute(sql`
      select to_char(min(started_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as first,
        to_char(max(started_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as last
      from calls where lead_id = ${p1Lead} and not dialing`)
    const { first, last } = (days as unknown as { rows: { first: string; last: string }[] })
      .rows[0]!
    expect(res.body.series).toEqual(await expectedDays(sql`c.lead_id = ${p1Lead}`, first, last))
    const none = await summary({ leadId: p2Lead, startDate: '2027-01-01' })
    expect(none.body.series).toEqual([])
  })

  it('draws at most a year of days, the latest', async () => {
    const res = await summary({ startDate: '2020-01-01', endDate: '2026-03-12' })
    expect(res.body.series).toHaveLength(CALL_SERIES_MAX_DAYS)
    expect(res.body.series.at(-1)?.day).toBe('2026-03-12')
    expect(sum(res.body.series, 'incoming')).toBe(res.body.incoming.totalCalls)
  })
})
