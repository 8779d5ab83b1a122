import { infiniteQueryOptions, replaceEqualDeep, useInfiniteQuery } from '@tanstack/react-query'
import { CHAT_PAGE_SIZE, CHAT_PATHS, ZChatPage } from '../../../../contract/chat.ts'
import { http } from '../../../lib/http.ts'
import {
  keepDeliveryStates,
  olderPageParam,
  type TChatPageRead,
  type TChatPages,
} from '../model/conversation.ts'
import { chatKeys } from './chat-keys.ts'

/**
 * One page of the conversation, newest first; `createdAt` asks for the messages older than it.
 * The first page's URL is always the same, so the service worker's copy of it opens the
 * conversation offline (decision 0040).
 */
export async function getChatPage(
  leadId: string,
  createdAt: string | undefined,
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<TChatPageRead> {
  let storedAt: number | null = null
  const page = await http.get(CHAT_PATHS.chats, {
    query: { conversation_id: leadId, limit: CHAT_PAGE_SIZE, createdAt },
    pageIndex: 0,
    schema: ZChatPage,
    signal,
    silent: true,
    priority,
    onStoredAt: (at) => {
      storedAt = at
    },
  })
  return { page, storedAt }
}

export function chatPagesQueryOptions(leadId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversation(leadId),
    queryFn: ({ pageParam, signal }) => getChatPage(leadId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderPageParam,
    // The socket keeps it current; a reconnect reads it again.
    staleTime: 30_000,
    structuralSharing: (held: unknown, read: unknown) =>
      replaceEqualDeep(
        held,
        keepDeliveryStates(held as TChatPages | undefined, read as TChatPages),
      ),
  })
}

export function useChatPages(leadId: string) {
  return useInfiniteQuery(chatPagesQueryOptions(leadId))
}
