import { i18n } from '@lingui/core'
import { hasScope, hasScopeOnAll, type TScope } from '../../../../contract/scopes.ts'
import { showErrorToast } from '../../../components/ui/toaster.tsx'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { getSession } from '../model/session-store.ts'

/**
 * Spec 000 section 6, from the feScopes stored at sign-in. The server checks again on every
 * call: this only decides what the screen offers.
 */
export function can(scope: TScope, projectId?: string): boolean {
  return hasScope(getSession()?.feScopes ?? [], scope, projectId)
}

/** Acting across several projects (bulk assignment) needs the scope on each of them. */
export function canOnAll(scope: TScope, projectIds: readonly string[]): boolean {
  return hasScopeOnAll(getSession()?.feScopes ?? [], scope, projectIds)
}

export function showPermissionDenied(): void {
  showErrorToast(i18n._(MESSAGES.permissionDenied))
}

/**
 * For an action the screen offered anyway (or that a stale screen still shows): true when
 * allowed, else the spec's "Permission denied" toast and false.
 */
export function ensureCan(scope: TScope, projectId?: string): boolean {
  if (can(scope, projectId)) return true
  showPermissionDenied()
  return false
}
