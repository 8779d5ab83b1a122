import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useMemo } from 'react'
import type { TChatPayload } from '../../../../contract/chat.ts'
import { formatDateTime, formatTime, isTodayInIndia } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { openableUrl } from '../model/conversation.ts'
import { DeliveryState, type TShownState } from './delivery-state.tsx'

/**
 * A message's content as plain text (never HTML): text as written, other kinds described. Files
 * are links of their own (ChatFiles).
 */
function usePayloadText(): (payload: Exclude<TChatPayload, { type: 'files' }>) => string {
  const { t } = useLingui()
  return (payload) => {
    switch (payload.type) {
      case 'text':
        return payload.text
      case 'template': {
        const name = payload.name
        return payload.text ?? t`Template: ${name}`
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
 * Plain elements styled by the build's global CSS (`.chat-*` in system.ts), for the same reason:
 * a Chakra element resolves its style props each time a line mounts.
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
    <div className="chat-msg" data-direction={ours ? 'out' : 'in'} data-testid="chat-message">
      <div className="chat-bubble">
        {payload.type === 'files' ? (
          <ChatFiles payload={payload} />
        ) : (
          <p className="chat-text">{text(payload)}</p>
        )}
        <div className="chat-meta">
          <span>{when}</span>
          {state && <DeliveryState state={state} />}
        </div>
      </div>
      {problem && (
        <p className="chat-problem" role="alert">
          {problem}
        </p>
      )}
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
          <Trans>Send again</Trans>
        </Button>
      )}
    </div>
  )
})

/** A file message: its caption, then each file by name, a link that opens it in a new tab. */
function ChatFiles({ payload }: { payload: Extract<TChatPayload, { type: 'files' }> }) {
  return (
    <>
      {payload.caption && <p className="chat-text">{payload.caption}</p>}
      <ul className="chat-files">
        {payload.files.map((file, index) => {
          const name = file.labelName || file.fileName
          const href = openableUrl(file.fileUrl)
          return (
            <li key={index}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              ) : (
                name
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
