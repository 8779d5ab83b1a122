import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import { getDb, type OutboxRow } from '../../../lib/db.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { SyncBadge } from './sync-badge.tsx'
import { SyncCenter } from './sync-center.tsx'

const ME = { userId: 'user-1', orgId: 'org-1' }

function renderAt(ui: ReactNode) {
  return renderWithApp({ '/': () => ui }, '/')
}

async function save(label: string, patch: Partial<OutboxRow> = {}, principal = ME) {
  const id = await enqueue(
    { entity: `lead:${label}`, method: 'PUT', path: `/leads/${label}`, body: patch.body, label },
    { principal },
  )
  await getDb().outbox.where('id').equals(id).modify(patch)
  return id
}

const item = (name: string) => screen.getByRole('listitem', { name })

beforeEach(() => setOutboxPrincipal(ME))
afterEach(async () => {
  setOutboxPrincipal(null)
  await Promise.all([getDb().outbox.clear(), getDb().syncLog.clear()])
})

describe('SyncCenter', () => {
  it('says everything is synced when nothing waits', async () => {
    renderAt(<SyncCenter />)
    expect(await screen.findByText('Everything is synced')).toBeTruthy()
  })

  it('lists refused, waiting and sending changes with what, when and why', async () => {
    await save('Call Asha', {
      state: 'needs-attention',
      attempts: 1,
      body: { name: '', budget: 5 },
      lastError: {
        kind: 'server',
        status: 400,
        message: 'Name is required',
        fields: [{ field: 'name', message: 'Required' }],
      },
    })
    await save('Visit Ravi', { attempts: 2, lastError: { kind: 'offline', message: 'x' } })
    await save('Note for Meera', { state: 'in-flight', attempts: 1 })
    await save('Their change', {}, { userId: 'someone-else', orgId: 'org-1' })

    renderAt(<SyncCenter />)

    const refused = await screen.findByRole('region', { name: 'Needs attention (1)' })
    expect(within(refused).getByText('Call Asha')).toBeTruthy()
    expect(within(refused).getByText('The server said: Name is required')).toBeTruthy()
    expect(within(refused).getByText('name: Required')).toBeTruthy()
    expect(
      within(refused).getByText(/^Saved \d{2} \w{3} \d{4}, \d{2}:\d{2} [AP]M · tried 1 time$/),
    ).toBeTruthy()

    const waiting = screen.getByRole('region', { name: 'Waiting to send (2)' })
    expect(within(item('Visit Ravi')).getByText('Waiting to try again')).toBeTruthy()
    expect(within(item('Visit Ravi')).getByText(/No Internet connection/)).toBeTruthy()
    expect(within(item('Note for Meera')).getByText('Sending…')).toBeTruthy()
    // A row being sent can only be waited for.
    expect(within(item('Note for Meera')).queryByRole('button')).toBeNull()
    expect(within(waiting).queryByText('Their change')).toBeNull()
    expect(screen.getByRole('note').textContent).toMatch(/1 change saved by another account/)
  })

  it('discards only after confirmation, and remembers that it did', async () => {
    const id = await save('Call Asha', { state: 'needs-attention', lastError: { message: 'No' } })
    renderAt(<SyncCenter />)
    await screen.findByText('Call Asha')

    fireEvent.click(within(item('Call Asha')).getByRole('button', { name: 'Discard: Call Asha' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this change?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await getDb().outbox.get({ id })).toBeDefined()

    fireEvent.click(within(item('Call Asha')).getByRole('button', { name: 'Discard: Call Asha' }))
    const again = await screen.findByRole('alertdialog', { name: 'Discard this change?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Discard' }))

    expect(await screen.findByText('Everything is synced')).toBeTruthy()
    expect(await getDb().outbox.get({ id })).toBeUndefined()
    // The history is a read of its own: it may answer a moment after the outbox's.
    const recent = await screen.findByRole('region', { name: 'Recently' })
    expect(await within(recent).findByText('Discarded')).toBeTruthy()
  })

  it('sends a refused change again, as it was or corrected', async () => {
    const retried = await save('Visit Ravi', {
      state: 'needs-attention',
      lastError: { message: 'Busy' },
    })
    const edited = await save('Call Asha', {
      state: 'needs-attention',
      body: { name: '', budget: 5 },
      lastError: { message: 'Name is required', fields: [{ field: 'name', message: 'Required' }] },
    })
    renderAt(<SyncCenter />)
    await screen.findByText('Visit Ravi')

    fireEvent.click(
      within(item('Visit Ravi')).getByRole('button', { name: 'Try again: Visit Ravi' }),
    )
    await waitFor(async () =>
      expect((await getDb().outbox.get({ id: retried }))?.state).toBe('pending'),
    )

    fireEvent.click(within(item('Call Asha')).getByRole('button', { name: 'Edit: Call Asha' }))
    const input = within(item('Call Asha')).getByRole('textbox', { name: 'name' })
    fireEvent.change(input, { target: { value: 'Asha Rao' } })
    fireEvent.click(within(item('Call Asha')).getByRole('button', { name: 'Save and send' }))
    await waitFor(async () =>
      expect(await getDb().outbox.get({ id: edited })).toMatchObject({
        state: 'pending',
        body: { name: 'Asha Rao', budget: 5 },
      }),
    )
  })
})

describe('SyncBadge', () => {
  it('counts what has not synced, and names it', async () => {
    renderAt(<SyncBadge />)
    expect(
      await screen.findByRole('link', { name: 'Sync center: everything is synced' }),
    ).toBeTruthy()

    await save('A')
    await save('B', { state: 'needs-attention', lastError: { message: 'No' } })
    await save('Theirs', {}, { userId: 'someone-else', orgId: 'org-1' })

    const link = await screen.findByRole('link', {
      name: 'Sync center: 2 changes not synced, 1 needs attention',
    })
    expect(link.getAttribute('href')).toBe('/developer/sync')
    expect(within(link).getByText('2')).toBeTruthy()
  })
})
