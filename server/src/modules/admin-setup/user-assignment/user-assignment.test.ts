import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import { LEAD_PATHS } from '../../../../../contract/leads.ts'
import {
  USER_ASSIGNMENT_MESSAGES,
  USER_ASSIGNMENT_PATHS,
  type TProjectUserRoles,
} from '../../../../../contract/user-assignment.ts'
import { permissionGroups, userPermissionGroups } from '../../../db/schema.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
let groupIds: Record<string, string>
beforeAll(async () => {
  suite = await startLeadSuite()
  admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
  const groups = await suite.server.db
    .select()
    .from(permissionGroups)
    .where(eq(permissionGroups.orgId, suite.world.orgId))
  groupIds = Object.fromEntries(groups.map((g) => [g.name, g.id]))
})
afterAll(() => suite.server.close())

type Res<T> = T & TApiError & { groups?: string[] }
const slug = () => suite.world.slug
const as = (s: TSession) => ({
  list: (projectId: string) =>
    suite.call<Res<TProjectUserRoles>>(
      s,
      'GET',
      USER_ASSIGNMENT_PATHS.userRoles(slug(), projectId),
    ),
  assign: (projectId: string, body: unknown) =>
    suite.call<Res<TProjectUserRoles>>(
      s,
      'POST',
      USER_ASSIGNMENT_PATHS.userRoles(slug(), projectId),
      body,
    ),
  unassign: (projectId: string, userId: string) =>
    suite.call<Res<TProjectUserRoles>>(
      s,
      'DELETE',
      USER_ASSIGNMENT_PATHS.userRole(slug(), projectId, userId),
    ),
  leads: (projectId: string) =>
    suite.call<Res<{ items: unknown[] }>>(s, 'GET', LEAD_PATHS.projectLeads(slug(), projectId)),
})

const usersOf = (list: TProjectUserRoles) => list.departments.flatMap((d) => d.users)
const grantsOf = (userId: string) =>
  suite.server.db
    .select({ groupId: userPermissionGroups.groupId, projectIds: userPermissionGroups.projectIds })
    .from(userPermissionGroups)
    .where(eq(userPermissionGroups.userId, userId))

