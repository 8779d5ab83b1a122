import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { TLeadStageChange } from '../../../../contract/lead-stage.ts'
import {
  QUESTIONNAIRE_MESSAGES,
  type TAnswer,
  type TQuestion,
} from '../../../../contract/questionnaire.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { problemMessage } from '../../../components/ui/form-field.tsx'
import { checkResolver, type TFormProblems } from '../../../components/ui/form-field-resolver.ts'
import { toaster } from '../../../components/ui/toaster.tsx'
import { referenceLabel } from '../../../lib/enum-labels.ts'
import { userMessage } from '../../../lib/http.ts'
import { useDropReasons } from '../api/drop-reasons.ts'
import { useSavedTitle } from '../hooks/use-save-action.ts'
import {
  statusQuestionsQueryOptions,
  usePrefetchStatusQuestions,
  useStatusQuestions,
} from '../api/status-questions.ts'
import { ofKind, type TPendingAction } from '../model/pending-actions.ts'
import { readAnswers, type TAnswerInputs } from '../model/questionnaire-form.ts'
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
import { ListState, Panel, WaitingBadge } from './panel.tsx'
import { QuestionnaireFields } from './questionnaire-fields.tsx'
import { SelectField } from './select.tsx'

/** `now`, or a millisecond after `before` when the clock has not moved on since. */
function laterThan(before: string, now: string): string {
  return new Date(Math.max(Date.parse(now), Date.parse(before) + 1)).toISOString()
}

type TStageForm = TStageValues & { answers: TAnswerInputs }
const EMPTY: TStageForm = { leadStatus: '', dropReason: '', answers: {} }

interface TStageSave {
  stage: TLeadStageChange
  answers: TAnswer[]
}

/** The move and the new stage's answers, checked together; an answer's problem by its id. */
function checkStage(values: TStageForm, questions: readonly TQuestion[], madeAt: string) {
  const stage = validateStage(values, madeAt)
  const answers = readAnswers(questions, values.answers)
  if (stage.ok && answers.ok) {
    return { ok: true as const, body: { stage: stage.body, answers: answers.answers } }
  }
  const errors: TFormProblems = stage.ok ? {} : { ...stage.errors }
  for (const [questionId, problem] of Object.entries(answers.ok ? {} : answers.errors)) {
    errors[`answers.${questionId}`] = problem
  }
  return { ok: false as const, errors }
}

/** Checks the move against the questions of the stage chosen, as they were fetched. */
function useStageResolver(context: ActionContext, projectId: string) {
  const queryClient = useQueryClient()
  return useMemo(
    () =>
      checkResolver((values: TStageForm) => {
        const questions = values.leadStatus
          ? queryClient.getQueryData(
              statusQuestionsQueryOptions(context.slug, projectId, values.leadStatus).queryKey,
            )?.items
          : undefined
        return checkStage(values, questions ?? [], madeAtNow(context))
      }),
    [context, projectId, queryClient],
  )
}

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
  const { control, handleSubmit, reset, setValue, clearErrors, formState } = useForm({
    defaultValues: EMPTY,
    resolver: useStageResolver(context, projectId),
  })
  const { errors } = formState
  const [confirming, setConfirming] = useState(false)
  const leadStatus = useWatch({ control, name: 'leadStatus' })
  const target = leadStatus === '' ? null : leadStatus
  const questions = useStatusQuestions(context.slug, projectId, target)
  const dropReasons = useDropReasons(context.slug)
  const dropping = isDropping(leadStatus)
  const queued = ofKind(pending, 'stage')

  async function save(checked: TStageSave) {
    try {
      let movedAt = checked.stage.madeAt
      if ((questions.data?.items.length ?? 0) > 0) {
        const answeredAt = madeAtNow(context)
        await submitQuestionnaire(context, {
          projectId,
          leadStatus: checked.stage.leadStatus,
          answers: checked.answers,
          madeAt: answeredAt,
        })
        // The journey orders by when things were made: the move comes after its answers.
        movedAt = laterThan(answeredAt, madeAtNow(context))
      }
      await changeStage(context, { ...checked.stage, madeAt: movedAt })
      toaster.success({ title: savedTitle(t`Stage change saved`) })
      reset()
      setConfirming(false)
    } catch (error) {
      toaster.error({ title: t`This could not be saved`, description: userMessage(error, i18n) })
    }
  }

  // A drop asks first; the confirmation checks again, at its own time.
  const submit = handleSubmit((checked) => {
    if (isDropping(checked.stage.leadStatus)) setConfirming(true)
    else return save(checked)
  })

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
      <form onSubmit={(e) => void submit(e)} aria-label={t`Change the stage`} noValidate>
        <Stack gap="3">
          <SelectField
            control={control}
            name="leadStatus"
            label={<Trans>New stage</Trans>}
            required
            onPicked={() => {
              // Another stage: its own reason and questions.
              setValue('dropReason', '')
              setValue('answers', {})
              clearErrors('answers')
            }}
            options={[
              { value: '', label: t`Select` },
              ...targets.map((s) => ({ value: s, label: statusLabel(s) })),
            ]}
          />
          {dropping && (
            <SelectField
              control={control}
              name="dropReason"
              label={<Trans>Drop reason</Trans>}
              required
              disabled={dropReasons.isPending}
              options={[
                { value: '', label: t`Select` },
                ...(dropReasons.data?.items ?? []).map((r) => ({
                  value: r.labelName,
                  label: referenceLabel(r.labelName, i18n),
                })),
              ]}
            />
          )}
          {target && (
            <Stack as="section" aria-label={t`Questionnaire`} gap="2">
              {questions.isError ? (
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>
                    {i18n._(problemMessage(QUESTIONNAIRE_MESSAGES.fetchFailed))}
                  </Alert.Title>
                </Alert.Root>
              ) : (
                <ListState
                  query={questions}
                  isEmpty={(questions.data?.items.length ?? 0) === 0}
                  empty={<Trans>No questions for this stage.</Trans>}
                >
                  <Controller
                    name="answers"
                    control={control}
                    render={({ field }) => (
                      <QuestionnaireFields
                        questions={questions.data?.items ?? []}
                        inputs={field.value}
                        errors={errors.answers}
                        onChange={(id, value) => field.onChange({ ...field.value, [id]: value })}
                      />
                    )}
                  />
                </ListState>
              )}
            </Stack>
          )}
          <HStack>
            <Button
              type="submit"
              loading={formState.isSubmitting}
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
        confirming={formState.isSubmitting}
        onConfirm={() => void handleSubmit(save)()}
      >
        <Text>
          <Trans>The lead leaves the active funnel. Its history is kept.</Trans>
        </Text>
      </ConfirmDialog>
    </Panel>
  )
}
