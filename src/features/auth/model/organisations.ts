import type { TDeveloper } from '../../../../contract/auth.ts'

export interface Organisation {
  orgId: string
  orgName: string
}

/**
 * The organisations the user can work in: business and admin profiles, once each (a user may
 * hold both in one organisation). Customer profiles belong to the home buyers' mobile app.
 */
export function workOrganisations(developers: readonly TDeveloper[]): Organisation[] {
  const byId = new Map<string, Organisation>()
  for (const { type, orgId, orgName } of developers) {
    if (type === 'customer' || byId.has(orgId)) continue
    byId.set(orgId, { orgId, orgName })
  }
  return [...byId.values()]
}
