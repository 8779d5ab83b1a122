import { useCallback } from 'react'
import { hasScope, type TScope } from '../../../../contract/scopes.ts'
import { useSession } from './use-session.ts'

/**
 * `can(scope, projectId?)` for rendering: re-renders when the scopes change (refresh,
 * organisation switch), which the plain `can` cannot tell a component.
 */
export function useCan(): (scope: TScope, projectId?: string) => boolean {
  const feScopes = useSession()?.feScopes
  return useCallback(
    (scope: TScope, projectId?: string) => hasScope(feScopes ?? [], scope, projectId),
    [feScopes],
  )
}
