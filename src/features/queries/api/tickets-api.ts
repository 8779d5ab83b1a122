import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  TICKET_PATHS,
  ZTicketAssignees,
  ZTicketDetail,
  ZTicketList,
  ZTicketReadResult,
  type TTicketDetail,
  type TTicketFilters,
} from '../../../../contract/tickets.ts'
import { http } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: ['tickets', 'list'] as const,
  list: (slug: string, filters: TTicketFilters, pageIndex: number) =>
    ['tickets', 'list', slug, filters, pageIndex] as const,
  detail: (slug: string, ticketId: string) => ['tickets', 'detail', slug, ticketId] as const,
  assignees: (slug: string, projectId: string) =>
    ['tickets', 'assignees', slug, projectId] as const,
}

/** One page of the queries the user handles, latest change first, with unread counts. */
export function ticketListQueryOptions(slug: string, filters: TTicketFilters, pageIndex: number) {
  return queryOptions({
    queryKey: ticketKeys.list(slug, filters, pageIndex),
    queryFn: ({ signal }) =>
      http.get(TICKET_PATHS.tickets(slug), {
        pageIndex,
        query: { ...filters },
        schema: ZTicketList,
        signal,
        silent: true,
      }),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useTicketList(slug: string, filters: TTicketFilters, pageIndex: number) {
  return useQuery(ticketListQueryOptions(slug, filters, pageIndex))
}

/** The ticket with its timeline and comments; the service worker's copy opens it offline. */
export function ticketDetailQueryOptions(slug: string, ticketId: string) {
  return queryOptions({
    queryKey: ticketKeys.detail(slug, ticketId),
    queryFn: ({ signal }) =>
      http.get(TICKET_PATHS.ticket(slug, ticketId), {
        schema: ZTicketDetail,
        signal,
        silent: true,
      }),
    // The socket keeps it current; a reconnect reads it again.
    staleTime: 30_000,
  })
}

export function useTicketDetail(slug: string, ticketId: string) {
  return useQuery(ticketDetailQueryOptions(slug, ticketId))
}

/** Who may be assigned the project's queries (its Post Sales group). */
export function useTicketAssignees(slug: string, projectId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.assignees(slug, projectId ?? ''),
    queryFn: ({ signal }) =>
      http.get(TICKET_PATHS.assignees(slug), {
        query: { projectId },
        schema: ZTicketAssignees,
        signal,
        silent: true,
      }),
    enabled: enabled && Boolean(projectId),
    staleTime: 5 * 60_000,
  })
}

/** The user has read the ticket's comments so far (their unread count goes to 0). */
export function markTicketRead(slug: string, ticketId: string) {
  return http.post(TICKET_PATHS.read(slug, ticketId), undefined, {
    schema: ZTicketReadResult,
    silent: true,
    priority: 'low',
  })
}

/**
 * A new assignee, placed first: online only, since who may take a query is judged by the server
 * when it is asked (the screen says so offline).
 */
export function assignTicket(slug: string, ticketId: string, assigneeId: string) {
  return http.patch<TTicketDetail>(
    TICKET_PATHS.assignee(slug, ticketId),
    { assigneeId },
    { schema: ZTicketDetail, idempotencyKey: randomId() },
  )
}
