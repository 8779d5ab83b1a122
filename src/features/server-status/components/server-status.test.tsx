import { screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { ServerStatus } from './server-status.tsx'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderStatus() {
  return renderWithProviders(<ServerStatus />)
}

it('shows the check, then the server version', async () => {
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ status: 'ok', database: 'pglite', version: '1.4.2', uptimeSeconds: 9 }),
        { status: 200 },
      ),
  )
  renderStatus()
  expect(screen.getByText('Checking the server…')).toBeTruthy()
  expect(await screen.findByText('Server is up (version 1.4.2)')).toBeTruthy()
})

it('shows the catalogue message and a retry when the server is down', async () => {
  fetchMock.mockImplementation(async () => new Response('', { status: 502 }))
  renderStatus()
  expect(await screen.findByText('Server Down, please try again.')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
})
