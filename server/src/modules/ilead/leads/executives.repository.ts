import { and, asc, eq } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import {
  memberships,
  permissionGroups,
  projects,
  userPermissionGroups,
  users,
} from '../../../db/schema.ts'

/**
 * The organisation's active members who are not admins (or only `userId`), one row per
 * permission group of the organisation they are in, with its scopes and projects; by name.
 */
export function leadGroupMembers(db: Conn, orgId: string, userId?: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      permissions: permissionGroups.permissions,
      projectIds: userPermissionGroups.projectIds,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .innerJoin(
      permissionGroups,
      and(eq(permissionGroups.id, userPermissionGroups.groupId), eq(permissionGroups.orgId, orgId)),
    )
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.isAdmin, false),
        eq(users.isActive, true),
        userId === undefined ? undefined : eq(memberships.userId, userId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
}

export async function projectIdsOfOrg(db: Conn, orgId: string) {
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.orgId, orgId))
  return rows.map((p) => p.id)
}
