import { Alert, HStack, Input, NativeSelect, Progress, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form'
import type { TOption } from '../../../../contract/bookings.ts'
import { acceptAttribute } from '../../../../contract/validators.ts'
import { PAYMENT_FILE_TYPES, type TCustomerDetails } from '../../../../contract/post-sales.ts'
import { CurrencyInput } from '../../../components/ui/currency-input.tsx'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { OnlineFormDialog } from '../../../components/ui/online-form-dialog.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatPaise } from '../../../lib/format/paise.ts'
import { HttpError } from '../../../lib/http.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { randomId } from '../../../lib/random-id.ts'
import { useRecordPayment } from '../api/post-sales-api.ts'
import {
  balanceOf,
  checkPaymentFile,
  formFieldOf,
  paymentCheck,
  rupeeTextToPaise,
  statusAfter,
  type TPaymentBody,
  type TPaymentValues,
} from '../model/payment-form.ts'
import { MilestoneStatusBadge } from './payment-schedule.tsx'

export interface RecordPaymentDialogProps {
  slug: string
  customer: TCustomerDetails
  /** The milestone whose button opened it. */
  milestoneId: string
  modes: readonly TOption[]
  online: boolean
  locale: TLocale
  onClose: () => void
}

const paiseOr0 = (text: string) => {
  const read = rupeeTextToPaise(text)
  return typeof read === 'number' ? read : 0
}

/**
 * Records a payment against a milestone (spec 002 "Payment"), online only: money is what the
 * server says it is, so offline the dialog says so and cannot be sent. The base amount is the
 * amount paid less GST; the milestone's status after the payment is shown before it is sent.
 * One payment id and key for every try, so a retry after a lost answer records it once.
 */
export function RecordPaymentDialog({
  slug,
  customer,
  milestoneId,
  modes,
  online,
  locale,
  onClose,
}: RecordPaymentDialogProps) {
  const { t, i18n } = useLingui()
  const [attempt] = useState(() => ({ paymentRef: randomId(), key: randomId() }))
  const [file, setFile] = useState<{ file: File; mimeType: string } | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const milestones = customer.plan?.milestones ?? []
  const open = milestones.filter((m) => balanceOf(m) > 0)
  const first = milestones.find((m) => m._id === milestoneId)
  const record = useRecordPayment(slug, customer._id)
  const form = useForm<TPaymentValues, unknown, TPaymentBody>({
    resolver: checkResolver((values: TPaymentValues) =>
      paymentCheck(
        {
          bookingRef: customer._id,
          paymentRef: attempt.paymentRef,
          milestones,
          today: customer.today,
        },
        values,
      ),
    ),
    mode: 'onTouched',
    defaultValues: {
      milestoneId,
      modeId: '',
      referenceNumber: '',
      amount: '',
      gst: '',
      additionalCharges: '',
      dueDate: first?.dueDate ?? customer.today,
      paidOn: customer.today,
    },
  })
  const { errors, isSubmitting } = form.formState
  const [chosenId, amount, gst, dueDate] = useWatch({
    control: form.control,
    name: ['milestoneId', 'amount', 'gst', 'dueDate'],
  })
  const chosen = milestones.find((m) => m._id === chosenId)
  const amountPaise = paiseOr0(amount)
  const baseText = formatPaise(Math.max(0, amountPaise - paiseOr0(gst)), locale)
  const balanceText = chosen ? formatPaise(balanceOf(chosen), locale) : ''
  const customerName = customer.fullName

  const pickFile = async (picked: File | undefined) => {
    setFile(null)
    setFileProblem(null)
    if (!picked) return
    const check = await checkPaymentFile(picked)
    if (check.ok) setFile({ file: picked, mimeType: check.mimeType })
    else setFileProblem(check.message)
  }

  const submit = form.handleSubmit(async (body) => {
    if (fileProblem) return
    try {
      await record.mutateAsync({
        body,
        file,
        idempotencyKey: attempt.key,
        onProgress: setProgress,
      })
      toaster.success({ title: t`Payment recorded` })
      onClose()
    } catch (error) {
      setProgress(null)
      const fields = error instanceof HttpError ? (error.fields ?? []) : []
      for (const { field, message } of fields) {
        if (field === 'fileKey') setFileProblem(message)
        else form.setError(formFieldOf(field) as FieldPath<TPaymentValues>, { message })
      }
      if (fields.length === 0) form.setError('root.server', { message: problemText(error, i18n) })
    }
  })

  const money = (
    name: 'amount' | 'gst' | 'additionalCharges',
    label: React.ReactNode,
    helper?: React.ReactNode,
  ) => (
    <FormField
      id={`payment-${name}`}
      label={label}
      error={errors[name]}
      required={name === 'amount'}
      helper={helper}
    >
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <CurrencyInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  )

  return (
    <OnlineFormDialog
      title={<Trans>Record payment: {customerName}</Trans>}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={<Trans>Record payment</Trans>}
      submitting={isSubmitting}
      problem={errors.root?.server?.message}
      size="lg"
      online={online}
      offlineNotice={
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              Recording a payment needs a connection: the server keeps the accounts. You are
              offline.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      }
    >
      <FormField
        id="payment-milestone"
        label={<Trans>Milestone</Trans>}
        error={errors.milestoneId}
        required
      >
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('milestoneId')}>
            {open.map((m) => {
              const name = m.name
              const balance = formatPaise(balanceOf(m), locale)
              return (
                <option key={m._id} value={m._id}>
                  {t`${name} (balance ${balance})`}
                </option>
              )
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          id="payment-mode"
          label={<Trans>Mode of payment</Trans>}
          error={errors.modeId}
          required
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('modeId')}>
              <option value="">{t`Choose a mode`}</option>
              {modes.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          id="payment-reference"
          label={<Trans>Reference number</Trans>}
          error={errors.referenceNumber}
        >
          <Input {...form.register('referenceNumber')} maxLength={55} autoComplete="off" />
        </FormField>
        {money(
          'amount',
          <Trans>Amount paid</Trans>,
          chosen ? <Trans>Balance {balanceText}</Trans> : undefined,
        )}
        {money('gst', <Trans>GST</Trans>, <Trans>Base amount {baseText}</Trans>)}
        {money('additionalCharges', <Trans>Additional charges</Trans>)}
        <FormField id="payment-due" label={<Trans>Due date</Trans>} error={errors.dueDate} required>
          <Input type="date" {...form.register('dueDate')} />
        </FormField>
        <FormField
          id="payment-paid-on"
          label={<Trans>Paid on</Trans>}
          error={errors.paidOn}
          required
        >
          <Input type="date" max={customer.today} {...form.register('paidOn')} />
        </FormField>
        <FormField
          id="payment-file"
          label={<Trans>Payment file</Trans>}
          error={fileProblem ? { message: fileProblem } : undefined}
          helper={<Trans>A cheque or bank slip: JPG, PNG or PDF, up to 5 MB.</Trans>}
        >
          <Input
            type="file"
            p="1"
            accept={acceptAttribute(PAYMENT_FILE_TYPES)}
            onChange={(e) => void pickFile(e.currentTarget.files?.[0])}
          />
        </FormField>
      </SimpleGrid>
      {chosen && amountPaise > 0 ? (
        <HStack aria-live="polite" gap="2">
          <Text textStyle="sm">
            <Trans>After this payment:</Trans>
          </Text>
          <MilestoneStatusBadge
            status={statusAfter(chosen, amountPaise, dueDate, customer.today)}
          />
        </HStack>
      ) : null}
      {progress !== null && file ? (
        <Progress.Root value={Math.round(progress * 100)} size="sm">
          <Progress.Label>
            <Trans>Uploading the file</Trans>
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </OnlineFormDialog>
  )
}
