import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { chatConnection, type ChatSocketStatus } from '../../../lib/chat-socket.ts'
import { chatKeys } from '../api/chat-keys.ts'
import { withMessage, type TChatPages } from '../model/conversation.ts'

/**
 * While the conversation is open: its room joined, and each created or updated message put into
 * the query cache in place. A rejoin after a lost connection reads the conversation again, for
 * what was said meanwhile.
 */
export function useChatLive(leadId: string): ChatSocketStatus {
  const queryClient = useQueryClient()
  const connection = chatConnection()
  useEffect(() => {
    const key = chatKeys.conversation(leadId)
    const put = (message: Parameters<typeof withMessage>[1]) =>
      queryClient.setQueryData<TChatPages>(key, (data) => withMessage(data, message))
    let joinedBefore = false
    return connection.join(leadId, {
      created: put,
      updated: put,
      joined: () => {
        if (joinedBefore) void queryClient.invalidateQueries({ queryKey: key })
        joinedBefore = true
      },
    })
  }, [connection, leadId, queryClient])
  return useSyncExternalStore(connection.subscribeStatus, connection.status, connection.status)
}
