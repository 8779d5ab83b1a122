import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DASHBOARD_PATHS,
  ZAgentCallList,
  ZAgentCallQuery,
  ZAgentDetails,
  ZAgentPageQuery,
  ZAgentPerformanceList,
  ZAgentStats,
  ZDashboardQuery,
} from '../../../../../contract/dashboards.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { ZSlugParams } from '../../../paging.ts'
import { CACHE_WRITES_ONLY } from '../../../plugins/read-cache.ts'
import { authOf } from '../../../security/access.ts'
import { agentCalls, agentDetails, agentPerformance, agentStats } from './agents.service.ts'

/** Agent performance is a manager's view: their teams over the leads of their projects. */
const MANAGER = {
  scope: 'DXP_LEAD_ASSIGNMENT',
  project: { in: 'query', name: 'projectId' },
} as const
const ZAgentParams = ZSlugParams.extend({ userId: z.string().min(1) })

/** agent-moderation: the agent list, an agent's stats, details, and calls and meetings. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: MANAGER, readCache: CACHE_WRITES_ONLY }

  app.get(
    DASHBOARD_PATHS.agents(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZAgentPageQuery,
        response: { 200: ZAgentPerformanceList },
      },
      config,
    },
    async (request) => agentPerformance(app.db, authOf(request), request.query),
  )

  app.get(
    DASHBOARD_PATHS.agentStats(SLUG_PARAMS, ':userId'),
    {
      schema: {
        params: ZAgentParams,
        querystring: ZDashboardQuery,
        response: { 200: ZAgentStats },
      },
      config,
    },
    async (request) => agentStats(app.db, authOf(request), request.params.userId, request.query),
  )

  app.get(
    DASHBOARD_PATHS.agentDetails(SLUG_PARAMS, ':userId'),
    { schema: { params: ZAgentParams, response: { 200: ZAgentDetails } }, config },
    async (request) => agentDetails(app.db, authOf(request), request.params.userId),
  )

  app.get(
    DASHBOARD_PATHS.agentCalls(SLUG_PARAMS, ':userId'),
    {
      schema: {
        params: ZAgentParams,
        querystring: ZAgentCallQuery,
        response: { 200: ZAgentCallList },
      },
      config,
    },
    async (request) => agentCalls(app.db, authOf(request), request.params.userId, request.query),
  )
}
