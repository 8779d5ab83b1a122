import { HStack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TTicket } from '../../../../contract/tickets.ts'
import { COLUMN_PRIORITY, ScrollTable } from '../../../components/ui/scroll-table.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { TicketPriorityBadge, TicketStatusBadge, UnreadBadge } from './ticket-badges.tsx'

/** The queries: number and title, project, status, priority, assignee, who raised it, when. */
export function TicketTable({ tickets, stale }: { tickets: readonly TTicket[]; stale: boolean }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return (
    <ScrollTable label={t`Queries`} caption={t`Queries, latest change first`} stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <Trans>Query</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.low}>
            <Trans>Project</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Status</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
            <Trans>Priority</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.mid}>
            <Trans>Assignee</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader {...COLUMN_PRIORITY.low}>
            <Trans>Raised by</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <Trans>Updated</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tickets.map((ticket) => (
          <Table.Row key={ticket._id}>
            <Table.Cell minW="12rem">
              <HStack gap="2" align="center">
                <Text
                  asChild
                  fontWeight="medium"
                  focusVisibleRing="outside"
                  _hover={{ textDecoration: 'underline' }}
                >
                  <Link to="/developer/queries/$ticketId" params={{ ticketId: ticket._id }}>
                    {ticket.title}
                  </Link>
                </Text>
                <UnreadBadge count={ticket.unreadCommentsCount} />
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {ticket.ticketNumber}
              </Text>
            </Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.low}>{ticket.projectName}</Table.Cell>
            <Table.Cell>
              <TicketStatusBadge status={ticket.status} />
            </Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.mid}>
              <TicketPriorityBadge priority={ticket.priority} />
            </Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.mid}>
              {ticket.assignees[0]?.name ?? (
                <Text as="span" color="fg.muted">
                  <Trans>Unassigned</Trans>
                </Text>
              )}
            </Table.Cell>
            <Table.Cell {...COLUMN_PRIORITY.low}>{ticket.raisedBy.name}</Table.Cell>
            <Table.Cell minW="7rem">{formatDateTime(ticket.updatedAt, locale)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  )
}
