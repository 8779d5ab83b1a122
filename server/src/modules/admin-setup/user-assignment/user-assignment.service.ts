import {
  USER_ASSIGNMENT_ERROR_CODES as CODES,
  USER_ASSIGNMENT_MESSAGES as MESSAGES,
  type TAssignUserInput,
  type TAssignedUser,
  type TCandidate,
  type TProjectUserRoles,
} from '../../../../../contract/user-assignment.ts'
import { WILDCARD_SCOPE } from '../../../../../contract/scopes.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError, conflict, notFound } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import { projectOfOrg } from '../buildings/buildings.repository.ts'
import * as repo from './user-assignment.repository.ts'

/*
 * A user's grant (user_permission_groups row) lists the projects its group applies to; an empty
 * list means every project, as does a wildcard group (decision 0045). Assigning adds this project
 * to the chosen groups' lists (a new grant lists this project alone); unassigning takes it out of
 * every list naming it and deletes a grant whose list would become empty, since an empty list
 * would mean every project. A grant on every project is never narrowed here: that would take
 * away projects made later, without anyone asking.
 */

interface TGrant {
  projectIds: readonly string[]
  permissions: readonly string[]
}
const everyProject = (g: TGrant) =>
  g.permissions.includes(WILDCARD_SCOPE) || g.projectIds.length === 0
const reaches = (g: TGrant, projectId: string) =>
  everyProject(g) || g.projectIds.includes(projectId)

const fieldError = (status: number, code: string, message: string, field: string) =>
  new AppError(status, code, message, { fields: [{ field, message }] })

async function requireProject(db: Conn, auth: AuthContext, projectId: string) {
  if (!(await projectOfOrg(db, auth.orgId, projectId))) throw notFound('Project not found')
}

/** Who works on the project, by department, with the groups that give it to them. */
export async function projectUserRoles(
  db: Conn,
  auth: AuthContext,
  projectId: string,
): Promise<TProjectUserRoles> {
  await requireProject(db, auth, projectId)
  const [rows, groups] = await Promise.all([
    repo.staffWithGroups(db, auth.orgId),
    repo.orgGroups(db, auth.orgId),
  ])
  const people = new Map<string, TAssignedUser>()
  for (const r of rows) {
    let person = people.get(r.userId)
    if (!person) {
      const { userId, firstName, lastName, isActive, role, department } = r
      person = { _id: userId, firstName, lastName, isActive, role, department, groups: [] }
      people.set(r.userId, person)
    }
    if (r.groupId && r.displayName && r.permissions && r.projectIds) {
      const grant = { permissions: r.permissions, projectIds: r.projectIds }
      if (reaches(grant, projectId))
        person.groups.push({
          _id: r.groupId,
          displayName: r.displayName,
          allProjects: everyProject(grant),
        })
    }
  }
  const departments = new Map<string, TAssignedUser[]>()
  const candidates: TCandidate[] = []
  for (const person of people.values()) {
    if (person.groups.length > 0) {
      const list = departments.get(person.department) ?? []
      list.push(person)
      departments.set(person.department, list)
    } else if (person.isActive) {
      const { _id, firstName, lastName, role, department } = person
      candidates.push({ _id, firstName, lastName, role, department })
    }
  }
  return {
    projectId,
    departments: [...departments]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([department, users]) => ({ department, users })),
    groups: groups
      .filter((g) => !g.permissions.includes(WILDCARD_SCOPE))
      .map((g) => ({ _id: g.id, displayName: g.displayName })),
    candidates,
  }
}

async function requireStaff(tx: Conn, auth: AuthContext, userId: string, status: 400 | 404) {
  const member = await repo.staffMember(tx, auth.orgId, userId)
  if (!member || (status === 400 && !member.isActive))
    throw fieldError(status, CODES.unknownUser, MESSAGES.unknownUser, 'userId')
}

/** Gives the user the project through these groups; their other projects stay as they were. */
export async function assignUser(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  input: TAssignUserInput,
): Promise<TProjectUserRoles> {
  await requireProject(tx, auth, projectId)
  await requireStaff(tx, auth, input.userId, 400)
  const groups = new Map((await repo.orgGroups(tx, auth.orgId)).map((g) => [g.id, g]))
  for (const id of input.groupIds) {
    const group = groups.get(id)
    if (!group) throw fieldError(400, CODES.unknownGroup, MESSAGES.unknownGroup, 'groupIds')
    if (group.permissions.includes(WILDCARD_SCOPE))
      throw fieldError(400, CODES.everyProjectGroup, MESSAGES.everyProjectGroup, 'groupIds')
  }
  const grants = await repo.lockUserGrants(tx, auth.orgId, input.userId)
  for (const groupId of new Set(input.groupIds)) {
    const grant = grants.find((g) => g.groupId === groupId)
    if (!grant) await repo.insertGrant(tx, input.userId, groupId, [projectId])
    else if (!reaches(grant, projectId))
      await repo.setGrantProjects(tx, input.userId, groupId, [...grant.projectIds, projectId])
  }
  await repo.bumpReadGeneration(tx, auth.orgId)
  return projectUserRoles(tx, auth, projectId)
}

/** Takes the project away from the user, in every group that names it; nothing else changes. */
export async function unassignUser(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  userId: string,
): Promise<TProjectUserRoles> {
  await requireProject(tx, auth, projectId)
  await requireStaff(tx, auth, userId, 404)
  const grants = (await repo.lockUserGrants(tx, auth.orgId, userId)).filter((g) =>
    reaches(g, projectId),
  )
  if (grants.length === 0) throw notFound(MESSAGES.notAssigned)
  const everywhere = grants.filter(everyProject)
  if (everywhere.length > 0)
    throw conflict(CODES.allProjects, MESSAGES.allProjects, {
      groups: everywhere.map((g) => g.displayName),
    })
  for (const grant of grants) {
    const rest = grant.projectIds.filter((id) => id !== projectId)
    if (rest.length === 0) await repo.deleteGrant(tx, userId, grant.groupId)
    else await repo.setGrantProjects(tx, userId, grant.groupId, rest)
  }
  await repo.bumpReadGeneration(tx, auth.orgId)
  return projectUserRoles(tx, auth, projectId)
}
