import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { chatConnection, type ChatSocketStatus } from '../../../lib/chat-socket.ts'
import { chatKeys } from '../api/chat-keys.ts'
import { getChatPage } from '../api/chat-page.ts'
import { withMessage, type TChatPages } from '../model/conversation.ts'

/** Quiet time after the last live event before the stored copy is read again. */
export const STORE_AFTER_MS = 1_000

/**
 * While the conversation is open: its room joined, and each created or updated message put into
 * the query cache in place. A rejoin after a lost connection reads the conversation again, for
 * what was said meanwhile. After a burst of events, the newest page is read once more in the
 * background (not into the screen): the service worker stores it, so the conversation opens
 * offline as it last was (decision 0040).
 */
export function useChatLive(leadId: string): ChatSocketStatus {
  const queryClient = useQueryClient()
  const connection = chatConnection()
  useEffect(() => {
    const key = chatKeys.conversation(leadId)
    let storeTimer: ReturnType<typeof setTimeout> | undefined
    const put = (message: Parameters<typeof withMessage>[1]) => {
      queryClient.setQueryData<TChatPages>(key, (data) => withMessage(data, message))
      clearTimeout(storeTimer)
      storeTimer = setTimeout(() => {
        void getChatPage(leadId, undefined, undefined, 'low').catch(() => undefined)
      }, STORE_AFTER_MS)
    }
    let joinedBefore = false
    const leave = connection.join(leadId, {
      created: put,
      updated: put,
      joined: () => {
        if (joinedBefore) void queryClient.invalidateQueries({ queryKey: key })
        joinedBefore = true
      },
    })
    return () => {
      clearTimeout(storeTimer)
      leave()
    }
  }, [connection, leadId, queryClient])
  return useSyncExternalStore(connection.subscribeStatus, connection.status, connection.status)
}
