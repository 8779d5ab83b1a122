import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  CALL_STATUSES,
  CALL_TYPES,
  DISPOSITION_MESSAGES,
  NEXT_STEP_KINDS,
  RECORDING_MAX_BYTES,
  RECORDING_MIME_TYPES,
  type TCall,
} from '../../../../contract/dispositions.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import {
  CALL_RESULT_LABELS,
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  NEXT_STEP_LABELS,
} from '../../../lib/enum-labels.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useUploadRecording } from '../api/upload-recording.ts'
import { useSavedTitle } from '../hooks/use-save-action.ts'
import {
  EMPTY_DISPOSITION,
  resultsFor,
  validateDisposition,
  valuesForCall,
  type TDispositionBody,
  type TDispositionValues,
  type TLinkedCall,
} from '../model/disposition-form.ts'
import { logDisposition, madeAtNow, type ActionContext } from '../offline/field-actions.ts'
import { SelectField } from './select.tsx'

/** A recording the server will take: its declared type and size (checked again on upload). */
function recordingProblem(file: File | null) {
  if (!file) return undefined
  if (!(RECORDING_MIME_TYPES as readonly string[]).includes(file.type)) {
    return DISPOSITION_MESSAGES.recordingFormat
  }
  if (file.size > RECORDING_MAX_BYTES) return DISPOSITION_MESSAGES.recordingTooLarge
  return undefined
}

type TOutcomeValues = TDispositionValues & { recording: File | null }

/** The disposition and its recording, checked together: both are named on their fields. */
function checkOutcome(values: TOutcomeValues, madeAt: string, call: TLinkedCall | undefined) {
  const result = validateDisposition(values, madeAt, call)
  const recording = recordingProblem(values.recording)
  if (result.ok && !recording) {
    return { ok: true as const, body: { body: result.body, recording: values.recording } }
  }
  return {
    ok: false as const,
    errors: { ...(result.ok ? {} : result.errors), ...(recording ? { recording } : {}) },
  }
}

const emptyOutcome = (call: TCall | undefined): TOutcomeValues => ({
  ...(call ? valuesForCall(call) : EMPTY_DISPOSITION),
  recording: null,
})

/**
 * Logs a call and what came of it, through the outbox. With `call`, the outcome of that placed
 * call (its disposition names it); without, a call made outside the app, logged by hand. The
 * parent remounts the form (a key per call) so each call starts from its own values.
 */
export function CallOutcomeForm({
  context,
  online,
  call,
  onUnlink,
  onLogged,
}: {
  context: ActionContext
  online: boolean
  call?: TCall
  onUnlink: () => void
  onLogged: () => void
}) {
  const { t, i18n } = useLingui()
  const savedTitle = useSavedTitle()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const upload = useUploadRecording(context.slug)
  const resolver = useMemo(
    () => checkResolver((values: TOutcomeValues) => checkOutcome(values, madeAtNow(context), call)),
    [call, context],
  )
  const { control, register, handleSubmit, reset, setValue, setFocus, trigger, formState } =
    useForm({ defaultValues: emptyOutcome(call), resolver })
  const { errors } = formState
  const [callStatus, nextStep] = useWatch({ control, name: ['callStatus', 'nextStep'] })

  // "Log outcome" on a pending call brings the user here, wherever the form is on the page.
  useEffect(() => {
    if (call) setFocus('callType')
  }, [call, setFocus])

  async function log({ body, recording }: { body: TDispositionBody; recording: File | null }) {
    try {
      const uploaded = recording ? await upload.mutateAsync(recording) : undefined
      await logDisposition(context, body, uploaded?.recordingId)
      reset(emptyOutcome(undefined))
      toaster.success({ title: savedTitle(t`Call logged`) })
      onLogged()
    } catch (error) {
      // What was typed stays, to try again.
      toaster.error({
        title: t`The call could not be logged`,
        description: userMessage(error, i18n),
      })
    }
  }

  const number = call?.toNumber ?? ''
  const when = call ? formatDateTime(call.startedAt, locale) : ''
  return (
    <form onSubmit={(e) => void handleSubmit(log)(e)} aria-label={t`Log a call`} noValidate>
      <Stack gap="3">
        {call && (
          <HStack justify="space-between" wrap="wrap" gap="2" p="3" borderRadius="l2" bg="bg.muted">
            <Text textStyle="sm">
              <Trans>
                Outcome of the call to {number} at {when}. Its length comes from the phone service.
              </Trans>
            </Text>
            <Button size="xs" variant="outline" onClick={onUnlink}>
              <Trans>Log another call instead</Trans>
            </Button>
          </HStack>
        )}
        <SimpleGrid minChildWidth="10rem" gap="3">
          <SelectField
            control={control}
            name="callType"
            label={<Trans>Call type</Trans>}
            required
            options={CALL_TYPES.map((c) => ({ value: c, label: i18n._(CALL_TYPE_LABELS[c]) }))}
          />
          <SelectField
            control={control}
            name="callStatus"
            label={<Trans>Call status</Trans>}
            required
            // A result belongs to its status.
            onPicked={() => setValue('callResult', '')}
            options={CALL_STATUSES.map((c) => ({
              value: c,
              label: i18n._(CALL_STATUS_LABELS[c]),
            }))}
          />
          <SelectField
            control={control}
            name="callResult"
            label={<Trans>Result</Trans>}
            options={[
              { value: '', label: t`As the status says` },
              ...resultsFor(callStatus).map((r) => ({
                value: r,
                label: i18n._(CALL_RESULT_LABELS[r]),
              })),
            ]}
          />
          {!call && (
            <FormField label={<Trans>Duration (minutes)</Trans>} error={errors.durationMin}>
              <Input inputMode="numeric" {...register('durationMin')} />
            </FormField>
          )}
          <SelectField
            control={control}
            name="nextStep"
            label={<Trans>Next step</Trans>}
            options={NEXT_STEP_KINDS.map((k) => ({
              value: k,
              label: i18n._(NEXT_STEP_LABELS[k]),
            }))}
          />
          {nextStep !== 'none' && (
            <FormField label={<Trans>Next step at</Trans>} error={errors.nextAt} required>
              <Input type="datetime-local" {...register('nextAt')} />
            </FormField>
          )}
        </SimpleGrid>
        <FormField label={<Trans>Notes</Trans>} error={errors.notes}>
          <Textarea rows={2} {...register('notes')} />
        </FormField>
        <FormField
          label={<Trans>Recording (MP3, WAV or M4A)</Trans>}
          error={errors.recording}
          helper={
            online ? undefined : <Trans>Recordings can be attached when you are online.</Trans>
          }
        >
          <Controller
            name="recording"
            control={control}
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <Input
                ref={ref}
                name={name}
                type="file"
                accept=".mp3,.wav,.m4a,audio/*"
                disabled={!online}
                p="1"
                onBlur={onBlur}
                onChange={(e) => {
                  onChange(e.target.files?.[0] ?? null)
                  // Say at once when the file will not be taken.
                  void trigger('recording')
                }}
              />
            )}
          />
        </FormField>
        <HStack>
          <Button type="submit" loading={formState.isSubmitting}>
            {call ? <Trans>Save call outcome</Trans> : <Trans>Log call</Trans>}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
