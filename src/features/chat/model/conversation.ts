import {
  CHAT_PAGE_SIZE,
  CHAT_PATHS,
  CHAT_RECEIPTS,
  nextDeliveryState,
  type TChatMessage,
  type TChatPage,
  type TChatPayload,
  type TChatReceipt,
  type TChatStatus,
} from '../../../../contract/chat.ts'
import type { OutboxRow, OutboxState } from '../../../lib/db.ts'

/**
 * The conversation as the screen holds it: the server's pages (newest first, each newest
 * first) kept up to date by the socket's events, and the messages still in the outbox.
 */

/** One page as read, with when the service worker stored it (null: from the network). */
export interface TChatPageRead {
  page: TChatPage
  storedAt: number | null
}

export interface TChatPages {
  pages: TChatPageRead[]
  pageParams: unknown[]
}

/** The cursor of the page older than `last`: its oldest message's time; none when it was short. */
export function olderPageParam(last: TChatPageRead): string | undefined {
  const items = last.page.items
  if (items.length < CHAT_PAGE_SIZE) return undefined
  return items.at(-1)?.createdAt
}

const isReceipt = (status: TChatStatus): status is TChatReceipt =>
  (CHAT_RECEIPTS as readonly string[]).includes(status)

/**
 * The state a message shows after news of it: receipts never move it back (a late `delivered`
 * leaves it read); a message the screen held as Not Sent takes whatever the server now says.
 */
export function mergedStatus(current: TChatStatus, incoming: TChatStatus): TChatStatus {
  if (current === 'Not Sent' || !isReceipt(incoming)) return incoming
  return nextDeliveryState(current, incoming)
}

const sameMessage = (a: TChatMessage, b: TChatMessage) =>
  a._id === b._id || (a.client_message_id !== null && a.client_message_id === b.client_message_id)

function mergeInto(current: TChatMessage, incoming: TChatMessage): TChatMessage {
  return {
    ...incoming,
    message_status: mergedStatus(current.message_status, incoming.message_status),
  }
}

/**
 * A created or updated message into the pages: replaced in place where it is (by id, or by the
 * sender's client id), else added as the newest. Undefined pages stay undefined (nothing read yet).
 */
export function withMessage(
  data: TChatPages | undefined,
  message: TChatMessage,
): TChatPages | undefined {
  if (!data) return data
  let found = false
  const pages = data.pages.map((read) => {
    if (!read.page.items.some((m) => sameMessage(m, message))) return read
    found = true
    return {
      ...read,
      page: {
        ...read.page,
        items: read.page.items.map((m) => (sameMessage(m, message) ? mergeInto(m, message) : m)),
      },
    }
  })
  if (found) return { ...data, pages }
  const [first, ...rest] = pages
  if (!first) return data
  return {
    ...data,
    pages: [{ ...first, page: { ...first.page, items: [message, ...first.page.items] } }, ...rest],
  }
}

/** A message written here that the outbox still holds. */
export interface TWaitingMessage {
  rowId: string
  client_message_id: string
  payload: TChatPayload
  /** Epoch ms when it was written. */
  createdAt: number
  state: OutboxState
}

interface TSendBody {
  conversation_id?: unknown
  client_message_id?: unknown
  payload?: unknown
}

/** The lead's messages waiting in the outbox, in the order written. */
export function waitingMessages(rows: readonly OutboxRow[], leadId: string): TWaitingMessage[] {
  return rows.flatMap((row) => {
    if (row.method !== 'POST' || row.path !== CHAT_PATHS.chats) return []
    const body = row.body as TSendBody | undefined
    if (body?.conversation_id !== leadId || typeof body.client_message_id !== 'string') return []
    return [
      {
        rowId: row.id,
        client_message_id: body.client_message_id,
        payload: body.payload as TChatPayload,
        createdAt: row.createdAt,
        state: row.state,
      },
    ]
  })
}

/** What one line of the conversation shows. */
export type TChatLine =
  | { kind: 'message'; key: string; message: TChatMessage }
  | { kind: 'waiting'; key: string; waiting: TWaitingMessage }

/**
 * The conversation oldest first, as shown: the server's messages once each, then those still
 * waiting to be sent (one the server already has is shown as the server's, never twice).
 */
export function conversationLines(
  data: TChatPages | undefined,
  waiting: readonly TWaitingMessage[],
): TChatLine[] {
  const seen = new Set<string>()
  const clientIds = new Set<string>()
  const messages: TChatMessage[] = []
  for (const read of data?.pages ?? []) {
    for (const message of read.page.items) {
      if (seen.has(message._id)) continue
      seen.add(message._id)
      if (message.client_message_id) clientIds.add(message.client_message_id)
      messages.push(message)
    }
  }
  messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))
  const lines: TChatLine[] = messages.map((message) => ({
    kind: 'message',
    key: message.client_message_id ?? message._id,
    message,
  }))
  for (const w of waiting) {
    if (clientIds.has(w.client_message_id)) continue
    lines.push({ kind: 'waiting', key: w.client_message_id, waiting: w })
  }
  return lines
}

/** Ours, and never taken by the provider or failed: it can be sent again, as a new message. */
export function mayRetry(message: TChatMessage): boolean {
  return (
    message.direction === 'out' &&
    (message.message_status === 'Not Sent' || message.message_status === 'failed')
  )
}

/** When the oldest page shown was stored by the service worker (offline), else null. */
export function storedAtOf(data: TChatPages | undefined): number | null {
  const times = (data?.pages ?? []).flatMap((read) =>
    read.storedAt === null ? [] : [read.storedAt],
  )
  return times.length === 0 ? null : Math.min(...times)
}

/**
 * A re-read of the pages over what the screen holds: a read that left the server before a
 * receipt arrived by the socket must not move the message back (read never returns to delivered).
 */
export function keepDeliveryStates(held: TChatPages | undefined, read: TChatPages): TChatPages {
  if (!held) return read
  const states = new Map<string, TChatStatus>()
  for (const page of held.pages) {
    for (const message of page.page.items) states.set(message._id, message.message_status)
  }
  return {
    ...read,
    pages: read.pages.map((page) => ({
      ...page,
      page: {
        ...page.page,
        items: page.page.items.map((message) => {
          const current = states.get(message._id)
          if (current === undefined) return message
          const status = mergedStatus(current, message.message_status)
          return status === message.message_status
            ? message
            : { ...message, message_status: status }
        }),
      },
    })),
  }
}

/**
 * A file's address as a link, or null: the server's own paths and web addresses only. A file
 * from the lead comes with the provider's address, and nothing a message carries may become a
 * `javascript:` link.
 */
export function openableUrl(url: string | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
