import { msg } from '@lingui/core/macro'
import { CHAT_PATHS, type TChatPayload, type TSendChatMessage } from '../../../../contract/chat.ts'
import type { SiteOfficeDb } from '../../../lib/db.ts'
import { randomId } from '../../../lib/random-id.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import type { OutboxPrincipal } from '../../../offline/outbox/principal.ts'

export interface ChatSendContext {
  leadId: string
  /** For the sync center's label. */
  leadName: string
  db?: SiteOfficeDb
  principal?: OutboxPrincipal
  now?: () => number
  newId?: () => string
}

/**
 * A message to the lead, always through the outbox on the lead's own queue (decision 0040): it
 * is shown at once as waiting, reaches the server in order after the lead's other changes, and
 * its client_message_id makes a replay return the stored message instead of sending it again.
 * Resolves to the client_message_id. A retry is a new message: a new id.
 */
export async function sendChatMessage(
  context: ChatSendContext,
  payload: TChatPayload,
): Promise<string> {
  const clientMessageId = (context.newId ?? randomId)()
  const body: TSendChatMessage = {
    conversation_id: context.leadId,
    client_message_id: clientMessageId,
    payload,
  }
  const name = context.leadName
  await enqueue(
    {
      entity: leadEntity(context.leadId),
      method: 'POST',
      path: CHAT_PATHS.chats,
      body,
      label: msg`WhatsApp message to ${name}`,
      href: `/developer/manage-leads/${context.leadId}`,
    },
    { db: context.db, principal: context.principal, now: context.now },
  )
  return clientMessageId
}
