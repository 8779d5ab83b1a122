import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test-utils/render-with-app.tsx'
import { NeedsLandscape, PORTRAIT_TABLET_QUERY } from './needs-landscape.tsx'

/** A matchMedia whose answer the test changes, like a tablet being rotated. */
function mockMatchMedia(initial: boolean) {
  let matches = initial
  const listeners = new Set<() => void>()
  const queries: string[] = []
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query)
    return {
      get matches() {
        return query === PORTRAIT_TABLET_QUERY && matches
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }
  })
  return {
    queries,
    rotate(portrait: boolean) {
      matches = portrait
      act(() => listeners.forEach((listener) => listener()))
    },
  }
}

function renderWrapped() {
  return renderWithProviders(
    <NeedsLandscape>
      <p>Wide board</p>
    </NeedsLandscape>,
  )
}

beforeEach(() => vi.unstubAllGlobals())
afterEach(() => vi.unstubAllGlobals())

describe('NeedsLandscape', () => {
  it('shows the screen in landscape', () => {
    mockMatchMedia(false)
    renderWrapped()
    expect(screen.getByText('Wide board')).toBeTruthy()
    expect(screen.queryByText('Turn your tablet to landscape')).toBeNull()
  })

  it('asks a portrait tablet to rotate, and shows the screen once it does', () => {
    const media = mockMatchMedia(true)
    renderWrapped()
    expect(media.queries).toContain(PORTRAIT_TABLET_QUERY)
    expect(screen.getByText('Turn your tablet to landscape')).toBeTruthy()
    expect(screen.queryByText('Wide board')).toBeNull()

    media.rotate(false)
    expect(screen.getByText('Wide board')).toBeTruthy()
    media.rotate(true)
    expect(screen.getByText('Turn your tablet to landscape')).toBeTruthy()
  })

  it('lets the user carry on in portrait', () => {
    mockMatchMedia(true)
    renderWrapped()
    fireEvent.click(screen.getByRole('button', { name: 'Continue in portrait' }))
    expect(screen.getByText('Wide board')).toBeTruthy()
  })
})
