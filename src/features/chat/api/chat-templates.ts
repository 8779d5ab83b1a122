import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  CHAT_PATHS,
  CHAT_TEMPLATE_PAGE_SIZE,
  ZChatTemplatePage,
} from '../../../../contract/chat.ts'
import { http } from '../../../lib/http.ts'
import { chatKeys } from './chat-keys.ts'

/**
 * The templates to send a lead, filled for it and the user (spec 001: page 1, 20 a page). The
 * URL never changes, so the service worker's copy serves the picker offline (decision 0046).
 */
export function chatTemplatesQueryOptions(leadId: string, userId: string) {
  return queryOptions({
    queryKey: chatKeys.templates(leadId, userId),
    queryFn: ({ signal }) =>
      http.get(CHAT_PATHS.templates, {
        query: { leadId, userId, page: 1, limit: CHAT_TEMPLATE_PAGE_SIZE },
        schema: ZChatTemplatePage,
        signal,
        silent: true,
        priority: 'low',
      }),
    staleTime: 5 * 60_000,
  })
}

export function useChatTemplates(leadId: string, userId: string, enabled: boolean) {
  return useQuery({ ...chatTemplatesQueryOptions(leadId, userId), enabled })
}
