import { Skeleton, Stack, Text, Timeline } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { isUnreachable, userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useLeadAudits } from '../api/lead-audits.ts'
import { useLeadJourney } from '../api/lead-journey.ts'
import { journeyEventTitle, newestFirst } from '../model/journey-labels.ts'

/**
 * The lead's journey or its audit trail: a timeline, newest first. The journey comes from the
 * device when the network is out and the device has it (decision 0017); the audits only online.
 */
export function LeadEvents({
  slug,
  leadId,
  kind,
  enabled,
}: {
  slug: string
  leadId: string
  kind: 'journey' | 'audits'
  enabled: boolean
}) {
  const { i18n } = useLingui()
  const journey = useLeadJourney(slug, leadId, { enabled: enabled && kind === 'journey' })
  const audits = useLeadAudits(slug, leadId, { enabled: enabled && kind === 'audits' })
  const query = kind === 'journey' ? journey : audits
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE

  if (!enabled && !query.data) {
    return (
      <Text color="fg.muted" py="4">
        <Trans>The history is shown when you are online.</Trans>
      </Text>
    )
  }
  if (query.isPending) return <Skeleton height="10rem" mt="4" />
  if (query.isError && isUnreachable(query.error)) {
    return (
      <Text color="fg.muted" py="4">
        {kind === 'journey' ? (
          <Trans>
            This lead's journey is not saved on this device. It is shown when you are online.
          </Trans>
        ) : (
          <Trans>The history is shown when you are online.</Trans>
        )}
      </Text>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        message={userMessage(query.error, i18n)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  const events = newestFirst(query.data.items)
  if (events.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        <Trans>Nothing recorded yet.</Trans>
      </Text>
    )
  }
  return (
    <Timeline.Root size="sm" py="4" as="ol">
      {events.map((event) => {
        const actor = event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : null
        return (
          <Timeline.Item key={event._id} as="li">
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{journeyEventTitle(event, (d) => i18n._(d))}</Timeline.Title>
              <Stack gap="0">
                <Timeline.Description>
                  {formatDateTime(event.createdAt, locale)}
                  {actor && ` · ${actor}`}
                </Timeline.Description>
              </Stack>
            </Timeline.Content>
          </Timeline.Item>
        )
      })}
    </Timeline.Root>
  )
}
