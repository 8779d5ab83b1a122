import {
  Alert,
  Button,
  HStack,
  Input,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { ZMobile } from '../../../../contract/auth.ts'
import { LEAD_STATUSES } from '../../../../contract/domain.ts'
import {
  DROPPED_STATUS,
  GENDERS,
  sensitiveFlags,
  type TDuplicateLead,
  type TLead,
} from '../../../../contract/leads.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError, userMessage } from '../../../lib/http.ts'
import type { TWhatsAppCheck } from '../api/validate-whatsapp.ts'
import {
  EMPTY_LEAD_FORM,
  FUNDING_CHOICES,
  LEAD_FORM_FIELDS,
  describeProblem,
  firstErrorField,
  hiddenValuesOf,
  leadFormProgress,
  leadToFormValues,
  normaliseRupeeInput,
  serverFieldErrors,
  validateLeadCreate,
  validateLeadUpdate,
  type TLeadCreateBody,
  type TLeadDiff,
  type TLeadFormErrors,
  type TLeadFormField,
  type TLeadFormValues,
  type TMaskedField,
} from '../model/lead-form.ts'
import { duplicateMessage } from '../model/lead-form-text.ts'
import { GENDER_LABELS, LEAD_STATUS_LABELS, referenceLabel } from '../../../lib/enum-labels.ts'
import { leadHref } from '../offline/save-lead.ts'
import {
  GroupHeading,
  MobileInput,
  LeadField,
  MultiCheck,
  SelectInput,
  SensitiveBadge,
  type TOption,
} from './lead-form-fields.tsx'

export interface TLabelOption {
  _id: string
  labelName: string
  /** Sub sources: the source they belong to (its id). */
  parentId?: string | null
}

/** The reference lists the form offers (entity labels), fetched by the route. */
export interface LeadFormLists {
  sources: readonly TLabelOption[]
  subSources: readonly TLabelOption[]
  labels: readonly TLabelOption[]
  purposes: readonly TLabelOption[]
  unitTypes: readonly TLabelOption[]
  floors: readonly TLabelOption[]
  propertyStatuses: readonly TLabelOption[]
}

export type TLeadFormSave =
  { kind: 'create'; body: TLeadCreateBody } | { kind: 'update'; lead: TLead; diff: TLeadDiff }

export interface LeadFormProps {
  /** The lead being edited; absent: a new lead. */
  lead?: TLead
  lists: LeadFormLists
  /** DXP_MODIFY_CHANGE_SOURCE: without it a lead's source cannot change on edit. */
  canChangeSource: boolean
  /** The server answers: the WhatsApp and duplicate checks run only then. */
  online: boolean
  validateWhatsApp?: (whatsAppNumber: string, signal: AbortSignal) => Promise<TWhatsAppCheck>
  checkDuplicates?: (whatsAppNumber: string, signal: AbortSignal) => Promise<TDuplicateLead[]>
  /** Saves through the outbox; resolves once saved on this device. */
  onSave: (save: TLeadFormSave) => Promise<void>
  onCancel?: () => void
}

/** The WhatsApp check waits this long after leaving the field, so a quick return costs nothing. */
export const WHATSAPP_CHECK_DELAY_MS = 400

/** A reference list's entries: the value as stored, the label in the user's language. */
const toOptions = (items: readonly TLabelOption[], i18n: I18n): TOption[] =>
  items.map((item) => ({ value: item.labelName, label: referenceLabel(item.labelName, i18n) }))

type TWhatsAppState =
  | { state: 'idle' }
  | { state: 'skipped' }
  | { state: 'valid' }
  | { state: 'rejected'; message: MessageDescriptor | null }

function monthOptions(locale: string): TOption[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(new Date(Date.UTC(2024, index, 1))),
  }))
}

interface NumberChecksOptions {
  online: boolean
  leadId: string | undefined
  validateWhatsApp: LeadFormProps['validateWhatsApp']
  checkDuplicates: LeadFormProps['checkDuplicates']
}

