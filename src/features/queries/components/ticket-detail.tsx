import { Badge, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import {
  TICKET_PRIORITIES,
  TICKET_TRANSITIONS,
  type TTicketDetail,
  type TTicketPriority,
  type TTicketStatus,
} from '../../../../contract/tickets.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { Workspace } from '../../../components/ui/workspace.tsx'
import {
  enumLabel,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
} from '../../../lib/enum-labels.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { ticketEntity } from '../../../offline/outbox/entities.ts'
import { useLastSyncedAt, usePendingFor } from '../../../offline/outbox/hooks.ts'
import {
  assignTicket,
  markTicketRead,
  ticketKeys,
  useTicketAssignees,
  useTicketDetail,
} from '../api/tickets-api.ts'
import { useTicketLive } from '../hooks/use-ticket-live.ts'
import { ticketWaiting } from '../model/waiting.ts'
import { queueChange, queueComment, type ChosenFile } from '../offline/queue.ts'
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx'
import { TicketComposer } from './ticket-composer.tsx'
import { TicketConversation, TicketFileLink } from './ticket-conversation.tsx'

export interface TicketDetailProps {
  slug: string
  ticketId: string
}

/**
 * A customer query (spec 002): its status, priority and assignee, the conversation with the
 * customer, its timeline and files. Comments and status or priority changes go through the
 * ticket's outbox queue, offline too; assigning needs the network (decision 0057).
 */
export function TicketDetail({ slug, ticketId }: TicketDetailProps) {
  const { i18n } = useLingui()
  const query = useTicketDetail(slug, ticketId)
  useTicketLive(slug, ticketId)
  useReadAndRefresh(slug, ticketId, query.data)
  if (!query.data) {
    return query.isError ? (
      <ErrorState
        message={userMessage(query.error, i18n)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Skeleton height="24rem" borderRadius="l3" />
    )
  }
  return <TicketWorkspace slug={slug} ticket={query.data} />
}

/**
 * Reading is marking read (online, and again as comments arrive while open); each change of the
 * ticket the server confirms from the outbox reads it again.
 */
function useReadAndRefresh(slug: string, ticketId: string, ticket: TTicketDetail | undefined) {
  const queryClient = useQueryClient()
  const online = useConnectivity() === 'online'
  const comments = ticket?.comments.length ?? -1
  useEffect(() => {
    if (!online || comments < 0) return
    void markTicketRead(slug, ticketId).then(
      () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists }),
      () => undefined,
    )
  }, [slug, ticketId, online, comments, queryClient])
  const synced = useLastSyncedAt(ticketEntity(ticketId))
  useEffect(() => {
    if (synced) void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(slug, ticketId) })
  }, [synced, slug, ticketId, queryClient])
}

function TicketWorkspace({ slug, ticket }: { slug: string; ticket: TTicketDetail }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const online = useConnectivity() === 'online'
  const rows = usePendingFor(ticketEntity(ticket._id))
  const waiting = useMemo(() => ticketWaiting(rows ?? []), [rows])
  const status = waiting.status ?? ticket.status
  const priority = waiting.priority ?? ticket.priority
  const context = { slug, ticketId: ticket._id, ticketNumber: ticket.ticketNumber }

  async function send(text: string, files: readonly ChosenFile[]) {
    try {
      await queueComment(context, text, files)
      return true
    } catch (error) {
      toaster.error({
        title: t`The comment could not be saved`,
        description: userMessage(error, i18n),
      })
      return false
    }
  }

  async function change(patch: { status?: TTicketStatus; priority?: TTicketPriority }) {
    try {
      await queueChange(context, patch)
    } catch (error) {
      toaster.error({
        title: t`The change could not be saved`,
        description: userMessage(error, i18n),
      })
    }
  }

  const project = ticket.projectName
  const raiser = ticket.raisedBy.name
  const raisedOn = formatDateTime(ticket.createdAt, locale)
  const header = (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {ticket.ticketNumber}
        </Text>
        <TicketStatusBadge status={status} />
        <TicketPriorityBadge priority={priority} />
        {waiting.changes > 0 && (
          <Badge size="sm" variant="subtle" colorPalette="orange">
            {t`Waiting to sync`}
          </Badge>
        )}
      </HStack>
      <Heading as="h1" size="xl" overflowWrap="anywhere">
        {ticket.title}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {t`${project} · raised by ${raiser} on ${raisedOn}`}
      </Text>
    </Stack>
  )

  return (
    <Stack gap="4">
      <DataAsOf />
      <Workspace
        header={header}
        quickActions={
          <TicketControls
            slug={slug}
            ticket={ticket}
            status={status}
            priority={priority}
            online={online}
            onChange={change}
          />
        }
        aside={<TicketAside ticket={ticket} />}
      >
        <Stack gap="4">
          {ticket.description && (
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {ticket.description}
            </Text>
          )}
          <Stack
            as="section"
            aria-label={t`Conversation`}
            gap="3"
            p="4"
            borderWidth="1px"
            borderColor="app.border"
            borderRadius="l3"
            bg="app.surface"
          >
            <Heading as="h2" size="md">
              <Trans>Conversation</Trans>
            </Heading>
            {!online && (
              <Text textStyle="sm" color="fg.muted">
                <Trans>
                  Offline: comments and files you add are sent when the connection returns.
                </Trans>
              </Text>
            )}
            <TicketConversation comments={ticket.comments} waiting={waiting.comments} />
            {ticket.can.comment && <TicketComposer onSend={send} />}
          </Stack>
        </Stack>
      </Workspace>
    </Stack>
  )
}

