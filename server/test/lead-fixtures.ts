import { BLANK_BACKGROUND, BLANK_PROPERTY_INTEREST } from '../../contract/leads.ts'
import { randomUUID } from 'node:crypto'
import { asc, eq, inArray } from 'drizzle-orm'
import type { TSession } from '../../contract/auth.ts'
import type { TScope } from '../../contract/scopes.ts'
import {
  leads,
  memberships,
  permissionGroups,
  projects,
  userPermissionGroups,
  users,
} from '../src/db/schema.ts'
import { openSession } from '../src/modules/auth/session.service.ts'
import { DEMO_PHONES, type TDemoUserKey } from '../src/seed/demo-users.ts'
import { seed } from '../src/seed/seed.ts'
import { startTestServer, type TestServer } from './harness.ts'

/**
 * Test support for the lead routes (not a test itself): the seeded organisations without their
 * leads, sessions opened directly (no SMS round trip), and leads made to measure.
 */
export interface LeadWorld {
  orgId: string
  slug: string
  /** Organisation 1's projects: the first is the one the one-project executive may open. */
  p1: string
  p2: string
  p3: string
  /** Organisation 2's project. */
  other: string
  user: Record<TDemoUserKey, string>
}

export async function buildWorld(server: TestServer): Promise<LeadWorld> {
  await seed(server.db, { leads: 0, today: new Date() })
  const people = await server.db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, Object.values(DEMO_PHONES)))
  const user = Object.fromEntries(
    Object.entries(DEMO_PHONES).map(([key, phone]) => [
      key,
      people.find((p) => p.phone === phone)!.id,
    ]),
  ) as Record<TDemoUserKey, string>
  const [onlyGrant] = await server.db
    .select({ projectIds: userPermissionGroups.projectIds })
    .from(userPermissionGroups)
    .where(eq(userPermissionGroups.userId, user.salesExecutiveOneProject))
  const p1 = onlyGrant!.projectIds[0]!
  const [first] = await server.db.select().from(projects).where(eq(projects.id, p1))
  const orgId = first!.orgId
  const all = await server.db.select().from(projects).orderBy(asc(projects.name))
  const mine = all.filter((p) => p.orgId === orgId && p.id !== p1).map((p) => p.id)
  const other = all.find((p) => p.orgId !== orgId)!.id
  return { orgId, slug: `in/dxp/${orgId}`, p1, p2: mine[0]!, p3: mine[1]!, other, user }
}

// Per server: a session is a row of that server's database, unknown to the next file's.
const sessionsOf = new WeakMap<TestServer, Map<string, TSession>>()

export async function sessionOf(server: TestServer, userId: string, orgId: string) {
  const key = `${userId}:${orgId}`
  const sessions = sessionsOf.get(server) ?? new Map<string, TSession>()
  sessionsOf.set(server, sessions)
  let session = sessions.get(key)
  if (!session) {
    session = await server.db.transaction((tx) =>
      openSession(
        tx,
        { secrets: server.app.secrets, config: server.app.config },
        userId,
        new Date(),
        orgId,
      ),
    )
    sessions.set(key, session)
  }
  return session
}

/** A member of the organisation with one permission group of these scopes on these projects. */
export async function addMember(
  server: TestServer,
  world: LeadWorld,
  name: string,
  permissions: readonly (TScope | '*')[],
  projectIds: string[] = [],
): Promise<string> {
  const id = `user-${name}`
  await server.db.insert(users).values({
    id,
    phone: `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    firstName: name,
    lastName: 'Tester',
    email: `${name}@example.in`,
  })
  await server.db.insert(memberships).values({
    userId: id,
    orgId: world.orgId,
    profileType: 'bussiness',
    role: 'Tester',
    department: 'Sales',
  })
  await addGroup(server, world, id, name, permissions, projectIds)
  return id
}

/** One more permission group for the user. */
export async function addGroup(
  server: TestServer,
  world: LeadWorld,
  userId: string,
  name: string,
  permissions: readonly (TScope | '*')[],
  projectIds: string[] = [],
) {
  await server.db.insert(permissionGroups).values({
    id: `group-${name}`,
    orgId: world.orgId,
    name: `group-${name}`,
    displayName: name,
    permissions: [...permissions],
  })
  await server.db
    .insert(userPermissionGroups)
    .values({ userId, groupId: `group-${name}`, projectIds })
}

let numberSeq = 0
/** A fresh, valid 10-digit mobile number. */
export const nextMobile = () => `98${String(++numberSeq + 10_000_000).slice(-8)}`

export type LeadInsert = typeof leads.$inferInsert

export async function insertLead(
  server: TestServer,
  world: LeadWorld,
  o: Partial<LeadInsert> = {},
): Promise<LeadInsert & { id: string }> {
  const now = new Date()
  const row = {
    id: randomUUID(),
    orgId: world.orgId,
    projectId: world.p1,
    fullName: 'Test Lead',
    whatsAppNumber: nextMobile(),
    leadStatus: 'New Lead',
    sourceOfLead: 'Digital',
    propertyInterest: { ...BLANK_PROPERTY_INTEREST },
    background: { ...BLANK_BACKGROUND },
    createdAt: now,
    updatedAt: now,
    ...o,
  }
  await server.db.insert(leads).values(row)
  return row
}

/** fetch with a session's token; JSON in and out. */
export function api(server: TestServer) {
  return async <T = unknown>(
    session: TSession,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return {
      status: res.status,
      headers: res.headers,
      body: (text ? JSON.parse(text) : null) as T,
    }
  }
}

export interface LeadSuite {
  server: TestServer
  world: LeadWorld
  call: ReturnType<typeof api>
  manager: TSession
  exec: TSession
  postSales: TSession
}

/** A server with the lead world, and sessions of its manager, an executive and post-sales. */
export async function startLeadSuite(
  providers: Parameters<typeof startTestServer>[1] = {},
): Promise<LeadSuite> {
  const server = await startTestServer(undefined, providers)
  const world = await buildWorld(server)
  const session = (userId: string) => sessionOf(server, userId, world.orgId)
  return {
    server,
    world,
    call: api(server),
    manager: await session(world.user.salesManager),
    exec: await session(world.user.salesExecutive),
    postSales: await session(world.user.postSales),
  }
}
