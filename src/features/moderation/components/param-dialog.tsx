import { Button, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  DEFINITION_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  labelEnabled,
  SCORE_DIMENSIONS,
  ZParamInput,
  type TDefinitionVerdict,
  type TScoreDimension,
} from '../../../../contract/agent-moderation.ts'
import { FormDialog } from '../../../components/ui/form-dialog.tsx'
import { FormField } from '../../../components/ui/form-field.tsx'
import { userMessage } from '../../../lib/http.ts'
import { useGenerateDefinition, useValidateDefinition } from '../api/moderation-params.ts'
import type { TRowInput } from '../model/params-draft.ts'

export const DIMENSION_LABELS: Record<TScoreDimension, MessageDescriptor> = {
  ability: msg`Ability`,
  intent: msg`Intent`,
  readiness: msg`Readiness`,
  perception: msg`Perception`,
}

/** The form's values are the wire's: the contract's schema checks them as they are. */
const ZRowForm = ZParamInput.omit({ _id: true })

export interface ParamDialogProps {
  slug: string
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  initial: TRowInput
  onDone: (input: TRowInput) => void
}

/**
 * One parameter: its label, definition (written or checked by the server), dimension, weight.
 * Mounted for each opening (keyed by the row), so every opening starts from the row it edits.
 */
export function ParamDialog({
  slug,
  open,
  onOpenChange,
  title,
  initial,
  onDone,
}: ParamDialogProps) {
  const { t, i18n } = useLingui()
  const form = useForm<TRowInput>({
    defaultValues: initial,
    resolver: zodResolver(ZRowForm) as never,
  })
  const { errors } = form.formState
  const label = useWatch({ control: form.control, name: 'label' }) ?? ''
  const definition = useWatch({ control: form.control, name: 'definition' }) ?? ''
  const generate = useGenerateDefinition(slug)
  const validate = useValidateDefinition(slug)
  const [verdict, setVerdict] = useState<TDefinitionVerdict | null>(null)

  const confirm = () => void form.handleSubmit((input) => onDone(input))()
  const writeDefinition = async () => {
    setVerdict(null)
    const written = await generate.mutateAsync(label.trim()).catch(() => null)
    if (written)
      form.setValue('definition', written.definition, { shouldValidate: true, shouldDirty: true })
  }
  const checkDefinition = async () => {
    setVerdict(await validate.mutateAsync({ label, definition }).catch(() => null))
  }
  const failure = generate.error ?? validate.error
  const reason = verdict?.reason ?? ''

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={<Trans>Done</Trans>}
      onConfirm={confirm}
      // A label is enabled only with a name and a definition (spec 001).
      confirmDisabled={!labelEnabled({ label, definition })}
    >
      <Stack gap="4">
        <FormField label={<Trans>Label</Trans>} error={errors.label} required>
          <Input {...form.register('label')} maxLength={LABEL_MAX_LENGTH} autoComplete="off" />
        </FormField>
        <FormField label={<Trans>Definition</Trans>} error={errors.definition} required>
          <Textarea
            {...form.register('definition', { onChange: () => setVerdict(null) })}
            rows={4}
            maxLength={DEFINITION_MAX_LENGTH}
          />
        </FormField>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={!label.trim()}
            loading={generate.isPending}
            onClick={() => void writeDefinition()}
          >
            <Trans>Generate definition</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!labelEnabled({ label, definition })}
            loading={validate.isPending}
            onClick={() => void checkDefinition()}
          >
            <Trans>Validate</Trans>
          </Button>
        </HStack>
        <Stack gap="1" aria-live="polite">
          {verdict ? (
            <Text color={verdict.valid ? 'fg.success' : 'fg.error'}>
              {verdict.valid ? (
                <Trans>The definition fits the label.</Trans>
              ) : (
                <Trans>The definition does not fit: {reason}</Trans>
              )}
            </Text>
          ) : null}
          {generate.data?.writer === 'development' || verdict?.writer === 'development' ? (
            <Text textStyle="xs" color="fg.muted">
              <Trans>Written by the development stand-in, not by an AI.</Trans>
            </Text>
          ) : null}
          {failure ? <Text color="fg.error">{userMessage(failure, i18n)}</Text> : null}
        </Stack>
        <FormField
          label={<Trans>Weighs the lead score's</Trans>}
          error={errors.dimension}
          helper={<Trans>Leave empty for a parameter the lead score does not measure.</Trans>}
        >
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              {...form.register('dimension', { setValueAs: (v: string) => (v ? v : null) })}
            >
              <option value="">{t`Nothing`}</option>
              {SCORE_DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {i18n._(DIMENSION_LABELS[d])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>Weight</Trans>} error={errors.weight} required>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={100}
            {...form.register('weight', { valueAsNumber: true })}
          />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
