import { getIncludedModules } from '../api/app-config.ts'
import { switchOrganisation } from '../api/switch-organisation.ts'
import { getSession, setSession, type TStoredSession } from '../model/session-store.ts'

/**
 * Spec 000 section 4: switching organisation swaps the tokens and reloads the scopes, and with
 * them the organisation's included modules.
 */
export async function changeOrganisation(orgId: string): Promise<TStoredSession | null> {
  const current = getSession()
  if (!current) return null
  const next = await switchOrganisation(current.refreshToken, orgId)
  // The switch rotated the refresh token: keep the new tokens even if the config call fails,
  // or the next refresh would send a revoked token and end the session.
  const base: TStoredSession = { ...current, ...next, includedModules: [] }
  try {
    const session = {
      ...base,
      includedModules: await getIncludedModules(next.slug, next.accessToken),
    }
    setSession(session)
    return session
  } catch (error) {
    setSession(base)
    throw error
  }
}
