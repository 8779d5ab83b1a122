import { Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'

export interface SignOutWarningProps {
  /** Changes on this device that have not reached the server; the dialog shows while above 0. */
  count: number
  onCancel: () => void
  onSignOut: () => void
  pending?: boolean
}

/** Sign-out wipes this device, outbox included: say what would be lost before it happens. */
export function SignOutWarning({ count, onCancel, onSignOut, pending }: SignOutWarningProps) {
  return (
    <ConfirmDialog
      open={count > 0}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      title={<Trans>Sign out with unsynced changes?</Trans>}
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Sign out anyway</Trans>}
      onConfirm={onSignOut}
      confirming={pending}
    >
      <Text>
        <Plural
          value={count}
          one="# change has not reached the server yet. Signing out now discards it."
          other="# changes have not reached the server yet. Signing out now discards them."
        />
      </Text>
      <Text mt="2" color="fg.muted">
        <Trans>
          To keep them, cancel and stay signed in until the sync center shows everything synced.
        </Trans>
      </Text>
    </ConfirmDialog>
  )
}
