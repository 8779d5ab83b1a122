import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql, type SQL } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  dashboardRange,
  rangeQuery,
  type TDashboardPeriod,
} from '../../../../../contract/dashboard-filters.ts'
import {
  DASHBOARD_PATHS,
  REPORT_TYPES,
  type TAgentCallList,
  type TAgentPerformanceList,
  type TAgentStats,
  type TLeadOverview,
  type TReport,
  type TSiteVisitOverview,
  type TTaskOverview,
} from '../../../../../contract/dashboards.ts'
import { SITE_VISIT_STATUSES } from '../../../../../contract/domain.ts'
import { TASK_PATHS, type TTaskList } from '../../../../../contract/tasks.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import { bookings, calls, leads, projects, siteVisits, tasks, units } from '../../../db/schema.ts'
import {
  addGroup,
  addMember,
  nextMobile,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { pickWith, prng } from '../../../../test/prng.ts'

/**
 * Every bucket, table and report cell against an independent count: SQL written here that
 * classifies each row by its India calendar day (`at time zone 'Asia/Kolkata'`), where the
 * server compares instants with the range `dashboardRange` made. Rows are random but seeded,
 * around the real clock (the task buckets judge Overdue by it), with leads at India midnights
 * either side of every day boundary of the last 40 days.
 */

const DAY = 86_400_000
const IST = 5.5 * 3_600_000
const NOW = new Date()

let suite: LeadSuite
let mixed: TSession
let mixedId: string
let orgId: string

const rand = prng(16)
const pick = pickWith(rand)
/** A random instant from `fromDays` to `toDays` days away from now, never within a minute of it. */
function around(fromDays: number, toDays: number): Date {
  for (;;) {
    const t = NOW.getTime() + (fromDays + rand() * (toDays - fromDays)) * DAY
    if (Math.abs(t - NOW.getTime()) > 120_000) return new Date(Math.floor(t))
  }
}

const STAGES = [
  'New Lead',
  'Open',
  'Qualified',
  'Site Visit',
  'Opportunity',
  'Booked',
  'Dropped',
  'Hot',
]
const SOURCES = ['Digital', 'Walk-in', 'Referral', 'Channel Partner']

beforeAll(async () => {
  suite = await startLeadSuite()
  const { server, world } = suite
  orgId = world.orgId
  // A manager of p2 alone who also adds leads everywhere: all of p2, their own elsewhere.
  mixedId = await addMember(server, world, 'mixed', ['DXP_LEAD_ASSIGNMENT'], [world.p2])
  await addGroup(server, world, mixedId, 'mixed-add', ['DXP_ADD_LEAD'])
  mixed = await sessionOf(server, mixedId, orgId)

  const people = [
    world.user.salesExecutive,
    world.user.salesExecutiveOneProject,
    world.user.salesManager,
    mixedId,
    null,
  ]
  const projectsOf = [world.p1, world.p2, world.p3]
  const leadRows: (typeof leads.$inferInsert)[] = []
  const lead = (o: Partial<typeof leads.$inferInsert>) => {
    const created = o.createdAt ?? around(-200, 0)
    const row = {
      id: randomUUID(),
      orgId,
      projectId: pick(projectsOf),
      fullName: `Lead ${leadRows.length}`,
      whatsAppNumber: nextMobile(),
      leadStatus: pick(STAGES),
      sourceOfLead: pick(SOURCES),
      assigneeId: pick(people),
      propertyInterest: {
        budgetRange: null,
        purposeOfProperty: null,
        preferredUnitType: [],
        preferredFloor: [],
        propertyStatus: null,
        otherPreferences: null,
        carpetAreaSqFtRange: null,
      },
      background: {
        occupation: null,
        annualIncome: null,
        qualification: null,
        fundingIsLoaned: null,
        possessionDate: null,
        workLocation: null,
      },
      createdAt: created,
      updatedAt: new Date(Math.min(created.getTime() + rand() * 30 * DAY, NOW.getTime())),
      ...o,
    }
    leadRows.push(row)
    return row
  }
  for (let i = 0; i < 400; i++) lead({})
  // Either side of each India midnight of the last 40 days, and of tomorrow's.
  const todayStart = Math.floor((NOW.getTime() + IST) / DAY) * DAY - IST
  for (let k = -40; k <= 1; k++) {
    for (const t of [todayStart + k * DAY - 1, todayStart + k * DAY]) {
      if (t > NOW.getTime()) continue
      lead({ createdAt: new Date(t), updatedAt: new Date(t) })
    }
  }
  // Another organisation's leads are never counted.
  const [other] = await server.db.select().from(projects).where(eq(projects.id, world.other))
  for (let i = 0; i < 20; i++)
    lead({ orgId: other!.orgId, projectId: world.other, assigneeId: null })
  await server.db.insert(leads).values(leadRows)

  const ours = leadRows.filter((l) => l.orgId === orgId)
  const visits = Array.from({ length: 300 }, () => {
    const l = pick(ours)
    return {
      id: randomUUID(),
      orgId,
      projectId: l.projectId,
      leadId: l.id,
      assigneeId: pick([l.assigneeId ?? null, ...people]),
      status: pick(SITE_VISIT_STATUSES),
      scheduledAt: around(-200, 20),
    }
  })
  await server.db.insert(siteVisits).values(visits)
  await server.db.insert(tasks).values(
    Array.from({ length: 300 }, () => {
      const l = pick(ours)
      return {
        id: randomUUID(),
        orgId,
        projectId: l.projectId,
        leadId: l.id,
        assigneeId: l.assigneeId ?? null,
        taskType: pick(['Follow Up', 'Site Visit'] as const),
        taskStatus: pick(['Open', 'Open', 'Completed'] as const),
        dueDate: around(-200, 20),
      }
    }),
  )
  await server.db.insert(calls).values(
    Array.from({ length: 300 }, () => {
      const l = pick(ours)
      return {
        id: randomUUID(),
        orgId,
        projectId: l.projectId,
        leadId: l.id,
        userId: pick(people),
        callType: pick(['In Bound', 'Out Bound'] as const),
        callStatus: pick(['Connected', 'Not Connected', 'No Answer', 'Failed'] as const),
        durationSec: Math.floor(rand() * 900),
        toNumber: l.whatsAppNumber,
        provider: 'development',
        dialing: rand() < 0.05,
        startedAt: around(-200, 0),
      }
    }),
  )
  const unitRows = await server.db.select({ id: units.id, projectId: units.projectId }).from(units)
  // A unit is sold once (decision 0049): a confirmed booking of a sold unit takes the project's
  // next unsold one (the random draws stay as they were).
  const sold = new Set<string>()
  await server.db.insert(bookings).values(
    Array.from({ length: 120 }, (_, i) => {
      const l = pick(ours)
      const ofProject = unitRows.filter((u) => u.projectId === l.projectId)
      let unitId = pick(ofProject).id
      const status = pick(['BOOKED', 'BOOKED', 'CANCELLED'] as const)
      const isDraft = rand() < 0.1
      if (status === 'BOOKED' && !isDraft) {
        if (sold.has(unitId)) unitId = ofProject.find((u) => !sold.has(u.id))!.id
        sold.add(unitId)
      }
      return {
        id: randomUUID(),
        orgId,
        projectId: l.projectId,
        leadId: l.id,
        unitId,
        bookingId: `BK-TEST-${i}`,
        status,
        isDraft,
        agreementValue: 9_000_000,
        tokenAmount: 100_000,
        modeOfPayment: 'Cheque',
        createdAt: around(-200, 0),
      }
    }),
  )
})
afterAll(() => suite.server.close())

// ---------------------------------------------------------------------------------------------
// The independent side

/** India days by arithmetic alone: day numbers since 1970-01-01 in India. */
const indiaDayNumber = (t: number) => Math.floor((t + IST) / DAY)
const dayText = (n: number) => new Date(n * DAY).toISOString().slice(0, 10)

/** The inclusive India days each preset means, worked out without the contract's code. */
function expectedDays(period: TDashboardPeriod): [string, string] {
  if (period.preset === 'custom') return [period.fromDate!, period.toDate!]
  const t = indiaDayNumber(NOW.getTime())
  const back = (n: number): [string, string] => [dayText(t - n), dayText(t)]
  const d = new Date(t * DAY)
  switch (period.preset) {
    case 'today':
      return back(0)
    case 'yesterday':
      return [dayText(t - 1), dayText(t - 1)]
    case 'last7Days':
      return back(6)
    case 'last30Days':
      return back(29)
    case 'last6Months':
      return back(179)
    case 'weekToDate':
      return back((d.getUTCDay() + 6) % 7)
    case 'monthToDate':
      return [dayText(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY), dayText(t)]
    default:
      throw new Error(period.preset)
  }
}

/** Across the turn of this month: the last 3 days of the previous one and the first 3 of this. */
function acrossMonth(): TDashboardPeriod {
  const d = new Date(indiaDayNumber(NOW.getTime()) * DAY)
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY
  return { preset: 'custom', fromDate: dayText(first - 3), toDate: dayText(first + 2) }
}

const PERIODS: TDashboardPeriod[] = [
  { preset: 'today' },
  { preset: 'yesterday' },
  { preset: 'last7Days' },
  { preset: 'weekToDate' },
  { preset: 'monthToDate' },
  { preset: 'last6Months' },
  acrossMonth(),
]

/** Which leads each caller sees, written out by hand (alias `l`). */
const VIEWERS = () => [
  { name: 'manager', session: suite.manager, sees: sql`l.org_id = ${orgId}` },
  {
    name: 'executive',
    session: suite.exec,
    sees: sql`l.org_id = ${orgId} and l.assignee_id = ${suite.world.user.salesExecutive}`,
  },
  {
    name: 'p2 manager',
    session: mixed,
    sees: sql`l.org_id = ${orgId} and (l.project_id = ${suite.world.p2} or l.assignee_id = ${mixedId})`,
  },
]

const onDays = (column: SQL, [from, to]: [string, string]) =>
  sql`(${column} at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date`

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await suite.server.db.execute(query)) as unknown as { rows: T[] }).rows
}
async function counts(query: SQL): Promise<Record<string, number>> {
  const found = await rows<{ k: string; n: number | string }>(query)
  return Object.fromEntries(found.map((r) => [r.k, Number(r.n)]))
}
const bucketsOf = (b: { items: { name: string; count: number }[] }) =>
  Object.fromEntries(b.items.filter((i) => i.count > 0).map((i) => [i.name, i.count]))

