import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { TInstantRange } from '../../../../../contract/dashboard-filters.ts'
import type { TAgentCall, TAgentPerformance } from '../../../../../contract/dashboards.ts'
import type { Conn } from '../../../db/client.ts'
import {
  bookings,
  calls,
  leads,
  memberships,
  projects,
  siteVisits,
  users,
} from '../../../db/schema.ts'
import { pagedInOne, type PageRequest } from '../../../paging.ts'
import { childOf, inRange, type DashboardScope } from '../dashboards/dashboards.repository.ts'
import { callsByDay } from '../calls/calls.repository.ts'

/**
 * Agent performance: per agent, over the leads the caller sees (`visible`) and a range, the
 * leads assigned to them (by the date basis), their site visits scheduled and done, the bookings
 * of their leads, their calls (connected, minutes). An agent is anyone with one of these.
 */

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

interface AgentRow {
  id: string
  first_name: string
  last_name: string
  leads: number | string
  site_visits: number | string
  visits_done: number | string
  bookings: number | string
  calls: number | string
  connected_calls: number | string
  talk_seconds: number | string
  total: number | string
}

const toAgent = (r: AgentRow): TAgentPerformance => ({
  agent: { _id: r.id, firstName: r.first_name, lastName: r.last_name },
  leads: Number(r.leads),
  siteVisits: Number(r.site_visits),
  visitsDone: Number(r.visits_done),
  bookings: Number(r.bookings),
  calls: Number(r.calls),
  connectedCalls: Number(r.connected_calls),
  talkMinutes: Math.round(Number(r.talk_seconds) / 6) / 10,
})

/**
 * One page of agents, most leads first (then by name), with how many agents there are, in one
 * statement; `only` narrows it to one agent.
 */
export async function agentPerformancePage(
  db: Conn,
  s: DashboardScope,
  basis: PgColumn,
  r: TInstantRange,
  page: PageRequest,
  only?: string,
) {
  const { visible } = s
  const leadsOf = (leadId: PgColumn) =>
    s.org ? sql`` : sql`join ${leads} on ${leads.id} = ${leadId}`
  const { rows: found, pageInfo } = await pagedInOne(page, async ({ limit, offset }) =>
    rows<AgentRow>(
      await db.execute(sql`
    with l as (
      select ${leads.assigneeId} as uid, count(*) as n from ${leads}
      where ${visible} and ${inRange(basis, r)} and ${leads.assigneeId} is not null
      group by 1
    ), v as (
      select ${siteVisits.assigneeId} as uid, count(*) as n,
        count(*) filter (where ${siteVisits.status} = 'Visit Done') as done
      from ${siteVisits} ${leadsOf(siteVisits.leadId)}
      where ${childOf(s, siteVisits.orgId)} and ${inRange(siteVisits.scheduledAt, r)}
        and ${siteVisits.assigneeId} is not null
      group by 1
    ), b as (
      select ${leads.assigneeId} as uid, count(*) as n
      from ${bookings} join ${leads} on ${leads.id} = ${bookings.leadId}
      where ${visible} and ${inRange(bookings.createdAt, r)} and not ${bookings.isDraft}
        and ${bookings.status} = 'BOOKED' and ${leads.assigneeId} is not null
      group by 1
    ), c as (
      select ${calls.userId} as uid, count(*) as n,
        count(*) filter (where ${calls.callStatus} = 'Connected') as connected,
        coalesce(sum(${calls.durationSec}), 0) as secs
      from ${calls} ${leadsOf(calls.leadId)}
      where ${childOf(s, calls.orgId)} and ${inRange(calls.startedAt, r)} and not ${calls.dialing}
        and ${calls.userId} is not null
      group by 1
    ), a as (
      select uid from l union select uid from v union select uid from b union select uid from c
    )
    select u.id, u.first_name, u.last_name,
      coalesce(l.n, 0)::int as leads, coalesce(v.n, 0)::int as site_visits,
      coalesce(v.done, 0)::int as visits_done, coalesce(b.n, 0)::int as bookings,
      coalesce(c.n, 0)::int as calls, coalesce(c.connected, 0)::int as connected_calls,
      coalesce(c.secs, 0)::int as talk_seconds, (count(*) over ())::int as total
    from a join ${users} u on u.id = a.uid
      left join l on l.uid = a.uid left join v on v.uid = a.uid
      left join b on b.uid = a.uid left join c on c.uid = a.uid
    ${only ? sql`where a.uid = ${only}` : sql``}
    order by leads desc, u.first_name, u.last_name, u.id
    limit ${limit} offset ${offset}
  `),
    ),
  )
  return { items: found.map(toAgent), pageInfo }
}

