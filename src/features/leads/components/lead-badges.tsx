import { Badge, VisuallyHidden } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { leadStatusLabel } from '../../../lib/enum-labels.ts'
import { leadStatusColor } from '../model/lead-status.ts'
import { LEAD_TEXT } from '../model/lead-messages.ts'

export function LeadStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette={leadStatusColor(status)} variant="subtle" size="sm">
      {leadStatusLabel(status, (d) => i18n._(d))}
    </Badge>
  )
}

/** A change to this lead waits in the outbox (see the sync center). */
export function PendingSyncBadge() {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette="yellow" variant="outline" size="sm">
      {i18n._(LEAD_TEXT.waitingToSync)}
    </Badge>
  )
}

/**
 * The lead's unread WhatsApp messages (totalUnreadMsgs), hidden at 0. The number is shown; screen
 * readers hear "3 unread messages".
 */
export function UnreadChatBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <Badge colorPalette="green" variant="solid" size="sm" borderRadius="full" data-part="unread">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>
        <Plural value={count} one="# unread message" other="# unread messages" />
      </VisuallyHidden>
    </Badge>
  )
}
