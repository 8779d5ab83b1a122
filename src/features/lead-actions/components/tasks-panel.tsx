import { Badge, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useLeadTasks } from '../api/lead-tasks.ts'
import { TASK_STATUS_LABELS, TASK_TYPE_LABELS } from '../../../lib/enum-labels.ts'
import { TASK_STATUS_COLORS } from '../../../lib/task-labels.ts'
import type { TTaskType } from '../../../../contract/domain.ts'
import type { TTaskReadStatus } from '../../../../contract/tasks.ts'
import {
  EMPTY_FOLLOW_UP,
  validateFollowUp,
  type TFollowUpBody,
  type TFollowUpValues,
} from '../model/follow-up-form.ts'
import { ofKind, type TPendingAction } from '../model/pending-actions.ts'
import {
  completeTask,
  madeAtNow,
  scheduleFollowUp,
  type ActionContext,
} from '../offline/field-actions.ts'
import { ACTION_SECTIONS } from '../model/action-sections.ts'
import { ListState, Panel, WaitingBadge } from './panel.tsx'
import { useSaveAction } from '../hooks/use-save-action.ts'

const COMPLETED = 'Completed' satisfies TTaskReadStatus
// Site Visit tasks are completed by completing their visit (contract/tasks.ts).
const FOLLOW_UP = 'Follow Up' satisfies TTaskType

/** Schedule a follow-up; the lead's tasks, with "complete" for open follow-ups. */
export function TasksPanel({
  context,
  pending,
}: {
  context: ActionContext
  pending: readonly TPendingAction[]
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const resolver = useMemo(
    () => checkResolver((values: TFollowUpValues) => validateFollowUp(values, madeAtNow(context))),
    [context],
  )
  const { register, handleSubmit, reset, formState } = useForm({
    defaultValues: EMPTY_FOLLOW_UP,
    resolver,
  })
  const { errors } = formState
  const { busy: saving, run } = useSaveAction()
  const tasks = useLeadTasks(context.slug, context.leadId)
  const queued = ofKind(pending, 'followUp')
  const completing = new Map(ofKind(pending, 'completeTask').map((a) => [a.taskId, a]))
  const items = tasks.data?.items ?? []

  async function schedule(body: TFollowUpBody) {
    // What was typed stays when the save fails.
    if (await run(() => scheduleFollowUp(context, body), t`Follow-up scheduled`)) reset()
  }

  return (
    <Panel id={ACTION_SECTIONS.tasks} title={t`Tasks`}>
      <form
        onSubmit={(e) => void handleSubmit(schedule)(e)}
        aria-label={t`Schedule a follow-up`}
        noValidate
      >
        <Stack gap="3">
          <SimpleGrid minChildWidth="12rem" gap="3">
            <FormField
              label={<Trans>Follow-up at</Trans>}
              error={errors.dueAt}
              required
              helper={<Trans>At least 10 minutes from now.</Trans>}
            >
              <Input type="datetime-local" {...register('dueAt')} />
            </FormField>
            <FormField label={<Trans>Follow-up notes</Trans>} error={errors.notes}>
              <Textarea rows={1} {...register('notes')} />
            </FormField>
          </SimpleGrid>
          <HStack>
            <Button type="submit" loading={formState.isSubmitting}>
              <Trans>Schedule follow-up</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>

      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Tasks of this lead`}>
        {queued.map((action) => (
          <Stack as="li" key={action.rowId} p="3" borderWidth="1px" borderRadius="l2" gap="1">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">
                <Trans>Follow Up</Trans>
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {formatDateTime(action.body.dueDate, locale)}
              </Text>
              <WaitingBadge refused={action.state === 'needs-attention'} />
            </HStack>
          </Stack>
        ))}
        <ListState
          inList
          query={tasks}
          isEmpty={items.length === 0 && queued.length === 0}
          empty={<Trans>No tasks for this lead.</Trans>}
          notOnDevice={
            <Trans>
              This lead's tasks are not saved on this device. They are shown when you are online.
            </Trans>
          }
        >
          {items.map((task) => {
            const done = completing.get(task._id)
            const status = done ? COMPLETED : task.taskStatus
            const type = task.taskType
            const due = formatDateTime(task.dueDate, locale)
            return (
              <Stack as="li" key={task._id} p="3" borderWidth="1px" borderRadius="l2" gap="1">
                <HStack gap="2" wrap="wrap" justify="space-between">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{i18n._(TASK_TYPE_LABELS[type])}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {due}
                    </Text>
                    <Badge size="sm" colorPalette={TASK_STATUS_COLORS[status]}>
                      {i18n._(TASK_STATUS_LABELS[status])}
                    </Badge>
                    {done && <WaitingBadge refused={done.state === 'needs-attention'} />}
                  </HStack>
                  {status !== COMPLETED && type === FOLLOW_UP && (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={saving}
                      aria-label={t`Complete the follow-up due ${due}`}
                      onClick={() =>
                        void run(() => completeTask(context, task._id), t`Task completed`)
                      }
                    >
                      <Trans>Complete</Trans>
                    </Button>
                  )}
                </HStack>
                {task.notes && <Text textStyle="sm">{task.notes}</Text>}
              </Stack>
            )
          })}
        </ListState>
      </Stack>
    </Panel>
  )
}
