import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Server } from 'socket.io'
import type { z } from 'zod'
import {
  CHAT_ERROR_CODES,
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoom,
  nextDeliveryState,
  type TChatMessage,
  type TChatPage,
  type TChatPayload,
  type TChatReceipt,
  type TChatUnreadCounts,
  type ZChatPageQuery,
  type ZSendChatMessage,
} from '../../../../../contract/chat.ts'
import { eq } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { leads } from '../../../db/schema.ts'
import { AppError } from '../../../errors.ts'
import { pageInfo } from '../../../paging.ts'
import type { AuthContext } from '../../../security/access.ts'
import { actionableLead, CALL_SCOPES } from '../field-actions.ts'
import { findLead } from '../leads/leads.repository.ts'
import { filledPayload } from './chat-templates.service.ts'
import { visibleLead } from '../leads/leads.service.ts'
import type { ObjectStore } from '../../../object-store.ts'
import type { WhatsAppDirectory } from '../whatsapp/whatsapp.ts'
import { CHAT_FILES_BUCKET, resolveChatFiles, withFreshFileUrls } from './chat-files.service.ts'
import {
  bumpUnread,
  chatMessageByClientId,
  chatMessageByProviderId,
  chatPage,
  insertChatMessage,
  keepEarlyReceipt,
  leadOfNumber,
  moveChatStatus,
  resetUnread,
  settleChatMessage,
  takeEarlyReceipts,
  unreadOf,
  unreadOfLeads,
  type ChatRow,
} from './chat.repository.ts'
import type { MessengerEvent, WhatsAppMessenger } from './whatsapp-messenger.ts'

export const whatsAppNotFound = () =>
  new AppError(400, CHAT_ERROR_CODES.whatsAppNotFound, CHAT_MESSAGES.whatsAppNotFound)

