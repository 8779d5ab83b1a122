import { Field } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { validationMessage } from '../../lib/messages.ts'

const checkField = msg`Please check this field.`

/**
 * What a form's problem says in the user's language. Every form error carries the contract's
 * own text (a zod issue's message, the server's 400), as react-hook-form's resolvers give it;
 * it is translated only here, when shown. zod's own English defaults get a plain hint.
 */
export function problemMessage(text: string): MessageDescriptor {
  const known = validationMessage(text)
  return known.id === text ? checkField : known
}

/** A field's problem as react-hook-form holds it (`fieldState.error`, `formState.errors.x`). */
export interface TProblem {
  message?: string | undefined
}

export interface FormFieldProps {
  label: ReactNode
  /** The problem to show under the field. */
  error: TProblem | undefined
  /** Wrong without words (a server check refused without a message). */
  invalid?: boolean
  required?: boolean
  disabled?: boolean
  helper?: ReactNode
  /** Beside the label (a badge). */
  badge?: ReactNode
  /** The field's id: its control is `field::<id>::control` (Chakra). */
  id?: string
  children: ReactNode
}

/** A labelled control with its problem under it; Field wires label, aria-invalid, describedby. */
export function FormField({
  label,
  error,
  invalid = false,
  required = false,
  disabled = false,
  helper,
  badge,
  id,
  children,
}: FormFieldProps) {
  const { i18n } = useLingui()
  const text = error?.message
  return (
    <Field.Root
      id={id}
      invalid={error !== undefined || invalid}
      required={required}
      disabled={disabled}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
        {badge}
      </Field.Label>
      {children}
      {text ? <Field.ErrorText>{i18n._(problemMessage(text))}</Field.ErrorText> : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  )
}
