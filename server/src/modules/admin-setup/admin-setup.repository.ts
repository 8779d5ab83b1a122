import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Conn } from '../../db/client.ts'
import { demoRequests, notifications, organisations, projects } from '../../db/schema.ts'
import { paged, type PageRequest } from '../../paging.ts'

export async function includedModulesOf(db: Conn, orgId: string) {
  const [org] = await db
    .select({ includedModules: organisations.includedModules })
    .from(organisations)
    .where(eq(organisations.id, orgId))
  return org
}

/** The organisation's projects (`reachable` of them, or all), by name, with the user's unread notifications. */
export function projectPage(
  db: Conn,
  { orgId, userId, reachable }: { orgId: string; userId: string; reachable: 'all' | string[] },
  page: PageRequest,
) {
  const where: SQL | undefined = and(
    eq(projects.orgId, orgId),
    reachable === 'all' ? undefined : inArray(projects.id, reachable.length ? reachable : ['']),
  )
  const unread = db
    .select({ projectId: notifications.projectId, n: count().as('n') })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.projectId)
    .as('unread')
  return paged(
    page,
    ({ limit, offset }) =>
      db
        .select({ project: projects, unread: unread.n })
        .from(projects)
        .leftJoin(unread, eq(unread.projectId, projects.id))
        .where(where)
        .orderBy(asc(projects.name))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(projects).where(where),
  )
}

/** Demo requests, newest first. */
export function demoRequestPage(db: Conn, page: PageRequest) {
  return paged(
    page,
    ({ limit, offset }) =>
      db
        .select()
        .from(demoRequests)
        .orderBy(desc(demoRequests.createdAt))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(demoRequests),
  )
}
