import { useEffect, useEffectEvent, useRef } from 'react'
import { afterNextPaint } from '../../../lib/after-paint.ts'
import { onBackOnline } from '../../../offline/connectivity/connectivity-store.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import type { OutboxReplayer } from '../../../offline/outbox/replayer.ts'

export interface SyncAccount {
  userId: string
  orgId: string
  /** False between a 401 and its refresh: turning true again ends the replayer's pause. */
  hasAccessToken: boolean
}

/**
 * Runs the outbox replayer while the signed-in layout is shown (app start for a signed-in
 * user), and tells the outbox whose session it is. The layout passes the account in, since a
 * feature cannot read another feature's session.
 */
export function useOutboxReplayer(account: SyncAccount | null): void {
  const userId = account?.userId
  const orgId = account?.orgId
  const hasAccessToken = account?.hasAccessToken ?? false
  const replayer = useRef<OutboxReplayer | null>(null)

  // Declared first, so the replayer's first look already knows whose rows it may send.
  useEffect(() => {
    setOutboxPrincipal(userId && orgId ? { userId, orgId } : null)
    return () => setOutboxPrincipal(null)
  }, [userId, orgId])

  // A replayer that starts after the token came back starts out of its pause.
  const resumeIfTokenHeld = useEffectEvent((started: OutboxReplayer) => {
    if (hasAccessToken) started.resume()
  })

  useEffect(() => {
    let started: OutboxReplayer | null = null
    let stopListening = () => {}
    let unmounted = false
    // Its code (and the device database's) loads once the layout is painted (decision 0070).
    const cancel = afterNextPaint(() => {
      void import('../../../offline/outbox/replayer.ts').then(({ startOutboxReplayer }) => {
        if (unmounted) return
        started = startOutboxReplayer()
        replayer.current = started
        // The server answering again (a health probe, not only the browser's `online`) ends
        // every backoff: what waited for it goes now.
        stopListening = onBackOnline(started.replayNow)
        resumeIfTokenHeld(started)
      })
    })
    return () => {
      unmounted = true
      cancel()
      stopListening()
      started?.stop()
      replayer.current = null
    }
  }, [])

  useEffect(() => {
    if (hasAccessToken) replayer.current?.resume()
  }, [hasAccessToken])
}
