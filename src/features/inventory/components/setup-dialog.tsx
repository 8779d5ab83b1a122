import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { validationText } from '../../../lib/messages.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'

/** Whether setup edits can be made now: they are judged by the server, never queued. */
export const useCanEditOnline = () => useConnectivity() === 'online'

/** Said where setup is edited while the device is offline; the buttons are disabled with it. */
export function NeedsNetwork() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Changing buildings, units and prices needs a connection. You are offline.</Trans>
      </Alert.Title>
    </Alert.Root>
  )
}

export interface SetupDialogProps {
  title: ReactNode
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  submitLabel: ReactNode
  submitting: boolean
  /** The server's refusal of the whole form (contract English or an already worded failure). */
  problem?: string | undefined
  /** Wider for forms with a list in them (interiors, a preview). */
  size?: 'md' | 'lg'
  children: ReactNode
}

/**
 * A setup form in a dialog: its fields, the server's refusal above the buttons, and Save only
 * while online (offline it says why). Mounted for each opening, so each starts afresh.
 */
export function SetupDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  problem,
  size = 'md',
  children,
}: SetupDialogProps) {
  const { t, i18n } = useLingui()
  const online = useCanEditOnline()
  return (
    <Dialog.Root
      open
      size={size}
      scrollBehavior="inside"
      onOpenChange={(details) => (details.open ? null : onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {online ? null : <NeedsNetwork />}
                  {children}
                  {problem ? (
                    <Text color="fg.error" role="alert">
                      {validationText(problem, i18n)}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} disabled={!online}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close`} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
