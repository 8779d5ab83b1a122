import { AUTH_PATHS } from '../../../../contract/auth.ts'
import { http } from '../../../lib/http.ts'

const SIGN_OUT_TIMEOUT_MS = 5_000

/**
 * Best effort: revokes the tokens on the server. Never refreshes just to sign out, never toasts;
 * a short timeout, because the local sign-out must not wait on a dead link.
 */
export async function signOutOnServer(headers?: Record<string, string>): Promise<void> {
  try {
    await http.post(
      AUTH_PATHS.signOut,
      {},
      { headers, silent: true, skipSessionRefresh: true, timeoutMs: SIGN_OUT_TIMEOUT_MS },
    )
  } catch {
    // Offline or already expired: the local wipe still signs this device out.
  }
}
