import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io'
import { hasScope } from '../../../../contract/scopes.ts'
import {
  TICKET_EVENTS,
  TICKET_MESSAGES,
  ticketProjectRoom,
  ticketRoom,
  ZJoinTicket,
  ZJoinTicketProject,
} from '../../../../contract/tickets.ts'
import { TICKET_SCOPES } from '../../../../contract/scopes.ts'
import { socketAuthNow } from '../../plugins/socket.ts'
import type { AuthContext } from '../../security/access.ts'
import { projectOfOrg } from './tickets.repository.ts'
import { visibleTicket } from './tickets.service.ts'

type Ack = ((answer: unknown) => void) | undefined

const REFUSED = {
  ok: false,
  error: { code: 'TICKET_ROOM_REFUSED', message: TICKET_MESSAGES.notFound },
}

/** Staff who handle queries on the project (either query scope reaches it). */
const handles = (auth: AuthContext, projectId: string) =>
  TICKET_SCOPES.some((scope) => hasScope(auth.grants, scope, projectId))

/**
 * Tickets on the app's one socket (decision 0057), beside the chat: the socket plugin checks the
 * handshake (either query scope lets a staff member in) and every event checks the session
 * again. A user joins only a ticket they may see (`join-ticket`: its comments and changes) or a
 * project whose tickets they may see (`join-ticket-project`: tickets raised and changed there,
 * for the list). Comments and changes reach the rooms from the service, after commit.
 */
export function ticketSocket(app: FastifyInstance) {
  TICKET_SCOPES.forEach((scope) => app.socketScopes.add(scope))

  app.io.on('connection', (socket: Socket) => {
    /** The caller now, or null (the session ended: the socket is closed). */
    const current = async () => {
      const auth = await socketAuthNow(app, socket)
      if (!auth) socket.disconnect(true)
      return auth
    }

    socket.on(TICKET_EVENTS.joinTicket, async (raw: unknown, ack: Ack) => {
      const auth = await current()
      const parsed = ZJoinTicket.safeParse(raw)
      if (!auth || !parsed.success) return ack?.(REFUSED)
      try {
        // The detail's own rule: a ticket of a project the user handles queries on.
        await visibleTicket(app.db, auth, parsed.data.ticketId)
      } catch {
        return ack?.(REFUSED)
      }
      await socket.join(ticketRoom(parsed.data.ticketId))
      ack?.({ ok: true })
    })

    socket.on(TICKET_EVENTS.joinProject, async (raw: unknown, ack: Ack) => {
      const auth = await current()
      const parsed = ZJoinTicketProject.safeParse(raw)
      if (!auth || !parsed.success) return ack?.(REFUSED)
      const { projectId } = parsed.data
      if (!handles(auth, projectId) || !(await projectOfOrg(app.db, auth.orgId, projectId))) {
        return ack?.(REFUSED)
      }
      await socket.join(ticketProjectRoom(projectId))
      ack?.({ ok: true })
    })
  })
}
