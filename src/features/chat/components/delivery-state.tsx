import { HStack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { TChatStatus } from '../../../../contract/chat.ts'
import { CheckIcon } from '../../../components/ui/icons.tsx'

export type TShownState = TChatStatus | 'waiting' | 'needs-attention'

/** A message's delivery state: an icon for the eye, its name for screen readers. */
export function DeliveryState({ state }: { state: TShownState }) {
  const { t } = useLingui()
  const labels: Record<TShownState, string> = {
    waiting: t`Waiting to send`,
    'needs-attention': t`Not sent: needs attention in the sync center`,
    'Not Sent': t`Not sent`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    read: t`Read`,
    'not delivered': t`Not delivered`,
    failed: t`Failed`,
  }
  const bad =
    state === 'Not Sent' ||
    state === 'failed' ||
    state === 'not delivered' ||
    state === 'needs-attention'
  return (
    <HStack gap="0.5" data-state={state} color={bad ? 'fg.error' : 'fg.muted'}>
      <span aria-hidden="true">
        {state === 'waiting' ? (
          <Text as="span">◷</Text>
        ) : bad ? (
          <Text as="span" fontWeight="bold">
            !
          </Text>
        ) : (
          <HStack gap="0" color={state === 'read' ? 'blue.fg' : undefined}>
            <CheckIcon boxSize="3" />
            {state !== 'sent' && <CheckIcon boxSize="3" ml="-1.5" />}
          </HStack>
        )}
      </span>
      {bad ? (
        <Text as="span">{labels[state]}</Text>
      ) : (
        <VisuallyHidden>{labels[state]}</VisuallyHidden>
      )}
    </HStack>
  )
}
