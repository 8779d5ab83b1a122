import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { LEAD_ERROR_CODES } from '../../../../../contract/leads.ts'
import {
  ROUTING_ERROR_CODES,
  ROUTING_MESSAGES,
  type TRoutingExecutive,
  type TRoutingRule,
  type ZRoutingExecutivesQuery,
  type ZRoutingRuleInput,
  type ZRoutingRuleQuery,
} from '../../../../../contract/routing-rules.ts'
import { WILDCARD_SCOPE, hasScope } from '../../../../../contract/scopes.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { routingRules } from '../../../db/schema.ts'
import { AppError, conflict } from '../../../errors.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { userHashOf } from '../../auth/session.service.ts'
import { leadExecutive, loadLeadExecutives } from '../leads/executives.service.ts'
import {
  activeRuleOf,
  activeTurns,
  deleteExecutive,
  executivesOfRules,
  findRule,
  insertRule,
  lockActiveRule,
  lockProjectForRules,
  projectNames,
  replaceExecutives,
  rulePage,
  rulesWhere,
  setExecutiveActive,
  updateRule,
  type RuleExecutiveRow,
  type RuleRow,
} from './routing.repository.ts'

type TInput = z.output<typeof ZRoutingRuleInput>

const SCOPE = 'DXP_MODIFY_ROUTING'

const ruleNotFound = () => new AppError(404, ROUTING_ERROR_CODES.notFound, 'Routing rule not found')

const unknownProject = () =>
  new AppError(422, LEAD_ERROR_CODES.unknownProject, 'This project is not in your organisation', {
    fields: [{ field: 'projectId', message: 'Unknown project' }],
  })

const activeExists = () =>
  conflict(ROUTING_ERROR_CODES.activeExists, ROUTING_MESSAGES.activeExists, {
    fields: [{ field: 'isActive', message: ROUTING_MESSAGES.activeExists }],
  })

/** The projects where the caller may edit routing: every one, or these. */
function routingReach(auth: AuthContext): 'all' | string[] {
  const projects = new Set<string>()
  for (const g of auth.grants) {
    if (g.name === WILDCARD_SCOPE) return 'all'
    if (g.name !== SCOPE) continue
    if (g.projects.length === 0) return 'all'
    for (const p of g.projects) projects.add(p)
  }
  return [...projects]
}

function inReach(auth: AuthContext): SQL {
  const reach = routingReach(auth)
  const org = eq(routingRules.orgId, auth.orgId)
  if (reach === 'all') return org
  return and(org, reach.length ? inArray(routingRules.projectId, reach) : sql`false`) as SQL
}

function requireOn(auth: AuthContext, projectId: string) {
  if (!hasScope(auth.grants, SCOPE, projectId)) throw permissionDenied()
}

const toExecutive = (e: {
  userId: string
  firstName: string
  lastName: string
}): TRoutingExecutive => ({
  _id: e.userId,
  profile: { firstName: e.firstName, lastName: e.lastName },
  userHash: userHashOf(e.userId),
})