/** The agent's calls on the visible leads in the range, by India day and type. */
export function agentCallsByDay(
  db: Conn,
  { visible }: DashboardScope,
  r: TInstantRange,
  agentId: string,
) {
  return callsByDay(
    db,
    and(
      visible,
      eq(calls.userId, agentId),
      eq(calls.dialing, false),
      inRange(calls.startedAt, r),
    ) as SQL,
  )
}

/** Who the agent is in the caller's organisation; undefined when not a member. */
export async function agentMember(db: Conn, orgId: string, agentId: string) {
  const [row] = await db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      role: memberships.role,
      department: memberships.department,
    })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, orgId)))
    .where(eq(users.id, agentId))
  return row
}

/** The projects holding the agent's visible leads, with how many. */
export async function agentProjects(db: Conn, { visible }: DashboardScope, agentId: string) {
  return db
    .select({ _id: projects.id, projectName: projects.name, leads: count() })
    .from(leads)
    .innerJoin(projects, eq(projects.id, leads.projectId))
    .where(and(visible, eq(leads.assigneeId, agentId)))
    .groupBy(projects.id, projects.name)
    .orderBy(asc(projects.name))
}

interface AgentCallRow {
  id: string
  kind: 'call' | 'meeting'
  lead_id: string
  lead_name: string
  project_id: string
  at: Date | string
  call_type: TAgentCall['callType']
  status: TAgentCall['status']
  duration_sec: number | string
  total: number | string
}

const SORT_COLUMNS = { at: sql`at`, durationSec: sql`duration_sec`, leadName: sql`lead_name` }

/**
 * The agent's calls started in the range and their visits (meetings) scheduled in it, on the
 * visible leads, in one sorted page with the total.
 */
export async function agentCallPage(
  db: Conn,
  { visible }: DashboardScope,
  r: TInstantRange,
  agentId: string,
  q: PageRequest & { sortBy: keyof typeof SORT_COLUMNS; sortOrder: 'asc' | 'desc' },
) {
  const order = q.sortOrder === 'asc' ? sql`asc` : sql`desc`
  const { rows: found, pageInfo } = await pagedInOne(q, async ({ limit, offset }) =>
    rows<AgentCallRow>(
      await db.execute(sql`
    select *, (count(*) over ())::int as total from (
      select ${calls.id} as id, 'call' as kind, ${calls.leadId} as lead_id,
        ${leads.fullName} as lead_name, ${calls.projectId} as project_id, ${calls.startedAt} as at,
        ${calls.callType} as call_type, ${calls.callStatus} as status,
        ${calls.durationSec} as duration_sec
      from ${calls} join ${leads} on ${leads.id} = ${calls.leadId}
      where ${visible} and ${calls.userId} = ${agentId} and not ${calls.dialing}
        and ${inRange(calls.startedAt, r)}
      union all
      select ${siteVisits.id}, 'meeting', ${siteVisits.leadId}, ${leads.fullName},
        ${siteVisits.projectId}, ${siteVisits.scheduledAt}, null, ${siteVisits.status}, 0
      from ${siteVisits} join ${leads} on ${leads.id} = ${siteVisits.leadId}
      where ${visible} and ${siteVisits.assigneeId} = ${agentId}
        and ${inRange(siteVisits.scheduledAt, r)}
    ) x
    order by ${SORT_COLUMNS[q.sortBy]} ${order}, id ${order}
    limit ${limit} offset ${offset}
  `),
    ),
  )
  const items: TAgentCall[] = found.map((c) => ({
    _id: c.id,
    kind: c.kind,
    leadId: c.lead_id,
    leadName: c.lead_name,
    projectId: c.project_id,
    at: new Date(c.at).toISOString(),
    callType: c.call_type,
    status: c.status,
    durationSec: Number(c.duration_sec),
  }))
  return { items, pageInfo }
}
