import { Badge, Button, HStack, Icon, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { BellIcon } from '../../../components/ui/icons.tsx'
import type { NotificationSync } from '../api/reset-notifications.ts'

/** The unread count of a project and the "mark as read" action that sets it to 0. */
export function NotificationCount({
  count,
  projectName,
  onMarkAsRead,
  sync = null,
}: {
  count: number
  projectName: string
  onMarkAsRead: () => void
  /** A "mark as read" on this device the server has not confirmed (or refused). */
  sync?: NotificationSync
}) {
  return (
    <Stack gap="1">
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Badge
          colorPalette={count > 0 ? 'orange' : 'gray'}
          variant={count > 0 ? 'solid' : 'subtle'}
          size="md"
          aria-live="polite"
        >
          <Icon as={BellIcon} boxSize="3.5" />
          <Plural value={count} one="# unread" other="# unread" _0="No unread" />
        </Badge>
        {/* aria-disabled, not disabled: a button that vanishes or disables itself drops the
            keyboard user's focus to the top of the page. */}
        <Button
          size="xs"
          variant="ghost"
          aria-disabled={count === 0}
          onClick={() => {
            if (count > 0) onMarkAsRead()
          }}
        >
          <Trans>Mark as read</Trans>
          <VisuallyHidden>: {projectName}</VisuallyHidden>
        </Button>
      </HStack>
      <SyncHint sync={sync} />
    </Stack>
  )
}

function SyncHint({ sync }: { sync: NotificationSync }) {
  // Always mounted: the live region must exist before its text changes to be announced.
  return (
    <Text
      fontSize="xs"
      color={sync === 'needs-attention' ? 'fg.error' : 'fg.muted'}
      aria-live="polite"
    >
      {sync === 'waiting' && <Trans>Waiting to sync</Trans>}
      {sync === 'needs-attention' && (
        <Trans>
          Not synced: see the{' '}
          <Link asChild color="inherit" textDecoration="underline">
            <RouterLink to="/developer/sync">sync center</RouterLink>
          </Link>
        </Trans>
      )}
    </Text>
  )
}