function get<T>(session: TSession, path: string, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return suite.call<T & TApiError>(session, 'GET', `${path}?${qs}`)
}
const slug = () => suite.world.slug
const wire = (p: TDashboardPeriod) => rangeQuery(dashboardRange(p, NOW))

// ---------------------------------------------------------------------------------------------

describe('the home dashboard, cell by cell', () => {
  it('counts leads in each bucket by either date basis, for every viewer and preset', async () => {
    for (const viewer of VIEWERS()) {
      for (const period of PERIODS) {
        for (const dateField of ['createdAt', 'updatedAt'] as const) {
          const column = dateField === 'createdAt' ? sql`l.created_at` : sql`l.updated_at`
          const expected = await counts(sql`
            select case l.lead_status when 'Open' then 'New Lead' else l.lead_status end as k,
              count(*) as n
            from leads l where ${viewer.sees} and ${onDays(column, expectedDays(period))}
              and l.lead_status <> 'Hot'
            group by 1`)
          const [all] = await rows<{ n: string }>(sql`
            select count(*) as n from leads l
            where ${viewer.sees} and ${onDays(column, expectedDays(period))}`)
          const res = await get<TLeadOverview>(viewer.session, DASHBOARD_PATHS.overview(slug()), {
            ...wire(period),
            dateField,
          })
          const label = `${viewer.name} ${JSON.stringify(period)} ${dateField}`
          expect([label, bucketsOf(res.body)]).toEqual([label, expected])
          expect([label, res.body.total]).toEqual([label, Number(all!.n)])
        }
      }
    }
  })

  it('counts site visits by status and tasks by state, for every viewer and preset', async () => {
    for (const viewer of VIEWERS()) {
      for (const period of PERIODS) {
        const days = expectedDays(period)
        const label = `${viewer.name} ${JSON.stringify(period)}`
        const visits = await counts(sql`
          select v.status as k, count(*) as n
          from site_visits v join leads l on l.id = v.lead_id
          where ${viewer.sees} and ${onDays(sql`v.scheduled_at`, days)} group by 1`)
        const gotVisits = await get<TSiteVisitOverview>(
          viewer.session,
          DASHBOARD_PATHS.siteVisitStatus(slug()),
          wire(period),
        )
        expect([label, bucketsOf(gotVisits.body)]).toEqual([label, visits])
        const taskCounts = await counts(sql`
          select case when t.task_status = 'Completed' then 'Completed'
            when t.due_date < now() then 'Overdue' else 'Pending' end as k, count(*) as n
          from tasks t join leads l on l.id = t.lead_id
          where ${viewer.sees} and ${onDays(sql`t.due_date`, days)} group by 1`)
        const gotTasks = await get<TTaskOverview>(
          viewer.session,
          DASHBOARD_PATHS.taskOverview(slug()),
          wire(period),
        )
        expect([label, bucketsOf(gotTasks.body)]).toEqual([label, taskCounts])
        // The table under the buckets is the all-tasks table over the same range, 20 a page.
        const table = await get<TTaskList>(viewer.session, TASK_PATHS.tasks(slug()), wire(period))
        const ids = await rows<{ id: string; n: string }>(sql`
          select t.id, count(*) over () as n from tasks t join leads l on l.id = t.lead_id
          where ${viewer.sees} and ${onDays(sql`t.due_date`, days)}
          order by t.due_date, t.id limit 20`)
        expect([label, table.body.pageInfo.totalNumItems]).toEqual([label, Number(ids[0]?.n ?? 0)])
        expect(table.body.pageInfo.pageSize).toBe(20)
        expect(table.body.items.map((t) => t._id)).toEqual(ids.map((r) => r.id))
      }
    }
  })

  it('narrows to one project, and refuses a project the caller cannot read', async () => {
    const period: TDashboardPeriod = { preset: 'last6Months' }
    const expected = await counts(sql`
      select case l.lead_status when 'Open' then 'New Lead' else l.lead_status end as k,
        count(*) as n from leads l
      where l.org_id = ${orgId} and l.project_id = ${suite.world.p3}
        and ${onDays(sql`l.created_at`, expectedDays(period))} and l.lead_status <> 'Hot'
      group by 1`)
    const one = await get<TLeadOverview>(suite.manager, DASHBOARD_PATHS.overview(slug()), {
      ...wire(period),
      projectId: suite.world.p3,
    })
    expect(bucketsOf(one.body)).toEqual(expected)
    const oneProjectExec = await sessionOf(
      suite.server,
      suite.world.user.salesExecutiveOneProject,
      orgId,
    )
    const refused = await get(oneProjectExec, DASHBOARD_PATHS.overview(slug()), {
      ...wire(period),
      projectId: suite.world.p3,
    })
    expect(refused.status).toBe(403)
  })

  it('refuses an end not after the start, naming endTime', async () => {
    const res = await get(suite.manager, DASHBOARD_PATHS.overview(slug()), {
      startTime: '2026-03-02T18:30:00.000Z',
      endTime: '2026-03-02T18:30:00.000Z',
    })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      { field: 'endTime', message: VALIDATION_MESSAGES.dateRangeOrder },
    ])
  })
})

