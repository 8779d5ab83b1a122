import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { ChatMessage } from './chat-message.tsx'

describe('a file message', () => {
  it('links each file by its name, opening in a new tab; an address that is no web address is not a link', () => {
    renderWithProviders(
      <ChatMessage
        ours
        at="2026-11-20T10:00:00.000Z"
        state="delivered"
        payload={{
          type: 'files',
          caption: 'As promised',
          files: [
            {
              fileName: 'cost-sheet.pdf',
              fileExtension: 'pdf',
              labelName: 'Cost sheet',
              fileUrl: '/content-store/v1/objects/chat-files/x?expires=1&signature=s',
            },
            { fileName: 'trick.pdf', fileExtension: 'pdf', fileUrl: 'javascript:alert(1)' },
          ],
        }}
      />,
    )
    screen.getByText('As promised')
    const link = screen.getByRole('link', { name: 'Cost sheet' })
    expect(link.getAttribute('href')).toBe(
      '/content-store/v1/objects/chat-files/x?expires=1&signature=s',
    )
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    screen.getByText('trick.pdf')
    expect(screen.queryByRole('link', { name: 'trick.pdf' })).toBeNull()
  })
})
