import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { getSession } from '../model/session-store.ts'
import { safeRedirectTarget } from '../model/redirect-target.ts'

/**
 * `beforeLoad` of every signed-in route: without a session, go to /login and come back after.
 * A session whose access token a 401 removed still counts: its refresh token renews it.
 */
export function requireSession({ location }: { location: ParsedLocation }): void {
  if (getSession()) return
  throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
}

/** `beforeLoad` of /login: a signed-in user goes straight on to where they were heading. */
export function redirectIfSignedIn(target: string | undefined): void {
  if (getSession()) throw redirect({ href: safeRedirectTarget(target), replace: true })
}
