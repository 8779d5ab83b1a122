import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { entityLabels, organisations, projects } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'

/** The ids of the organisation's lead sources named `parent`, by id or by label. */
export async function leadSourceIds(db: Conn, orgId: string, parent: string) {
  const sources = await db
    .select({ id: entityLabels.id })
    .from(entityLabels)
    .where(
      and(
        eq(entityLabels.orgId, orgId),
        eq(entityLabels.entityName, 'leadsource'),
        or(eq(entityLabels.id, parent), eq(entityLabels.labelName, parent)),
      ),
    )
  return sources.map((s) => s.id)
}

/** A page of one active label list, in its sort order; only children of `parentIds` when given. */
export function labelPage(
  db: Conn,
  { orgId, entityName, parentIds }: { orgId: string; entityName: string; parentIds?: string[] },
  page: PageRequest,
) {
  const where = and(
    eq(entityLabels.orgId, orgId),
    eq(entityLabels.entityName, entityName),
    eq(entityLabels.isActive, true),
    parentIds ? inArray(entityLabels.parentId, parentIds.length ? parentIds : ['']) : undefined,
  ) as SQL
  return paged(
    page,
    ({ limit, offset }) =>
      db
        .select()
        .from(entityLabels)
        .where(where)
        .orderBy(asc(entityLabels.sortOrder), asc(entityLabels.labelName), asc(entityLabels.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(entityLabels).where(where),
  )
}

/** The active labels of one list, in its sort order. */
export function activeLabels(db: Conn, orgId: string, entityName: string) {
  return db
    .select({ _id: entityLabels.id, labelName: entityLabels.labelName })
    .from(entityLabels)
    .where(
      and(
        eq(entityLabels.orgId, orgId),
        eq(entityLabels.entityName, entityName),
        eq(entityLabels.isActive, true),
      ),
    )
    .orderBy(asc(entityLabels.sortOrder), asc(entityLabels.labelName))
}

/** Whether `labelName` is an active label of the list. */
export async function isActiveLabel(
  db: Conn,
  orgId: string,
  entityName: string,
  labelName: string,
) {
  const [label] = await db
    .select({ id: entityLabels.id })
    .from(entityLabels)
    .where(
      and(
        eq(entityLabels.orgId, orgId),
        eq(entityLabels.entityName, entityName),
        eq(entityLabels.labelName, labelName),
        eq(entityLabels.isActive, true),
      ),
    )
  return Boolean(label)
}

export async function organisationById(db: Conn, orgId: string) {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId))
  return org
}

/** The organisation's projects (`reachable` of them, or all) by name. */
export function projectNames(db: Conn, orgId: string, reachable: 'all' | string[]) {
  return db
    .select({ _id: projects.id, projectName: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.orgId, orgId),
        reachable === 'all' ? undefined : inArray(projects.id, reachable.length ? reachable : ['']),
      ),
    )
    .orderBy(asc(projects.name))
}
