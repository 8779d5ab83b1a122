import { Badge, VisuallyHidden } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import type { TTicketPriority, TTicketStatus } from '../../../../contract/tickets.ts'
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from '../../../lib/enum-labels.ts'

const STATUS_COLORS: Record<TTicketStatus, string> = { OPEN: 'blue', WIP: 'orange', CLOSED: 'gray' }
const PRIORITY_COLORS: Record<TTicketPriority, string> = {
  LOW: 'gray',
  MEDIUM: 'yellow',
  HIGH: 'red',
}

export function TicketStatusBadge({ status }: { status: TTicketStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" size="sm">
      {i18n._(TICKET_STATUS_LABELS[status])}
    </Badge>
  )
}

/** A query's priority, or "Not set" until staff set it. */
export function TicketPriorityBadge({ priority }: { priority: TTicketPriority | null }) {
  const { t, i18n } = useLingui()
  return priority ? (
    <Badge colorPalette={PRIORITY_COLORS[priority]} variant="outline" size="sm">
      {i18n._(TICKET_PRIORITY_LABELS[priority])}
    </Badge>
  ) : (
    <Badge variant="outline" size="sm" colorPalette="gray">
      {t`Not set`}
    </Badge>
  )
}

/** The number of comments unread by the user, hidden at 0; read out in words. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <Badge colorPalette="green" variant="solid" size="sm">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>
        <Plural value={count} one="# unread comment" other="# unread comments" />
      </VisuallyHidden>
    </Badge>
  )
}