export function toChatMessage(row: ChatRow): TChatMessage {
  return {
    _id: row.id,
    conversation_id: row.leadId,
    direction: row.direction,
    wamid: row.providerMessageId ? [row.providerMessageId] : [],
    payload: row.payload,
    message_status: row.status,
    created_by: row.createdBy,
    client_message_id: row.clientMessageId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The lead's conversation, newest first; the lead must be one the caller sees. */
export async function conversationPage(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  query: z.output<typeof ZChatPageQuery>,
  now = new Date(),
): Promise<TChatPage> {
  const { lead } = await visibleLead(db, auth, query.conversation_id)
  const before = query.createdAt ? new Date(query.createdAt) : undefined
  const [{ rows, total }, unread] = await Promise.all([
    chatPage(db, lead.id, before, query.page, query.limit),
    unreadOf(db, lead.id),
  ])
  return {
    items: await withFreshFileUrls(db, objects, lead, rows.map(toChatMessage), now),
    pageInfo: pageInfo(query.page, query.limit, total),
    totalUnreadMsgs: unread,
  }
}

export async function markConversationRead(db: Conn, auth: AuthContext, leadId: string) {
  const { lead } = await visibleLead(db, auth, leadId)
  await resetUnread(db, lead.id)
  return { totalUnreadMsgs: 0 as const }
}

/** The unread counts of the leads a list shows (decision 0041): invisible leads are left out. */
export async function unreadCounts(
  db: Conn,
  auth: AuthContext,
  leadIds: string[],
): Promise<TChatUnreadCounts> {
  const rows = await unreadOfLeads(db, auth, leadIds)
  return { items: rows.map((r) => ({ conversation_id: r.leadId, totalUnreadMsgs: r.count })) }
}

/**
 * Chat's one path for sending, receipts and inbound messages, over HTTP and the socket alike:
 * every change is emitted to the lead's room through `io`, so with REDIS_URL it reaches clients
 * connected to any server process.
 */
export class ChatService {
  constructor(
    private readonly db: Conn,
    private readonly io: Server,
    private readonly directory: WhatsAppDirectory,
    private readonly messenger: WhatsAppMessenger,
    private readonly log: FastifyBaseLogger,
    private readonly objects: ObjectStore,
  ) {
    messenger.listen((event) => this.onProviderEvent(event))
  }

  private emit(event: 'created-message' | 'updated-message', message: TChatMessage) {
    this.io.to(chatRoom(message.conversation_id)).emit(event, message)
  }

  /**
   * Sends once per client message id: a replay (the outbox after a lost answer) gets the stored
   * message back and nothing is sent again. The message is stored before the provider is called
   * (as `Not Sent`), so a crash in between leaves a message the user can see and resend, never
   * a message sent twice.
   */
  async send(
    auth: AuthContext,
    body: z.output<typeof ZSendChatMessage>,
  ): Promise<{ message: TChatMessage; created: boolean }> {
    const leadRow = await actionableLead(this.db, auth, body.conversation_id, CALL_SCOPES)
    const { lead } = leadRow
    const earlier = await chatMessageByClientId(this.db, lead.id, body.client_message_id)
    if (earlier) return { message: toChatMessage(earlier), created: false }
    if (!(await this.directory.isOnWhatsApp(lead.whatsAppNumber))) throw whatsAppNotFound()
    const filled = await filledPayload(this.db, auth, leadRow, body.payload)
    // Files name stored objects; a PDF's bytes are stored now (decision 0054).
    const { payload, stored } = await resolveChatFiles(
      this.db,
      this.objects,
      lead,
      filled,
      new Date(),
    )
    const row = await insertChatMessage(this.db, {
      id: randomUUID(),
      orgId: lead.orgId,
      leadId: lead.id,
      direction: 'out',
      payload,
      status: 'Not Sent',
      createdBy: auth.userId,
      clientMessageId: body.client_message_id,
      at: new Date(),
    })
    if (!row) {
      // The same id at the same moment from another connection: that one sends, with its own
      // copy of any file.
      await Promise.all(stored.map((key) => this.objects.delete(CHAT_FILES_BUCKET, key)))
      const other = await chatMessageByClientId(this.db, lead.id, body.client_message_id)
      return { message: toChatMessage(other!), created: false }
    }
    let settled = row
    try {
      const { providerMessageId } = await this.messenger.send({
        leadId: lead.id,
        to: lead.whatsAppNumber,
        payload,
      })
      settled =
        (await settleChatMessage(this.db, row.id, 'sent', providerMessageId, new Date())) ?? row
    } catch (error) {
      this.log.warn({ err: error, messageId: row.id }, 'WhatsApp send failed')
    }
    const message = toChatMessage(settled)
    this.emit(CHAT_EVENTS.createdMessage, message)
    // Receipts that beat the provider's answer (decision 0041); the id is stored now.
    const wamid = settled.providerMessageId
    if (wamid) await this.applyKeptReceipts(wamid)
    return { message, created: true }
  }

  /**
   * A provider receipt, applied with nextDeliveryState (read is never downgraded). One for a
   * provider id not stored yet (the callback beat the send's answer) is kept and applied when
   * the send stores it (decision 0041).
   */
  async applyReceipt(providerMessageId: string, receipt: TChatReceipt): Promise<void> {
    if (await this.moveByReceipt(providerMessageId, receipt)) return
    await keepEarlyReceipt(this.db, providerMessageId, receipt)
    // The send may have stored the id in between, after looking for kept receipts: then it is
    // this call's to apply. Whoever takes a kept receipt applies it; each is taken once.
    await this.applyEarlyReceipts(providerMessageId)
  }

  /** False when no message has this provider id (yet). */
  private async moveByReceipt(providerMessageId: string, receipt: TChatReceipt) {
    // A couple of tries: another receipt for the same message may move it in between.
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await chatMessageByProviderId(this.db, providerMessageId)
      if (!row) return false
      const next = nextDeliveryState(row.status, receipt)
      if (next === row.status) return true
      const moved = await moveChatStatus(this.db, row.id, row.status, next, new Date())
      if (moved) {
        this.emit(CHAT_EVENTS.updatedMessage, toChatMessage(moved))
        return true
      }
    }
    return true
  }

  private async applyEarlyReceipts(providerMessageId: string) {
    if (await chatMessageByProviderId(this.db, providerMessageId)) {
      await this.applyKeptReceipts(providerMessageId)
    }
  }

  /** For a provider id that is stored: its kept receipts, each taken by one caller. */
  private async applyKeptReceipts(providerMessageId: string) {
    for (const receipt of await takeEarlyReceipts(this.db, providerMessageId)) {
      await this.moveByReceipt(providerMessageId, receipt)
    }
  }

  /** The lead's own message: stored, counted as unread, shown live. */
  async receive(leadId: string, payload: TChatPayload, providerMessageId: string | null) {
    const found = await findLead(this.db, eq(leads.id, leadId))
    if (!found) return null
    const { lead } = found
    const row = await insertChatMessage(this.db, {
      id: randomUUID(),
      orgId: lead.orgId,
      leadId,
      direction: 'in',
      payload,
      status: 'delivered',
      providerMessageId,
      at: new Date(),
    })
    if (!row) return null
    await bumpUnread(this.db, leadId)
    const message = toChatMessage(row)
    this.emit(CHAT_EVENTS.createdMessage, message)
    return message
  }

  /** A message from the lead's number: the lead whose conversation is the latest. */
  async receiveFrom(from: string, payload: TChatPayload, providerMessageId: string) {
    const leadId = await leadOfNumber(this.db, from)
    if (!leadId) {
      this.log.warn({ providerMessageId }, 'WhatsApp message from a number no lead has')
      return null
    }
    return this.receive(leadId, payload, providerMessageId)
  }

  /** Logged, and thrown on: the provider callback answers 500 so the provider retries. */
  private async onProviderEvent(event: MessengerEvent) {
    try {
      if (event.kind === 'receipt') await this.applyReceipt(event.providerMessageId, event.status)
      else if ('leadId' in event)
        await this.receive(event.leadId, event.payload, event.providerMessageId)
      else await this.receiveFrom(event.from, event.payload, event.providerMessageId)
    } catch (error) {
      this.log.error({ err: error }, 'WhatsApp provider event failed')
      throw error
    }
  }
}
