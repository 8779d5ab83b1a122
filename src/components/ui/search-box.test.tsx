import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../test-utils/render-with-app.tsx'
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx'

/** A list screen with the search box, and a row's screen whose data takes a while to come. */
function renderScreens(onSearch: (q: string) => void) {
  let answer: () => void = () => {}
  const { router } = renderWithApp(
    {
      '/customers': () => <SearchBox label="Search customers" value="" onSearch={onSearch} />,
      '/customers/$id': {
        component: () => <h1>A customer</h1>,
        loader: () => new Promise<void>((resolve) => (answer = resolve)),
      },
    },
    '/customers',
  )
  return { router, answer: () => answer() }
}

const pause = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)))

describe('SearchBox', () => {
  it('searches once typing pauses', async () => {
    const onSearch = vi.fn()
    renderScreens(onSearch)
    fireEvent.change(await screen.findByLabelText('Search customers'), {
      target: { value: ' BK-1 ' },
    })
    expect(onSearch).not.toHaveBeenCalled()
    await pause()
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('BK-1')
  })

  it('does not bring the user back when a row was opened while typing paused', async () => {
    const onSearch = vi.fn()
    const { router, answer } = renderScreens(onSearch)
    fireEvent.change(await screen.findByLabelText('Search customers'), {
      target: { value: 'BK-1' },
    })
    // The row's screen is loading: the list, and its search box, are still on screen.
    act(() => router.history.push('/customers/c1'))
    await pause()
    expect(screen.getByLabelText('Search customers')).toBeTruthy()
    expect(onSearch).not.toHaveBeenCalled()
    await act(async () => answer())
    expect(await screen.findByRole('heading', { name: 'A customer' })).toBeTruthy()
  })
})
