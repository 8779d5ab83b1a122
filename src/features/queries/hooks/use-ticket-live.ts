import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  TICKET_EVENTS,
  ZTicketChangedEvent,
  ZTicketCommentEvent,
  type TTicketDetail,
} from '../../../../contract/tickets.ts'
import { chatConnection } from '../../../lib/chat-socket.ts'
import { ticketKeys } from '../api/tickets-api.ts'

/** Quiet time after a burst of changes before the lists are read again. */
const REREAD_AFTER_MS = 300

/**
 * While a ticket is open: its room joined on the app's one socket, each new comment put into the
 * detail in place, any other change read again; a rejoin after a lost connection reads it again
 * for what happened meanwhile (decision 0057).
 */
export function useTicketLive(slug: string, ticketId: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const key = ticketKeys.detail(slug, ticketId)
    let joinedBefore = false
    return chatConnection().watch(
      {
        key: `ticket:${ticketId}`,
        joinEvent: TICKET_EVENTS.joinTicket,
        joinPayload: { ticketId },
      },
      {
        events: {
          [TICKET_EVENTS.comment]: (raw) => {
            const event = ZTicketCommentEvent.safeParse(raw)
            if (!event.success || event.data.ticketId !== ticketId) return
            const { comment } = event.data
            queryClient.setQueryData<TTicketDetail>(key, (held) =>
              !held || held.comments.some((c) => c._id === comment._id)
                ? held
                : {
                    ...held,
                    comments: [...held.comments, comment],
                    attachments: [...comment.attachments, ...held.attachments],
                  },
            )
          },
          [TICKET_EVENTS.changed]: (raw) => {
            const event = ZTicketChangedEvent.safeParse(raw)
            if (event.success && event.data.ticketId === ticketId)
              void queryClient.invalidateQueries({ queryKey: key })
          },
        },
        joined: () => {
          if (joinedBefore) void queryClient.invalidateQueries({ queryKey: key })
          joinedBefore = true
        },
      },
    )
  }, [slug, ticketId, queryClient])
}

/** While the list is open: the rooms of the projects shown, each change read again in a batch. */
export function useTicketListLive(projectIds: readonly string[]) {
  const queryClient = useQueryClient()
  const joined = projectIds.join(',')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const reread = () => {
      clearTimeout(timer)
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ticketKeys.lists }),
        REREAD_AFTER_MS,
      )
    }
    const leaves = joined
      .split(',')
      .filter(Boolean)
      .map((projectId) =>
        chatConnection().watch(
          {
            key: `tickets:${projectId}`,
            joinEvent: TICKET_EVENTS.joinProject,
            joinPayload: { projectId },
          },
          {
            events: {
              [TICKET_EVENTS.changed]: (raw) => {
                const event = ZTicketChangedEvent.safeParse(raw)
                if (event.success && event.data.projectId === projectId) reread()
              },
            },
          },
        ),
      )
    return () => {
      clearTimeout(timer)
      leaves.forEach((leave) => leave())
    }
  }, [joined, queryClient])
}
