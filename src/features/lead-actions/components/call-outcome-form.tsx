import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  CALL_STATUSES,
  CALL_TYPES,
  DISPOSITION_MESSAGES,
  NEXT_STEP_KINDS,
  RECORDING_MAX_BYTES,
  RECORDING_MIME_TYPES,
  type TCall,
  type TCallResult,
  type TCallStatus,
  type TCallType,
  type TNextStepKind,
} from '../../../../contract/dispositions.ts'
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
import { actionMessage } from '../model/action-messages.ts'
import {
  EMPTY_DISPOSITION,
  resultsFor,
  validateDisposition,
  valuesForCall,
  type TDispositionErrors,
  type TDispositionValues,
} from '../model/disposition-form.ts'
import { logDisposition, madeAtNow, type ActionContext } from '../offline/field-actions.ts'
import { ActionField } from './action-field.tsx'
import { Select } from './select.tsx'

/** A recording the server will take: its declared type and size (checked again on upload). */
function recordingProblem(file: File) {
  if (!(RECORDING_MIME_TYPES as readonly string[]).includes(file.type)) {
    return actionMessage(DISPOSITION_MESSAGES.recordingFormat)
  }
  if (file.size > RECORDING_MAX_BYTES) return actionMessage(DISPOSITION_MESSAGES.recordingTooLarge)
  return undefined
}

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
  const [values, setValues] = useState<TDispositionValues>(() =>
    call ? valuesForCall(call) : EMPTY_DISPOSITION,
  )
  const [errors, setErrors] = useState<TDispositionErrors>({})
  const [recording, setRecording] = useState<File | null>(null)
  const [saving, setSaving] = useState(false)
  const upload = useUploadRecording(context.slug)
  const form = useRef<HTMLFormElement>(null)
  const set = <K extends keyof TDispositionValues>(key: K, value: TDispositionValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const recordingError = recording ? recordingProblem(recording) : undefined

  // "Log outcome" on a pending call brings the user here, wherever the form is on the page.
  useEffect(() => {
    if (call) form.current?.querySelector<HTMLElement>('select')?.focus()
  }, [call])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = validateDisposition(values, madeAtNow(context), call)
    if (!result.ok || recordingError) {
      setErrors(result.ok ? {} : result.errors)
      return
    }
    setSaving(true)
    try {
      const uploaded = recording ? await upload.mutateAsync(recording) : undefined
      await logDisposition(context, result.body, uploaded?.recordingId)
      setValues(EMPTY_DISPOSITION)
      setRecording(null)
      setErrors({})
      toaster.success({ title: savedTitle(t`Call logged`) })
      onLogged()
    } catch (error) {
      toaster.error({
        title: t`The call could not be logged`,
        description: userMessage(error, i18n),
      })
    } finally {
      setSaving(false)
    }
  }

  const number = call?.toNumber ?? ''
  const when = call ? formatDateTime(call.startedAt, locale) : ''
  return (
    <form ref={form} onSubmit={(e) => void submit(e)} aria-label={t`Log a call`} noValidate>
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
          <ActionField label={<Trans>Call type</Trans>} error={errors.callType} required>
            <Select
              value={values.callType}
              onChange={(v) => set('callType', v as TCallType)}
              options={CALL_TYPES.map((c) => ({ value: c, label: i18n._(CALL_TYPE_LABELS[c]) }))}
            />
          </ActionField>
          <ActionField label={<Trans>Call status</Trans>} error={errors.callStatus} required>
            <Select
              value={values.callStatus}
              onChange={(v) =>
                setValues((old) => ({ ...old, callStatus: v as TCallStatus, callResult: '' }))
              }
              options={CALL_STATUSES.map((c) => ({
                value: c,
                label: i18n._(CALL_STATUS_LABELS[c]),
              }))}
            />
          </ActionField>
          <ActionField label={<Trans>Result</Trans>} error={errors.callResult}>
            <Select
              value={values.callResult}
              onChange={(v) => set('callResult', v as TCallResult | '')}
              options={[
                { value: '', label: t`As the status says` },
                ...resultsFor(values.callStatus).map((r) => ({
                  value: r,
                  label: i18n._(CALL_RESULT_LABELS[r]),
                })),
              ]}
            />
          </ActionField>
          {!call && (
            <ActionField label={<Trans>Duration (minutes)</Trans>} error={errors.durationMin}>
              <Input
                inputMode="numeric"
                value={values.durationMin}
                onChange={(e) => set('durationMin', e.target.value)}
              />
            </ActionField>
          )}
          <ActionField label={<Trans>Next step</Trans>} error={errors.nextStep}>
            <Select
              value={values.nextStep}
              onChange={(v) => set('nextStep', v as TNextStepKind)}
              options={NEXT_STEP_KINDS.map((k) => ({
                value: k,
                label: i18n._(NEXT_STEP_LABELS[k]),
              }))}
            />
          </ActionField>
          {values.nextStep !== 'none' && (
            <ActionField label={<Trans>Next step at</Trans>} error={errors.nextAt} required>
              <Input
                type="datetime-local"
                value={values.nextAt}
                onChange={(e) => set('nextAt', e.target.value)}
              />
            </ActionField>
          )}
        </SimpleGrid>
        <ActionField label={<Trans>Notes</Trans>} error={errors.notes}>
          <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={2} />
        </ActionField>
        <ActionField
          label={<Trans>Recording (MP3, WAV or M4A)</Trans>}
          error={recordingError}
          helper={
            online ? undefined : <Trans>Recordings can be attached when you are online.</Trans>
          }
        >
          <Input
            type="file"
            accept=".mp3,.wav,.m4a,audio/*"
            disabled={!online}
            p="1"
            onChange={(e) => setRecording(e.target.files?.[0] ?? null)}
          />
        </ActionField>
        <HStack>
          <Button type="submit" loading={saving}>
            {call ? <Trans>Save call outcome</Trans> : <Trans>Log call</Trans>}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
