import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { TLeadStatus } from '../../../../contract/domain.ts'
import { QUESTIONNAIRE_MESSAGES } from '../../../../contract/questionnaire.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { referenceLabel } from '../../../lib/enum-labels.ts'
import { userMessage } from '../../../lib/http.ts'
import { useDropReasons } from '../api/drop-reasons.ts'
import { useSavedTitle } from '../hooks/use-save-action.ts'
import { usePrefetchStatusQuestions, useStatusQuestions } from '../api/status-questions.ts'
import { actionMessage, type TFieldErrors } from '../model/action-messages.ts'
import { ofKind, type TPendingAction } from '../model/pending-actions.ts'
import { readAnswers, type TAnswerErrors, type TAnswerInputs } from '../model/questionnaire-form.ts'
import {
  isDropping,
  targetStatuses,
  validateStage,
  type TStageValues,
} from '../model/stage-form.ts'
import {
  changeStage,
  madeAtNow,
  submitQuestionnaire,
  type ActionContext,
} from '../offline/field-actions.ts'
import { ACTION_SECTIONS } from '../model/action-sections.ts'
import { ActionField } from './action-field.tsx'
import { ListState, Panel, WaitingBadge } from './panel.tsx'
import { QuestionnaireFields } from './questionnaire-fields.tsx'
import { Select } from './select.tsx'

/** `now`, or a millisecond after `before` when the clock has not moved on since. */
function laterThan(before: string, now: string): string {
  return new Date(Math.max(Date.parse(now), Date.parse(before) + 1)).toISOString()
}

const EMPTY: TStageValues = { leadStatus: '', dropReason: '' }

/**
 * Move the lead to another stage: the status's questionnaire first when it has one (fetched for
 * every stage while online, so it is there offline too), a reason when dropping, and a
 * confirmation before a drop.
 */
export function StagePanel({
  context,
  projectId,
  currentStatus,
  statusLabel,
  pending,
  online,
}: {
  context: ActionContext
  projectId: string
  currentStatus: string
  /** A stage's name in the user's language (the lead feature words them). */
  statusLabel: (status: string) => string
  pending: readonly TPendingAction[]
  online: boolean
}) {
  const { t, i18n } = useLingui()
  const savedTitle = useSavedTitle()
  const targets = targetStatuses(currentStatus)
  usePrefetchStatusQuestions(context.slug, projectId, targets, online)
  const [values, setValues] = useState<TStageValues>(EMPTY)
  const [inputs, setInputs] = useState<TAnswerInputs>({})
  const [errors, setErrors] = useState<TFieldErrors<keyof TStageValues>>({})
  const [answerErrors, setAnswerErrors] = useState<TAnswerErrors>({})
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const target = values.leadStatus === '' ? null : values.leadStatus
  const questions = useStatusQuestions(context.slug, projectId, target)
  const dropReasons = useDropReasons(context.slug)
  const dropping = isDropping(values.leadStatus)
  const queued = ofKind(pending, 'stage')

  function check() {
    const stage = validateStage(values, madeAtNow(context))
    const answers = readAnswers(questions.data?.items ?? [], inputs)
    setErrors(stage.ok ? {} : stage.errors)
    setAnswerErrors(answers.ok ? {} : answers.errors)
    return stage.ok && answers.ok ? { stage: stage.body, answers: answers.answers } : null
  }

  async function save() {
    const checked = check()
    if (!checked) return
    setBusy(true)
    try {
      let movedAt = checked.stage.madeAt
      if ((questions.data?.items.length ?? 0) > 0 && target) {
        const answeredAt = madeAtNow(context)
        await submitQuestionnaire(context, {
          projectId,
          leadStatus: target,
          answers: checked.answers,
          madeAt: answeredAt,
        })
        // The journey orders by when things were made: the move comes after its answers.
        movedAt = laterThan(answeredAt, madeAtNow(context))
      }
      await changeStage(context, { ...checked.stage, madeAt: movedAt })
      toaster.success({ title: savedTitle(t`Stage change saved`) })
      setValues(EMPTY)
      setInputs({})
      setConfirming(false)
    } catch (error) {
      toaster.error({ title: t`This could not be saved`, description: userMessage(error, i18n) })
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!check()) return
    if (dropping) setConfirming(true)
    else void save()
  }

  return (
    <Panel id={ACTION_SECTIONS.stage} title={t`Stage`}>
      {queued.map((action) => {
        const stage = statusLabel(action.body.leadStatus)
        const reason = action.body.dropReason && referenceLabel(action.body.dropReason, i18n)
        return (
          <HStack key={action.rowId} gap="2" wrap="wrap">
            <Text textStyle="sm">
              {reason ? (
                <Trans>
                  Moving to {stage}: {reason}
                </Trans>
              ) : (
                <Trans>Moving to {stage}</Trans>
              )}
            </Text>
            <WaitingBadge refused={action.state === 'needs-attention'} />
          </HStack>
        )
      })}
      <form onSubmit={submit} aria-label={t`Change the stage`} noValidate>
        <Stack gap="3">
          <ActionField label={<Trans>New stage</Trans>} error={errors.leadStatus} required>
            <Select
              value={values.leadStatus}
              onChange={(v) => {
                setValues({ leadStatus: v as TLeadStatus | '', dropReason: '' })
                setInputs({})
                setAnswerErrors({})
              }}
              options={[
                { value: '', label: t`Select` },
                ...targets.map((s) => ({ value: s, label: statusLabel(s) })),
              ]}
            />
          </ActionField>
          {dropping && (
            <ActionField label={<Trans>Drop reason</Trans>} error={errors.dropReason} required>
              <Select
                value={values.dropReason}
                disabled={dropReasons.isPending}
                onChange={(v) => setValues((old) => ({ ...old, dropReason: v }))}
                options={[
                  { value: '', label: t`Select` },
                  ...(dropReasons.data?.items ?? []).map((r) => ({
                    value: r.labelName,
                    label: referenceLabel(r.labelName, i18n),
                  })),
                ]}
              />
            </ActionField>
          )}
          {target && (
            <Stack as="section" aria-label={t`Questionnaire`} gap="2">
              {questions.isError ? (
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>
                    {i18n._(actionMessage(QUESTIONNAIRE_MESSAGES.fetchFailed))}
                  </Alert.Title>
                </Alert.Root>
              ) : (
                <ListState
                  query={questions}
                  isEmpty={(questions.data?.items.length ?? 0) === 0}
                  empty={<Trans>No questions for this stage.</Trans>}
                >
                  <QuestionnaireFields
                    questions={questions.data?.items ?? []}
                    inputs={inputs}
                    errors={answerErrors}
                    onChange={(id, value) => setInputs((old) => ({ ...old, [id]: value }))}
                  />
                </ListState>
              )}
            </Stack>
          )}
          <HStack>
            <Button
              type="submit"
              loading={busy}
              disabled={!target}
              colorPalette={dropping ? 'red' : undefined}
            >
              {dropping ? <Trans>Drop lead</Trans> : <Trans>Change stage</Trans>}
            </Button>
          </HStack>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Drop this lead?</Trans>}
        cancelLabel={<Trans>Keep the lead</Trans>}
        confirmLabel={<Trans>Drop lead</Trans>}
        confirming={busy}
        onConfirm={() => void save()}
      >
        <Text>
          <Trans>The lead leaves the active funnel. Its history is kept.</Trans>
        </Text>
      </ConfirmDialog>
    </Panel>
  )
}