describe('agent performance', () => {
  /** Each agent's numbers, counted here. */
  async function expectedAgents(sees: SQL, days: [string, string]) {
    const perAgent = await rows<Record<string, string | number>>(sql`
      with a as (
        select l.assignee_id as uid from leads l where ${sees} and ${onDays(sql`l.created_at`, days)}
        union select v.assignee_id from site_visits v join leads l on l.id = v.lead_id
          where ${sees} and ${onDays(sql`v.scheduled_at`, days)}
        union select l.assignee_id from bookings b join leads l on l.id = b.lead_id
          where ${sees} and ${onDays(sql`b.created_at`, days)} and not b.is_draft and b.status = 'BOOKED'
        union select c.user_id from calls c join leads l on l.id = c.lead_id
          where ${sees} and ${onDays(sql`c.started_at`, days)} and not c.dialing
      )
      select a.uid,
        (select count(*) from leads l where ${sees} and l.assignee_id = a.uid
          and ${onDays(sql`l.created_at`, days)}) as leads,
        (select count(*) from site_visits v join leads l on l.id = v.lead_id where ${sees}
          and v.assignee_id = a.uid and ${onDays(sql`v.scheduled_at`, days)}) as visits,
        (select count(*) from site_visits v join leads l on l.id = v.lead_id where ${sees}
          and v.assignee_id = a.uid and v.status = 'Visit Done'
          and ${onDays(sql`v.scheduled_at`, days)}) as done,
        (select count(*) from bookings b join leads l on l.id = b.lead_id where ${sees}
          and l.assignee_id = a.uid and not b.is_draft and b.status = 'BOOKED'
          and ${onDays(sql`b.created_at`, days)}) as bookings,
        (select count(*) from calls c join leads l on l.id = c.lead_id where ${sees}
          and c.user_id = a.uid and not c.dialing and ${onDays(sql`c.started_at`, days)}) as calls,
        (select count(*) from calls c join leads l on l.id = c.lead_id where ${sees}
          and c.user_id = a.uid and not c.dialing and c.call_status = 'Connected'
          and ${onDays(sql`c.started_at`, days)}) as connected
      from a where a.uid is not null`)
    return Object.fromEntries(
      perAgent.map((r) => [
        r.uid,
        [r.leads, r.visits, r.done, r.bookings, r.calls, r.connected].map(Number),
      ]),
    )
  }

  it('answers every agent with the counts of the leads the caller sees, 10 a page', async () => {
    for (const viewer of VIEWERS()) {
      for (const period of [{ preset: 'last30Days' } as const, acrossMonth()]) {
        const expected = await expectedAgents(viewer.sees, expectedDays(period))
        const first = await get<TAgentPerformanceList>(
          viewer.session,
          DASHBOARD_PATHS.agentPerformance(slug()),
          wire(period),
        )
        expect(first.body.pageInfo).toMatchObject({
          pageSize: 10,
          totalNumItems: Object.keys(expected).length,
        })
        const all = await get<TAgentPerformanceList>(
          viewer.session,
          DASHBOARD_PATHS.agentPerformance(slug()),
          { ...wire(period), limit: 100 },
        )
        const got = Object.fromEntries(
          all.body.items.map((a) => [
            a.agent._id,
            [a.leads, a.siteVisits, a.visitsDone, a.bookings, a.calls, a.connectedCalls],
          ]),
        )
        expect([viewer.name, got]).toEqual([viewer.name, expected])
        const leadsInOrder = all.body.items.map((a) => a.leads)
        expect(leadsInOrder).toEqual([...leadsInOrder].sort((a, b) => b - a))
      }
    }
  })

  it("answers an agent's call summary, per day too, and their calls and meetings", async () => {
    const agent = suite.world.user.salesExecutive
    const period: TDashboardPeriod = { preset: 'last30Days' }
    const days = expectedDays(period)
    const summary = await rows<{ t: string; n: string; secs: string }>(sql`
      select c.call_type as t, count(*) as n, coalesce(sum(c.duration_sec), 0) as secs
      from calls c join leads l on l.id = c.lead_id
      where l.org_id = ${orgId} and c.user_id = ${agent} and not c.dialing
        and ${onDays(sql`c.started_at`, days)} group by 1`)
    const stats = await get<TAgentStats>(
      suite.manager,
      DASHBOARD_PATHS.agentStats(slug(), agent),
      wire(period),
    )
    expect(stats.status).toBe(200)
    for (const [type, side] of [
      ['In Bound', 'incoming'],
      ['Out Bound', 'outbound'],
    ] as const) {
      const row = summary.find((s) => s.t === type)
      const n = Number(row?.n ?? 0)
      const minutes = Number(row?.secs ?? 0) / 60
      expect(stats.body.callSummary[side].totalCalls).toBe(n)
      // To a tenth of a minute.
      expect(Math.abs(stats.body.callSummary[side].totalMinutes - minutes)).toBeLessThanOrEqual(
        0.051,
      )
      expect(stats.body.series.reduce((s, d) => s + d[side].totalCalls, 0)).toBe(n)
    }
    expect(stats.body.series.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayText(indiaDayNumber(NOW.getTime()) - 29 + i)),
    )

    const [expected] = await rows<{ n: string }>(sql`
      select (select count(*) from calls c join leads l on l.id = c.lead_id
        where l.org_id = ${orgId} and c.user_id = ${agent} and not c.dialing
        and ${onDays(sql`c.started_at`, days)})
      + (select count(*) from site_visits v join leads l on l.id = v.lead_id
        where l.org_id = ${orgId} and v.assignee_id = ${agent}
        and ${onDays(sql`v.scheduled_at`, days)}) as n`)
    const list = await get<TAgentCallList>(
      suite.manager,
      DASHBOARD_PATHS.agentCalls(slug(), agent),
      { ...wire(period), limit: 100, sortBy: 'durationSec', sortOrder: 'asc' },
    )
    expect(list.body.pageInfo.totalNumItems).toBe(Number(expected!.n))
    const durations = list.body.items.map((c) => c.durationSec)
    expect(durations).toEqual([...durations].sort((a, b) => a - b))
    const past = await get<TAgentCallList>(
      suite.manager,
      DASHBOARD_PATHS.agentCalls(slug(), agent),
      { ...wire(period), page: 99 },
    )
    expect(past.body).toMatchObject({ items: [], pageInfo: { totalNumItems: Number(expected!.n) } })

    const details = await get(suite.manager, DASHBOARD_PATHS.agentDetails(slug(), agent), {})
    expect(details.status).toBe(200)
    const stranger = await get(suite.manager, DASHBOARD_PATHS.agentDetails(slug(), 'nobody'), {})
    expect(stranger.status).toBe(404)
    // Agent moderation is a manager's: an executive is refused.
    const refused = await get(suite.exec, DASHBOARD_PATHS.agentStats(slug(), agent), wire(period))
    expect(refused.status).toBe(403)
  })
})

