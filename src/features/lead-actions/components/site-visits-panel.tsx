import {
  Badge,
  Button,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { TSiteVisitAction, TSiteVisitTransition } from '../../../../contract/site-visits.ts'
import { checkResolver } from '../../../components/ui/form-field-resolver.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useLeadSiteVisits } from '../api/lead-site-visits.ts'
import { referenceLabel, VISIT_STATUS_LABELS, VISIT_TYPE_LABELS } from '../../../lib/enum-labels.ts'
import { VISIT_ACTION_LABELS } from '../model/action-labels.ts'
import type { TPendingAction } from '../model/pending-actions.ts'
import {
  validateCancel,
  validateNewTime,
  validateSchedule,
  type TScheduleBody,
  type TScheduleValues,
} from '../model/visit-forms.ts'
import { takesCode, visitActions, visitViews, type TVisitView } from '../model/visit-view.ts'
import {
  madeAtNow,
  scheduleVisit,
  transitionVisit,
  type ActionContext,
} from '../offline/field-actions.ts'
import { codeRequestByRefId } from '../offline/visit-codes.ts'
import { ACTION_SECTIONS } from '../model/action-sections.ts'
import { ListState, Panel, WaitingBadge } from './panel.tsx'
import { CancelVisitDialog, NewTimeDialog } from './visit-dialogs.tsx'
import { VisitCode } from './visit-code.tsx'
import { useSaveAction } from '../hooks/use-save-action.ts'

const EMPTY: TScheduleValues = { scheduledAt: '', notes: '' }

type TDialog = { visitId: string; action: 'cancel' | 'reschedule' | 'revisit' } | null

/** The lead's site visits: schedule, then start, complete with a code, or the other turns. */
export function SiteVisitsPanel({
  context,
  userId,
  pending,
}: {
  context: ActionContext
  userId: string
  pending: readonly TPendingAction[]
}) {
  const { t, i18n } = useLingui()
  const visits = useLeadSiteVisits(context.slug, context.leadId)
  const resolver = useMemo(
    () => checkResolver((values: TScheduleValues) => validateSchedule(values, madeAtNow(context))),
    [context],
  )
  const { register, handleSubmit, reset, formState } = useForm({ defaultValues: EMPTY, resolver })
  const { errors } = formState
  const { busy, run } = useSaveAction()
  const [dialog, setDialog] = useState<TDialog>(null)
  const views = visitViews(
    visits.data?.items ?? [],
    pending,
    (refId) => codeRequestByRefId(userId, refId)?.siteVisitId,
  )

  async function schedule(body: TScheduleBody) {
    if (await run(() => scheduleVisit(context, body), t`Site visit scheduled`)) reset()
  }

  function act(visit: TVisitView, action: TSiteVisitAction) {
    if (action === 'start' || action === 'no-show') {
      void run(
        () => transitionVisit(context, visit._id, { action, madeAt: madeAtNow(context) }),
        i18n._(VISIT_ACTION_LABELS[action]),
      )
      return
    }
    setDialog({ visitId: visit._id, action })
  }

  /** A dialog's turn of the visit it was opened for; it closes once saved. */
  async function transition(body: TSiteVisitTransition, done: string): Promise<boolean> {
    if (!dialog) return false
    const saved = await run(() => transitionVisit(context, dialog.visitId, body), done)
    if (saved) setDialog(null)
    return saved
  }
  const newTimeAction = dialog?.action === 'revisit' ? 'revisit' : 'reschedule'

  return (
    <Panel id={ACTION_SECTIONS.visits} title={t`Site visits`}>
      <form
        onSubmit={(e) => void handleSubmit(schedule)(e)}
        aria-label={t`Schedule a site visit`}
        noValidate
      >
        <Stack gap="3">
          <SimpleGrid minChildWidth="12rem" gap="3">
            <FormField label={<Trans>Visit at</Trans>} error={errors.scheduledAt} required>
              <Input type="datetime-local" {...register('scheduledAt')} />
            </FormField>
            <FormField label={<Trans>Visit notes</Trans>} error={errors.notes}>
              <Textarea rows={1} {...register('notes')} />
            </FormField>
          </SimpleGrid>
          <HStack>
            <Button type="submit" loading={formState.isSubmitting}>
              <Trans>Schedule visit</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>

      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Site visits of this lead`}>
        <ListState
          inList
          query={visits}
          isEmpty={views.length === 0}
          empty={<Trans>No site visits yet.</Trans>}
          notOnDevice={
            <Trans>
              This lead's site visits are not saved on this device. They are shown when you are
              online.
            </Trans>
          }
        >
          {views.map((visit) => (
            <VisitRow
              key={visit._id}
              visit={visit}
              busy={busy}
              onAction={(action) => act(visit, action)}
              code={
                takesCode(visit.status) ? (
                  <VisitCode
                    context={context}
                    userId={userId}
                    siteVisitId={visit._id}
                    visitType={visit.visitType}
                  />
                ) : null
              }
            />
          ))}
        </ListState>
      </Stack>

      <CancelVisitDialog
        slug={context.slug}
        open={dialog?.action === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        check={({ reason }) => validateCancel(reason, madeAtNow(context))}
        onCancel={(body) => transition(body, t`Site visit cancelled`)}
      />
      <NewTimeDialog
        title={
          dialog?.action === 'revisit' ? (
            <Trans>Plan a revisit</Trans>
          ) : (
            <Trans>Reschedule visit</Trans>
          )
        }
        confirmLabel={<Trans>Save</Trans>}
        open={dialog?.action === 'reschedule' || dialog?.action === 'revisit'}
        onOpenChange={(open) => !open && setDialog(null)}
        check={({ scheduledAt }) => validateNewTime(newTimeAction, scheduledAt, madeAtNow(context))}
        onSave={(body) => transition(body, i18n._(VISIT_ACTION_LABELS[newTimeAction]))}
      />
    </Panel>
  )
}

function VisitRow({
  visit,
  busy,
  onAction,
  code,
}: {
  visit: TVisitView
  busy: boolean
  onAction: (action: TSiteVisitAction) => void
  code: ReactNode
}) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const when = formatDateTime(visit.scheduledAt, locale)
  const type = i18n._(VISIT_TYPE_LABELS[visit.visitType])
  const reason = visit.cancellationReason && referenceLabel(visit.cancellationReason, i18n)
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderColor="app.border" borderRadius="l2">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{type}</Text>
        <Text textStyle="sm" color="fg.muted">
          {when}
        </Text>
        <Badge size="sm" variant="subtle">
          {i18n._(VISIT_STATUS_LABELS[visit.status])}
        </Badge>
        {visit.waiting && <WaitingBadge refused={visit.waiting === 'needs-attention'} />}
      </HStack>
      {reason && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>Reason: {reason}</Trans>
        </Text>
      )}
      {visit.notes && <Text textStyle="sm">{visit.notes}</Text>}
      <Wrap gap="2">
        {visitActions(visit.status).map((action) => (
          <Button
            key={action}
            size="xs"
            variant="outline"
            colorPalette={action === 'cancel' ? 'red' : undefined}
            disabled={busy}
            aria-label={`${i18n._(VISIT_ACTION_LABELS[action])}: ${type} ${when}`}
            onClick={() => onAction(action)}
          >
            {i18n._(VISIT_ACTION_LABELS[action])}
          </Button>
        ))}
      </Wrap>
      {code}
    </Stack>
  )
}
