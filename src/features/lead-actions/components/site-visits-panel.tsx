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
import { useState, type FormEvent, type ReactNode } from 'react'
import type { TSiteVisitAction } from '../../../../contract/site-visits.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useLeadSiteVisits } from '../api/lead-site-visits.ts'
import type { TFieldErrors } from '../model/action-messages.ts'
import { referenceLabel, VISIT_STATUS_LABELS, VISIT_TYPE_LABELS } from '../../../lib/enum-labels.ts'
import { VISIT_ACTION_LABELS } from '../model/action-labels.ts'
import type { TPendingAction } from '../model/pending-actions.ts'
import {
  validateCancel,
  validateNewTime,
  validateSchedule,
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
import { ActionField } from './action-field.tsx'
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
  const [values, setValues] = useState<TScheduleValues>(EMPTY)
  const [errors, setErrors] = useState<TFieldErrors<keyof TScheduleValues>>({})
  const { busy, run } = useSaveAction()
  const [dialog, setDialog] = useState<TDialog>(null)
  const views = visitViews(
    visits.data?.items ?? [],
    pending,
    (refId) => codeRequestByRefId(userId, refId)?.siteVisitId,
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = validateSchedule(values, madeAtNow(context))
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    if (await run(() => scheduleVisit(context, result.body), t`Site visit scheduled`)) {
      setValues(EMPTY)
    }
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

  async function saveNewTime(local: string) {
    if (!dialog || dialog.action === 'cancel') return null
    const result = validateNewTime(dialog.action, local, madeAtNow(context))
    if (!result.ok) return result.errors
    const visitId = dialog.visitId
    const label = i18n._(VISIT_ACTION_LABELS[dialog.action])
    if (await run(() => transitionVisit(context, visitId, result.body), label)) setDialog(null)
    return null
  }

  async function cancel(reason: string) {
    if (!dialog) return null
    const result = validateCancel(reason, madeAtNow(context))
    if (!result.ok) return result.errors
    const visitId = dialog.visitId
    if (await run(() => transitionVisit(context, visitId, result.body), t`Site visit cancelled`)) {
      setDialog(null)
    }
    return null
  }

  return (
    <Panel id={ACTION_SECTIONS.visits} title={t`Site visits`}>
      <form onSubmit={(e) => void submit(e)} aria-label={t`Schedule a site visit`} noValidate>
        <Stack gap="3">
          <SimpleGrid minChildWidth="12rem" gap="3">
            <ActionField label={<Trans>Visit at</Trans>} error={errors.scheduledAt} required>
              <Input
                type="datetime-local"
                value={values.scheduledAt}
                onChange={(e) => setValues((v) => ({ ...v, scheduledAt: e.target.value }))}
              />
            </ActionField>
            <ActionField label={<Trans>Visit notes</Trans>} error={errors.notes}>
              <Textarea
                rows={1}
                value={values.notes}
                onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
              />
            </ActionField>
          </SimpleGrid>
          <HStack>
            <Button type="submit" loading={busy}>
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
        onCancel={cancel}
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
        onSave={saveNewTime}
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
