import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { useOutboxReplayer, type SyncAccount } from './use-outbox-replayer.ts'

describe('useOutboxReplayer', () => {
  it('tells the outbox whose session it is, and forgets it when the layout goes', () => {
    const { rerender, unmount } = renderHook(
      (account: SyncAccount | null) => useOutboxReplayer(account),
      {
        initialProps: { userId: 'u1', orgId: 'o1', hasAccessToken: true } as SyncAccount | null,
      },
    )
    expect(getOutboxPrincipal()).toEqual({ userId: 'u1', orgId: 'o1' })

    rerender({ userId: 'u1', orgId: 'o2', hasAccessToken: true })
    expect(getOutboxPrincipal()).toEqual({ userId: 'u1', orgId: 'o2' })

    rerender(null)
    expect(getOutboxPrincipal()).toBeNull()

    rerender({ userId: 'u2', orgId: 'o1', hasAccessToken: false })
    unmount()
    expect(getOutboxPrincipal()).toBeNull()
  })
})
