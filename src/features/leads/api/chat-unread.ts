import { queryOptions, useQueries } from '@tanstack/react-query'
import { CHAT_PATHS, ZChatUnreadCounts, type TChatUnreadCounts } from '../../../../contract/chat.ts'
import { http } from '../../../lib/http.ts'

/**
 * The unread chat counts of the leads on the list (decision 0041). Asked for in blocks of rows,
 * so scrolling asks again only when a new block comes into view, and coming back to the list
 * asks again (a conversation opened meanwhile has reset its count). `chatUnreadKeys.all` is the
 * prefix to invalidate for anything else that changes a count.
 */
export const CHAT_UNREAD_BLOCK = 50
/** A new inbound message shows on the list within this long while it is open. */
const REFRESH_MS = 30_000

export const chatUnreadKeys = {
  all: ['chat-unread'] as const,
  of: (leadIds: readonly string[]) => ['chat-unread', ...leadIds] as const,
}

export function getChatUnread(
  leadIds: readonly string[],
  signal?: AbortSignal,
): Promise<TChatUnreadCounts> {
  // Silent: the badges are extra, the list never fails for them.
  return http.get(CHAT_PATHS.unread, {
    query: { conversation_ids: leadIds.join(',') },
    schema: ZChatUnreadCounts,
    signal,
    silent: true,
    priority: 'low',
  })
}

export function chatUnreadQueryOptions(leadIds: readonly string[]) {
  return queryOptions({
    queryKey: chatUnreadKeys.of(leadIds),
    queryFn: ({ signal }) => getChatUnread(leadIds, signal),
    staleTime: 10_000,
    // Back on the list from a conversation, which reset its count: asked again at once.
    refetchOnMount: 'always',
    refetchInterval: REFRESH_MS,
    retry: false,
  })
}

/** The blocks of `ids` that hold the rows from `first` to `last` (indices into `ids`). */
export function unreadBlocks(ids: readonly string[], first: number, last: number): string[][] {
  if (last < first || ids.length === 0) return []
  const blocks: string[][] = []
  const from = Math.floor(Math.max(first, 0) / CHAT_UNREAD_BLOCK)
  const to = Math.floor(Math.min(last, ids.length - 1) / CHAT_UNREAD_BLOCK)
  for (let b = from; b <= to; b++) {
    blocks.push(ids.slice(b * CHAT_UNREAD_BLOCK, (b + 1) * CHAT_UNREAD_BLOCK))
  }
  return blocks
}

const NO_COUNTS: ReadonlyMap<string, number> = new Map()

/** Unread counts by lead id of the rows in view; empty while unknown or when disabled. */
export function useChatUnread(
  ids: readonly string[],
  first: number,
  last: number,
  enabled: boolean,
): ReadonlyMap<string, number> {
  const blocks = enabled ? unreadBlocks(ids, first, last) : []
  return useQueries({
    queries: blocks.map((block) => chatUnreadQueryOptions(block)),
    combine: countsOf,
  })
}

// Module-level, so useQueries keeps the combined map while the answers stay the same.
function countsOf(results: readonly { data?: TChatUnreadCounts }[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>()
  for (const { data } of results) {
    for (const item of data?.items ?? []) counts.set(item.conversation_id, item.totalUnreadMsgs)
  }
  return counts.size ? counts : NO_COUNTS
}
