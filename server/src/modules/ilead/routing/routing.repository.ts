import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Conn, Tx } from '../../../db/client.ts'
import { projects, routingRuleExecutives, routingRules, users } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'

export type RuleRow = typeof routingRules.$inferSelect

export interface RuleExecutiveRow {
  ruleId: string
  userId: string
  position: number
  isActive: boolean
  firstName: string
  lastName: string
}

/** A page of the organisation's rules within `where`, newest first, with the total. */
export function rulePage(db: Conn, where: SQL, page: PageRequest) {
  return paged(
    page,
    ({ limit, offset }) =>
      db
        .select()
        .from(routingRules)
        .where(where)
        .orderBy(desc(routingRules.createdAt), asc(routingRules.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(routingRules).where(where),
  )
}

export function rulesWhere(db: Conn, where: SQL) {
  return db
    .select()
    .from(routingRules)
    .where(where)
    .orderBy(desc(routingRules.isActive), desc(routingRules.createdAt), asc(routingRules.id))
}

export async function findRule(db: Conn, orgId: string, ruleId: string) {
  const [row] = await db
    .select()
    .from(routingRules)
    .where(and(eq(routingRules.orgId, orgId), eq(routingRules.id, ruleId)))
  return row
}

/** The rules' executives with their names, in turn order. */
export async function executivesOfRules(
  db: Conn,
  ruleIds: readonly string[],
): Promise<RuleExecutiveRow[]> {
  if (ruleIds.length === 0) return []
  return db
    .select({
      ruleId: routingRuleExecutives.ruleId,
      userId: routingRuleExecutives.userId,
      position: routingRuleExecutives.position,
      isActive: routingRuleExecutives.isActive,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(routingRuleExecutives)
    .innerJoin(users, eq(users.id, routingRuleExecutives.userId))
    .where(inArray(routingRuleExecutives.ruleId, [...ruleIds]))
    .orderBy(asc(routingRuleExecutives.ruleId), asc(routingRuleExecutives.position))
}

export async function projectNames(db: Conn, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, [...new Set(projectIds)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}

export async function insertRule(db: Conn, row: typeof routingRules.$inferInsert) {
  await db.insert(routingRules).values(row)
}

export async function updateRule(
  db: Conn,
  ruleId: string,
  set: Partial<typeof routingRules.$inferInsert>,
) {
  await db.update(routingRules).set(set).where(eq(routingRules.id, ruleId))
}

/**
 * The organisation's project, its row locked against another rule write until the transaction
 * ends (so two writes cannot both find no active rule and both make one). NO KEY UPDATE: leads
 * inserted meanwhile (their foreign key takes KEY SHARE) do not wait on it.
 */
export async function lockProjectForRules(tx: Tx, orgId: string, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)))
    .for('no key update')
  return row
}

/** Another active rule of the project than `exceptId`, if any. */
export async function activeRuleOf(db: Conn, projectId: string, exceptId?: string) {
  const [row] = await db
    .select({ id: routingRules.id })
    .from(routingRules)
    .where(
      and(
        eq(routingRules.projectId, projectId),
        eq(routingRules.isActive, true),
        exceptId ? sql`${routingRules.id} <> ${exceptId}` : undefined,
      ),
    )
  return row
}

/** Replaces the rule's executives with these, in this order. */
export async function replaceExecutives(
  tx: Tx,
  ruleId: string,
  executives: readonly { userId: string; isActive: boolean }[],
) {
  await tx.delete(routingRuleExecutives).where(eq(routingRuleExecutives.ruleId, ruleId))
  if (executives.length === 0) return
  await tx
    .insert(routingRuleExecutives)
    .values(executives.map((e, position) => ({ ruleId, ...e, position })))
}

/** Answers whether the executive was on the rule. */
export async function setExecutiveActive(
  db: Conn,
  ruleId: string,
  userId: string,
  isActive: boolean,
) {
  const rows = await db
    .update(routingRuleExecutives)
    .set({ isActive })
    .where(and(eq(routingRuleExecutives.ruleId, ruleId), eq(routingRuleExecutives.userId, userId)))
    .returning({ userId: routingRuleExecutives.userId })
  return rows.length > 0
}

/** Answers whether the executive was on the rule. */
export async function deleteExecutive(db: Conn, ruleId: string, userId: string) {
  const rows = await db
    .delete(routingRuleExecutives)
    .where(and(eq(routingRuleExecutives.ruleId, ruleId), eq(routingRuleExecutives.userId, userId)))
    .returning({ userId: routingRuleExecutives.userId })
  return rows.length > 0
}

// ---------------------------------------------------------------------------------------------
// Taking a turn

/**
 * The project's active rule, its row locked until the transaction ends: two leads created at
 * once take their turns one after the other, each seeing the position the other moved.
 */
export async function lockActiveRule(tx: Tx, orgId: string, projectId: string) {
  const [row] = await tx
    .select({ id: routingRules.id, lastPosition: routingRules.lastPosition })
    .from(routingRules)
    .where(
      and(
        eq(routingRules.orgId, orgId),
        eq(routingRules.projectId, projectId),
        eq(routingRules.isActive, true),
      ),
    )
    .for('update')
  return row
}

/** The rule's active executives who are active users, in turn order. */
export function activeTurns(tx: Tx, ruleId: string) {
  return tx
    .select({ userId: routingRuleExecutives.userId, position: routingRuleExecutives.position })
    .from(routingRuleExecutives)
    .innerJoin(users, eq(users.id, routingRuleExecutives.userId))
    .where(
      and(
        eq(routingRuleExecutives.ruleId, ruleId),
        eq(routingRuleExecutives.isActive, true),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(routingRuleExecutives.position))
}
