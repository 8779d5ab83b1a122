import type { QueryClient } from '@tanstack/react-query'
import { wipeLocalData } from '../../../offline/storage-wipe.ts'
import { signOutOnServer } from '../api/sign-out.ts'
import { clearSession, getSession } from '../model/session-store.ts'

/**
 * Spec 000 section 4: tell the server (best effort), then the local sign-out: the session, the
 * query cache, local and session storage and cookies. The caller then shows /login.
 */
export async function signOut(queryClient?: QueryClient): Promise<void> {
  // Without an access token (a 401 removed it) the server would refuse anyway.
  if (getSession()?.accessToken) await signOutOnServer()
  clearSession()
  queryClient?.clear()
  await wipeLocalData()
}
