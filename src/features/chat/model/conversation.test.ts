import { describe, expect, it } from 'vitest'
import type { TChatMessage } from '../../../../contract/chat.ts'
import type { OutboxRow } from '../../../lib/db.ts'
import {
  openableUrl,
  conversationLines,
  keepDeliveryStates,
  mayRetry,
  mergedStatus,
  olderPageParam,
  storedAtOf,
  waitingMessages,
  withMessage,
  type TChatPages,
} from './conversation.ts'

const at = (minute: number) => `2026-11-25T03:${String(minute).padStart(2, '0')}:00.000Z`

const message = (id: string, minute: number, over: Partial<TChatMessage> = {}): TChatMessage => ({
  _id: id,
  conversation_id: 'lead-1',
  direction: 'out',
  wamid: ['w-' + id],
  payload: { type: 'text', text: `text ${id}` },
  message_status: 'sent',
  created_by: 'u1',
  client_message_id: null,
  createdAt: at(minute),
  updatedAt: at(minute),
  ...over,
})

const pages = (...lists: TChatMessage[][]): TChatPages => ({
  pages: lists.map((items) => ({
    page: {
      items,
      pageInfo: { pageNumber: 1, pageSize: 30, totalNumItems: 0 },
      totalUnreadMsgs: 0,
    },
    storedAt: null,
  })),
  pageParams: lists.map(() => undefined),
})

const row = (over: Partial<OutboxRow>): OutboxRow =>
  ({
    id: 'row-1',
    userId: 'u1',
    orgId: 'o1',
    entity: 'lead:lead-1',
    method: 'POST',
    path: '/communication-service/v1/chats',
    body: {
      conversation_id: 'lead-1',
      client_message_id: 'c-1',
      payload: { type: 'text', text: 'offline hello' },
    },
    label: 'x',
    createdAt: Date.parse(at(30)),
    payloadVersion: 1,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    ...over,
  }) as OutboxRow

describe('the conversation', () => {
  it('never moves a read message back to delivered', () => {
    expect(mergedStatus('read', 'delivered')).toBe('read')
    expect(mergedStatus('sent', 'read')).toBe('read')
    expect(mergedStatus('delivered', 'failed')).toBe('delivered')
    expect(mergedStatus('Not Sent', 'sent')).toBe('sent')
  })

  it('updates a message in place, and adds a new one as the newest', () => {
    const data = pages([message('b', 2), message('a', 1)])
    const read = withMessage(data, message('a', 1, { message_status: 'read' }))
    const late = withMessage(read, message('a', 1, { message_status: 'delivered' }))
    expect(late?.pages[0]?.page.items.map((m) => [m._id, m.message_status])).toEqual([
      ['b', 'sent'],
      ['a', 'read'],
    ])
    const added = withMessage(late, message('c', 3))
    expect(added?.pages[0]?.page.items.map((m) => m._id)).toEqual(['c', 'b', 'a'])
    expect(withMessage(undefined, message('c', 3))).toBeUndefined()
  })

  it('shows pages oldest first, each message once, then what waits in the outbox', () => {
    const data = pages([message('c', 3), message('b', 2)], [message('b', 2), message('a', 1)])
    const waiting = waitingMessages(
      [
        row({}),
        row({ id: 'row-2', body: { conversation_id: 'lead-2', client_message_id: 'c-2' } }),
        row({ id: 'row-3', path: '/elsewhere' }),
      ],
      'lead-1',
    )
    expect(waiting.map((w) => w.client_message_id)).toEqual(['c-1'])
    const lines = conversationLines(data, waiting)
    expect(lines.map((l) => l.key)).toEqual(['a', 'b', 'c', 'c-1'])
    expect(lines.at(-1)?.kind).toBe('waiting')
  })

  it('shows a sent message as the server’s once it arrives, under the same key', () => {
    const waiting = waitingMessages([row({})], 'lead-1')
    const arrived = message('s', 31, { client_message_id: 'c-1' })
    const lines = conversationLines(pages([arrived]), waiting)
    expect(lines).toEqual([{ kind: 'message', key: 'c-1', message: arrived }])
  })

  it('pages back from the oldest message of a full page', () => {
    const full = Array.from({ length: 30 }, (_, i) => message(`m${i}`, 59 - i))
    expect(olderPageParam(pages(full).pages[0]!)).toBe(at(30))
    expect(olderPageParam(pages([message('a', 1)]).pages[0]!)).toBeUndefined()
  })

  it('offers a retry for our Not Sent and failed messages only', () => {
    expect(mayRetry(message('a', 1, { message_status: 'Not Sent' }))).toBe(true)
    expect(mayRetry(message('a', 1, { message_status: 'failed' }))).toBe(true)
    expect(mayRetry(message('a', 1, { message_status: 'read' }))).toBe(false)
    expect(mayRetry(message('a', 1, { direction: 'in', message_status: 'failed' }))).toBe(false)
  })

  it('tells how old a stored conversation is', () => {
    const data = pages([message('a', 1)])
    expect(storedAtOf(data)).toBeNull()
    data.pages[0]!.storedAt = 1000
    expect(storedAtOf(data)).toBe(1000)
  })

  it('keeps a receipt the socket brought over an older read of the server', () => {
    const held = pages([message('a', 1, { message_status: 'read' }), message('b', 0)])
    const reread = pages([
      message('c', 2),
      message('a', 1, { message_status: 'delivered' }),
      message('b', 0, { message_status: 'delivered' }),
    ])
    const kept = keepDeliveryStates(held, reread)
    expect(kept.pages[0]?.page.items.map((m) => m.message_status)).toEqual([
      'sent',
      'read',
      'delivered',
    ])
  })
})

describe('a file address as a link', () => {
  it('takes the server’s own paths and web addresses, nothing else', () => {
    expect(openableUrl('/content-store/v1/objects/chat-files/k?e=1')).toBe(
      '/content-store/v1/objects/chat-files/k?e=1',
    )
    expect(openableUrl('https://media.example/a.pdf')).toBe('https://media.example/a.pdf')
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      'data:text/html,x',
      undefined,
      '',
    ])
      expect(openableUrl(bad)).toBeNull()
  })
})
