import { describe, expect, it } from 'vitest'
import type { TCall } from '../../../../contract/dispositions.ts'
import type { TPendingAction } from './pending-actions.ts'
import { pendingCalls } from './pending-calls.ts'

const call = (_id: string) => ({ _id }) as TCall
const queued = (callId: string | undefined, state: TPendingAction['state']) =>
  ({
    rowId: `row-${callId ?? 'by-hand'}`,
    state,
    kind: 'disposition',
    body: {
      madeAt: '2025-03-01T10:00:00.000Z',
      callType: 'Out Bound',
      callStatus: 'Connected',
      ...(callId ? { callId } : {}),
    },
  }) satisfies TPendingAction

describe('pendingCalls', () => {
  it('tells open calls from ones whose outcome waits, was refused, or is confirmed', () => {
    const result = pendingCalls(
      [call('a'), call('b'), call('c'), call('d')],
      [queued('b', 'pending'), queued('c', 'needs-attention'), queued(undefined, 'pending')],
      [{ callId: 'd' }],
    )
    expect(result.map((p) => [p.call._id, p.outcome])).toEqual([
      ['a', 'open'],
      ['b', 'waiting'],
      ['c', 'refused'],
      ['d', 'logged'],
    ])
  })
})
