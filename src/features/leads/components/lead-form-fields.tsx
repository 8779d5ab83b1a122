import {
  Badge,
  Box,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Wrap,
} from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { createContext, useContext, type ReactNode, type Ref } from 'react'
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type UseControllerReturn,
} from 'react-hook-form'
import { COUNTRY_CODE } from '../../../../contract/auth.ts'
import { FormField, problemMessage } from '../../../components/ui/form-field.tsx'
import { referenceLabel } from '../../../lib/enum-labels.ts'
import {
  normaliseMobileDigits,
  type TLabelOption,
  type TLeadFormField,
  type TLeadFormSave,
  type TLeadFormValues,
} from '../model/lead-form.ts'
import { LEAD_FIELD_LABELS } from '../model/lead-form-text.ts'
import { definitionKeyOf } from '../model/lead-form-order.ts'

/**
 * The standard fields an admin hid (customise lead form), by their key in the lead form's
 * definition; LeadForm provides it. A hidden field is not drawn (its value, if any, is kept).
 */
export const HiddenLeadFields = createContext<ReadonlySet<string>>(new Set())

const useHidden = (name: TLeadFormField) => useContext(HiddenLeadFields).has(definitionKeyOf(name))

/** The lead form's state, for its groups (LeadForm provides it). */
export const useLeadForm = () => useFormContext<TLeadFormValues, unknown, TLeadFormSave>()

/** The id of a field's control: a failed save moves focus to the first wrong one. */
export const leadFieldId = (field: TLeadFormField) => `lead-${field}`

type TController<F extends TLeadFormField> = UseControllerReturn<TLeadFormValues, F>

/** A field's input state, and its problem once it was left or a save was tried. */
function useLeadController<F extends TLeadFormField>(name: F) {
  const controller: TController<F> = useController<TLeadFormValues, F>({ name })
  const { fieldState, formState } = controller
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined
  return { field: controller.field, error }
}

/** What a control gets: its value and handlers, and the ref focus on a problem goes to. */
export type TLeadControl<F extends TLeadFormField> = Pick<
  ControllerRenderProps<TLeadFormValues, F>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref'
>

export interface LeadFieldProps<F extends TLeadFormField> {
  name: F
  /** Wrong without words (the server's WhatsApp check refused without a message). */
  invalid?: boolean
  /** A problem from outside the form's rules (the server's WhatsApp check). */
  problem?: string | undefined
  required?: boolean
  disabled?: boolean
  helper?: ReactNode
  /** Beside the label: the sensitive badge. */
  badge?: ReactNode
  /** After the field is left (the WhatsApp check). */
  onLeave?: () => void
  children: (control: TLeadControl<F>) => ReactNode
}

/** A labelled control of the lead form, with its problem under it. */
export function LeadField<F extends TLeadFormField>({
  name,
  invalid,
  problem,
  required,
  disabled,
  helper,
  badge,
  onLeave,
  children,
}: LeadFieldProps<F>) {
  const { i18n } = useLingui()
  const hiddenByAdmin = useHidden(name)
  const { field, error } = useLeadController(name)
  const { value, onChange, onBlur, ref } = field
  const shown = error ?? (problem ? { message: problem } : undefined)
  if (hiddenByAdmin) return null
  return (
    <Box data-field={name}>
      <FormField
        id={leadFieldId(name)}
        label={i18n._(LEAD_FIELD_LABELS[name])}
        error={shown}
        invalid={invalid}
        required={required}
        disabled={disabled}
        helper={helper}
        badge={badge}
      >
        {children({
          name,
          value,
          onChange,
          ref,
          onBlur: () => {
            onBlur()
            onLeave?.()
          },
        })}
      </FormField>
    </Box>
  )
}

/** A 10-digit mobile number after the +91 prefix: whatever is typed or pasted, digits only. */
export function MobileInput({
  name,
  value,
  onDigits,
  onBlur,
  ref,
}: {
  name: string
  value: string
  onDigits: (digits: string) => void
  onBlur: () => void
  ref: Ref<HTMLInputElement>
}) {
  return (
    <InputGroup startAddon={`+${COUNTRY_CODE}`}>
      <Input
        ref={ref}
        name={name}
        value={value}
        onChange={(event) => onDigits(normaliseMobileDigits(event.target.value))}
        onBlur={onBlur}
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
  name,
  value,
  options,
  onChange,
  onBlur,
  ref,
  placeholder,
}: {
  name: string
  value: string
  options: readonly TOption[]
  onChange: (value: string) => void
  onBlur: () => void
  ref: Ref<HTMLSelectElement>
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
      <NativeSelect.Field
        ref={ref}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
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
  name,
  options,
}: {
  name: 'preferredUnitType' | 'preferredFloor' | 'labels'
  options: readonly TOption[]
}) {
  const { i18n } = useLingui()
  const hiddenByAdmin = useHidden(name)
  const { field, error } = useLeadController(name)
  const value = field.value
  if (hiddenByAdmin) return null
  const all = [
    ...options,
    ...value
      .filter((v) => !options.some((o) => o.value === v))
      .map((v) => ({ value: v, label: v })),
  ]
  return (
    <Box data-field={name} onBlur={field.onBlur}>
      <Fieldset.Root invalid={error !== undefined} id={leadFieldId(name)}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {i18n._(LEAD_FIELD_LABELS[name])}
        </Fieldset.Legend>
        <CheckboxGroup value={[...value]} onValueChange={field.onChange} name={name}>
          <Wrap gap="3">
            {all.map((option, index) => (
              <Checkbox.Root key={option.value} value={option.value} size="sm">
                <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} />
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
        {error?.message ? (
          <Fieldset.ErrorText>{i18n._(problemMessage(error.message))}</Fieldset.ErrorText>
        ) : null}
      </Fieldset.Root>
    </Box>
  )
}

/** One group of the form: a heading and its fields. */
export function LeadFormGroup({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <HStack as="h2" fontSize="lg" fontWeight="semibold" gap="2">
        <span id={id}>{title}</span>
      </HStack>
      {children}
    </Stack>
  )
}

/** A reference list's entries: the value as stored, the label in the user's language. */
export const referenceOptions = (items: readonly TLabelOption[], i18n: I18n): TOption[] =>
  items.map((item) => ({ value: item.labelName, label: referenceLabel(item.labelName, i18n) }))
