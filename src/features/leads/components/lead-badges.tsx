import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
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
