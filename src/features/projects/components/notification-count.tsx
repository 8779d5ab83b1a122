import { Badge, Button, HStack, Icon, VisuallyHidden } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { BellIcon } from '../../../components/ui/icons.tsx'

/** The unread count of a project and the "mark as read" action that sets it to 0. */
export function NotificationCount({
  count,
  projectName,
  onMarkAsRead,
}: {
  count: number
  projectName: string
  onMarkAsRead: () => void
}) {
  return (
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
  )
}
