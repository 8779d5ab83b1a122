import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useRef, type ReactNode } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  /** Called with false when the dialog is dismissed (Escape, backdrop or the safe button). */
  onOpenChange: (open: boolean) => void
  title: ReactNode
  children: ReactNode
  /** The choice that loses nothing; focus starts here. */
  cancelLabel: ReactNode
  confirmLabel: ReactNode
  onConfirm: () => void
  confirming?: boolean
}

/** Asks before something that cannot be undone: an alert dialog whose focus starts on "keep". */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirming,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={() => onOpenChange(false)}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" loading={confirming} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
