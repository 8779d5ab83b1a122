import { randomId } from './random-id.ts'

const STORAGE_KEY = 'siteoffice.client-id'
let cached: string | undefined

/** A stable id for this device, sent with every call so the server can tell devices apart. */
export function getClientId(): string {
  if (cached) return cached
  try {
    cached = localStorage.getItem(STORAGE_KEY) ?? undefined
    if (!cached) {
      cached = randomId()
      localStorage.setItem(STORAGE_KEY, cached)
    }
  } catch {
    // Storage can be disabled (private mode, policy); an id per page load still works.
    cached ??= randomId()
  }
  return cached
}

/** For tests and the sign-out wipe, which clears storage underneath us. */
export function forgetClientId(): void {
  cached = undefined
}