interface TicketControlsProps {
  slug: string
  ticket: TTicketDetail
  status: TTicketStatus
  priority: TTicketPriority | null
  online: boolean
  onChange: (patch: { status?: TTicketStatus; priority?: TTicketPriority }) => Promise<void>
}

/** Status (only the moves the table allows), priority, and the assignee (online only). */
function TicketControls({ slug, ticket, status, priority, online, onChange }: TicketControlsProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const assignees = useTicketAssignees(slug, ticket.projectId, ticket.can.assign)
  const [assigning, setAssigning] = useState(false)
  const ready = Boolean(priority) && ticket.assignees.length > 0
  const next = TICKET_TRANSITIONS[status]

  async function assign(assigneeId: string) {
    if (!assigneeId) return
    setAssigning(true)
    try {
      const answer = await assignTicket(slug, ticket._id, assigneeId)
      queryClient.setQueryData(ticketKeys.detail(slug, ticket._id), answer)
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists })
    } catch (error) {
      toaster.error({
        title: t`The query could not be assigned`,
        description: problemText(error, i18n),
      })
    } finally {
      setAssigning(false)
    }
  }

  return (
    <Stack gap="1">
      <HStack gap="3" wrap="wrap" align="end">
        {ticket.can.changeStatus && (
          <FilterSelect
            label={t`Status`}
            value={status}
            onChange={(value) => void onChange({ status: value as TTicketStatus })}
          >
            <option value={status}>{i18n._(TICKET_STATUS_LABELS[status])}</option>
            {ready &&
              next.map((s) => (
                <option key={s} value={s}>
                  {i18n._(TICKET_STATUS_LABELS[s])}
                </option>
              ))}
          </FilterSelect>
        )}
        {ticket.can.changeStatus && (
          <FilterSelect
            label={t`Priority`}
            value={priority ?? ''}
            onChange={(value) => value && void onChange({ priority: value as TTicketPriority })}
          >
            {!priority && <option value="">{t`Not set`}</option>}
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {i18n._(TICKET_PRIORITY_LABELS[p])}
              </option>
            ))}
          </FilterSelect>
        )}
        {ticket.can.assign && (
          <FilterSelect
            wide
            label={t`Assignee`}
            value={ticket.assignees[0]?._id ?? ''}
            onChange={(v) => void assign(v)}
          >
            {!ticket.assignees[0] && <option value="">{t`Unassigned`}</option>}
            {ticket.assignees[0] &&
              !assignees.data?.items.some((a) => a._id === ticket.assignees[0]?._id) && (
                <option value={ticket.assignees[0]._id}>{ticket.assignees[0].name}</option>
              )}
            {(assignees.data?.items ?? []).map((a) => (
              <option key={a._id} value={a._id} disabled={!online || assigning}>
                {a.name}
              </option>
            ))}
          </FilterSelect>
        )}
      </HStack>
      {ticket.can.changeStatus && !ready && (
        <Text textStyle="xs" color="fg.muted">
          <Trans>Set a priority and an assignee before work starts on the query.</Trans>
        </Text>
      )}
      {ticket.can.assign && !online && (
        <Text textStyle="xs" color="fg.muted">
          <Trans>Assigning needs the internet.</Trans>
        </Text>
      )}
    </Stack>
  )
}

/** The timeline (raised, moves, assignees) and every file of the conversation. */
function TicketAside({ ticket }: { ticket: TTicketDetail }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const what = (e: TTicketDetail['timeline'][number]) => {
    const by = e.by?.name ?? ''
    switch (e.kind) {
      case 'created':
        return t`Raised by ${by}`
      case 'assignee': {
        const to = e.to ?? ''
        return t`Assigned to ${to} by ${by}`
      }
      case 'status': {
        const to = enumLabel(TICKET_STATUS_LABELS, e.to ?? '', i18n)
        return t`Moved to ${to} by ${by}`
      }
      case 'priority': {
        const to = enumLabel(TICKET_PRIORITY_LABELS, e.to ?? '', i18n)
        return t`Priority ${to}, set by ${by}`
      }
    }
  }
  return (
    <Stack gap="4">
      <Stack as="section" aria-label={t`Timeline`} gap="2">
        <Heading as="h2" size="md">
          <Trans>Timeline</Trans>
        </Heading>
        <Stack as="ol" gap="2" listStyleType="none">
          {ticket.timeline.map((e) => (
            <Stack as="li" key={e._id} gap="0">
              <Text textStyle="sm">{what(e)}</Text>
              <Text textStyle="xs" color="fg.muted">
                {formatDateTime(e.at, locale)}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <Stack as="section" aria-label={t`Files`} gap="2">
        <Heading as="h2" size="md">
          <Trans>Files</Trans>
        </Heading>
        {ticket.attachments.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            <Trans>No files yet.</Trans>
          </Text>
        ) : (
          <Stack gap="2">
            {ticket.attachments.map((file) => (
              <TicketFileLink key={file._id} file={file} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  )
}
