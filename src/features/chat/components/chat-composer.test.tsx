import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { ChatComposer } from './chat-composer.tsx'

// The textarea grows with its text (Chakra's autoresize watches its size); jsdom has no observer.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

describe('the chat composer', () => {
  it('sends on Enter, keeps Shift+Enter for a new line, and clears once saved', async () => {
    const onSend = vi.fn(async () => true)
    renderWithProviders(<ChatComposer onSend={onSend} />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.change(box, { target: { value: '  Namaste  ' } })
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Namaste'))
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
  })

  it('sends nothing blank, and keeps the text when it could not be saved', async () => {
    const onSend = vi.fn(async () => false)
    renderWithProviders(<ChatComposer onSend={onSend} />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.change(box, { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'))
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.change(box, { target: { value: 'Hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello'))
    expect((box as HTMLTextAreaElement).value).toBe('Hello')
  })
})
