import { Button, Dialog, Field, NativeSelect, Portal } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface ChoiceDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** The label of the one choice. */
  label: ReactNode
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  /** The options are still loading: the choice waits. */
  loading?: boolean
  /** Under the choice: why there is nothing to choose, or what failed. */
  note?: ReactNode
  confirmLabel: ReactNode
  onConfirm: () => void
  confirming?: boolean
  confirmDisabled?: boolean
}

/** One choice from a list, then a confirming button (assign to whom, move to which project). */
export function ChoiceDialog({
  open,
  onOpenChange,
  title,
  label,
  options,
  value,
  onChange,
  loading,
  note,
  confirmLabel,
  onConfirm,
  confirming,
  confirmDisabled,
}: ChoiceDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>{label}</Field.Label>
                <NativeSelect.Root disabled={loading}>
                  <NativeSelect.Field
                    value={value}
                    onChange={(e) => onChange(e.currentTarget.value)}
                  >
                    {options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {note}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button loading={confirming} disabled={confirmDisabled} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
