import { Box, HStack, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TTicketComment, TTicketFile } from '../../../../contract/tickets.ts'
import { formatDateTime } from '../../../lib/format/date-display.ts'
import { buildUrl } from '../../../lib/http.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { validationText } from '../../../lib/messages.ts'
import { conversation, type WaitingComment } from '../model/waiting.ts'

/** A server path of a file, under the API's base; anything else is never a link. */
export const fileHref = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') ? buildUrl(url, undefined) : null

/** A file's size in the user's language (KB under a megabyte, else MB with a decimal). */
function sizeOf(bytes: number, locale: string) {
  const mb = bytes >= 1024 * 1024
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / 1024 / 1024 : Math.ceil(bytes / 1024))
}

/** A file of a comment: a photo shown small, anything else by its name; both open in a new tab. */
export function TicketFileLink({ file }: { file: TTicketFile }) {
  const { t, i18n } = useLingui()
  const href = fileHref(file.url)
  const size = sizeOf(file.size, i18n.locale)
  const name = file.name
  const label = t`${name} (${size})`
  if (!href) return <Text textStyle="sm">{label}</Text>
  return (
    <Link href={href} target="_blank" rel="noopener" textStyle="sm" aria-label={t`Open ${label}`}>
      {file.type === 'image/png' || file.type === 'image/jpeg' ? (
        <Image src={href} alt={file.name} maxH="8rem" maxW="12rem" borderRadius="l2" />
      ) : (
        label
      )}
    </Link>
  )
}

function Bubble({
  ours,
  author,
  at,
  children,
}: {
  ours: boolean
  author: string
  at: string
  children: React.ReactNode
}) {
  return (
    <Box
      as="li"
      alignSelf={ours ? 'flex-end' : 'flex-start'}
      maxW="min(32rem,90%)"
      bg={ours ? 'app.navActive' : 'app.canvas'}
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      px="3"
      py="2"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text textStyle="xs" fontWeight="semibold">
          {author}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {at}
        </Text>
      </HStack>
      {children}
    </Box>
  )
}

export interface TicketConversationProps {
  comments: readonly TTicketComment[]
  waiting: readonly WaitingComment[]
}

/**
 * The comments, chat-style: the customer's on one side, staff's on the other, then those still
 * in the outbox ("Waiting to send", or refused with the server's reason). Plain text only.
 */
export function TicketConversation({ comments, waiting }: TicketConversationProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const lines = conversation(comments, waiting)
  const notSent = (w: WaitingComment) => {
    const reason = w.problem ? validationText(w.problem, i18n) : ''
    return t`Not sent: ${reason}`
  }
  if (lines.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        <Trans>No comments yet.</Trans>
      </Text>
    )
  }
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Comments`}>
      {lines.map((line) => {
        if (line.kind === 'sent') {
          const c = line.comment
          return (
            <Bubble
              key={c._id}
              ours={!c.byCustomer}
              author={c.author.name}
              at={formatDateTime(c.createdAt, locale)}
            >
              {c.text && (
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {c.text}
                </Text>
              )}
              {c.attachments.length > 0 && (
                <HStack gap="2" wrap="wrap" mt="1">
                  {c.attachments.map((file) => (
                    <TicketFileLink key={file._id} file={file} />
                  ))}
                </HStack>
              )}
            </Bubble>
          )
        }
        const w = line.waiting
        const refused = w.state === 'needs-attention'
        return (
          <Bubble key={w._id} ours author={t`You`} at={formatDateTime(w.createdAt, locale)}>
            {w.text && (
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {w.text}
              </Text>
            )}
            {w.files.length > 0 && (
              <Text textStyle="sm" color="fg.muted">
                {w.files.join(', ')}
              </Text>
            )}
            <Text textStyle="xs" color={refused ? 'fg.error' : 'fg.muted'} role="status">
              {refused ? notSent(w) : t`Waiting to send`}
            </Text>
          </Bubble>
        )
      })}
    </Stack>
  )
}
