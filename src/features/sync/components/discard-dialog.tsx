import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'

export interface DiscardDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the change is, as the list shows it. */
  what: string
  onDiscard: () => void
  discarding?: boolean
}

/** Discarding cannot be undone, so it asks first. */
export function DiscardDialog({
  open,
  onOpenChange,
  what,
  onDiscard,
  discarding,
}: DiscardDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Discard this change?</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      confirmLabel={<Trans>Discard</Trans>}
      onConfirm={onDiscard}
      confirming={discarding}
    >
      <Text fontWeight="medium">{what}</Text>
      <Text mt="2" color="fg.muted">
        <Trans>It has not reached the server and will be lost. This cannot be undone.</Trans>
      </Text>
    </ConfirmDialog>
  )
}
