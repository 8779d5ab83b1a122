import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { validationText } from '../../lib/messages.ts'

export interface OnlineFormDialogProps {
  title: ReactNode
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  submitLabel: ReactNode
  submitting: boolean
  /** The server's refusal of the whole form (contract English or an already worded failure). */
  problem?: string | undefined
  /** Wider for forms with a list or two columns in them. */
  size?: 'md' | 'lg'
  online: boolean
  /** Said above the fields while offline, when the form cannot be sent. */
  offlineNotice: ReactNode
  children: ReactNode
}

/**
 * A form the server judges when it is sent, in a dialog: its fields, the server's refusal above
 * the buttons, and its submit only while online (offline it says why). Mounted for each opening,
 * so each starts afresh.
 */
export function OnlineFormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  problem,
  size = 'md',
  online,
  offlineNotice,
  children,
}: OnlineFormDialogProps) {
  const { t, i18n } = useLingui()
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
                  {online ? null : offlineNotice}
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
