import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  PAYMENT_PLAN_MODIFY_SCOPES,
  PAYMENT_PLAN_PATHS,
  PAYMENT_PLAN_READ_SCOPES,
  ZMilestoneAmounts,
  ZMilestoneAmountsQuery,
  ZPaymentPlan,
  ZPaymentPlanInput,
  ZPaymentPlanList,
  ZPaymentPlanQuery,
} from '../../../../../contract/payment-plans.ts'
import { SLUG_PARAMS } from '../../../../../contract/routes.ts'
import { mutation } from '../../../plugins/idempotency.ts'
import { ZSlugParams } from '../../../paging.ts'
import { authOf } from '../../../security/access.ts'
import {
  createPlan,
  deletePlan,
  listPlans,
  planMilestones,
  updatePlan,
} from './payment-plans.service.ts'

const IN_QUERY = { in: 'query', name: 'projectId' } as const
const ZPlanParams = ZSlugParams.extend({ planId: z.string().min(1) })

/** A project's payment plans and their milestones (decision 0049). */
export const paymentPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_PLAN_PATHS.list(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZPaymentPlanQuery,
        response: { 200: ZPaymentPlanList },
      },
      config: { access: { scope: PAYMENT_PLAN_READ_SCOPES, project: IN_QUERY } },
    },
    async (request) => listPlans(app.db, authOf(request), request.query.projectId),
  )

  app.get(
    PAYMENT_PLAN_PATHS.milestones(SLUG_PARAMS),
    {
      schema: {
        params: ZSlugParams,
        querystring: ZMilestoneAmountsQuery,
        response: { 200: ZMilestoneAmounts },
      },
      config: { access: { scope: PAYMENT_PLAN_READ_SCOPES, project: IN_QUERY } },
    },
    async (request) => planMilestones(app.db, authOf(request), request.query),
  )

  mutation(
    app,
    {
      method: 'POST',
      url: PAYMENT_PLAN_PATHS.list(SLUG_PARAMS),
      schema: {
        params: ZSlugParams,
        querystring: ZPaymentPlanQuery,
        body: ZPaymentPlanInput,
        response: { 201: ZPaymentPlan },
      },
      config: { access: { scope: PAYMENT_PLAN_MODIFY_SCOPES, project: IN_QUERY } },
    },
    async (request, tx) => ({
      status: 201,
      body: await createPlan(tx, authOf(request), request.query.projectId, request.body),
    }),
  )

  mutation(
    app,
    {
      method: 'PUT',
      url: PAYMENT_PLAN_PATHS.one(SLUG_PARAMS, ':planId'),
      schema: {
        params: ZPlanParams,
        querystring: ZPaymentPlanQuery,
        body: ZPaymentPlanInput,
        response: { 200: ZPaymentPlan },
      },
      config: { access: { scope: PAYMENT_PLAN_MODIFY_SCOPES, project: IN_QUERY } },
    },
    async (request, tx) => ({
      body: await updatePlan(
        tx,
        authOf(request),
        request.query.projectId,
        request.params.planId,
        request.body,
        new Date(),
      ),
    }),
  )

  mutation(
    app,
    {
      method: 'DELETE',
      url: PAYMENT_PLAN_PATHS.one(SLUG_PARAMS, ':planId'),
      schema: {
        params: ZPlanParams,
        querystring: ZPaymentPlanQuery,
        response: { 200: z.object({ _id: z.string() }) },
      },
      config: { access: { scope: PAYMENT_PLAN_MODIFY_SCOPES, project: IN_QUERY } },
    },
    async (request, tx) => {
      await deletePlan(tx, authOf(request), request.query.projectId, request.params.planId)
      return { body: { _id: request.params.planId } }
    },
  )
}
