import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import {
  ROUTING_PATHS,
  ZActiveInput,
  ZProjectRoutingRules,
  ZRoutingExecutiveList,
  ZRoutingExecutivesQuery,
  ZRoutingRule,
  ZRoutingRuleInput,
  ZRoutingRuleList,
  ZRoutingRuleQuery,
} from '../../../../../contract/routing-rules.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import {
  createRule,
  getRule,
  listRules,
  projectRules,
  removeRuleExecutive,
  replaceRule,
  routingExecutives,
  setRuleActive,
  setRuleExecutiveActive,
} from './routing.service.ts'

const ZRuleParams = ZSlugParams.extend({ ruleId: z.string().min(1) })
const ZRuleExecutiveParams = ZRuleParams.extend({ userId: z.string().min(1) })
const ZProjectParams = ZSlugParams.extend({ projectId: z.string().min(1) })

/** On some project; a rule's own project is checked by the service. */
const ROUTING = { access: { scope: 'DXP_MODIFY_ROUTING' } } as const
const ON_PROJECT = {
  access: { scope: 'DXP_MODIFY_ROUTING', project: { in: 'params', name: 'projectId' } },
} as const

/** Lead settings: routing rules, their executives, and who a project's rule may name. */
export const routingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTING_PATHS.rules(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZRoutingRuleQuery,
        response: { 200: ZRoutingRuleList },
      },
      config: ROUTING,
    },
    async (request) => listRules(app.db, authOf(request), request.query),
  )

  app.get(
    ROUTING_PATHS.rule(SLUG_PARAMS, ':ruleId'),
    { schema: { params: ZRuleParams, response: { 200: ZRoutingRule } }, config: ROUTING },
    async (request) => getRule(app.db, authOf(request), request.params.ruleId),
  )

  app.get(
    ROUTING_PATHS.projectRules(SLUG_PARAMS, ':projectId'),
    {
      schema: { params: ZProjectParams, response: { 200: ZProjectRoutingRules } },
      config: ON_PROJECT,
    },
    async (request) => projectRules(app.db, authOf(request), request.params.projectId),
  )

  app.get(
    ROUTING_PATHS.projectExecutives(SLUG_PARAMS, ':projectId'),
    {
      schema: {
        params: ZProjectParams,
        querystring: ZRoutingExecutivesQuery,
        response: { 200: ZRoutingExecutiveList },
      },
      config: ON_PROJECT,
    },
    async (request) =>
      routingExecutives(app.db, authOf(request), request.params.projectId, request.query),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: ROUTING_PATHS.rules(SLUG_PARAMS),
      schema: { params: ZSlugParams, body: ZRoutingRuleInput, response: { 201: ZRoutingRule } },
      config: ROUTING,
    },
    async (request, tx) => ({
      status: 201,
      body: await createRule(tx, authOf(request), request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'PUT',
      url: ROUTING_PATHS.rule(SLUG_PARAMS, ':ruleId'),
      schema: { params: ZRuleParams, body: ZRoutingRuleInput, response: { 200: ZRoutingRule } },
      config: ROUTING,
    },
    async (request, tx) => ({
      body: await replaceRule(tx, authOf(request), request.params.ruleId, request.body, new Date()),
    }),
  )

  mutation(
    app,
    {
      method: 'PUT',
      url: ROUTING_PATHS.ruleActive(SLUG_PARAMS, ':ruleId'),
      schema: { params: ZRuleParams, body: ZActiveInput, response: { 200: ZRoutingRule } },
      config: ROUTING,
    },
    async (request, tx) => ({
      body: await setRuleActive(
        tx,
        authOf(request),
        request.params.ruleId,
        request.body.isActive,
        new Date(),
      ),
    }),
  )

  mutation(
    app,
    {
      method: 'PATCH',
      url: ROUTING_PATHS.ruleExecutive(SLUG_PARAMS, ':ruleId', ':userId'),
      schema: {
        params: ZRuleExecutiveParams,
        body: ZActiveInput,
        response: { 200: ZRoutingRule },
      },
      config: ROUTING,
    },
    async (request, tx) => ({
      body: await setRuleExecutiveActive(
        tx,
        authOf(request),
        request.params.ruleId,
        request.params.userId,
        request.body.isActive,
        new Date(),
      ),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: ROUTING_PATHS.ruleExecutive(SLUG_PARAMS, ':ruleId', ':userId'),
      schema: { params: ZRuleExecutiveParams, response: { 200: ZRoutingRule } },
      config: ROUTING,
    },
    async (request, tx) => ({
      body: await removeRuleExecutive(
        tx,
        authOf(request),
        request.params.ruleId,
        request.params.userId,
        new Date(),
      ),
    }),
  )
}
