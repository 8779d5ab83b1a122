import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import {
  CUSTOM_FIELD_TYPES,
  FIELD_NAME_MAX,
  FIELD_OPTION_MAX,
  LEAD_FORM_SECTIONS,
  needsOptions,
  ZAddLeadFormField,
  type TCustomFieldType,
  type TLeadFormField,
} from '../../../../contract/lead-form.ts'
import { FormField, problemMessage } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError, userMessage } from '../../../lib/http.ts'
import type { TLeadFormChange } from '../api/lead-form-settings-api.ts'
import { FIELD_TYPE_LABELS, SECTION_LABELS } from './lead-form-labels.ts'

type TValues = z.input<typeof ZAddLeadFormField>
type TBody = z.output<typeof ZAddLeadFormField>

export interface LeadFormFieldDialogProps {
  /** The custom field being edited; a new one without. */
  field?: TLeadFormField | undefined
  onSave: (change: TLeadFormChange) => Promise<unknown>
  onClose: () => void
}

/**
 * Adds or edits a custom field: its name, type, section, whether it is mandatory, its options.
 * The contract's schema checks it as typed; the server's problems land on their fields.
 */
export function LeadFormFieldDialog({ field, onSave, onClose }: LeadFormFieldDialogProps) {
  const { t, i18n } = useLingui()
  const form = useForm<TValues, unknown, TBody>({
    resolver: zodResolver(ZAddLeadFormField),
    defaultValues: {
      fieldName: field?.label ?? '',
      fieldType: (field?.type as TCustomFieldType | undefined) ?? 'text',
      isMandatory: field?.isMandatory ?? false,
      section: field?.sectionKey ?? 'profile',
      options: field?.options ?? [],
    },
  })
  const { errors, isSubmitting } = form.formState
  const fieldType = useWatch({ control: form.control, name: 'fieldType' })
  const options = useWatch({ control: form.control, name: 'options' }) ?? []
  const withOptions = needsOptions(fieldType)

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(
        field
          ? {
              kind: 'update',
              key: field.key,
              body: {
                fieldName: body.fieldName,
                isMandatory: body.isMandatory,
                ...(withOptions ? { options: body.options } : {}),
              },
            }
          : { kind: 'add', body: { ...body, options: withOptions ? body.options : [] } },
      )
      toaster.success({ title: field ? t`Field saved` : t`Field added` })
      onClose()
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field: name, message } of fields) {
        form.setError(name as FieldPath<TValues>, { message })
      }
      // A rejection's message is kept; an unknown one says so (spec 001 section 8).
      if (fields.length === 0) form.setError('root.server', { message: userMessage(error, i18n) })
    }
  })

  const problem = (name: FieldPath<TValues>) => {
    const parts = name.split('.')
    let node: unknown = errors
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part]
    return node as { message?: string } | undefined
  }

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>
                  {field ? <Trans>Edit field</Trans> : <Trans>Add field</Trans>}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField
                    id="lead-form-field-name"
                    label={<Trans>Field name</Trans>}
                    error={errors.fieldName}
                    required
                    helper={<Trans>Letters, digits and spaces; at most 25 characters.</Trans>}
                  >
                    <Input {...form.register('fieldName')} maxLength={FIELD_NAME_MAX + 5} />
                  </FormField>
                  <FormField
                    id="lead-form-field-type"
                    label={<Trans>Field type</Trans>}
                    error={errors.fieldType}
                    disabled={field !== undefined}
                  >
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('fieldType')}>
                        {CUSTOM_FIELD_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {i18n._(FIELD_TYPE_LABELS[type])}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField
                    id="lead-form-field-section"
                    label={<Trans>Section</Trans>}
                    error={errors.section}
                    disabled={field !== undefined}
                  >
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('section')}>
                        {LEAD_FORM_SECTIONS.map((section) => (
                          <option key={section} value={section}>
                            {i18n._(SECTION_LABELS[section])}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <Controller
                    control={form.control}
                    name="isMandatory"
                    render={({ field: control }) => (
                      <Checkbox.Root
                        checked={control.value ?? false}
                        onCheckedChange={(details) => control.onChange(details.checked === true)}
                      >
                        <Checkbox.HiddenInput ref={control.ref} name={control.name} />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <Trans>Mandatory</Trans>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
                  {withOptions ? (
                    <Stack as="fieldset" gap="2">
                      <Text as="legend" fontWeight="medium" fontSize="sm">
                        <Trans>Options</Trans>
                      </Text>
                      {options.map((_, index) => {
                        const place = index + 1
                        return (
                          <HStack key={index} align="start">
                            <FormField
                              id={`lead-form-option-${index}`}
                              label={t`Option ${place}`}
                              error={problem(`options.${index}`)}
                            >
                              <Input
                                {...form.register(`options.${index}`)}
                                maxLength={FIELD_OPTION_MAX}
                              />
                            </FormField>
                            <IconButton
                              aria-label={t`Remove option ${place}`}
                              variant="ghost"
                              marginTop="6"
                              onClick={() =>
                                form.setValue(
                                  'options',
                                  options.filter((__, i) => i !== index),
                                )
                              }
                            >
                              ×
                            </IconButton>
                          </HStack>
                        )
                      })}
                      {errors.options?.message ? (
                        <Text color="fg.error" fontSize="sm" role="alert">
                          {i18n._(problemMessage(errors.options.message))}
                        </Text>
                      ) : null}
                      <HStack>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => form.setValue('options', [...options, ''])}
                        >
                          <Trans>Add option</Trans>
                        </Button>
                      </HStack>
                    </Stack>
                  ) : null}
                  {errors.root?.server?.message ? (
                    <Text color="fg.error" role="alert">
                      {errors.root.server.message}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  {field ? <Trans>Save field</Trans> : <Trans>Add field</Trans>}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