/**
 * The server's checks of a WhatsApp number, run a moment after the field is left with a valid
 * number, online only: "on WhatsApp?" (spec 001 section 5) and "already a lead?" (a warning).
 */
function useNumberChecks({
  online,
  leadId,
  validateWhatsApp,
  checkDuplicates,
}: NumberChecksOptions) {
  const [whatsApp, setWhatsApp] = useState<TWhatsAppState>({ state: 'idle' })
  const [duplicates, setDuplicates] = useState<TDuplicateLead[]>([])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inFlight = useRef<AbortController | null>(null)
  const checked = useRef<string | null>(null)

  const resetNumberChecks = useCallback(() => {
    clearTimeout(timer.current)
    inFlight.current?.abort()
    checked.current = null
    setWhatsApp({ state: 'idle' })
    setDuplicates([])
  }, [])

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      inFlight.current?.abort()
    },
    [],
  )

  const checkNumber = useCallback(
    (number: string) => {
      if (checked.current === number || !ZMobile.safeParse(number).success) return
      if (!online) {
        setWhatsApp({ state: 'skipped' })
        return
      }
      checked.current = number
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        const controller = new AbortController()
        inFlight.current = controller
        validateWhatsApp?.(number, controller.signal).then(
          (result) => {
            if (controller.signal.aborted) return
            setWhatsApp(
              result.valid
                ? { state: 'valid' }
                : {
                    state: 'rejected',
                    message: result.message ? describeProblem(result.message) : null,
                  },
            )
          },
          () => {
            // Unreachable after all: skipped, as offline; the server has the last word anyway.
            if (!controller.signal.aborted) setWhatsApp({ state: 'skipped' })
          },
        )
        checkDuplicates?.(number, controller.signal).then(
          (found) => {
            if (!controller.signal.aborted) {
              setDuplicates(found.filter((duplicate) => duplicate._id !== leadId))
            }
          },
          () => undefined,
        )
      }, WHATSAPP_CHECK_DELAY_MS)
    },
    [checkDuplicates, leadId, online, validateWhatsApp],
  )

  return { whatsApp, duplicates, checkNumber, resetNumberChecks }
}

/**
 * One form for a new lead and an edit (spec 001 sections 3 to 5): three groups, a progress bar,
 * every rule shown under its field on leaving it and on save, the server's WhatsApp check and a
 * duplicate warning while online. Nothing typed is lost when a save fails.
 */
