import { randomUUID } from 'node:crypto'
import {
  PAYMENT_PLAN_MESSAGES,
  milestoneAmounts,
  type TMilestoneAmounts,
  type TPaymentPlan,
  type TPaymentPlanInput,
  type TPaymentPlanList,
} from '../../../../../contract/payment-plans.ts'
import type { Conn } from '../../../db/client.ts'
import { conflict, notFound } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import { fieldError } from '../field-actions.ts'
import * as repo from './payment-plans.repository.ts'

/** The routes checked the scope on the query's project; the services keep to the organisation. */

export function toPlan(record: repo.PaymentPlanRecord): TPaymentPlan {
  return {
    _id: record.id,
    projectId: record.projectId,
    name: record.name,
    milestones: record.milestones,
    updatedAt: record.updatedAt.toISOString(),
  }
}

export async function listPlans(
  db: Conn,
  auth: AuthContext,
  projectId: string,
): Promise<TPaymentPlanList> {
  return { items: (await repo.plansOfProject(db, auth.orgId, projectId)).map(toPlan) }
}

const nameTaken = () => fieldError('name', PAYMENT_PLAN_MESSAGES.nameTaken)

export async function createPlan(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  input: TPaymentPlanInput,
): Promise<TPaymentPlan> {
  if (!(await repo.projectOfOrg(tx, auth.orgId, projectId))) throw notFound('Project not found')
  const saved = await repo.insertPlan(tx, {
    id: randomUUID(),
    orgId: auth.orgId,
    projectId,
    name: input.name,
    milestones: input.milestones,
  })
  if (!saved) throw nameTaken()
  return toPlan(saved)
}

async function requirePlan(db: Conn, auth: AuthContext, projectId: string, planId: string) {
  const plan = await repo.planOfProject(db, auth.orgId, projectId, planId)
  if (!plan) throw notFound(PAYMENT_PLAN_MESSAGES.notFound)
  return plan
}

export async function updatePlan(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  planId: string,
  input: TPaymentPlanInput,
  now: Date,
): Promise<TPaymentPlan> {
  await requirePlan(tx, auth, projectId, planId)
  if (await repo.nameTaken(tx, projectId, input.name, planId)) throw nameTaken()
  const saved = await repo.updatePlan(tx, planId, {
    name: input.name,
    milestones: input.milestones,
    updatedAt: now,
  })
  return toPlan(saved!)
}

/** A plan a booking (or a draft) names stays: the booking's schedule would lose its shares. */
export async function deletePlan(tx: Conn, auth: AuthContext, projectId: string, planId: string) {
  await requirePlan(tx, auth, projectId, planId)
  if ((await repo.bookingsUsingPlan(tx, planId)) > 0)
    throw conflict('PAYMENT_PLAN_IN_USE', PAYMENT_PLAN_MESSAGES.inUse)
  await repo.deletePlan(tx, planId)
}

export async function planMilestones(
  db: Conn,
  auth: AuthContext,
  query: { projectId: string; paymentPlanId: string; total: number },
): Promise<TMilestoneAmounts> {
  const plan = await requirePlan(db, auth, query.projectId, query.paymentPlanId)
  return {
    plan: toPlan(plan),
    total: query.total,
    amounts: milestoneAmounts(query.total, plan.milestones),
  }
}