describe('the dashboard reports', () => {
  /** Each report's cells, counted here: [x id or name, y, n]. */
  function expectedCells(type: (typeof REPORT_TYPES)[number], sees: SQL, days: [string, string]) {
    const leadDays = onDays(sql`l.created_at`, days)
    const who = (column: SQL) => sql`coalesce(${column}, 'Unassigned')`
    switch (type) {
      case 'source-wise-lead-stage':
        return sql`select l.source_of_lead as x, l.lead_status as y, count(*) as n from leads l
          where ${sees} and ${leadDays} group by 1, 2`
      case 'source-wise-current-lead-stage':
        return sql`select l.source_of_lead as x, l.lead_status as y, count(*) as n from leads l
          where ${sees} group by 1, 2`
      case 'executive-wise-lead-stage':
        return sql`select ${who(sql`l.assignee_id`)} as x, l.lead_status as y, count(*) as n
          from leads l where ${sees} and ${leadDays} group by 1, 2`
      case 'source-wise-site-visit':
        return sql`select l.source_of_lead as x, v.status as y, count(*) as n
          from site_visits v join leads l on l.id = v.lead_id
          where ${sees} and ${onDays(sql`v.scheduled_at`, days)} group by 1, 2`
      case 'executive-wise-site-visit':
        return sql`select ${who(sql`v.assignee_id`)} as x, v.status as y, count(*) as n
          from site_visits v join leads l on l.id = v.lead_id
          where ${sees} and ${onDays(sql`v.scheduled_at`, days)} group by 1, 2`
      case 'source-wise-booking-trend':
        return sql`select l.source_of_lead as x,
            to_char(b.created_at at time zone 'Asia/Kolkata', 'YYYY-MM') as y, count(*) as n
          from bookings b join leads l on l.id = b.lead_id
          where ${sees} and ${onDays(sql`b.created_at`, days)} and not b.is_draft
            and b.status = 'BOOKED' group by 1, 2`
    }
  }

  it('answers every cell of every report for every viewer and preset', async () => {
    // An executive who may report: on their own leads.
    await addGroup(suite.server, suite.world, suite.world.user.salesExecutive, 'exec-report', [
      'DXP_LEAD_REPORT',
    ])
    for (const viewer of VIEWERS()) {
      for (const period of PERIODS) {
        for (const type of REPORT_TYPES) {
          const expected = (
            await rows<{ x: string; y: string; n: string }>(
              expectedCells(type, viewer.sees, expectedDays(period)),
            )
          )
            .map((r) => `${r.x}|${r.y}|${Number(r.n)}`)
            .sort()
          const res = await suite.call<TReport>(
            viewer.session,
            'POST',
            DASHBOARD_PATHS.report(slug(), type),
            wire(period),
          )
          expect([type, res.status, res.body]).toMatchObject([type, 200, {}])
          const got = res.body.rows
            .map((r) => `${r.xAxisId ?? r.xAxis}|${r.yAxis}|${r.value}`)
            .sort()
          const label = `${viewer.name} ${type} ${JSON.stringify(period)}`
          expect([label, got]).toEqual([label, expected])
        }
      }
    }
  })

  it('refuses an unknown type and a caller without a report scope', async () => {
    const body = wire({ preset: 'today' })
    const unknown = await suite.call(
      suite.manager,
      'POST',
      DASHBOARD_PATHS.report(slug(), 'x'),
      body,
    )
    expect(unknown.status).toBe(400)
    const refused = await suite.call(
      suite.postSales,
      'POST',
      DASHBOARD_PATHS.report(slug(), 'source-wise-lead-stage'),
      body,
    )
    expect(refused.status).toBe(403)
  })
})