export function LeadForm({
  lead,
  lists,
  canChangeSource,
  online,
  validateWhatsApp,
  checkDuplicates,
  onSave,
  onCancel,
}: LeadFormProps) {
  const { i18n, t } = useLingui()
  const editing = lead !== undefined
  const [values, setValues] = useState<TLeadFormValues>(() =>
    lead ? leadToFormValues(lead) : EMPTY_LEAD_FORM,
  )
  const [touched, setTouched] = useState<ReadonlySet<TLeadFormField>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<TLeadFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [noChanges, setNoChanges] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const { whatsApp, duplicates, checkNumber, resetNumberChecks } = useNumberChecks({
    online,
    leadId: lead?._id,
    validateWhatsApp,
    checkDuplicates,
  })

  const hidden = useMemo(() => hiddenValuesOf(lead), [lead])
  const validation = useMemo(
    () => (lead ? validateLeadUpdate(values, lead) : validateLeadCreate(values)),
    [lead, values],
  )
  const ruleErrors: TLeadFormErrors = validation.ok ? {} : validation.errors
  const whatsAppError =
    whatsApp.state === 'rejected' && whatsApp.message ? whatsApp.message : undefined
  const shownErrors: TLeadFormErrors = {}
  for (const field of LEAD_FORM_FIELDS) {
    const rule = submitted || touched.has(field) ? ruleErrors[field] : undefined
    const error =
      rule ?? serverErrors[field] ?? (field === 'whatsAppNumber' ? whatsAppError : undefined)
    if (error) shownErrors[field] = error
  }
  const whatsAppRejected = whatsApp.state === 'rejected'

  const progress = leadFormProgress(values, hidden)
  const typedFlags = sensitiveFlags({
    alternateNumber: values.alternateNumber || null,
    email: values.email || null,
  })
  const flags = {
    alternateNumber:
      typedFlags.alternateNumber ||
      (values.alternateNumber === '' &&
        hidden.alternateNumber === true &&
        lead?.sensitive.alternateNumber === true),
    email: typedFlags.email || (values.email === '' && lead?.sensitive.email === true),
  }

  function change<F extends TLeadFormField>(field: F, value: TLeadFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }))
    setNoChanges(false)
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }))
    if (field === 'whatsAppNumber') resetNumberChecks()
  }

  function blur(field: TLeadFormField) {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
    if (field === 'whatsAppNumber') checkNumber(values.whatsAppNumber)
  }

  function focusField(field: TLeadFormField) {
    const control = formRef.current?.querySelector<HTMLElement>(
      `[data-field="${field}"] :is(input:not([type="hidden"]), select, textarea)`,
    )
    control?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setSubmitted(true)
    setFormError(null)
    setNoChanges(false)
    const errors: TLeadFormErrors = validation.ok ? {} : { ...validation.errors }
    if (whatsAppRejected && !errors.whatsAppNumber && whatsAppError) {
      errors.whatsAppNumber = whatsAppError
    }
    const first = firstErrorField({ ...serverErrors, ...errors })
    if (first || !validation.ok) {
      if (first) focusField(first)
      return
    }
    if (whatsAppRejected) {
      focusField('whatsAppNumber')
      return
    }
    let save: TLeadFormSave
    if ('diff' in validation) {
      if (validation.empty || !lead) {
        setNoChanges(true)
        return
      }
      save = { kind: 'update', lead, diff: validation.diff }
    } else {
      save = { kind: 'create', body: validation.body }
    }
    setSaving(true)
    try {
      await onSave(save)
      toaster.success({
        title: online ? t`Lead saved` : t`Saved. Waiting to sync`,
      })
    } catch (error) {
      // Everything typed stays; say what went wrong where it went wrong.
      if (error instanceof HttpError && error.fields?.length) {
        const fromServer = serverFieldErrors(error.fields)
        setServerErrors(fromServer)
        const firstWrong = firstErrorField(fromServer)
        if (firstWrong) focusField(firstWrong)
      }
      setFormError(userMessage(error, i18n))
    } finally {
      setSaving(false)
    }
  }

  const bind = (field: TLeadFormField & keyof TLeadFormValues) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value as never),
  })

  const field = (name: TLeadFormField) => ({
    field: name,
    error: shownErrors[name],
    onBlur: blur,
  })

  const maskedHint = (name: TMaskedField) =>
    editing && hidden[name] && values[name] === '' ? (
      <Trans>Hidden: type a new value to replace it</Trans>
    ) : undefined

  const sourceLocked = editing && !canChangeSource
  const chosenSource = lists.sources.find((s) => s.labelName === values.sourceOfLead)
  const subSources = lists.subSources.filter(
    (s) => !s.parentId || !chosenSource || s.parentId === chosenSource._id,
  )

  const whatsAppHelper =
    maskedHint('whatsAppNumber') ??
    (whatsApp.state === 'skipped' ? (
      <Trans>Offline: the WhatsApp check is skipped and the number is saved as typed.</Trans>
    ) : whatsApp.state === 'valid' ? (
      <Trans>On WhatsApp.</Trans>
    ) : undefined)

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="8">
        <Progress.Root value={progress} max={100} size="sm" colorPalette="brand">
          <HStack justify="space-between">
            <Progress.Label>
              <Trans>Form progress</Trans>
            </Progress.Label>
            <Progress.ValueText />
          </HStack>
          <Progress.Track aria-label={t`Form progress`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>

        <Stack as="section" gap="4" aria-labelledby="lead-group-profile">
          <GroupHeading>
            <span id="lead-group-profile">
              <Trans>Profile</Trans>
            </span>
          </GroupHeading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <LeadField {...field('fullName')} required>
              <Input {...bind('fullName')} autoComplete="name" maxLength={100} />
            </LeadField>
            <LeadField {...field('gender')}>
              <SelectInput
                value={values.gender}
                options={GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_LABELS[g]) }))}
                onChange={(v) => change('gender', v)}
              />
            </LeadField>
            <LeadField {...field('age')}>
              <Input {...bind('age')} inputMode="numeric" maxLength={3} />
            </LeadField>
            <LeadField
              {...field('whatsAppNumber')}
              required={!editing || !hidden.whatsAppNumber}
              invalid={whatsAppRejected}
              helper={whatsAppHelper}
            >
              <MobileInput
                name="whatsAppNumber"
                value={values.whatsAppNumber}
                onDigits={(v) => change('whatsAppNumber', v)}
              />
            </LeadField>
            <LeadField
              {...field('alternateNumber')}
              helper={maskedHint('alternateNumber')}
              badge={flags.alternateNumber ? <SensitiveBadge /> : undefined}
            >
              <MobileInput
                name="alternateNumber"
                value={values.alternateNumber}
                onDigits={(v) => change('alternateNumber', v)}
              />
            </LeadField>
            <LeadField
              {...field('email')}
              helper={maskedHint('email')}
              badge={flags.email ? <SensitiveBadge /> : undefined}
            >
              <Input {...bind('email')} type="email" inputMode="email" autoComplete="off" />
            </LeadField>
            <LeadField
              {...field('sourceOfLead')}
              required
              disabled={sourceLocked}
              helper={
                sourceLocked ? (
                  <Trans>You don't have permission to change the source.</Trans>
                ) : undefined
              }
            >
              <SelectInput
                value={values.sourceOfLead}
                options={toOptions(lists.sources, i18n)}
                onChange={(v) => {
                  change('sourceOfLead', v)
                  change('subSourceOfLead', '')
                }}
              />
            </LeadField>
            <LeadField {...field('subSourceOfLead')} disabled={sourceLocked}>
              <SelectInput
                value={values.subSourceOfLead}
                options={toOptions(subSources, i18n)}
                onChange={(v) => change('subSourceOfLead', v)}
              />
            </LeadField>
            <LeadField {...field('currentLocation')}>
              <Input {...bind('currentLocation')} maxLength={200} />
            </LeadField>
          </SimpleGrid>
          {duplicates.length > 0 ? (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>Possible duplicate (you can still save)</Trans>
                </Alert.Title>
                <Alert.Description>
                  <Stack as="ul" gap="1" listStyle="none">
                    {duplicates.map((duplicate) => (
                      <li key={duplicate._id}>
                        <Link asChild variant="underline">
                          <RouterLink to={leadHref(duplicate._id)}>
                            {i18n._(duplicateMessage(duplicate))}
                          </RouterLink>
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </Stack>

        <Stack as="section" gap="4" aria-labelledby="lead-group-interest">
          <GroupHeading>
            <span id="lead-group-interest">
              <Trans>Property interest</Trans>
            </span>
          </GroupHeading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <LeadField {...field('budgetMin')}>
              <Input
                {...bind('budgetMin')}
                onChange={(event) => change('budgetMin', normaliseRupeeInput(event.target.value))}
                inputMode="numeric"
              />
            </LeadField>
            <LeadField {...field('budgetMax')}>
              <Input
                {...bind('budgetMax')}
                onChange={(event) => change('budgetMax', normaliseRupeeInput(event.target.value))}
                inputMode="numeric"
              />
            </LeadField>
            <LeadField {...field('purposeOfProperty')}>
              <SelectInput
                value={values.purposeOfProperty}
                options={toOptions(lists.purposes, i18n)}
                onChange={(v) => change('purposeOfProperty', v)}
              />
            </LeadField>
            <LeadField {...field('propertyStatus')}>
              <SelectInput
                value={values.propertyStatus}
                options={toOptions(lists.propertyStatuses, i18n)}
                onChange={(v) => change('propertyStatus', v)}
              />
            </LeadField>
            <LeadField {...field('carpetAreaLower')}>
              <Input {...bind('carpetAreaLower')} inputMode="decimal" />
            </LeadField>
            <LeadField {...field('carpetAreaUpper')}>
              <Input {...bind('carpetAreaUpper')} inputMode="decimal" />
            </LeadField>
          </SimpleGrid>
          <MultiCheck
            {...field('preferredUnitType')}
            value={values.preferredUnitType}
            options={toOptions(lists.unitTypes, i18n)}
            onChange={(v) => change('preferredUnitType', v)}
          />
          <MultiCheck
            {...field('preferredFloor')}
            value={values.preferredFloor}
            options={toOptions(lists.floors, i18n)}
            onChange={(v) => change('preferredFloor', v)}
          />
          <LeadField {...field('otherPreferences')}>
            <Textarea {...bind('otherPreferences')} rows={3} maxLength={500} />
          </LeadField>
        </Stack>

        <Stack as="section" gap="4" aria-labelledby="lead-group-background">
          <GroupHeading>
            <span id="lead-group-background">
              <Trans>Background</Trans>
            </span>
          </GroupHeading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <LeadField {...field('occupation')}>
              <Input {...bind('occupation')} maxLength={100} />
            </LeadField>
            <LeadField {...field('annualIncome')}>
              <Input
                {...bind('annualIncome')}
                onChange={(event) =>
                  change('annualIncome', normaliseRupeeInput(event.target.value))
                }
                inputMode="numeric"
              />
            </LeadField>
            <LeadField {...field('qualification')}>
              <Input {...bind('qualification')} maxLength={100} />
            </LeadField>
            <LeadField {...field('fundingIsLoaned')}>
              <SelectInput
                value={values.fundingIsLoaned}
                options={FUNDING_CHOICES.map((choice) => ({
                  value: choice,
                  label: choice === 'yes' ? t`Yes, a loan` : t`No, own funds`,
                }))}
                onChange={(v) => change('fundingIsLoaned', v as TLeadFormValues['fundingIsLoaned'])}
              />
            </LeadField>
            <LeadField {...field('possessionMonth')}>
              <SelectInput
                value={values.possessionMonth}
                options={monthOptions(i18n.locale)}
                onChange={(v) => change('possessionMonth', v)}
              />
            </LeadField>
            <LeadField {...field('possessionYear')}>
              <Input {...bind('possessionYear')} inputMode="numeric" maxLength={4} />
            </LeadField>
            <LeadField {...field('workLocation')}>
              <Input {...bind('workLocation')} maxLength={200} />
            </LeadField>
          </SimpleGrid>
        </Stack>

        {editing ? null : (
          <Stack as="section" gap="4" aria-labelledby="lead-group-status">
            <GroupHeading>
              <span id="lead-group-status">
                <Trans>Status and labels</Trans>
              </span>
            </GroupHeading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <LeadField {...field('leadStatus')}>
                <SelectInput
                  value={values.leadStatus}
                  options={LEAD_STATUSES.filter((s) => s !== DROPPED_STATUS).map((s) => ({
                    value: s,
                    label: i18n._(LEAD_STATUS_LABELS[s]),
                  }))}
                  onChange={(v) =>
                    change('leadStatus', (v || LEAD_STATUSES[0]) as TLeadFormValues['leadStatus'])
                  }
                />
              </LeadField>
            </SimpleGrid>
            <MultiCheck
              {...field('labels')}
              value={values.labels}
              options={toOptions(lists.labels, i18n)}
              onChange={(v) => change('labels', v)}
            />
          </Stack>
        )}

        {formError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        {noChanges ? (
          <Text role="status" color="fg.muted">
            <Trans>No changes to save.</Trans>
          </Text>
        ) : null}

        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
            {editing ? <Trans>Save changes</Trans> : <Trans>Add lead</Trans>}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </form>
  )
}
