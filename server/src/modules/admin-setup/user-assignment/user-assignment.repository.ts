import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { memberships, permissionGroups, userPermissionGroups, users } from '../../../db/schema.ts'

const staff = (orgId: string) =>
  and(eq(memberships.orgId, orgId), ne(memberships.profileType, 'customer'))

/**
 * The organisation's staff with each of their groups there (a row per group; a member without
 * a group has one row of nulls), by name.
 */
export function staffWithGroups(db: Conn, orgId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      role: memberships.role,
      department: memberships.department,
      groupId: permissionGroups.id,
      displayName: permissionGroups.displayName,
      permissions: permissionGroups.permissions,
      projectIds: userPermissionGroups.projectIds,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, memberships.userId))
    .leftJoin(
      permissionGroups,
      and(eq(permissionGroups.id, userPermissionGroups.groupId), eq(permissionGroups.orgId, orgId)),
    )
    .where(staff(orgId))
    .orderBy(
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
      asc(permissionGroups.displayName),
    )
}

/** The organisation's permission groups by display name. */
export function orgGroups(db: Conn, orgId: string) {
  return db
    .select({
      id: permissionGroups.id,
      displayName: permissionGroups.displayName,
      permissions: permissionGroups.permissions,
    })
    .from(permissionGroups)
    .where(eq(permissionGroups.orgId, orgId))
    .orderBy(asc(permissionGroups.displayName))
}

/** A staff member of the organisation, or nothing. */
export async function staffMember(db: Conn, orgId: string, userId: string) {
  const [row] = await db
    .select({ userId: memberships.userId, isActive: users.isActive })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(staff(orgId), eq(memberships.userId, userId)))
  return row
}

/** The user's grants of the organisation's groups, held for the change. */
export function lockUserGrants(db: Conn, orgId: string, userId: string) {
  return db
    .select({
      groupId: userPermissionGroups.groupId,
      projectIds: userPermissionGroups.projectIds,
      displayName: permissionGroups.displayName,
      permissions: permissionGroups.permissions,
    })
    .from(userPermissionGroups)
    .innerJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(and(eq(userPermissionGroups.userId, userId), eq(permissionGroups.orgId, orgId)))
    .for('update', { of: userPermissionGroups })
}

export async function insertGrant(db: Conn, userId: string, groupId: string, projectIds: string[]) {
  await db.insert(userPermissionGroups).values({ userId, groupId, projectIds })
}

export async function setGrantProjects(
  db: Conn,
  userId: string,
  groupId: string,
  projectIds: string[],
) {
  await db
    .update(userPermissionGroups)
    .set({ projectIds })
    .where(and(eq(userPermissionGroups.userId, userId), eq(userPermissionGroups.groupId, groupId)))
}

export async function deleteGrant(db: Conn, userId: string, groupId: string) {
  await db
    .delete(userPermissionGroups)
    .where(and(eq(userPermissionGroups.userId, userId), eq(userPermissionGroups.groupId, groupId)))
}

/**
 * A new read generation for the organisation (decision 0024): cached answers that name who
 * works on a project (executives, assignees) are not served after the change. The caller's
 * own grants are part of every cache key already.
 */
export async function bumpReadGeneration(db: Conn, orgId: string) {
  await db.execute(sql`select read_generation_bump_org(${orgId})`)
}
