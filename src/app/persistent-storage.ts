import { getSession, subscribeSession } from '../features/auth/model/session-store.ts'

// Per tab and sign-in: sign-out wipes session storage, so the next user's sign-in asks again.
const ASKED_KEY = 'siteoffice.storage-persist-asked'

function alreadyAsked(): boolean {
  try {
    if (sessionStorage.getItem(ASKED_KEY)) return true
    sessionStorage.setItem(ASKED_KEY, '1')
  } catch {
    // Storage disabled: ask on every page load rather than never.
  }
  return false
}

async function askOnce(): Promise<void> {
  if (!getSession() || !navigator.storage?.persist || alreadyAsked()) return
  try {
    // The outbox must not be evicted under storage pressure. Quiet: Chromium grants or refuses
    // without a prompt; whatever the answer, the app works the same.
    if (!(await navigator.storage.persisted())) await navigator.storage.persist()
  } catch {
    // Not allowed here (an iframe, an old browser): nothing to tell the user.
  }
}

/** Called once at start: asks for persistent storage when a session exists or begins. */
export function askForPersistentStorageWhenSignedIn(): () => void {
  void askOnce()
  return subscribeSession(() => void askOnce())
}
