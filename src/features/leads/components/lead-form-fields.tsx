import {
  Badge,
  Box,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  Wrap,
} from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { COUNTRY_CODE } from '../../../../contract/auth.ts'
import { normaliseMobileDigits, type TLeadFormField } from '../model/lead-form.ts'
import { LEAD_FIELD_LABELS } from '../model/lead-form-text.ts'

/** The id of a field's control: a failed save moves focus to the first wrong one. */
export const leadFieldId = (field: TLeadFormField) => `lead-${field}`

export interface LeadFieldProps {
  field: TLeadFormField
  /** A problem to show under the field. */
  error: MessageDescriptor | undefined
  /** Wrong without words (the server's WhatsApp check refused without a message). */
  invalid?: boolean
  required?: boolean
  disabled?: boolean
  helper?: ReactNode
  /** Beside the label: the sensitive badge. */
  badge?: ReactNode
  onBlur: (field: TLeadFormField) => void
  children: ReactNode
}

/** A labelled control with its problem under it; Field wires label, aria-invalid, describedby. */
export function LeadField({
  field,
  error,
  invalid = false,
  required = false,
  disabled = false,
  helper,
  badge,
  onBlur,
  children,
}: LeadFieldProps) {
  const { i18n } = useLingui()
  return (
    <Box data-field={field} onBlur={() => onBlur(field)}>
      <Field.Root
        id={leadFieldId(field)}
        invalid={error !== undefined || invalid}
        required={required}
        disabled={disabled}
      >
        <Field.Label>
          {i18n._(LEAD_FIELD_LABELS[field])}
          {required && <Field.RequiredIndicator />}
          {badge}
        </Field.Label>
        {children}
        {error ? <Field.ErrorText>{i18n._(error)}</Field.ErrorText> : null}
        {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      </Field.Root>
    </Box>
  )
}

/** A 10-digit mobile number after the +91 prefix: whatever is typed or pasted, digits only. */
export function MobileInput({
  name,
  value,
  onDigits,
}: {
  name: string
  value: string
  onDigits: (digits: string) => void
}) {
  return (
    <InputGroup startAddon={`+${COUNTRY_CODE}`}>
      <Input
        name={name}
        value={value}
        onChange={(event) => onDigits(normaliseMobileDigits(event.target.value))}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
      />
    </InputGroup>
  )
}

export function SensitiveBadge() {
  return (
    <Badge size="xs" colorPalette="orange" variant="subtle" marginInlineStart="2">
      <Trans>Sensitive</Trans>
    </Badge>
  )
}

export interface TOption {
  value: string
  label: string
}

/** A native select: keyboard and screen readers know it, and it works on every tablet. */
export function SelectInput({
  value,
  options,
  onChange,
  placeholder,
}: {
  value: string
  options: readonly TOption[]
  onChange: (value: string) => void
  placeholder?: string
}) {
  const { t } = useLingui()
  // A stored value missing from the list (a renamed label) is still shown, not silently lost.
  const all =
    value && !options.some((o) => o.value === value)
      ? [...options, { value, label: value }]
      : options
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder ?? t`Select`}</option>
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** Several choices of a reference list, as a labelled group of checkboxes. */
export function MultiCheck({
  field,
  value,
  options,
  error,
  onChange,
  onBlur,
}: {
  field: TLeadFormField
  value: readonly string[]
  options: readonly TOption[]
  error: MessageDescriptor | undefined
  onChange: (value: string[]) => void
  onBlur: (field: TLeadFormField) => void
}) {
  const { i18n } = useLingui()
  const all = [
    ...options,
    ...value
      .filter((v) => !options.some((o) => o.value === v))
      .map((v) => ({ value: v, label: v })),
  ]
  return (
    <Box data-field={field} onBlur={() => onBlur(field)}>
      <Fieldset.Root invalid={error !== undefined} id={leadFieldId(field)}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {i18n._(LEAD_FIELD_LABELS[field])}
        </Fieldset.Legend>
        <CheckboxGroup value={[...value]} onValueChange={onChange} name={field}>
          <Wrap gap="3">
            {all.map((option) => (
              <Checkbox.Root key={option.value} value={option.value} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </CheckboxGroup>
        {all.length === 0 ? (
          <Fieldset.HelperText>
            <Trans>No choices available.</Trans>
          </Fieldset.HelperText>
        ) : null}
        {error ? <Fieldset.ErrorText>{i18n._(error)}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    </Box>
  )
}

export function GroupHeading({ children }: { children: ReactNode }) {
  return (
    <HStack as="h2" fontSize="lg" fontWeight="semibold" gap="2">
      {children}
    </HStack>
  )
}
