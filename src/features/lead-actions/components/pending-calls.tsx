import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TCall } from '../../../../contract/dispositions.ts'
import { CALL_STATUS_COLORS } from '../../../lib/call-labels.ts'
import { CALL_STATUS_LABELS } from '../../../lib/enum-labels.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import type { TCallOutcome, TPendingCall } from '../model/pending-calls.ts'

/**
 * The user's placed calls of this lead that wait for an outcome, each with "Log outcome"; one
 * whose outcome is logged says so (waiting in the outbox, refused there, or confirmed) until the
 * server's list no longer has it.
 */
export function PendingCalls({
  calls,
  linkedCallId,
  onLog,
}: {
  calls: readonly TPendingCall[]
  linkedCallId: string | undefined
  onLog: (call: TCall) => void
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  if (calls.length === 0) return null
  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        <Trans>Calls waiting for an outcome</Trans>
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Calls waiting for an outcome`}>
        {calls.map(({ call, outcome }) => {
          const number = call.toNumber
          const when = formatDateTime(call.startedAt, locale)
          return (
            <HStack
              as="li"
              key={call._id}
              gap="2"
              wrap="wrap"
              p="3"
              borderWidth="1px"
              borderColor="app.border"
              borderRadius="l2"
            >
              <Text fontWeight="medium">{number}</Text>
              <Badge size="sm" colorPalette={CALL_STATUS_COLORS[call.callStatus]}>
                {i18n._(CALL_STATUS_LABELS[call.callStatus])}
              </Badge>
              <Text textStyle="sm" color="fg.muted" flex="1">
                {when}
              </Text>
              {outcome === 'open' ? (
                <Button
                  size="sm"
                  variant={linkedCallId === call._id ? 'solid' : 'outline'}
                  aria-pressed={linkedCallId === call._id}
                  aria-label={t`Log outcome: call to ${number} at ${when}`}
                  onClick={() => onLog(call)}
                >
                  <Trans>Log outcome</Trans>
                </Button>
              ) : (
                <OutcomeBadge outcome={outcome} />
              )}
            </HStack>
          )
        })}
      </Stack>
    </Stack>
  )
}

function OutcomeBadge({ outcome }: { outcome: Exclude<TCallOutcome, 'open'> }) {
  if (outcome === 'logged') {
    return (
      <Badge colorPalette="green" variant="outline" size="sm">
        <Trans>Outcome logged</Trans>
      </Badge>
    )
  }
  return outcome === 'refused' ? (
    <Badge colorPalette="red" variant="outline" size="sm">
      <Trans>Outcome needs attention in the sync center</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="yellow" variant="outline" size="sm">
      <Trans>Outcome logged, waiting to sync</Trans>
    </Badge>
  )
}
