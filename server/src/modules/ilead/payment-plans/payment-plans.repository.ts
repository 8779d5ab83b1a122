import { and, asc, count, eq } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { bookings, paymentPlans, projects } from '../../../db/schema.ts'

export type PaymentPlanRecord = typeof paymentPlans.$inferSelect

/** The project's plans (of the organisation), by name. */
export function plansOfProject(db: Conn, orgId: string, projectId: string) {
  return db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.orgId, orgId), eq(paymentPlans.projectId, projectId)))
    .orderBy(asc(paymentPlans.name))
}

export async function planOfProject(db: Conn, orgId: string, projectId: string, planId: string) {
  const [found] = await db
    .select()
    .from(paymentPlans)
    .where(
      and(
        eq(paymentPlans.id, planId),
        eq(paymentPlans.orgId, orgId),
        eq(paymentPlans.projectId, projectId),
      ),
    )
  return found
}

export async function projectOfOrg(db: Conn, orgId: string, projectId: string) {
  const [found] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)))
  return found
}

/** Inserts the plan; undefined when the project already has a plan of its name. */
export async function insertPlan(db: Conn, plan: typeof paymentPlans.$inferInsert) {
  const [saved] = await db.insert(paymentPlans).values(plan).onConflictDoNothing().returning()
  return saved
}

/** Whether another plan of the project has the name. */
export async function nameTaken(db: Conn, projectId: string, name: string, exceptId: string) {
  const [found] = await db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.projectId, projectId), eq(paymentPlans.name, name)))
  return Boolean(found && found.id !== exceptId)
}

export async function updatePlan(
  db: Conn,
  planId: string,
  change: Pick<PaymentPlanRecord, 'name' | 'milestones' | 'updatedAt'>,
) {
  const [saved] = await db
    .update(paymentPlans)
    .set(change)
    .where(eq(paymentPlans.id, planId))
    .returning()
  return saved
}

export async function bookingsUsingPlan(db: Conn, planId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.paymentPlanId, planId))
  return row?.n ?? 0
}

export async function deletePlan(db: Conn, planId: string) {
  await db.delete(paymentPlans).where(eq(paymentPlans.id, planId))
}
