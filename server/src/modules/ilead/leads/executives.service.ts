import { WILDCARD_SCOPE } from '../../../../../contract/scopes.ts'
import { AppError } from '../../../errors.ts'
import { LEAD_ERROR_CODES } from '../../../../../contract/leads.ts'
import type { Conn } from '../../../db/client.ts'
import { leadGroupMembers, projectIdsOfOrg } from './executives.repository.ts'

/** What makes a permission group a lead group: its members work leads. */
const LEAD_GROUP_SCOPES = ['DXP_ADD_LEAD', 'DXP_CALLSNCHAT']

export interface LeadExecutive {
  id: string
  firstName: string
  lastName: string
  /** The organisation's projects their lead groups reach. */
  projectIds: string[]
}

/**
 * The people leads may be assigned to: active members of the organisation
 * in a lead permission group, administrators excluded (an admin membership, or any group holding
 * the wildcard). Ordered by name.
 */
export function loadLeadExecutives(db: Conn, orgId: string): Promise<LeadExecutive[]> {
  return executivesOf(db, orgId)
}

/** One person, if leads may be assigned to them: a write checks its assignee with this alone. */
export async function leadExecutive(
  db: Conn,
  orgId: string,
  userId: string,
): Promise<LeadExecutive | undefined> {
  const [executive] = await executivesOf(db, orgId, userId)
  return executive
}

async function executivesOf(db: Conn, orgId: string, userId?: string): Promise<LeadExecutive[]> {
  const [rows, orgProjects] = await Promise.all([
    leadGroupMembers(db, orgId, userId),
    projectIdsOfOrg(db, orgId),
  ])
  const allProjects = [...orgProjects].sort()
  const people = new Map<string, LeadExecutive & { admin: boolean; reach: Set<string> | 'all' }>()
  for (const row of rows) {
    let person = people.get(row.id)
    if (!person) {
      person = { ...row, projectIds: [], admin: false, reach: new Set() }
      people.set(row.id, person)
    }
    if (row.permissions.includes(WILDCARD_SCOPE)) person.admin = true
    if (!row.permissions.some((p) => LEAD_GROUP_SCOPES.includes(p))) continue
    if (row.projectIds.length === 0) person.reach = 'all'
    else if (person.reach !== 'all') for (const p of row.projectIds) person.reach.add(p)
  }
  return [...people.values()]
    .filter((p) => !p.admin && (p.reach === 'all' || p.reach.size > 0))
    .map(({ id, firstName, lastName, reach }) => ({
      id,
      firstName,
      lastName,
      projectIds: reach === 'all' ? allProjects : allProjects.filter((p) => reach.has(p)),
    }))
}

export const assigneeInvalid = (field: string) =>
  new AppError(
    422,
    LEAD_ERROR_CODES.assigneeInvalid,
    'This person cannot be given leads of this project',
    { fields: [{ field, message: 'Not a lead executive of this project' }] },
  )

/** Refuses (422 ASSIGNEE_INVALID) an assignee who cannot own leads of every one of the projects. */
export async function checkAssignee(
  db: Conn,
  orgId: string,
  assigneeId: string,
  projectIds: readonly string[],
  field = 'assigneeId',
): Promise<void> {
  const executive = await leadExecutive(db, orgId, assigneeId)
  if (!executive || !projectIds.every((p) => executive.projectIds.includes(p))) {
    throw assigneeInvalid(field)
  }
}
