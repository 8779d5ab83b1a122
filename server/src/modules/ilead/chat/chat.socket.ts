import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io'
import { ZodError, type z } from 'zod'
import {
  CHAT_ERROR_CODES,
  CHAT_EVENTS,
  CHAT_MESSAGES,
  chatRoom,
  ZJoinRoom,
  ZSendChatMessage,
  type TChatSocketError,
} from '../../../../../contract/chat.ts'
import { hasScope } from '../../../../../contract/scopes.ts'
import { AppError } from '../../../errors.ts'
import { socketAuthNow } from '../../../plugins/socket.ts'
import type { AuthContext } from '../../../security/access.ts'
import { visibleLead } from '../leads/leads.service.ts'
import { CALL_SCOPES } from '../field-actions.ts'
import type { ChatService } from './chat.service.ts'

type Ack = ((answer: unknown) => void) | undefined

const mayChat = (auth: AuthContext) => CALL_SCOPES.some((s) => hasScope(auth.grants, s))

/**
 * The chat socket (spec 001 section 7), on the app's one socket whose handshake the socket
 * plugin checks (the access token; DXP_CALLSNCHAT is among the scopes it lets in). A user joins
 * only the room of a lead they see; send-message is validated with the contract and goes through the
 * same ChatService as HTTP, which emits to the room through app.io (the Redis adapter's reach).
 *
 * The session is checked again on every client event (the access check's one query), so a
 * session ended after the handshake gets no more from it: the event is refused with
 * CHAT_UNAUTHORIZED and the socket is disconnected. Each socket is also in its session's room,
 * which sign-out disconnects at once (decision 0046).
 */
export function chatSocket(app: FastifyInstance, chat: ChatService) {
  CALL_SCOPES.forEach((scope) => app.socketScopes.add(scope))

  app.io.on('connection', (socket: Socket) => {
    let auth = socket.data.auth as AuthContext
    const refuse = (ack: Ack, error: TChatSocketError) => {
      socket.emit(CHAT_EVENTS.error, error)
      ack?.({ ok: false, error })
    }
    /**
     * False once the session has ended (and the socket closed) or the chat scope is gone; else
     * the grants as they are now.
     */
    const stillOpen = async (event: string, ack: Ack) => {
      const current = await socketAuthNow(app, socket)
      if (current && mayChat(current)) {
        auth = current
        return true
      }
      refuse(ack, {
        event,
        code: CHAT_ERROR_CODES.unauthorized,
        message: 'You need to log in again.',
      })
      if (!current) socket.disconnect(true)
      return false
    }

    socket.on(CHAT_EVENTS.joinRoom, async (raw: unknown, ack: Ack) => {
      if (!(await stillOpen(CHAT_EVENTS.joinRoom, ack))) return
      const parsed = ZJoinRoom.safeParse(raw)
      if (!parsed.success) {
        return refuse(ack, {
          event: CHAT_EVENTS.joinRoom,
          code: CHAT_ERROR_CODES.badPayload,
          message: CHAT_MESSAGES.badPayload,
        })
      }
      const id = parsed.data.conversation_id
      try {
        await visibleLead(app.db, auth, id)
      } catch {
        return refuse(ack, {
          event: CHAT_EVENTS.joinRoom,
          code: CHAT_ERROR_CODES.joinRefused,
          message: CHAT_MESSAGES.joinRefused,
          conversation_id: id,
        })
      }
      await socket.join(chatRoom(id))
      ack?.({ ok: true })
    })

    socket.on(CHAT_EVENTS.sendMessage, async (raw: unknown, ack: Ack) => {
      if (!(await stillOpen(CHAT_EVENTS.sendMessage, ack))) return
      let body: z.output<typeof ZSendChatMessage>
      try {
        body = ZSendChatMessage.parse(raw)
      } catch (error) {
        return refuse(ack, {
          event: CHAT_EVENTS.sendMessage,
          code: CHAT_ERROR_CODES.badPayload,
          message: error instanceof ZodError ? CHAT_MESSAGES.badPayload : String(error),
        })
      }
      try {
        const { message } = await chat.send(auth, body)
        ack?.({ ok: true, message })
      } catch (error) {
        const known = error instanceof AppError
        if (!known) app.log.error({ err: error }, 'chat send-message failed')
        refuse(ack, {
          event: CHAT_EVENTS.sendMessage,
          code: known ? error.code : CHAT_ERROR_CODES.sendFailed,
          message: known ? error.message : CHAT_MESSAGES.sendFailed,
          conversation_id: body.conversation_id,
          client_message_id: body.client_message_id,
        })
      }
    })
  })
}
