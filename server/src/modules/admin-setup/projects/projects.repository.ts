import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { entityLabels, notifications, projects } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'

export type TProjectRow = typeof projects.$inferSelect
export type TProjectInsert = typeof projects.$inferInsert
export type TProjectChange = Partial<Omit<TProjectInsert, 'id' | 'orgId' | 'createdAt'>>

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

/** One project of the organisation; `lock` holds it for the transaction (a step being saved). */
export async function projectOfOrg(db: Conn, orgId: string, projectId: string, lock = false) {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function insertProject(db: Conn, row: TProjectInsert) {
  const [inserted] = await db.insert(projects).values(row).returning()
  return inserted!
}

export async function updateProject(db: Conn, projectId: string, change: TProjectChange) {
  const [updated] = await db
    .update(projects)
    .set(change)
    .where(eq(projects.id, projectId))
    .returning()
  return updated!
}

/** The organisation's active project statuses (the admin master list), in their order. */
export async function activeProjectStatuses(db: Conn, orgId: string, entityName: string) {
  const rows = await db
    .select({ label: entityLabels.labelName })
    .from(entityLabels)
    .where(
      and(
        eq(entityLabels.orgId, orgId),
        eq(entityLabels.entityName, entityName),
        eq(entityLabels.isActive, true),
      ),
    )
    .orderBy(asc(entityLabels.sortOrder), asc(entityLabels.labelName))
  return rows.map((r) => r.label)
}
