import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useRef } from 'react'

export interface SignOutWarningProps {
  /** Changes on this device that have not reached the server; the dialog shows while above 0. */
  count: number
  onCancel: () => void
  onSignOut: () => void
  pending?: boolean
}

/**
 * Sign-out wipes this device, outbox included: say what would be lost before it happens.
 * Focus starts on Cancel, the choice that loses nothing.
 */
export function SignOutWarning({ count, onCancel, onSignOut, pending }: SignOutWarningProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={count > 0}
      onOpenChange={(details) => {
        if (!details.open) onCancel()
      }}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Sign out with unsynced changes?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <Plural
                  value={count}
                  one="# change has not reached the server yet. Signing out now discards it."
                  other="# changes have not reached the server yet. Signing out now discards them."
                />
              </Text>
              <Text mt="2" color="fg.muted">
                <Trans>
                  To keep them, cancel and stay signed in until the sync center shows everything
                  synced.
                </Trans>
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette="red" loading={pending} onClick={onSignOut}>
                <Trans>Sign out anyway</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
