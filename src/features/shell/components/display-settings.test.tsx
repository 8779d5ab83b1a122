import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { DisplaySettings } from './display-settings.tsx'

describe('DisplaySettings', () => {
  it('shows both switches inline on a wide screen', () => {
    renderWithProviders(<DisplaySettings compact={false} />)
    expect(screen.queryByRole('button', { name: 'Language and theme' })).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy()
  })

  it('opens the language and theme popover at the first press of the compact button', async () => {
    renderWithProviders(<DisplaySettings compact />)
    const button = screen.getByRole('button', { name: 'Language and theme' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    // Its code loads on that press, and it opens as soon as it has.
    expect(await screen.findByRole('dialog', { name: 'Language and theme' })).toBeTruthy()
    expect(
      screen.getByRole('button', { name: 'Language and theme' }).getAttribute('aria-expanded'),
    ).toBe('true')
  })
})
