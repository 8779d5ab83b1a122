import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { WILDCARD_SCOPE, hasScope, type TScope } from '../../../../../contract/scopes.ts'
import { BOOKING_READ_SCOPES } from '../../../../../contract/bookings.ts'
import { LEAD_READ_SCOPES } from '../../../../../contract/leads.ts'
import { leads } from '../../../db/schema.ts'
import type { AuthContext } from '../../../security/access.ts'

/** Where a set of grants reaches: every project, or these. */
export type Reach = 'all' | Set<string>

function reachOf(auth: AuthContext, scopes: readonly string[]): Reach {
  const projects = new Set<string>()
  for (const g of auth.grants) {
    if (g.name === WILDCARD_SCOPE) return 'all'
    if (!scopes.includes(g.name)) continue
    if (g.projects.length === 0) return 'all'
    for (const p of g.projects) projects.add(p)
  }
  return projects
}

const inReach = (reach: Reach, column: PgColumn): SQL | undefined =>
  reach === 'all' ? undefined : reach.size ? inArray(column, [...reach]) : sql`false`

/** The columns the visibility rule reads: `leads`, or a table keyed like it (`lead_counts`). */
export interface LeadKeyColumns {
  orgId: PgColumn
  projectId: PgColumn
  assigneeId: PgColumn
}

/**
 * The one rule of which leads a caller may see, as a condition on `leads`: in the caller's
 * organisation, every lead of a project where they hold DXP_LEAD_ASSIGNMENT, and in the other
 * projects where they hold a read scope only the leads assigned to them. Every lead read and
 * write goes through it; a lead outside it does not exist for the caller (404). The same rule
 * over `lead_counts` counts exactly the leads it lets the caller see.
 */
export function leadVisibility(auth: AuthContext, on: LeadKeyColumns = leads): SQL {
  const { all, read } = leadAccess(auth)
  const own = and(eq(on.assigneeId, auth.userId), inReach(read, on.projectId))
  const visible = all === 'all' ? undefined : or(inReach(all, on.projectId), own)
  return and(eq(on.orgId, auth.orgId), visible) as SQL
}

/** Where the caller sees every lead (`all`) and where their own (`read`): the rule's inputs. */
export function leadAccess(auth: AuthContext): { all: Reach; read: Reach } {
  return { all: reachOf(auth, ['DXP_LEAD_ASSIGNMENT']), read: reachOf(auth, LEAD_READ_SCOPES) }
}

/** The projects where the caller may read leads' contact details in full. */
export const unmaskReach = (auth: AuthContext): Reach => reachOf(auth, ['DXP_MODIFY_UNMASK_LEAD'])

/** Whether the caller sees every lead of the project (not only their own). */
export function seesAllLeadsOf(auth: AuthContext, projectId: string): boolean {
  return hasScope(auth.grants, 'DXP_LEAD_ASSIGNMENT', projectId)
}

/** The projects where the caller may read some leads: every one, or these. */
export function leadReadableProjects(auth: AuthContext): 'all' | string[] {
  const reach = reachOf(auth, LEAD_READ_SCOPES)
  return reach === 'all' ? 'all' : [...reach]
}

/** Whether the caller holds any of the scopes on the project. */
export function holdsOn(auth: AuthContext, scopes: readonly TScope[], projectId: string): boolean {
  return scopes.some((s) => hasScope(auth.grants, s, projectId))
}

/** Whether the caller may read the bookings of the project's leads (on top of seeing the lead). */
export const readsBookingsOf = (auth: AuthContext, projectId: string) =>
  holdsOn(auth, BOOKING_READ_SCOPES, projectId)
