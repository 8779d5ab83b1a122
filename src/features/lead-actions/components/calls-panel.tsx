import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { TCall, TCallStatus, TCallType } from '../../../../contract/dispositions.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { CALL_STATUS_LABELS, CALL_TYPE_LABELS } from '../../../lib/enum-labels.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useLeadDispositions } from '../api/lead-dispositions.ts'
import { usePendingCalls } from '../api/pending-calls.ts'
import { ofKind, type TPendingAction } from '../model/pending-actions.ts'
import { pendingCalls } from '../model/pending-calls.ts'
import type { ActionContext } from '../offline/field-actions.ts'
import { ACTION_SECTIONS } from '../model/action-sections.ts'
import { CallOutcomeForm } from './call-outcome-form.tsx'
import { ListState, Panel, WaitingBadge } from './panel.tsx'
import { PendingCalls } from './pending-calls.tsx'
import { PlaceCall, type TLeadPhones } from './place-call.tsx'

/**
 * Call the lead; log what came of a call (one placed here, waiting for its outcome, or one made
 * outside the app); the lead's calls below, queued ones first.
 */
export function CallsPanel({
  context,
  phones,
  pending,
  online,
}: {
  context: ActionContext
  phones: TLeadPhones
  pending: readonly TPendingAction[]
  online: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const [linked, setLinked] = useState<TCall | undefined>(undefined)
  const dispositions = useLeadDispositions(context.slug, context.leadId)
  const placed = usePendingCalls(context.slug, context.leadId)
  const queued = ofKind(pending, 'disposition')
  const items = dispositions.data?.items ?? []
  const waitingCalls = pendingCalls(placed.data?.items ?? [], queued, items)
  // A call whose outcome is logged (or which left the list) can no longer be linked.
  const linkedCall = waitingCalls.find((c) => c.call._id === linked?._id && c.outcome === 'open')
  const unlink = () => setLinked(undefined)

  return (
    <Panel id={ACTION_SECTIONS.calls} title={t`Calls`}>
      <PlaceCall context={context} phones={phones} online={online} />
      <PendingCalls calls={waitingCalls} linkedCallId={linkedCall?.call._id} onLog={setLinked} />
      {placed.isError && online && (
        <ErrorState
          message={userMessage(placed.error, i18n)}
          onRetry={() => void placed.refetch()}
          retrying={placed.isFetching}
        />
      )}
      <CallOutcomeForm
        key={linkedCall?.call._id ?? 'by-hand'}
        context={context}
        online={online}
        call={linkedCall?.call}
        onUnlink={unlink}
        onLogged={unlink}
      />

      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Calls of this lead`}>
        {queued.map((action) => (
          <CallRow
            key={action.rowId}
            when={formatDateTime(action.body.madeAt, locale)}
            type={action.body.callType}
            status={action.body.callStatus}
            notes={action.body.notes ?? ''}
            waiting={<WaitingBadge refused={action.state === 'needs-attention'} />}
          />
        ))}
        <ListState
          inList
          query={dispositions}
          isEmpty={items.length === 0 && queued.length === 0}
          empty={<Trans>No calls logged yet.</Trans>}
          notOnDevice={
            <Trans>
              This lead's calls are not saved on this device. They are shown when you are online.
            </Trans>
          }
        >
          {items.map((d) => (
            <CallRow
              key={d._id}
              when={formatDateTime(d.madeAt, locale)}
              type={d.callType}
              status={d.callStatus}
              notes={d.notes}
              recordingUrl={d.recordingUrl}
            />
          ))}
        </ListState>
      </Stack>
    </Panel>
  )
}

function CallRow({
  when,
  type,
  status,
  notes,
  waiting,
  recordingUrl,
}: {
  when: string
  type: TCallType
  status: TCallStatus
  notes: string
  waiting?: ReactNode
  recordingUrl?: string | null
}) {
  const { i18n, t } = useLingui()
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" borderColor="app.border" borderRadius="l2">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{i18n._(CALL_TYPE_LABELS[type])}</Text>
        <Badge size="sm" variant="subtle">
          {i18n._(CALL_STATUS_LABELS[status])}
        </Badge>
        <Text textStyle="sm" color="fg.muted">
          {when}
        </Text>
        {waiting}
      </HStack>
      {notes && <Text textStyle="sm">{notes}</Text>}
      {recordingUrl && (
        <audio controls preload="none" src={recordingUrl} aria-label={t`Recording`} />
      )}
    </Stack>
  )
}
