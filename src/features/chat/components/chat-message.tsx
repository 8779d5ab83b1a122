import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useMemo } from 'react'
import type { TChatPayload } from '../../../../contract/chat.ts'
import { formatDateTime, formatTime, isTodayInIndia } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { DeliveryState, type TShownState } from './delivery-state.tsx'

/** A message's content as plain text (never HTML): text as written, other kinds described. */
function usePayloadText(): (payload: TChatPayload) => string {
  const { t } = useLingui()
  return (payload) => {
    switch (payload.type) {
      case 'text':
        return payload.text
      case 'template': {
        const name = payload.name
        return payload.text ?? t`Template: ${name}`
      }
      case 'files': {
        const names = payload.files.map((f) => f.labelName || f.fileName).join(', ')
        return payload.caption ? `${payload.caption}\n${names}` : names
      }
      case 'location': {
        const place = payload.name ?? `${payload.latitude}, ${payload.longitude}`
        return t`Location: ${place}`
      }
      case 'contacts': {
        const names = payload.contacts.map((c) => c.name).join(', ')
        return t`Contacts: ${names}`
      }
    }
  }
}

/**
 * One line of the conversation: the lead's on the left, ours on the right. Memoised, its time
 * formatted once: scrolling re-renders the list on every frame, and formatting every line's
 * time again each time was most of a long conversation's scrolling (`npm run bench:chat`).
 */
export const ChatMessage = memo(function ChatMessage({
  ours,
  payload,
  at,
  state,
  problem,
  onRetry,
  retrying = false,
}: {
  ours: boolean
  payload: TChatPayload
  /** ISO or epoch ms. */
  at: string | number
  /** Ours only: where it is on its way to the lead. */
  state?: TShownState
  /** Why it could not be sent, as the server said. */
  problem?: string
  onRetry?: () => void
  retrying?: boolean
}) {
  const { i18n } = useLingui()
  const text = usePayloadText()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const when = useMemo(
    () => (isTodayInIndia(at) ? formatTime(at) : formatDateTime(at, locale)),
    [at, locale],
  )
  return (
    <Stack
      align={ours ? 'flex-end' : 'flex-start'}
      gap="1"
      data-direction={ours ? 'out' : 'in'}
      data-testid="chat-message"
    >
      <Box
        maxWidth="85%"
        px="3"
        py="2"
        borderRadius="l3"
        bg={ours ? 'green.subtle' : 'app.surface'}
        borderWidth={ours ? '0' : '1px'}
        borderColor="app.border"
      >
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {text(payload)}
        </Text>
        <HStack justify="flex-end" gap="2" textStyle="xs" color="fg.muted" mt="1">
          <Text as="span">{when}</Text>
          {state && <DeliveryState state={state} />}
        </HStack>
      </Box>
      {problem && (
        <Text textStyle="xs" color="fg.error" maxWidth="85%" role="alert">
          {problem}
        </Text>
      )}
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
          <Trans>Send again</Trans>
        </Button>
      )}
    </Stack>
  )
})
