import { Badge, chakra, Icon } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOutboxCounts } from '../../../offline/outbox/hooks.ts'
import { SyncIcon } from './sync-icon.tsx'

const HeaderLink = chakra(Link)

/**
 * The header's way to the sync center, with what has not reached the server yet: pending and
 * refused changes, red when any needs attention. The count is in the link's name, not only in
 * its colour.
 */
export function SyncBadge() {
  const { t } = useLingui()
  const counts = useOutboxCounts()
  const total = counts?.badge ?? 0
  const attention = counts?.needsAttention ?? 0

  const waiting = plural(total, { one: '# change not synced', other: '# changes not synced' })
  const refused = plural(attention, { one: '# needs attention', other: '# need attention' })
  let label = t`Sync center: everything is synced`
  if (total > 0) label = t`Sync center: ${waiting}`
  if (attention > 0) label = t`Sync center: ${waiting}, ${refused}`

  return (
    <HeaderLink
      to="/developer/sync"
      aria-label={label}
      title={label}
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      minH="8"
      borderRadius="md"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _currentPage={{ color: 'fg' }}
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <Icon as={SyncIcon} boxSize="5" />
      {total > 0 && (
        <Badge
          colorPalette={attention > 0 ? 'red' : 'gray'}
          variant={attention > 0 ? 'solid' : 'subtle'}
          size="sm"
          borderRadius="full"
          data-testid="sync-badge-count"
        >
          {total}
        </Badge>
      )}
    </HeaderLink>
  )
}
