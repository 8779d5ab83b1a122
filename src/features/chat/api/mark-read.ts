import { CHAT_PATHS, ZMarkChatReadResult } from '../../../../contract/chat.ts'
import { http } from '../../../lib/http.ts'

/** The conversation was opened: its unread count goes back to 0 (decision 0039). */
export function markChatRead(leadId: string) {
  return http.post(
    CHAT_PATHS.markRead,
    { conversation_id: leadId },
    { schema: ZMarkChatReadResult, silent: true },
  )
}
