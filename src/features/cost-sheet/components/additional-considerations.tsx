import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import {
  MAX_ADDITIONAL_CONSIDERATIONS,
  ZAdditionalConsideration,
  type TAdditionalConsideration,
} from '../../../../contract/cost-sheet.ts'
import { FormField } from '../../../components/ui/form-field.tsx'

/** The builder's editable part (spec 002: additional considerations, each with its GST). */
export const ZAdditionalForm = z.object({
  items: z.array(ZAdditionalConsideration).max(MAX_ADDITIONAL_CONSIDERATIONS),
})
export type TAdditionalForm = z.input<typeof ZAdditionalForm>

/**
 * The items the sheet is calculated with: those that pass the contract's schema. One being
 * typed (an empty value, a third decimal) is left out, with its problem shown, until it passes.
 */
export function validItems(items: readonly unknown[] | undefined): TAdditionalConsideration[] {
  return (items ?? []).flatMap((item) => {
    const parsed = ZAdditionalConsideration.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

const asNumber = { valueAsNumber: true } as const
const decimal = { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 } as const

export function AdditionalConsiderations({ form }: { form: UseFormReturn<TAdditionalForm> }) {
  const { t } = useLingui()
  const items = useFieldArray({ control: form.control, name: 'items' })
  const errors = form.formState.errors.items
  const full = items.fields.length >= MAX_ADDITIONAL_CONSIDERATIONS
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="medium" mb="2">
        <Trans>Additional considerations</Trans>
      </Text>
      {items.fields.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          <Trans>None added. Club membership or a maintenance deposit goes here.</Trans>
        </Text>
      ) : null}
      {items.fields.map((item, index) => {
        const place = index + 1
        return (
          <HStack key={item.id} gap="2" align="start" wrap="wrap">
            <FormField
              id={`extra-label-${index}`}
              label={<Trans>Item {place}</Trans>}
              error={errors?.[index]?.label}
            >
              <Input
                {...form.register(`items.${index}.label`)}
                maxLength={105}
                autoComplete="off"
              />
            </FormField>
            <FormField
              id={`extra-value-${index}`}
              label={<Trans>Amount of item {place} (₹)</Trans>}
              error={errors?.[index]?.value}
            >
              <Input {...decimal} {...form.register(`items.${index}.value`, asNumber)} />
            </FormField>
            <FormField
              id={`extra-gst-${index}`}
              label={<Trans>GST of item {place} (%)</Trans>}
              error={errors?.[index]?.gstPercentage}
            >
              <Input {...decimal} {...form.register(`items.${index}.gstPercentage`, asNumber)} />
            </FormField>
            <IconButton
              alignSelf="end"
              variant="ghost"
              aria-label={t`Remove item ${place}`}
              onClick={() => items.remove(index)}
            >
              ×
            </IconButton>
          </HStack>
        )
      })}
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        disabled={full}
        onClick={() => items.append({ label: '', value: 0, gstPercentage: 18 })}
      >
        <Trans>Add an item</Trans>
      </Button>
    </Stack>
  )
}
