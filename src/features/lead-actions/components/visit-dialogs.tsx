import { Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormDialog } from '../../../components/ui/form-dialog.tsx'
import { referenceLabel } from '../../../lib/enum-labels.ts'
import { useCancellationReasons } from '../api/cancellation-reasons.ts'
import type { TFieldErrors } from '../model/action-messages.ts'
import { ActionField } from './action-field.tsx'
import { Select } from './select.tsx'

/** Cancel a visit, with a reason from the organisation's list; asks before doing it. */
export function CancelVisitDialog({
  slug,
  open,
  onOpenChange,
  onCancel,
}: {
  slug: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Resolves to the problems to show, or null when saved. */
  onCancel: (reason: string) => Promise<TFieldErrors<'reason'> | null>
}) {
  const { t, i18n } = useLingui()
  const reasons = useCancellationReasons(slug)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<TFieldErrors<'reason'>>({})
  const [busy, setBusy] = useState(false)
  const options = (reasons.data?.items ?? []).map((r) => ({
    value: r.labelName,
    label: referenceLabel(r.labelName, i18n),
  }))

  async function confirm() {
    setBusy(true)
    const problems = await onCancel(reason)
    setBusy(false)
    if (problems) setErrors(problems)
    else setReason('')
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Cancel this site visit?</Trans>}
      cancelLabel={<Trans>Keep the visit</Trans>}
      confirmLabel={<Trans>Cancel visit</Trans>}
      confirming={busy}
      onConfirm={() => void confirm()}
    >
      <Stack gap="3">
        <Text>
          <Trans>The visit is cancelled for good. A new one can be scheduled later.</Trans>
        </Text>
        <ActionField label={<Trans>Reason</Trans>} error={errors.reason} required>
          <Select
            value={reason}
            onChange={setReason}
            disabled={reasons.isPending}
            options={[{ value: '', label: t`Select` }, ...options]}
          />
        </ActionField>
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
  onSave,
}: {
  title: ReactNode
  confirmLabel: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  onSave: (local: string) => Promise<TFieldErrors<'scheduledAt'> | null>
}) {
  const { i18n } = useLingui()
  const [value, setValue] = useState('')
  const [errors, setErrors] = useState<TFieldErrors<'scheduledAt'>>({})
  const [busy, setBusy] = useState(false)

  async function save() {
    setBusy(true)
    const problems = await onSave(value)
    setBusy(false)
    if (problems) setErrors(problems)
    else setValue('')
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={() => void save()}
      confirming={busy}
    >
      <ActionField label={<Trans>Visit at</Trans>} error={errors.scheduledAt} required>
        <Input
          type="datetime-local"
          value={value}
          lang={i18n.locale}
          onChange={(e) => setValue(e.target.value)}
        />
      </ActionField>
    </FormDialog>
  )
}
