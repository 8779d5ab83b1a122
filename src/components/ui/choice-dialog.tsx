import { Field, NativeSelect } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormDialog } from './form-dialog.tsx'

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      confirming={confirming}
      confirmDisabled={confirmDisabled}
    >
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root disabled={loading}>
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
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
    </FormDialog>
  )
}
