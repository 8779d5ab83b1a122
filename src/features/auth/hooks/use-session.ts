import { useSyncExternalStore } from 'react'
import { getSession, subscribeSession, type TStoredSession } from '../model/session-store.ts'

/** The signed-in session, re-rendering on sign-in, refresh, switching and sign-out (any tab). */
export function useSession(): TStoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession)
}
