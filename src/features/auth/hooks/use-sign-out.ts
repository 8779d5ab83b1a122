import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { signOut } from '../session/sign-out.ts'

export interface SignOutControl {
  /** Signs out, unless changes wait in the outbox: then `unsyncedChanges` asks first. */
  signOut: () => Promise<void>
  /** Signs out even though changes wait: they are discarded with the rest of this device's data. */
  signOutAnyway: () => Promise<void>
  /** Changes that would be lost; above 0 while the warning is shown. */
  unsyncedChanges: number
  cancel: () => void
  pending: boolean
}

async function unsyncedOnDevice(): Promise<number> {
  try {
    // The outbox's code loads on demand: the signed-in layout's first paint does not carry it.
    const { countUnsyncedChanges } = await import('../../../offline/outbox/actions.ts')
    return await countUnsyncedChanges()
  } catch {
    // No IndexedDB: nothing can have been queued there.
    return 0
  }
}

/** Sign-out for a button or menu item: warns about unsynced changes, then /login. */
export function useSignOut(): SignOutControl {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [unsyncedChanges, setUnsyncedChanges] = useState(0)

  async function run() {
    setUnsyncedChanges(0)
    setPending(true)
    try {
      await signOut(queryClient)
    } finally {
      setPending(false)
      await navigate({ to: '/login', replace: true })
    }
  }

  return {
    async signOut() {
      // Read now, not from a live count: a change saved a moment ago must be counted.
      const waiting = await unsyncedOnDevice()
      if (waiting > 0) setUnsyncedChanges(waiting)
      else await run()
    },
    signOutAnyway: run,
    unsyncedChanges,
    cancel: () => setUnsyncedChanges(0),
    pending,
  }
}
