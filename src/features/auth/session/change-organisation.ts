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
  // The switch ended the old session and rotated the refresh token. Store the new tokens at once:
  // a background request refused meanwhile with the old token must find a newer one and retry
  // with it, not refresh with the revoked token (which ends the session). The organisation's
  // modules follow.
  const base: TStoredSession = { ...current, ...next, includedModules: [] }
  setSession(base)
  const session = {
    ...base,
    includedModules: await getIncludedModules(next.slug, next.accessToken),
  }
  setSession(session)
  return session
}
