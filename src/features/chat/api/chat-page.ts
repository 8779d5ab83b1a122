import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { CHAT_PAGE_SIZE, CHAT_PATHS, ZChatPage } from '../../../../contract/chat.ts'
import { http } from '../../../lib/http.ts'
import { olderPageParam, type TChatPageRead } from '../model/conversation.ts'
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
): Promise<TChatPageRead> {
  let storedAt: number | null = null
  const page = await http.get(CHAT_PATHS.chats, {
    query: { conversation_id: leadId, limit: CHAT_PAGE_SIZE, createdAt },
    pageIndex: 0,
    schema: ZChatPage,
    signal,
    silent: true,
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
  })
}

export function useChatPages(leadId: string) {
  return useInfiniteQuery(chatPagesQueryOptions(leadId))
}
