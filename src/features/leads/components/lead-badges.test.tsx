import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { unreadBlocks } from '../api/chat-unread.ts'
import { UnreadChatBadge } from './lead-badges.tsx'

describe('UnreadChatBadge', () => {
  it('shows the count, read out as unread messages', async () => {
    renderWithProviders(<UnreadChatBadge count={3} />)
    expect(await screen.findByText('3 unread messages')).toBeTruthy()
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true')
  })

  it('says one message in the singular and caps the shown number', async () => {
    const { unmount } = renderWithProviders(<UnreadChatBadge count={1} />)
    expect(await screen.findByText('1 unread message')).toBeTruthy()
    unmount()
    renderWithProviders(<UnreadChatBadge count={140} />)
    expect(await screen.findByText('99+')).toBeTruthy()
  })

  it('is hidden at 0', () => {
    const { container } = renderWithProviders(<UnreadChatBadge count={0} />)
    expect(container.querySelector('[data-part=unread]')).toBeNull()
  })
})

describe('unreadBlocks', () => {
  const ids = Array.from({ length: 120 }, (_, i) => `l-${i}`)
  it('asks for the blocks of 50 rows that hold the rows in view', () => {
    expect(unreadBlocks(ids, 0, 10).map((b) => [b[0], b.length])).toEqual([['l-0', 50]])
    expect(unreadBlocks(ids, 45, 60).map((b) => [b[0], b.length])).toEqual([
      ['l-0', 50],
      ['l-50', 50],
    ])
    expect(unreadBlocks(ids, 110, 130).map((b) => [b[0], b.length])).toEqual([['l-100', 20]])
    expect(unreadBlocks([], 0, 10)).toEqual([])
  })
})