/** The rules as the wire has them; the project's name with `mapProjects`. */
async function toRules(db: Conn, rows: RuleRow[], mapProjects: boolean): Promise<TRoutingRule[]> {
  const [executives, names] = await Promise.all([
    executivesOfRules(
      db,
      rows.map((r) => r.id),
    ),
    mapProjects
      ? projectNames(
          db,
          rows.map((r) => r.projectId),
        )
      : undefined,
  ])
  const byRule = new Map<string, RuleExecutiveRow[]>()
  for (const e of executives) byRule.set(e.ruleId, [...(byRule.get(e.ruleId) ?? []), e])
  return rows.map((r) => ({
    _id: r.id,
    projectId: r.projectId,
    ...(names ? { project: { _id: r.projectId, projectName: names.get(r.projectId) ?? '' } } : {}),
    isActive: r.isActive,
    executives: (byRule.get(r.id) ?? []).map((e) => ({ ...toExecutive(e), isActive: e.isActive })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }))
}

async function oneRule(db: Conn, row: RuleRow) {
  const [rule] = await toRules(db, [row], true)
  return rule!
}

/** The rule, in the caller's organisation (else 404) and on a project they route (else 403). */
async function ruleOf(db: Conn, auth: AuthContext, ruleId: string) {
  const row = await findRule(db, auth.orgId, ruleId)
  if (!row) throw ruleNotFound()
  requireOn(auth, row.projectId)
  return row
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function listRules(
  db: Conn,
  auth: AuthContext,
  q: z.output<typeof ZRoutingRuleQuery>,
) {
  const { rows, pageInfo } = await rulePage(db, inReach(auth), q)
  return { items: await toRules(db, rows, q.mapRelatedEntities ?? false), pageInfo }
}

export async function getRule(db: Conn, auth: AuthContext, ruleId: string) {
  return oneRule(db, await ruleOf(db, auth, ruleId))
}

export async function projectRules(db: Conn, auth: AuthContext, projectId: string) {
  requireOn(auth, projectId)
  const rows = await rulesWhere(
    db,
    and(eq(routingRules.orgId, auth.orgId), eq(routingRules.projectId, projectId)) as SQL,
  )
  return { items: await toRules(db, rows, true) }
}

/**
 * Who a rule of the project may name: active members in a lead permission group reaching the
 * project, administrators excluded; by name, narrowed by a keyword on the name.
 */
export async function routingExecutives(
  db: Conn,
  auth: AuthContext,
  projectId: string,
  q: z.output<typeof ZRoutingExecutivesQuery>,
) {
  requireOn(auth, projectId)
  const keyword = q.keyword?.toLowerCase()
  const items = (await loadLeadExecutives(db, auth.orgId))
    .filter((e) => e.projectIds.includes(projectId))
    .filter((e) => !keyword || `${e.firstName} ${e.lastName}`.toLowerCase().includes(keyword))
    .slice(0, q.limit)
    .map((e) => toExecutive({ userId: e.id, firstName: e.firstName, lastName: e.lastName }))
  return { items }
}

// ---------------------------------------------------------------------------------------------
// Writes

/** Refuses (422 naming `executives.<i>.userId`) anyone who cannot own the project's leads. */
async function checkExecutives(tx: Tx, auth: AuthContext, projectId: string, input: TInput) {
  const allowed = new Set(
    (await loadLeadExecutives(tx, auth.orgId))
      .filter((e) => e.projectIds.includes(projectId))
      .map((e) => e.id),
  )
  const fields = input.executives
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => !allowed.has(e.userId))
    .map(({ i }) => ({
      field: `executives.${i}.userId`,
      message: ROUTING_MESSAGES.executiveInvalid,
    }))
  if (fields.length) {
    throw new AppError(
      422,
      ROUTING_ERROR_CODES.executiveInvalid,
      ROUTING_MESSAGES.executiveInvalid,
      {
        fields,
      },
    )
  }
}

async function checkInput(tx: Tx, auth: AuthContext, input: TInput, ruleId?: string) {
  if (!(await lockProjectForRules(tx, auth.orgId, input.projectId))) throw unknownProject()
  requireOn(auth, input.projectId)
  await checkExecutives(tx, auth, input.projectId, input)
  if (input.isActive && (await activeRuleOf(tx, input.projectId, ruleId))) throw activeExists()
}

export async function createRule(tx: Tx, auth: AuthContext, input: TInput, now: Date) {
  await checkInput(tx, auth, input)
  const id = randomUUID()
  await insertRule(tx, {
    id,
    orgId: auth.orgId,
    projectId: input.projectId,
    isActive: input.isActive,
    createdAt: now,
    updatedAt: now,
  })
  await replaceExecutives(tx, id, input.executives)
  return oneRule(tx, (await findRule(tx, auth.orgId, id))!)
}

/**
 * Replaces the rule's project, executives (in the new order) and state. The turn stays with
 * whoever had the last lead, when they are still on the rule; otherwise it starts again.
 */
export async function replaceRule(
  tx: Tx,
  auth: AuthContext,
  ruleId: string,
  input: TInput,
  now: Date,
) {
  const row = await ruleOf(tx, auth, ruleId)
  await checkInput(tx, auth, input, ruleId)
  const [last] = (await executivesOfRules(tx, [ruleId])).filter(
    (e) => e.position === row.lastPosition,
  )
  const lastPosition = last ? input.executives.findIndex((e) => e.userId === last.userId) : -1
  await updateRule(tx, ruleId, {
    projectId: input.projectId,
    isActive: input.isActive,
    lastPosition: input.projectId === row.projectId ? lastPosition : -1,
    updatedAt: now,
  })
  await replaceExecutives(tx, ruleId, input.executives)
  return oneRule(tx, (await findRule(tx, auth.orgId, ruleId))!)
}

export async function setRuleActive(
  tx: Tx,
  auth: AuthContext,
  ruleId: string,
  isActive: boolean,
  now: Date,
) {
  const row = await ruleOf(tx, auth, ruleId)
  if (row.isActive !== isActive) {
    if (isActive) {
      await lockProjectForRules(tx, auth.orgId, row.projectId)
      if (await activeRuleOf(tx, row.projectId, ruleId)) throw activeExists()
    }
    await updateRule(tx, ruleId, { isActive, updatedAt: now })
  }
  return oneRule(tx, (await findRule(tx, auth.orgId, ruleId))!)
}

const executiveNotFound = () =>
  new AppError(404, ROUTING_ERROR_CODES.executiveNotFound, 'This executive is not on the rule')

export async function setRuleExecutiveActive(
  tx: Tx,
  auth: AuthContext,
  ruleId: string,
  userId: string,
  isActive: boolean,
  now: Date,
) {
  await ruleOf(tx, auth, ruleId)
  if (!(await setExecutiveActive(tx, ruleId, userId, isActive))) throw executiveNotFound()
  await updateRule(tx, ruleId, { updatedAt: now })
  return oneRule(tx, (await findRule(tx, auth.orgId, ruleId))!)
}

export async function removeRuleExecutive(
  tx: Tx,
  auth: AuthContext,
  ruleId: string,
  userId: string,
  now: Date,
) {
  await ruleOf(tx, auth, ruleId)
  if (!(await deleteExecutive(tx, ruleId, userId))) throw executiveNotFound()
  await updateRule(tx, ruleId, { updatedAt: now })
  return oneRule(tx, (await findRule(tx, auth.orgId, ruleId))!)
}

// ---------------------------------------------------------------------------------------------
// Taking a turn

/**
 * Who a new lead of the project without an owner goes to: the next active executive of the
 * project's active rule after the one who had the last lead (round robin), skipping anyone who
 * can no longer own the project's leads. The rule's row stays locked until the lead's
 * transaction ends, so leads created at once take successive turns. Undefined when the project
 * has no active rule or nobody on it can take the lead.
 */
export async function takeTurn(
  tx: Tx,
  orgId: string,
  projectId: string,
): Promise<{ userId: string; ruleId: string } | undefined> {
  return (await takeTurns(tx, orgId, projectId, 1))[0]
}

/**
 * `count` successive turns at once, for leads made together (bulk upload): the same executives,
 * in the same order, as `count` calls of takeTurn would give, under the same row lock, with each
 * executive's eligibility read once rather than once a lead. An array of `count` undefineds when
 * the project has no active rule or nobody on it can take a lead.
 */
export async function takeTurns(
  tx: Tx,
  orgId: string,
  projectId: string,
  count: number,
): Promise<({ userId: string; ruleId: string } | undefined)[]> {
  const none = () => Array.from({ length: count }, () => undefined)
  if (count <= 0) return []
  const rule = await lockActiveRule(tx, orgId, projectId)
  if (!rule) return none()
  const eligible: { userId: string; position: number }[] = []
  for (const turn of await activeTurns(tx, rule.id)) {
    const executive = await leadExecutive(tx, orgId, turn.userId)
    if (executive?.projectIds.includes(projectId)) eligible.push(turn)
  }
  if (!eligible.length) return none()
  const order = [
    ...eligible.filter((t) => t.position > rule.lastPosition),
    ...eligible.filter((t) => t.position <= rule.lastPosition),
  ]
  const turns = Array.from({ length: count }, (_, i) => order[i % order.length]!)
  await updateRule(tx, rule.id, { lastPosition: turns.at(-1)!.position })
  return turns.map((t) => ({ userId: t.userId, ruleId: rule.id }))
}
