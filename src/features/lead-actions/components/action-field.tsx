import { Field } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A labelled control with its problem under it (Field wires label, aria-invalid, describedby). */
export function ActionField({
  label,
  error,
  required = false,
  helper,
  children,
}: {
  label: ReactNode
  error: MessageDescriptor | undefined
  required?: boolean
  helper?: ReactNode
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{i18n._(error)}</Field.ErrorText> : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  )
}
