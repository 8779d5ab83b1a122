import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'

export interface DiscardDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the change is, as the list shows it. */
  what: string
  onDiscard: () => void
  discarding?: boolean
}

/** Discarding cannot be undone, so it asks first; focus starts on the safe choice. */
export function DiscardDialog({
  open,
  onOpenChange,
  what,
  onDiscard,
  discarding,
}: DiscardDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => keepRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Discard this change?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontWeight="medium">{what}</Text>
              <Text mt="2" color="fg.muted">
                <Trans>
                  It has not reached the server and will be lost. This cannot be undone.
                </Trans>
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={keepRef} variant="outline">
                  <Trans>Keep it</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={discarding} onClick={onDiscard}>
                <Trans>Discard</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
