import { AUTH_PATHS, ZAppConfig } from '../../../../contract/auth.ts'
import { http } from '../../../lib/http.ts'
import { bearer } from './bearer.ts'

/**
 * The organisation's included modules, read while signing in or switching organisation with
 * the new session's token, before that session is stored.
 */
export async function getIncludedModules(slug: string, accessToken: string): Promise<string[]> {
  const { includedModules } = await http.get(AUTH_PATHS.appConfig(slug), {
    query: { config: 'includedModules' },
    schema: ZAppConfig,
    headers: bearer(accessToken),
    silent: true,
    skipSessionRefresh: true,
  })
  return includedModules
}
