import { z } from 'zod'
import { ZSession, type TSession } from '../../../../contract/auth.ts'

/**
 * The signed-in session of spec 000 section 3, kept in localStorage only: never in the outbox,
 * the query cache or IndexedDB, so a sign-out wipe and the tokens' lifetime stay in one place.
 */
export const SESSION_STORAGE_KEY = 'siteoffice.session'

export const ZStoredSession = ZSession.extend({
  /** Null after a 401 until the refresh brings a new one (spec 000 section 4). */
  accessToken: z.string().nullable(),
  /** Sign-in steps 1 and 2, kept as the spec lists them; not needed once signed in. */
  refId: z.string().optional(),
  authCode: z.string().optional(),
  /** The organisation's app-config: which modules the navigation shows. */
  includedModules: z.array(z.string()),
})
export type TStoredSession = z.infer<typeof ZStoredSession>

type Listener = () => void

const listeners = new Set<Listener>()
// Undefined until first read, so a test or another tab can change storage before we look.
let snapshot: TStoredSession | null | undefined
// Storage may be disabled (private mode, policy): then the session lasts for this page load.
let memoryOnly = false

function readStorage(): TStoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    const parsed = ZStoredSession.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function writeStorage(session: TStoredSession | null): void {
  if (memoryOnly) return
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
    else localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    memoryOnly = true
  }
}

function publish(next: TStoredSession | null): void {
  snapshot = next
  for (const listener of listeners) listener()
}

export function getSession(): TStoredSession | null {
  if (snapshot === undefined) snapshot = readStorage()
  return snapshot
}

/** Reads storage again: another tab may have refreshed, switched or signed out. */
export function reloadSession(): TStoredSession | null {
  if (memoryOnly) return getSession()
  const stored = readStorage()
  // Publish only on a change, so subscribers (useSyncExternalStore) keep a stable snapshot.
  if (snapshot === undefined || JSON.stringify(stored) !== JSON.stringify(snapshot)) publish(stored)
  return getSession()
}

export function setSession(session: TStoredSession | null): void {
  writeStorage(session)
  publish(session)
}

export function clearSession(): void {
  setSession(null)
}

/** Applies what refresh or organisation switching returned; keeps the sign-in bookkeeping. */
export function updateSession(patch: Partial<TStoredSession>): TStoredSession | null {
  const current = getSession()
  if (!current) return null
  const next = { ...current, ...patch }
  setSession(next)
  return next
}

export function applyTokens(session: TSession): TStoredSession | null {
  return updateSession(session)
}

/** Spec 000 section 4: a 401 removes the stored access token; the refresh token stays. */
export function removeAccessToken(): void {
  if (getSession()?.accessToken) updateSession({ accessToken: null })
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** For tests: forget the cached snapshot so the next read comes from storage. */
export function resetSessionCache(): void {
  snapshot = undefined
  memoryOnly = false
}
