import { Field } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A labelled input with its error under it; Field wires label, aria-invalid and describedby. */
export function DemoField({
  id,
  label,
  error,
  required = false,
  helper,
  children,
}: {
  /** The control's id, so a failed submit can move focus to the first wrong field. */
  id: string
  label: ReactNode
  error: MessageDescriptor | undefined
  required?: boolean
  helper?: ReactNode
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <Field.Root id={id} invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{i18n._(error)}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  )
}
