import { and, eq } from 'drizzle-orm'
import type { TFeScope } from '../../../contract/auth.ts'
import { WILDCARD_SCOPE } from '../../../contract/scopes.ts'
import type { Db, Tx } from '../db/client.ts'
import { permissionGroups, userPermissionGroups } from '../db/schema.ts'

/**
 * The user's feScopes in one organisation: each permission of each of their groups, on the
 * group's projects (empty: every project). A scope held through several groups merges; any
 * grant on every project wins.
 */
export async function loadGrants(db: Db | Tx, userId: string, orgId: string): Promise<TFeScope[]> {
  const rows = await db
    .select({
      permissions: permissionGroups.permissions,
      projectIds: userPermissionGroups.projectIds,
    })
    .from(userPermissionGroups)
    .innerJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(and(eq(userPermissionGroups.userId, userId), eq(permissionGroups.orgId, orgId)))
  return mergeGrants(rows)
}

/** A user's groups in one organisation (their permissions and projects) as feScopes. */
export function mergeGrants(
  rows: readonly { permissions: readonly string[]; projectIds: readonly string[] }[],
): TFeScope[] {
  const merged = new Map<string, Set<string> | 'all'>()
  for (const { permissions, projectIds } of rows) {
    for (const name of permissions) {
      const current = merged.get(name)
      if (current === 'all') continue
      if (name === WILDCARD_SCOPE || projectIds.length === 0) merged.set(name, 'all')
      else merged.set(name, new Set([...(current ?? []), ...projectIds]))
    }
  }
  return [...merged].map(([name, projects]) => ({
    name: name as TFeScope['name'],
    projects: projects === 'all' ? [] : [...projects].sort(),
  }))
}

/** Whether any grant reaches the project: what decides the projects a user may open. */
export function reachesProject(grants: readonly TFeScope[], projectId: string): boolean {
  return grants.some(
    (g) => g.name === WILDCARD_SCOPE || g.projects.length === 0 || g.projects.includes(projectId),
  )
}

/** The projects the grants reach, or 'all'. */
export function reachableProjects(grants: readonly TFeScope[]): 'all' | string[] {
  if (grants.some((g) => g.name === WILDCARD_SCOPE || g.projects.length === 0)) return 'all'
  return [...new Set(grants.flatMap((g) => g.projects))]
}