describe('user assignment', () => {
  it("lists a project's users by department with the groups that reach it", async () => {
    const { world } = suite
    const p1 = (await as(admin).list(world.p1)).body
    const departments = p1.departments.map((d) => d.department)
    expect(departments).toEqual([...departments].sort((a, b) => a.localeCompare(b)))
    const oneProject = usersOf(p1).find((u) => u._id === world.user.salesExecutiveOneProject)
    expect(oneProject).toMatchObject({
      department: 'Sales',
      groups: [{ _id: groupIds['sales-executive'], allProjects: false }],
    })
    const adminRow = usersOf(p1).find((u) => u._id === world.user.admin)
    expect(adminRow?.groups).toEqual([
      expect.objectContaining({ displayName: 'Administrator', allProjects: true }),
    ])
    // The wildcard group is not given per project; the one-project executive is not on p2.
    expect(p1.groups.map((g) => g._id)).not.toContain(groupIds.administrator)
    const p2 = (await as(admin).list(world.p2)).body
    expect(usersOf(p2).map((u) => u._id)).not.toContain(world.user.salesExecutiveOneProject)
    expect(p2.candidates.map((c) => c._id)).toContain(world.user.salesExecutiveOneProject)
  })

  it('assigns without widening: the group lists one more project, never every project', async () => {
    const { world } = suite
    const exec = world.user.salesExecutiveOneProject
    const res = await as(admin).assign(world.p2, {
      userId: exec,
      groupIds: [groupIds['sales-executive']],
    })
    expect(res.status).toBe(200)
    expect(usersOf(res.body).map((u) => u._id)).toContain(exec)
    expect(await grantsOf(exec)).toEqual([
      { groupId: groupIds['sales-executive'], projectIds: [world.p1, world.p2] },
    ])
    // A group the user did not hold is given for this project alone.
    const newcomer = await addMember(
      suite.server,
      world,
      'ua-newcomer',
      ['DXP_PARKING'],
      [world.p1],
    )
    await as(admin).assign(world.p2, { userId: newcomer, groupIds: [groupIds.marketing] })
    expect(await grantsOf(newcomer)).toEqual(
      expect.arrayContaining([{ groupId: groupIds.marketing, projectIds: [world.p2] }]),
    )
    const p3 = (await as(admin).list(world.p3)).body
    expect(usersOf(p3).map((u) => u._id)).not.toContain(newcomer)
    expect(usersOf(p3).map((u) => u._id)).not.toContain(exec)
  })

  it("unassigning takes effect on the user's next request, for that project only", async () => {
    const { world, server } = suite
    const exec = world.user.salesExecutiveOneProject
    const session = await sessionOf(server, exec, world.orgId)
    await insertLead(server, world, { assigneeId: exec })
    // Read twice so the answer cache holds it (decision 0024).
    expect((await as(session).leads(world.p1)).status).toBe(200)
    expect((await as(session).leads(world.p1)).status).toBe(200)
    const res = await as(admin).unassign(world.p1, exec)
    expect(res.status).toBe(200)
    expect(usersOf(res.body).map((u) => u._id)).not.toContain(exec)
    expect((await as(session).leads(world.p1)).status).toBe(403)
    expect((await as(session).leads(world.p2)).status).toBe(200)
    expect(await grantsOf(exec)).toEqual([
      { groupId: groupIds['sales-executive'], projectIds: [world.p2] },
    ])
  })

  it('removes a grant whose last project goes, never leaving an empty list (every project)', async () => {
    const { world, server } = suite
    const exec = world.user.salesExecutiveOneProject
    expect((await as(admin).unassign(world.p2, exec)).status).toBe(200)
    expect(await grantsOf(exec)).toEqual([])
    const session = await sessionOf(server, exec, world.orgId)
    for (const p of [world.p1, world.p2, world.p3])
      expect((await as(session).leads(p)).status).toBe(403)
    const again = await as(admin).unassign(world.p2, exec)
    expect(again.status).toBe(404)
    expect(again.body.message).toBe(USER_ASSIGNMENT_MESSAGES.notAssigned)
  })

  it('does not narrow a grant on every project: the admin stays, and says why', async () => {
    const { world } = suite
    const before = await grantsOf(world.user.admin)
    const res = await as(admin).unassign(world.p1, world.user.admin)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'ALL_PROJECTS', groups: ['Administrator'] })
    expect(await grantsOf(world.user.admin)).toEqual(before)
  })

  it('refuses bad assignments naming the field', async () => {
    const { world } = suite
    const exec = world.user.salesExecutive2
    const cases: [unknown, number, string, string][] = [
      [{ userId: exec, groupIds: [] }, 400, 'groupIds', USER_ASSIGNMENT_MESSAGES.groupsRequired],
      [
        { userId: exec, groupIds: [groupIds.administrator] },
        400,
        'groupIds',
        USER_ASSIGNMENT_MESSAGES.everyProjectGroup,
      ],
      [
        { userId: exec, groupIds: ['no-such-group'] },
        400,
        'groupIds',
        USER_ASSIGNMENT_MESSAGES.unknownGroup,
      ],
      [
        { userId: 'nobody', groupIds: [groupIds.marketing] },
        400,
        'userId',
        USER_ASSIGNMENT_MESSAGES.unknownUser,
      ],
    ]
    for (const [body, status, field, message] of cases) {
      const res = await as(admin).assign(world.p1, body)
      expect(res.status).toBe(status)
      expect(res.body.fields).toContainEqual({ field, message })
    }
  })

  it('holds DXP_USER_ASSIGNMENT per project', async () => {
    const { world, server } = suite
    const id = await addMember(server, world, 'ua-p1', ['DXP_USER_ASSIGNMENT'], [world.p1])
    const session = await sessionOf(server, id, world.orgId)
    expect((await as(session).list(world.p1)).status).toBe(200)
    expect((await as(session).list(world.p2)).status).toBe(403)
    const body = { userId: world.user.salesExecutive2, groupIds: [groupIds.marketing] }
    expect((await as(session).assign(world.p2, body)).status).toBe(403)
    expect((await as(admin).list(world.other)).status).toBe(404)
    const rows = await server.db
      .select()
      .from(userPermissionGroups)
      .where(
        and(
          eq(userPermissionGroups.userId, world.user.salesExecutive2),
          eq(userPermissionGroups.groupId, groupIds.marketing!),
        ),
      )
    expect(rows).toEqual([])
  })
})
