import { Box, Checkbox, CheckboxGroup, Fieldset, Input, RadioGroup, Wrap } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useController } from 'react-hook-form'
import { CUSTOM_TEXT_MAX, type TLeadFormField } from '../../../../contract/lead-form.ts'
import { FormField, problemMessage } from '../../../components/ui/form-field.tsx'
import type { TLeadFormSave, TLeadFormValues } from '../model/lead-form.ts'
import { SelectInput } from './lead-form-fields.tsx'

type TCustomName = `custom.${string}`

/** The id of a custom field's control (focus on a failed save goes there). */
export const customFieldId = (key: string) => `lead-custom-${key}`

/** One custom field of the lead form, drawn by its type; its label is the admin's own text. */
export function CustomField({ field }: { field: TLeadFormField }) {
  const { i18n } = useLingui()
  const name: TCustomName = `custom.${field.key}`
  const {
    field: control,
    fieldState,
    formState,
  } = useController<TLeadFormValues, TCustomName, TLeadFormSave>({ name })
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined
  const { value, onChange, onBlur, ref } = control
  const id = customFieldId(field.key)
  const options = field.options.map((option) => ({ value: option, label: option }))

  if (field.type === 'multi-select' || field.type === 'radio') {
    const multi = field.type === 'multi-select'
    return (
      <Box data-field={name} onBlur={onBlur}>
        <Fieldset.Root invalid={error !== undefined} id={id}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {field.label}
            {field.isMandatory ? ' *' : null}
          </Fieldset.Legend>
          {multi ? (
            <CheckboxGroup
              value={Array.isArray(value) ? value : []}
              onValueChange={onChange}
              name={name}
            >
              <Wrap gap="3">
                {options.map((option, index) => (
                  <Checkbox.Root key={option.value} value={option.value} size="sm">
                    <Checkbox.HiddenInput ref={index === 0 ? ref : undefined} />
                    <Checkbox.Control />
                    <Checkbox.Label>{option.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </CheckboxGroup>
          ) : (
            <RadioGroup.Root
              name={name}
              value={typeof value === 'string' ? value : ''}
              onValueChange={(details) => onChange(details.value ?? '')}
              size="sm"
            >
              <Wrap gap="3">
                {options.map((option, index) => (
                  <RadioGroup.Item key={option.value} value={option.value}>
                    <RadioGroup.ItemHiddenInput ref={index === 0 ? ref : undefined} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Wrap>
            </RadioGroup.Root>
          )}
          {error?.message ? (
            <Fieldset.ErrorText>{i18n._(problemMessage(error.message))}</Fieldset.ErrorText>
          ) : null}
        </Fieldset.Root>
      </Box>
    )
  }

  const text = typeof value === 'string' ? value : ''
  return (
    <Box data-field={name}>
      <FormField id={id} label={field.label} error={error} required={field.isMandatory}>
        {field.type === 'dropdown' ? (
          <SelectInput
            name={name}
            value={text}
            options={options}
            onChange={onChange}
            onBlur={onBlur}
            ref={ref}
          />
        ) : (
          <Input
            ref={ref}
            name={name}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            type={field.type === 'date' ? 'date' : 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            maxLength={field.type === 'text' ? CUSTOM_TEXT_MAX : 30}
          />
        )}
      </FormField>
    </Box>
  )
}
