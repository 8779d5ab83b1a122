import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { resetLeadSyncProgress, setLeadSyncProgress } from '../offline/lead-sync-progress.ts'
import { LeadSyncIndicator } from './lead-sync-indicator.tsx'

afterEach(() => resetLeadSyncProgress())

describe('LeadSyncIndicator', () => {
  it('is in the page but hidden while no sync runs, so its start adds no styles', () => {
    renderWithProviders(<LeadSyncIndicator />)
    const line = screen.getByRole('status', { hidden: true })
    expect(line.hidden).toBe(true)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows how many leads are saved while a sync runs, and hides once all are', async () => {
    renderWithProviders(<LeadSyncIndicator />)
    act(() => setLeadSyncProgress({ running: true, stored: 1200, total: 5000, completedAt: null }))
    expect(
      (await screen.findByRole('status')).textContent?.includes(
        'Saving leads for offline use: 1,200 of 5,000',
      ),
    ).toBe(true)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1200')
    act(() => setLeadSyncProgress({ running: true, stored: 5000, total: 5000, completedAt: null }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
