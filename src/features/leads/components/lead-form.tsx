import { Alert, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { hiddenStandardKeys, type TLeadForm } from '../../../../contract/lead-form.ts'
import type { TLead } from '../../../../contract/leads.ts'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { HttpError, userMessage } from '../../../lib/http.ts'
import {
  useNumberChecks,
  type TCheckDuplicates,
  type TValidateWhatsApp,
} from '../hooks/use-number-checks.ts'
import {
  emptyLeadForm,
  LEAD_FORM_FIELDS,
  checkLeadForm,
  firstErrorField,
  hiddenValuesOf,
  leadFormProgress,
  leadToFormValues,
  serverFieldErrors,
  type LeadFormLists,
  type TLeadFormField,
  type TLeadFormSave,
  type TLeadFormValues,
  type TMaskedField,
} from '../model/lead-form.ts'
import { formFieldOrder } from '../model/lead-form-order.ts'
import { HiddenLeadFields, useLeadForm } from './lead-form-fields.tsx'
import { LeadBackgroundFields } from './lead-form-background.tsx'
import { LeadInterestFields } from './lead-form-interest.tsx'
import { LeadProfileFields } from './lead-form-profile.tsx'
import { LeadStatusFields } from './lead-form-status.tsx'

// The route and the lists' query name the form's lists by the form.
export type { LeadFormLists } from '../model/lead-form.ts'

export interface LeadFormProps {
  /** The lead being edited; absent: a new lead. */
  lead?: TLead
  lists: LeadFormLists
  /** The organisation's lead form (customise lead form): its custom fields are drawn too. */
  definition?: TLeadForm | undefined
  /** DXP_MODIFY_CHANGE_SOURCE: without it a lead's source cannot change on edit. */
  canChangeSource: boolean
  /** The server answers: the WhatsApp and duplicate checks run only then. */
  online: boolean
  validateWhatsApp?: TValidateWhatsApp
  checkDuplicates?: TCheckDuplicates
  /** Saves through the outbox; resolves once saved on this device. */
  onSave: (save: TLeadFormSave) => Promise<void>
  onCancel?: () => void
}

/** Five points a filled field; it draws again only when the figure changes. */
function LeadFormProgress({
  hidden,
  definition,
}: {
  hidden: Partial<Record<TMaskedField, boolean>>
  definition: TLeadForm | undefined
}) {
  const { t } = useLingui()
  const { control } = useLeadForm()
  const progress = useWatch({
    control,
    compute: (values: TLeadFormValues) => leadFormProgress(values, hidden, definition),
  })
  return (
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
  )
}

/**
 * One form for a new lead and an edit: its groups, a progress bar, every rule shown under its
 * field once the field is left and on save (the contract's own schemas, through the form's
 * resolver), the server's WhatsApp check and a duplicate warning while online. Nothing typed is
 * lost when a save fails: the server's problems land on their fields.
 */
export function LeadForm({
  lead,
  lists,
  definition,
  canChangeSource,
  online,
  validateWhatsApp,
  checkDuplicates,
  onSave,
  onCancel,
}: LeadFormProps) {
  const { i18n, t } = useLingui()
  const editing = lead !== undefined
  const hidden = useMemo(() => hiddenValuesOf(lead), [lead])
  const hiddenByAdmin = useMemo(() => hiddenStandardKeys(definition), [definition])
  const fieldOrder = useMemo(() => formFieldOrder(definition), [definition])
  const resolver = useMemo(() => checkResolver(checkLeadForm(lead, definition)), [lead, definition])
  const form = useForm<TLeadFormValues, unknown, TLeadFormSave>({
    defaultValues: lead ? leadToFormValues(lead, definition) : emptyLeadForm(definition),
    mode: 'onTouched',
    resolver,
    // Focus follows the screen's order and the WhatsApp check too (below).
    shouldFocusError: false,
  })
  const { handleSubmit, setError, setFocus, subscribe, formState } = form
  const [noChanges, setNoChanges] = useState(false)
  const numberChecks = useNumberChecks({
    online,
    leadId: lead?._id,
    validateWhatsApp,
    checkDuplicates,
  })
  const whatsAppRejected = numberChecks.whatsApp.state === 'rejected'

  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setNoChanges(false) }),
    [subscribe],
  )

  /** The first wrong field in screen order (the customised order): its control. */
  function focusFirst(errors: FieldErrors<TLeadFormValues>) {
    const first = fieldOrder.find((name) =>
      name.startsWith('custom.')
        ? errors.custom?.[name.slice('custom.'.length)] !== undefined
        : errors[name as TLeadFormField] !== undefined ||
          (name === 'whatsAppNumber' && whatsAppRejected),
    )
    if (first) setFocus(first)
  }

  async function save(save: TLeadFormSave) {
    if (whatsAppRejected) {
      setFocus('whatsAppNumber')
      return
    }
    if (save.kind === 'update' && Object.keys(save.diff).length === 0) {
      setNoChanges(true)
      return
    }
    try {
      await onSave(save)
      toaster.success({ title: online ? t`Lead saved` : t`Saved. Waiting to sync` })
    } catch (error) {
      // Everything typed stays; say what went wrong where it went wrong.
      if (error instanceof HttpError && error.fields?.length) {
        const fromServer = serverFieldErrors(error.fields)
        for (const field of LEAD_FORM_FIELDS) {
          const message = fromServer[field]
          if (message) setError(field, { type: 'server', message })
        }
        for (const [name, message] of Object.entries(fromServer)) {
          if (name.startsWith('custom.') && message) {
            setError(name as `custom.${string}`, { type: 'server', message })
          }
        }
        const firstWrong = firstErrorField(fromServer, fieldOrder)
        if (firstWrong) setFocus(firstWrong)
      }
      setError('root.server', { type: 'server', message: userMessage(error, i18n) })
    }
  }

  function submit(event: FormEvent) {
    if (formState.isSubmitting) {
      event.preventDefault()
      return
    }
    setNoChanges(false)
    void handleSubmit(save, focusFirst)(event)
  }

  const formError = formState.errors.root?.server?.message
  return (
    <FormProvider {...form}>
      <HiddenLeadFields.Provider value={hiddenByAdmin}>
        <form noValidate onSubmit={submit}>
          <Stack gap="8">
            <LeadFormProgress hidden={hidden} definition={definition} />
            <LeadProfileFields
              lead={lead}
              lists={lists}
              hidden={hidden}
              canChangeSource={canChangeSource}
              numberChecks={numberChecks}
              definition={definition}
            />
            <LeadInterestFields lists={lists} definition={definition} />
            <LeadBackgroundFields definition={definition} />
            {editing ? null : <LeadStatusFields lists={lists} />}

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
              <Button
                type="submit"
                colorPalette="brand"
                loading={formState.isSubmitting}
                loadingText={t`Saving…`}
              >
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
      </HiddenLeadFields.Provider>
    </FormProvider>
  )
}
