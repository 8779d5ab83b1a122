import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearFreshness, recordFreshness } from '../../lib/freshness.ts'
import { renderWithProviders } from '../../test-utils/render-with-app.tsx'
import { DataAsOf } from './data-as-of.tsx'

afterEach(() => clearFreshness())

describe('DataAsOf', () => {
  it('says nothing while every answer came from the network', () => {
    renderWithProviders(<DataAsOf />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('names the oldest stored answer on screen, and goes when the network answers again', () => {
    renderWithProviders(<DataAsOf />)
    act(() => {
      recordFreshness('/a', Date.parse('2026-03-05T14:07:00Z'))
      recordFreshness('/b', Date.parse('2026-03-06T14:07:00Z'))
    })
    expect(screen.getByRole('status').textContent).toBe('Data as of 05 Mar 2026, 07:37 PM')
    act(() => {
      recordFreshness('/a', null)
      recordFreshness('/b', null)
    })
    expect(screen.queryByRole('status')).toBeNull()
  })
})
