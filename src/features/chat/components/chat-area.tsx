import { Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { CHAT_ERROR_CODES, type TChatPayload } from '../../../../contract/chat.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { BELOW_WORKSPACE_HEADER } from '../../../components/ui/workspace.tsx'
import { formatDateTime, formatTime, isTodayInIndia } from '../../../lib/format/date-display.ts'
import { HttpError, isUnreachable, userMessage } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { useConnectivity } from '../../../offline/connectivity/use-connectivity.ts'
import { leadEntity } from '../../../offline/outbox/entities.ts'
import { useLastSyncedAt, usePendingFor } from '../../../offline/outbox/hooks.ts'
import { chatKeys } from '../api/chat-keys.ts'
import { useChatPages } from '../api/chat-page.ts'
import { markChatRead } from '../api/mark-read.ts'
import { useChatLive } from '../hooks/use-chat-live.ts'
import {
  conversationLines,
  mayRetry,
  storedAtOf,
  waitingMessages,
  type TChatLine,
  type TChatPages,
} from '../model/conversation.ts'
import { sendChatMessage } from '../offline/send-message.ts'
import { AttachmentPicker, type ChatAttachmentSource } from './attachment-picker.tsx'
import { ChatComposer } from './chat-composer.tsx'
import { ChatMessage } from './chat-message.tsx'
import { ChatTemplates } from './chat-templates.tsx'
import { ConversationList } from './conversation-list.tsx'

/** The chat's element id: the lead's jump links go there. */
export const CHAT_AREA_ID = 'chat'

export interface ChatAreaProps {
  leadId: string
  /** For the sync center's label of a queued message. */
  leadName: string
  /** The signed-in user: templates are filled for them. */
  userId: string
  /** The lead's project's files to send (and cost sheets, for those who read them). */
  attachments?: ChatAttachmentSource
}

/**
 * The lead's WhatsApp conversation (spec 001 sections 2, 7, 8; decision 0040): read page by page,
 * kept live by the socket, written through the outbox so it works offline.
 */
export function ChatArea({ leadId, leadName, userId, attachments }: ChatAreaProps) {
  const { t, i18n } = useLingui()
  const online = useConnectivity() === 'online'
  const query = useChatPages(leadId)
  const rows = usePendingFor(leadEntity(leadId))
  const waiting = useMemo(() => waitingMessages(rows ?? [], leadId), [rows, leadId])
  // Deferred: an older page of 30 joins the list in a render React can slice and put off, not
  // in one task with the scroll that asked for it. The first page is not: a deferred render
  // yields to every other update of the lead's page, and the conversation waited behind them.
  const current = useMemo(() => conversationLines(query.data, waiting), [query.data, waiting])
  const deferred = useDeferredValue(current)
  const lines = deferred.length === 0 ? current : deferred
  const [retrying, setRetrying] = useState<string | null>(null)

  useChatLive(leadId)
  useMarkRead(leadId, online, query.data)
  useSyncedRefresh(leadId)

  const context = { leadId, leadName }
  async function send(payload: TChatPayload): Promise<boolean> {
    try {
      await sendChatMessage(context, payload)
      return true
    } catch (error) {
      toaster.error({
        title: t`The message could not be saved`,
        description: userMessage(error, i18n),
      })
      return false
    }
  }

  const storedAt = storedAtOf(query.data)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const asOf =
    storedAt === null
      ? null
      : isTodayInIndia(storedAt)
        ? formatTime(storedAt)
        : formatDateTime(storedAt, locale)

  function renderLine(line: TChatLine) {
    if (line.kind === 'waiting') {
      const w = line.waiting
      const refused = w.state === 'needs-attention'
      const row = rows?.find((r) => r.id === w.rowId)
      return (
        <ChatMessage
          ours
          payload={w.payload}
          at={w.createdAt}
          state={refused ? 'needs-attention' : 'waiting'}
          problem={refused ? row?.lastError?.message : undefined}
        />
      )
    }
    const m = line.message
    const ours = m.direction === 'out'
    return (
      <ChatMessage
        ours={ours}
        payload={m.payload}
        at={m.createdAt}
        state={ours ? m.message_status : undefined}
        retrying={retrying === m._id}
        onRetry={
          mayRetry(m)
            ? () => {
                setRetrying(m._id)
                void send(m.payload).finally(() => setRetrying(null))
              }
            : undefined
        }
      />
    )
  }

  let body
  if (query.isPending && lines.length === 0) {
    body = <Skeleton height="12rem" />
  } else if (query.isError && !query.data) {
    body = (
      <HistoryError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  } else if (lines.length === 0) {
    body = (
      <Text color="fg.muted" textStyle="sm" py="4">
        {t`No messages yet. Write the first one below.`}
      </Text>
    )
  } else {
    body = (
      <ConversationList
        lines={lines}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        olderFailed={query.isFetchNextPageError}
        offline={!online}
        onLoadOlder={() => void query.fetchNextPage()}
        renderLine={renderLine}
      />
    )
  }

  const notFound =
    query.error instanceof HttpError && query.error.code === CHAT_ERROR_CODES.whatsAppNotFound

  return (
    <Stack
      as="section"
      id={CHAT_AREA_ID}
      aria-label={t`Chat`}
      // Lands below the sticky headers when jumped to.
      scrollMarginTop={BELOW_WORKSPACE_HEADER}
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      minW="0"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {t`Chat`}
        </Heading>
        {asOf && (
          <Text textStyle="xs" color="fg.muted" role="status">
            {t`Conversation as of ${asOf}`}
          </Text>
        )}
      </HStack>
      {!online && (
        <Text textStyle="sm" color="fg.muted">
          {t`Offline: messages you write are sent when the connection returns.`}
        </Text>
      )}
      {body}
      {!notFound && (
        <>
          <HStack gap="2" align="flex-start" wrap="wrap">
            {attachments && <AttachmentPicker leadId={leadId} source={attachments} onSend={send} />}
            <ChatTemplates leadId={leadId} userId={userId} onSend={send} />
          </HStack>
          <ChatComposer onSend={(text) => send({ type: 'text', text })} />
        </>
      )}
    </Stack>
  )
}

/** No conversation to show: the server's reason, or that it could not be reached. */
function HistoryError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown
  retrying: boolean
  onRetry: () => void
}) {
  const { t, i18n } = useLingui()
  if (error instanceof HttpError && error.code === CHAT_ERROR_CODES.whatsAppNotFound) {
    return (
      <Text role="alert" color="fg.error">
        {error.serverMessage ?? t`WhatsApp number not found, chat can't be initiated`}
      </Text>
    )
  }
  const message = isUnreachable(error)
    ? t`Unable to connect to the server, please try again`
    : userMessage(error, i18n)
  return <ErrorState message={message} onRetry={onRetry} retrying={retrying} />
}

/** Opening the conversation, and the lead writing while it is open, reset its unread count. */
function useMarkRead(leadId: string, online: boolean, data: TChatPages | undefined) {
  const newestIn = data?.pages[0]?.page.items.find((m) => m.direction === 'in')?._id ?? null
  const loaded = data !== undefined
  const marked = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (!online || !loaded || marked.current === newestIn) return
    marked.current = newestIn
    void markChatRead(leadId).catch(() => undefined)
  }, [leadId, online, loaded, newestIn])
}

/** Once the server confirms a change of this lead (a message sent), read the conversation again. */
function useSyncedRefresh(leadId: string) {
  const lastSyncedAt = useLastSyncedAt(leadEntity(leadId))
  const queryClient = useQueryClient()
  const seen = useRef<number | null | undefined>(undefined)
  useEffect(() => {
    if (lastSyncedAt === undefined) return
    const changed = seen.current !== undefined && seen.current !== lastSyncedAt
    seen.current = lastSyncedAt
    if (changed) void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(leadId) })
  }, [lastSyncedAt, leadId, queryClient])
}
