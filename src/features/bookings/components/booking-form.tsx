import {
  Alert,
  Button,
  Dialog,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { MAX_CO_OWNERS, ZBookingForm, type TBookingForm } from '../../../../contract/bookings.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormField } from '../../../components/ui/form-field.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { leadCostSheetLogsQuery } from '../../../lib/cost-sheet-logs.ts'
import { formatRupees } from '../../../lib/format/money.ts'
import { formatDate } from '../../../lib/format/date-display.ts'
import type { TLocale } from '../../../lib/i18n.ts'
import {
  bookingKeys,
  bookingQuery,
  paymentModesQuery,
  paymentPlansQuery,
  saveBooking,
  useOutboxRow,
} from '../api/bookings-api.ts'
import {
  afterBuildingChange,
  afterPlanChange,
  afterUnitChange,
  agreementValueOf,
  choicesOf,
  logsOfUnit,
  type TBookingLead,
  type TBookingValues,
} from '../model/booking-form.ts'

export interface BookingFormProps {
  slug: string
  lead: TBookingLead
  initial: TBookingValues
  /** Whether the user may save this form (else it opens view-only). */
  editable: boolean
  online: boolean
}

/**
 * The booking form (spec 002, issue 20 item 5): the buyer, co-owners, and the sale (payment
 * plan, then the building, unit and cost sheet the lead was shown, whose total is the agreement
 * value). Saved through the lead's outbox: a draft offline too; a confirmation is asked for in
 * a dialog, and once the server has it a dialog shows the bookingId.
 */
export function BookingForm({ slug, lead, initial, editable, online }: BookingFormProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as TLocale
  const client = useQueryClient()
  const form = useForm<TBookingValues, unknown, TBookingForm>({
    resolver: zodResolver(ZBookingForm),
    defaultValues: initial,
  })
  const { errors, isSubmitting } = form.formState
  const coOwners = useFieldArray({ control: form.control, name: 'coOwnerDetails' })
  const [buildingName, unit, costSheetLogId, agreementValue, paymentPlanId, modeOfPayment] =
    useWatch({
      control: form.control,
      name: [
        'buildingName',
        'unit',
        'costSheetLogId',
        'agreementValue',
        'paymentPlanId',
        'modeOfPayment',
      ],
    })
  const plans = useQuery(paymentPlansQuery(slug, lead.projectId))
  const modes = useQuery(paymentModesQuery(slug))
  const sheets = useQuery(leadCostSheetLogsQuery(slug, lead._id))
  const logs = sheets.data?.items ?? []
  const choices = choicesOf(logs, buildingName?.value)
  const unitLogs = logsOfUnit(logs, unit?.value)
  const [asking, setAsking] = useState<TBookingForm | null>(null)
  const [waitingFor, setWaitingFor] = useState<string | null>(null)
  const waiting = useOutboxRow(waitingFor)
  // The confirmation reached the server (its outbox row is gone): read the booking's code.
  const sent = waitingFor !== null && waiting === null
  // Read fresh once sent: the draft read before (this form opened it) is not the answer.
  const result = useQuery({ ...bookingQuery(slug, initial._id, sent), staleTime: 0 })
  const booked = sent && result.data && !result.data.isDraft ? result.data : null
  const confirmed = !initial.isDraft

  const set = (values: Partial<TBookingValues>) => {
    for (const [key, value] of Object.entries(values))
      form.setValue(key as keyof TBookingValues, value as never, { shouldDirty: true })
  }
  const current = () => form.getValues()

  const submit = (isDraft: boolean) =>
    form.handleSubmit(async (body) => {
      if (!isDraft) {
        setAsking(body)
        return
      }
      await saveBooking(slug, body, lead.fullName, body.unit?.label ?? '')
      toaster.success({
        title: online ? t`Draft saved` : t`Draft saved on this device`,
        description: online ? undefined : t`It will be sent when you are back online.`,
      })
    })

  const confirm = async () => {
    if (!asking) return
    const id = await saveBooking(slug, asking, lead.fullName, asking.unit?.label ?? '')
    setAsking(null)
    setWaitingFor(id)
  }

  const saveAs = (isDraft: boolean) => {
    form.setValue('isDraft', isDraft)
    void submit(isDraft)()
  }

  const askedUnit = asking?.unit?.label ?? ''
  const askedBuyer = asking?.fullName ?? ''
  const askedValue = formatRupees(asking?.agreementValue ?? 0, locale)
  const bookedUnit = booked?.unit.name ?? ''
  const bookedCode = booked?.bookingId ?? ''
  const refused = waiting?.state === 'needs-attention' ? waiting.lastError?.message : undefined
  // One bar of actions, after the form and sticky at the screen's foot: reachable without
  // scrolling past the form, and shown once (a header copy made every action appear twice).
  const actions = editable ? (
    <HStack
      gap="2"
      wrap="wrap"
      justify="end"
      position="sticky"
      bottom="0"
      zIndex="docked"
      py="3"
      bg="app.surface"
      borderTopWidth="1px"
      borderColor="app.border"
    >
      {confirmed ? null : (
        <Button variant="outline" onClick={() => saveAs(true)} loading={isSubmitting}>
          <Trans>Save draft</Trans>
        </Button>
      )}
      <Button
        colorPalette="brand"
        onClick={() => saveAs(false)}
        loading={waitingFor !== null && !sent}
      >
        {confirmed ? <Trans>Update booking</Trans> : <Trans>Confirm booking</Trans>}
      </Button>
    </HStack>
  ) : null

  return (
    <Stack gap="4" maxW="4xl">
      {editable ? null : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              You don't have permission to change this booking. Please contact the admin.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {waitingFor && !refused ? (
        <Alert.Root status="info" aria-live="polite">
          <Alert.Indicator />
          <Alert.Title>
            {online ? (
              <Trans>Confirming the booking…</Trans>
            ) : (
              <Trans>
                The confirmation is saved on this device and will be sent when you are back online.
              </Trans>
            )}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {refused ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The booking was not confirmed: {refused}</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>The draft is kept. The change waits in the sync center.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <form noValidate aria-label={t`Booking form`} onSubmit={(e) => e.preventDefault()}>
        <fieldset disabled={!editable} style={{ minWidth: 0 }}>
          <Stack gap="5">
            <Fieldset.Root minW="0">
              <Fieldset.Legend fontWeight="semibold">
                <Trans>Buyer</Trans>
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
                <FormField label={<Trans>Full name</Trans>} error={errors.fullName} required>
                  <Input autoComplete="off" {...form.register('fullName')} />
                </FormField>
                <FormField label={<Trans>WhatsApp number</Trans>} error={errors.whatsappNumber}>
                  <Input inputMode="tel" maxLength={10} {...form.register('whatsappNumber')} />
                </FormField>
                <FormField label={<Trans>Alternate number</Trans>} error={errors.alternateNumber}>
                  <Input inputMode="tel" maxLength={10} {...form.register('alternateNumber')} />
                </FormField>
                <FormField label={<Trans>Email</Trans>} error={errors.email}>
                  <Input type="email" {...form.register('email')} />
                </FormField>
              </SimpleGrid>
            </Fieldset.Root>

            <Fieldset.Root minW="0">
              <Fieldset.Legend fontWeight="semibold">
                <Trans>Co-owners</Trans>
              </Fieldset.Legend>
              <Stack gap="2" mt="2">
                {coOwners.fields.map((field, index) => {
                  const n = index + 1
                  return (
                    <HStack key={field.id} align="end">
                      <FormField
                        label={<Trans>Co-owner {n}</Trans>}
                        error={errors.coOwnerDetails?.[index]?.fullName}
                        required
                      >
                        <Input {...form.register(`coOwnerDetails.${index}.fullName`)} />
                      </FormField>
                      <IconButton
                        aria-label={t`Remove co-owner ${n}`}
                        variant="ghost"
                        onClick={() => coOwners.remove(index)}
                      >
                        ×
                      </IconButton>
                    </HStack>
                  )
                })}
                <HStack gap="3" wrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={coOwners.fields.length >= MAX_CO_OWNERS}
                    onClick={() => coOwners.append({ fullName: '' })}
                  >
                    <Trans>Add co-owner</Trans>
                  </Button>
                  {coOwners.fields.length >= MAX_CO_OWNERS ? (
                    <Text textStyle="sm" color="fg.muted" aria-live="polite">
                      <Trans>Max co-owner limit reached</Trans>
                    </Text>
                  ) : null}
                </HStack>
              </Stack>
            </Fieldset.Root>

            <Fieldset.Root minW="0">
              <Fieldset.Legend fontWeight="semibold">
                <Trans>Sale</Trans>
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
                <FormField label={<Trans>Payment plan</Trans>} error={errors.paymentPlanId}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={paymentPlanId ?? ''}
                      onChange={(e) => set(afterPlanChange(e.target.value || null, current()))}
                    >
                      <option value="">{t`No plan`}</option>
                      {(plans.data?.items ?? []).map((p) => (
                        <option key={p._id} value={p._id}>
                          {p.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={<Trans>Building</Trans>} error={errors.buildingName} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={buildingName?.value ?? ''}
                      onChange={(e) =>
                        set(
                          afterBuildingChange(
                            choices.buildings.find((b) => b.value === e.target.value) ?? null,
                          ),
                        )
                      }
                    >
                      <option value="">{t`Choose a building`}</option>
                      {choices.buildings.map((b) => (
                        <option key={b.value} value={b.value}>
                          {b.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={<Trans>Unit</Trans>} error={errors.unit} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={unit?.value ?? ''}
                      onChange={(e) =>
                        set(
                          afterUnitChange(
                            choices.units.find((u) => u.value === e.target.value) ?? null,
                            current(),
                          ),
                        )
                      }
                    >
                      <option value="">{t`Choose a unit`}</option>
                      {choices.units.map((u) => (
                        <option key={u.value} value={u.value}>
                          {u.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={<Trans>Cost sheet</Trans>} error={errors.costSheetLogId}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={costSheetLogId ?? ''}
                      onChange={(e) => {
                        const log = unitLogs.find((l) => l._id === e.target.value)
                        set({
                          costSheetLogId: log?._id ?? null,
                          agreementValue: agreementValueOf(log),
                        })
                      }}
                    >
                      <option value="">{t`Choose a cost sheet`}</option>
                      {unitLogs.map((l) => (
                        <option key={l._id} value={l._id}>
                          {`${formatDate(l.createdAt, locale)} · ${formatRupees(l.amounts.total / 100, locale)}`}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField
                  label={<Trans>Agreement value</Trans>}
                  error={errors.agreementValue}
                  helper={<Trans>The total of the chosen cost sheet</Trans>}
                >
                  <Input
                    readOnly
                    value={
                      agreementValue === null || agreementValue === undefined
                        ? ''
                        : formatRupees(agreementValue, locale)
                    }
                  />
                </FormField>
                <FormField label={<Trans>Token amount</Trans>} error={errors.tokenAmount}>
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    {...form.register('tokenAmount', {
                      setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
                    })}
                  />
                </FormField>
                <FormField label={<Trans>Mode of payment</Trans>} error={errors.modeOfPayment}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={modeOfPayment?.value ?? ''}
                      onChange={(e) =>
                        set({
                          modeOfPayment:
                            modes.data?.items.find((m) => m.value === e.target.value) ?? null,
                        })
                      }
                    >
                      <option value="">{t`Choose a mode`}</option>
                      {(modes.data?.items ?? []).map((m) => (
                        <option key={m.value} value={m.value}>
                          {m.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              {sheets.isSuccess && logs.length === 0 ? (
                <Text textStyle="sm" color="fg.muted" mt="2">
                  <Trans>
                    No cost sheet was shown to this lead yet: make one on the cost sheet screen
                    first.
                  </Trans>
                </Text>
              ) : null}
            </Fieldset.Root>

            <FormField label={<Trans>Remarks</Trans>} error={errors.remarks}>
              <Textarea rows={3} {...form.register('remarks')} />
            </FormField>
          </Stack>
        </fieldset>
      </form>
      {actions}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={confirmed ? <Trans>Update booking</Trans> : <Trans>Confirm booking</Trans>}
        cancelLabel={<Trans>Go back</Trans>}
        confirmLabel={confirmed ? <Trans>Update booking</Trans> : <Trans>Confirm booking</Trans>}
        onConfirm={() => void confirm()}
      >
        <Text>
          {confirmed ? (
            <Trans>
              Save the changes to the booking of unit {askedUnit} for {askedBuyer} at {askedValue}?
            </Trans>
          ) : (
            <Trans>
              Book unit {askedUnit} for {askedBuyer} at {askedValue}? The unit is then sold.
            </Trans>
          )}
        </Text>
        {online ? null : (
          <Text mt="2" color="fg.muted">
            <Trans>You are offline: the confirmation will be sent when you are back online.</Trans>
          </Text>
        )}
      </ConfirmDialog>

      <Dialog.Root
        open={booked !== null}
        onOpenChange={(d) => {
          if (d.open) return
          setWaitingFor(null)
          void client.invalidateQueries({ queryKey: bookingKeys.all })
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  {confirmed ? <Trans>Booking updated</Trans> : <Trans>Booking confirmed</Trans>}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  <Trans>
                    Unit {bookedUnit} is booked. Booking ID:{' '}
                    <strong data-testid="booking-id">{bookedCode}</strong>
                  </Trans>
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button>
                    <Trans>Done</Trans>
                  </Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  )
}