describe('analytics dashboards', () => {
  const saved = {
    type: 'source-wise-lead-stage' as const,
    dateField: 'createdAt' as const,
    period: { preset: 'last7Days' as const },
    projectId: null,
  }

  it('are created, listed, renamed and deleted by their owner alone', async () => {
    const path = DASHBOARD_PATHS.analyticsDashboards(slug())
    const seeded = await suite.call<{ items: { _id: string; name: string }[] }>(
      suite.manager,
      'GET',
      path,
    )
    expect(seeded.body.items.map((d) => d.name).sort()).toEqual([
      'This week',
      'Visits and bookings, last 3 months',
    ])
    const seededIds = seeded.body.items.map((d) => d._id)
    const none = await suite.call<{ items: unknown[] }>(mixed, 'GET', path)
    expect(none.body.items).toEqual([])
    const made = await suite.call<{ _id: string; name: string } & TApiError>(
      suite.manager,
      'POST',
      path,
      { name: 'Weekly sources', reports: [saved] },
    )
    expect(made.status).toBe(201)
    const id = made.body._id
    const again = await suite.call<TApiError>(suite.manager, 'POST', path, {
      name: 'Weekly sources',
      reports: [],
    })
    expect(again.status).toBe(409)
    expect(again.body.fields).toEqual([{ field: 'name', message: again.body.message }])

    const list = await suite.call<{ items: { _id: string }[] }>(suite.manager, 'GET', path)
    // Newest first; the seed gave each sales manager two of their own.
    expect(list.body.items.map((d) => d._id)).toEqual([id, ...seededIds])
    const renamed = await suite.call<{ name: string }>(
      suite.manager,
      'PATCH',
      DASHBOARD_PATHS.analyticsDashboard(slug(), id),
      { name: 'Sources this week' },
    )
    expect(renamed.body.name).toBe('Sources this week')

    // Someone else's dashboard does not exist for them.
    const theirs = await suite.call(mixed, 'GET', DASHBOARD_PATHS.analyticsDashboard(slug(), id))
    expect(theirs.status).toBe(404)
    const notTheirs = await suite.call(
      mixed,
      'DELETE',
      DASHBOARD_PATHS.analyticsDashboard(slug(), id),
    )
    expect(notTheirs.status).toBe(404)

    const gone = await suite.call(
      suite.manager,
      'DELETE',
      DASHBOARD_PATHS.analyticsDashboard(slug(), id),
    )
    expect(gone.status).toBe(204)
    const after = await suite.call<{ items: { _id: string }[] }>(suite.manager, 'GET', path)
    expect(after.body.items.map((d) => d._id)).toEqual(seededIds)
  })

  it("refuses a custom period whose end is before its start, with the spec's message", async () => {
    const res = await suite.call<TApiError>(
      suite.manager,
      'POST',
      DASHBOARD_PATHS.analyticsDashboards(slug()),
      {
        name: 'Backwards',
        reports: [
          { ...saved, period: { preset: 'custom', fromDate: '2026-03-05', toDate: '2026-03-01' } },
        ],
      },
    )
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      { field: 'reports.0.period.toDate', message: VALIDATION_MESSAGES.dateRangeOrder },
    ])
  })
})
