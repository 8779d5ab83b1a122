import type { z } from 'zod'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import type {
  TAgentDetails,
  TAgentStats,
  ZAgentCallQuery,
  ZAgentPageQuery,
} from '../../../../../contract/dashboards.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import { daysFrom, seriesOf, summaryOf } from '../calls/call-series.ts'
import {
  basisColumn,
  dashboardLeads,
  rangeOf,
  type DashboardQuery,
} from '../dashboards/dashboards.service.ts'
import {
  agentCallPage,
  agentCallsByDay,
  agentMember,
  agentPerformancePage,
  agentProjects,
} from './agents.repository.ts'

const agentNotFound = () => new AppError(404, 'AGENT_NOT_FOUND', 'Agent not found')

/** The agents working on the leads the caller sees, most leads first, a page at a time. */
export async function agentPerformance(
  db: Conn,
  auth: AuthContext,
  q: z.output<typeof ZAgentPageQuery>,
) {
  return agentPerformancePage(db, dashboardLeads(auth, q.projectId), basisColumn(q), rangeOf(q), q)
}

/**
 * An agent's numbers over the range and their call summary, in all and per India day (every
 * day of the range, 0 on days without calls), on the leads the caller sees.
 */
export async function agentStats(
  db: Conn,
  auth: AuthContext,
  agentId: string,
  q: DashboardQuery,
): Promise<TAgentStats> {
  const member = await agentMember(db, auth.orgId, agentId)
  if (!member) throw agentNotFound()
  const visible = dashboardLeads(auth, q.projectId)
  const r = rangeOf(q)
  const [page, byDay] = await Promise.all([
    agentPerformancePage(db, visible, basisColumn(q), r, { page: 1, limit: 1 }, agentId),
    agentCallsByDay(db, visible, r, agentId),
  ])
  const { _id, firstName, lastName } = member
  const agent = page.items[0] ?? {
    agent: { _id, firstName, lastName },
    leads: 0,
    siteVisits: 0,
    visitsDone: 0,
    bookings: 0,
    calls: 0,
    connectedCalls: 0,
    talkMinutes: 0,
  }
  const days = daysFrom(indiaDay(r.start), indiaDay(new Date(r.end.getTime() - 1)))
  return { agent, callSummary: summaryOf(byDay), series: seriesOf(days, byDay) }
}

/** Who the agent is, and the projects holding their leads that the caller sees. */
export async function agentDetails(
  db: Conn,
  auth: AuthContext,
  agentId: string,
): Promise<TAgentDetails> {
  const member = await agentMember(db, auth.orgId, agentId)
  if (!member) throw agentNotFound()
  const { _id, firstName, lastName, isActive, role, department } = member
  const projects = await agentProjects(db, dashboardLeads(auth, undefined), agentId)
  return { agent: { _id, firstName, lastName }, isActive, role, department, projects }
}

/** The agent's calls and meetings in the range, sorted and paged. */
export async function agentCalls(
  db: Conn,
  auth: AuthContext,
  agentId: string,
  q: z.output<typeof ZAgentCallQuery>,
) {
  if (!(await agentMember(db, auth.orgId, agentId))) throw agentNotFound()
  return agentCallPage(db, dashboardLeads(auth, q.projectId), rangeOf(q), agentId, q)
}
