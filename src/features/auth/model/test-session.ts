import type { TSession } from '../../../../contract/auth.ts'
import type { TStoredSession } from './session-store.ts'

/** A session as the server returns it, for tests. */
export function testTokens(overrides: Partial<TSession> = {}): TSession {
  return {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresIn: 900,
    userId: 'user-1',
    userHash: 'hash-1',
    userNumber: '9000000003',
    slug: 'in/dxp/org-1',
    orgId: 'org-1',
    feScopes: [{ name: 'DXP_ADD_LEAD', projects: [] }],
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data, not UI text
    developers: [{ type: 'bussiness', orgId: 'org-1', orgName: 'Skyline Homes' }],
    ...overrides,
  }
}

export function testSession(overrides: Partial<TStoredSession> = {}): TStoredSession {
  return { ...testTokens(), includedModules: ['leads'], ...overrides }
}
