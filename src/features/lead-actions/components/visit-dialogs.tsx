import { Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useForm, type DefaultValues } from 'react-hook-form'
import type { TSiteVisitTransition } from '../../../../contract/site-visits.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormDialog } from '../../../components/ui/form-dialog.tsx'
import { FormField } from '../../../components/ui/form-field.tsx'
import { checkResolver, type TFormCheck } from '../../../components/ui/form-field-resolver.ts'
import { referenceLabel } from '../../../lib/enum-labels.ts'
import { useCancellationReasons } from '../api/cancellation-reasons.ts'
import { SelectField } from './select.tsx'

interface TransitionDialogProps<V> {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The dialog's values as the contract's transition, or the problems by field. */
  check: TFormCheck<V, TSiteVisitTransition>
  /** Resolves to whether it was saved; what was typed stays when it was not. */
  onSave: (body: TSiteVisitTransition) => Promise<boolean>
}

/** A dialog's form: checked on confirm, emptied once saved. */
function useTransitionForm<V extends Record<string, string>>(
  defaultValues: V,
  { check, onSave }: Pick<TransitionDialogProps<V>, 'check' | 'onSave'>,
) {
  const form = useForm<V, unknown, TSiteVisitTransition>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: checkResolver(check),
  })
  const confirm = () =>
    void form.handleSubmit(async (body) => {
      if (await onSave(body)) form.reset()
    })()
  return { form, confirm }
}

/** Cancel a visit, with a reason from the organisation's list; asks before doing it. */
export function CancelVisitDialog({
  slug,
  open,
  onOpenChange,
  check,
  onCancel,
}: Omit<TransitionDialogProps<{ reason: string }>, 'onSave'> & {
  slug: string
  onCancel: TransitionDialogProps<{ reason: string }>['onSave']
}) {
  const { t, i18n } = useLingui()
  const reasons = useCancellationReasons(slug)
  const { form, confirm } = useTransitionForm({ reason: '' }, { check, onSave: onCancel })
  const options = (reasons.data?.items ?? []).map((r) => ({
    value: r.labelName,
    label: referenceLabel(r.labelName, i18n),
  }))

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Cancel this site visit?</Trans>}
      cancelLabel={<Trans>Keep the visit</Trans>}
      confirmLabel={<Trans>Cancel visit</Trans>}
      confirming={form.formState.isSubmitting}
      onConfirm={confirm}
    >
      <Stack gap="3">
        <Text>
          <Trans>The visit is cancelled for good. A new one can be scheduled later.</Trans>
        </Text>
        <SelectField
          control={form.control}
          name="reason"
          label={<Trans>Reason</Trans>}
          required
          disabled={reasons.isPending}
          options={[{ value: '', label: t`Select` }, ...options]}
        />
        {reasons.isError && (
          <Text color="fg.error" textStyle="sm">
            <Trans>The reasons could not be loaded. Try again when you are online.</Trans>
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  )
}

/** Reschedule or plan a revisit: a new time. */
export function NewTimeDialog({
  title,
  confirmLabel,
  open,
  onOpenChange,
  check,
  onSave,
}: TransitionDialogProps<{ scheduledAt: string }> & {
  title: ReactNode
  confirmLabel: ReactNode
}) {
  const { i18n } = useLingui()
  const { form, confirm } = useTransitionForm({ scheduledAt: '' }, { check, onSave })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      confirming={form.formState.isSubmitting}
    >
      <FormField label={<Trans>Visit at</Trans>} error={form.formState.errors.scheduledAt} required>
        <Input type="datetime-local" lang={i18n.locale} {...form.register('scheduledAt')} />
      </FormField>
    </FormDialog>
  )
}
