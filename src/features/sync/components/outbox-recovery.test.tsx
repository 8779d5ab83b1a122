import { msg } from '@lingui/core/macro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb, type OutboxRow } from '../../../lib/db.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import type { RowRecoveries } from '../model/row-recovery.ts'
import { SyncCenter } from './sync-center.tsx'

const ME = { userId: 'user-1', orgId: 'org-1' }

async function refused(code: string) {
  const id = await enqueue(
    { entity: 'lead:l-1', method: 'POST', path: '/verify', body: { otp: '1' }, label: 'Code' },
    { principal: ME },
  )
  await getDb()
    .outbox.where('id')
    .equals(id)
    .modify({ state: 'needs-attention', lastError: { status: 422, code, message: 'Expired' } })
}

const run = vi.fn<(row: OutboxRow) => Promise<null | { id: string; message: string }>>()
const recoveries: RowRecoveries = new Map([['CODE_SPENT', { label: msg`Send a new code`, run }]])

beforeEach(() => {
  setOutboxPrincipal(ME)
})
afterEach(async () => {
  run.mockReset()
  setOutboxPrincipal(null)
  await getDb().outbox.clear()
})

describe('a refusal with a recovery', () => {
  it('offers it in one tap, and says why when it could not be done', async () => {
    await refused('CODE_SPENT')
    run.mockResolvedValueOnce({ id: 'x', message: 'The visit is not known here' })
    renderWithApp({ '/': () => <SyncCenter recoveries={recoveries} /> }, '/')
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code: Code' }))
    await waitFor(() => expect(run).toHaveBeenCalledOnce())
    expect(run.mock.calls[0]?.[0]).toMatchObject({ body: { otp: '1' } })
    expect((await screen.findByRole('alert')).textContent).toBe('The visit is not known here')
  })

  it('takes the place of "Try again" when it is what trying again means, and explains', async () => {
    await refused('STALE')
    const again = vi.fn<(row: OutboxRow) => Promise<null>>().mockResolvedValue(null)
    const stale: RowRecoveries = new Map([
      [
        'STALE',
        {
          label: msg`Try again`,
          run: again,
          replacesRetry: true,
          explain: () => ['Asha changed Status'],
        },
      ],
    ])
    renderWithApp({ '/': () => <SyncCenter recoveries={stale} /> }, '/')
    expect(await screen.findByText('Asha changed Status')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^Try again/ })).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again: Code' }))
    await waitFor(() => expect(again).toHaveBeenCalledOnce())
  })

  it('is not offered for other refusals', async () => {
    await refused('SOMETHING_ELSE')
    renderWithApp({ '/': () => <SyncCenter recoveries={recoveries} /> }, '/')
    await screen.findByText('Code')
    expect(screen.queryByRole('button', { name: /Send a new code/ })).toBeNull()
  })
})
