import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import { getDb } from '../../../lib/db.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { SignOutButton } from './sign-out-button.tsx'

function renderButton() {
  renderWithApp({ '/': () => <SignOutButton />, '/login': () => <p>Sign-in page</p> }, '/')
}

const waitingChange = (n: number) =>
  enqueue(
    { entity: `e${n}`, method: 'PATCH', path: `/p/${n}`, label: `change ${n}` },
    { principal: { userId: 'u', orgId: 'o' } },
  )

afterEach(async () => {
  await getDb().outbox.clear()
})

describe('SignOutButton', () => {
  it('signs out at once when nothing waits to be sent', async () => {
    localStorage.setItem('siteoffice.locale', 'en')
    renderButton()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    expect(localStorage.length).toBe(0)
  })

  it('warns about changes that would be lost, and cancelling keeps them', async () => {
    await waitingChange(1)
    await waitingChange(2)
    localStorage.setItem('siteoffice.locale', 'en')
    renderButton()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out with unsynced changes?',
    })
    expect(
      within(dialog).getByText(
        '2 changes have not reached the server yet. Signing out now discards them.',
      ),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await getDb().outbox.count()).toBe(2)
    expect(localStorage.getItem('siteoffice.locale')).toBe('en')
  })

  it('signs out anyway when asked to, wiping the outbox with everything else', async () => {
    await waitingChange(1)
    renderButton()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/^1 change has not reached the server yet/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }))

    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    expect(await indexedDB.databases()).toEqual([])
  })
})
