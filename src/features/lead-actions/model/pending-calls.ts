import type { TCall, TDisposition } from '../../../../contract/dispositions.ts'
import type { TPendingAction } from './pending-actions.ts'

/**
 * Where the outcome of a placed call stands: none yet; logged and waiting in the outbox (or
 * refused there); or confirmed by the server before the pending list has been read again.
 */
export type TCallOutcome = 'open' | 'waiting' | 'refused' | 'logged'

export interface TPendingCall {
  call: TCall
  outcome: TCallOutcome
}

/** The calls waiting for a disposition, each with what this device knows of its outcome. */
export function pendingCalls(
  calls: readonly TCall[],
  queued: readonly Extract<TPendingAction, { kind: 'disposition' }>[],
  logged: readonly Pick<TDisposition, 'callId'>[],
): TPendingCall[] {
  const loggedIds = new Set(logged.map((d) => d.callId))
  return calls.map((call) => {
    const action = queued.find((a) => a.body.callId === call._id)
    if (action) {
      return { call, outcome: action.state === 'needs-attention' ? 'refused' : 'waiting' }
    }
    return { call, outcome: loggedIds.has(call._id) ? 'logged' : 'open' }
  })
}
