import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '../../../lib/db.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { sampleLead } from '../../../test-utils/lead-form-fixtures.ts'
import { toLeadRecord } from './lead-record.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { useLeadSyncedRefresh } from './use-lead-synced-refresh.ts'

const SLUG = 'in/dxp/org-1'
const lead = sampleLead()

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
}

beforeEach(() => setOutboxPrincipal(USER_A))
afterEach(async () => {
  setOutboxPrincipal(null)
  const db = getDb()
  await Promise.all([db.outbox.clear(), db.syncLog.clear(), db.leads.clear()])
})

describe('useLeadSyncedRefresh', () => {
  it('clears pendingSync and refetches the lead once its changes are confirmed', async () => {
    const db = getDb()
    await db.leads.put(toLeadRecord(lead, USER_A.userId, true))
    await db.syncLog.add({
      id: 'row-1',
      userId: USER_A.userId,
      orgId: USER_A.orgId,
      entity: leadEntity(lead._id),
      label: { text: 'Edit lead' },
      outcome: 'synced',
      at: 1,
    })
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    renderHook(() => useLeadSyncedRefresh(SLUG, lead._id), { wrapper: wrapper(client) })
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['leads', SLUG] }))
    expect((await db.leads.get(lead._id))?.pendingSync).toBeUndefined()
  })

  it('leaves a copy waiting while a row of the lead is still queued', async () => {
    const db = getDb()
    await db.leads.put(toLeadRecord(lead, USER_A.userId, true))
    await db.outbox.add({
      id: 'row-2',
      userId: USER_A.userId,
      orgId: USER_A.orgId,
      entity: leadEntity(lead._id),
      method: 'PATCH',
      path: '/x',
      label: { text: 'Edit lead' },
      createdAt: 1,
      payloadVersion: 1,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
    })
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    renderHook(() => useLeadSyncedRefresh(SLUG, lead._id), { wrapper: wrapper(client) })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(invalidate).not.toHaveBeenCalled()
    expect((await db.leads.get(lead._id))?.pendingSync).toBe(true)
  })
})
