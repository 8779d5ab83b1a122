import {
  Button,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useFieldArray, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { DASHBOARD_PRESETS } from '../../../../contract/dashboard-filters.ts'
import {
  DASHBOARD_REPORTS_MAX,
  REPORT_TYPES,
  type TAnalyticsDashboardInput,
} from '../../../../contract/dashboards.ts'
import { DATE_BASES } from '../../../../contract/validators.ts'
import type { FilterOption } from '../../../components/ui/filter-select.tsx'
import { FormDialog } from '../../../components/ui/form-dialog.tsx'
import { FormField } from '../../../components/ui/form-field.tsx'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { DATE_BASIS_LABELS, DATE_PRESET_LABELS } from '../../../lib/format/date-presets.ts'
import { HttpError, userMessage } from '../../../lib/http.ts'
import {
  checkDashboardForm,
  reportRow,
  type TDashboardFormValues,
} from '../model/dashboard-form.ts'
import { REPORT_TITLES } from '../model/report-labels.ts'

export interface AnalyticsDashboardDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: React.ReactNode
  confirmLabel: React.ReactNode
  initial: TDashboardFormValues
  projects: readonly FilterOption[]
  /** Saves; a refusal it throws lands on the fields it names (a taken name on the name). */
  onSave: (input: TAnalyticsDashboardInput) => Promise<unknown>
}

/** A dashboard's name and its reports, each with its type, date basis, period and project. */
export function AnalyticsDashboardDialog({
  open,
  onOpenChange,
  title,
  confirmLabel,
  initial,
  projects,
  onSave,
}: AnalyticsDashboardDialogProps) {
  const { t, i18n } = useLingui()
  const form = useForm<TDashboardFormValues, unknown, TAnalyticsDashboardInput>({
    defaultValues: initial,
    resolver: checkResolver(checkDashboardForm),
  })
  const reports = useFieldArray({ control: form.control, name: 'reports' })
  const values = useWatch({ control: form.control, name: 'reports' })
  const { errors } = form.formState
  // Each opening starts from what the screen offers now.
  useEffect(() => {
    if (open) form.reset(initial)
  }, [open, initial, form])

  const confirm = () =>
    void form.handleSubmit(async (input) => {
      try {
        await onSave(input)
        onOpenChange(false)
      } catch (error) {
        const fields = error instanceof HttpError ? (error.fields ?? []) : []
        for (const field of fields) form.setError(field.field as 'name', { message: field.message })
        if (error instanceof HttpError && error.status === 409)
          form.setError('name', { message: error.serverMessage })
        else if (fields.length === 0)
          form.setError('root.server', { message: userMessage(error, i18n) })
      }
    })()

  const options = (list: readonly { value: string; label: string }[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ))
  const select = (
    registered: UseFormRegisterReturn,
    list: readonly { value: string; label: string }[],
  ) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...registered}>{options(list)}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
  const typeOptions = REPORT_TYPES.map((type) => ({
    value: type,
    label: i18n._(REPORT_TITLES[type]),
  }))
  const basisOptions = DATE_BASES.map((b) => ({ value: b, label: i18n._(DATE_BASIS_LABELS[b]) }))
  const presetOptions = DASHBOARD_PRESETS.map((p) => ({
    value: p,
    label: i18n._(DATE_PRESET_LABELS[p]),
  }))
  const projectOptions = [{ value: '', label: t`All projects` }, ...projects]

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      confirming={form.formState.isSubmitting}
    >
      <Stack gap="4">
        <FormField label={<Trans>Name</Trans>} error={errors.name} required>
          <Input {...form.register('name')} autoComplete="off" />
        </FormField>
        {reports.fields.map((field, index) => {
          const rowErrors = errors.reports?.[index]
          const path = `reports.${index}` as const
          const number = index + 1
          return (
            <Fieldset.Root
              key={field.id}
              borderWidth="1px"
              borderColor="app.border"
              borderRadius="l2"
              p="3"
            >
              <HStack justify="space-between">
                <Fieldset.Legend>
                  <Trans>Report {number}</Trans>
                </Fieldset.Legend>
                <Button size="xs" variant="ghost" onClick={() => reports.remove(index)}>
                  <Trans>Remove report {number}</Trans>
                </Button>
              </HStack>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormField label={<Trans>Report</Trans>} error={rowErrors?.type}>
                  {select(form.register(`${path}.type`), typeOptions)}
                </FormField>
                <FormField label={<Trans>Date basis</Trans>} error={rowErrors?.dateField}>
                  {select(form.register(`${path}.dateField`), basisOptions)}
                </FormField>
                <FormField label={<Trans>Period</Trans>} error={rowErrors?.preset}>
                  {select(form.register(`${path}.preset`), presetOptions)}
                </FormField>
                <FormField label={<Trans>Project</Trans>} error={rowErrors?.projectId}>
                  {select(form.register(`${path}.projectId`), projectOptions)}
                </FormField>
                {values[index]?.preset === 'custom' && (
                  <>
                    <FormField label={<Trans>From</Trans>} error={rowErrors?.fromDate} required>
                      <Input size="sm" type="date" {...form.register(`${path}.fromDate`)} />
                    </FormField>
                    <FormField label={<Trans>To</Trans>} error={rowErrors?.toDate} required>
                      <Input size="sm" type="date" {...form.register(`${path}.toDate`)} />
                    </FormField>
                  </>
                )}
              </SimpleGrid>
            </Fieldset.Root>
          )
        })}
        {reports.fields.length < DASHBOARD_REPORTS_MAX && (
          <Button
            variant="outline"
            size="sm"
            alignSelf="start"
            onClick={() =>
              reports.append(
                reportRow('source-wise-lead-stage', {
                  dateField: 'createdAt',
                  preset: 'last30Days',
                }),
              )
            }
          >
            <Trans>Add a report</Trans>
          </Button>
        )}
        {errors.root?.server?.message && (
          <Text role="alert" color="fg.error">
            {errors.root.server.message}
          </Text>
        )}
      </Stack>
    </FormDialog>
  )
}
