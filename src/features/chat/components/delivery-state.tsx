import { useLingui } from '@lingui/react/macro'
import type { TChatStatus } from '../../../../contract/chat.ts'

export type TShownState = TChatStatus | 'waiting' | 'needs-attention'

/** A tick as plain SVG (a conversation line has no Chakra component: chat-message.tsx). */
function Tick() {
  return (
    <svg
      className="chat-tick"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  )
}

function Ticks({ double }: { double: boolean }) {
  return (
    <>
      <Tick />
      {double && <Tick />}
    </>
  )
}

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
    <span className="chat-state" data-state={state} data-bad={bad || undefined}>
      <span aria-hidden="true" className="chat-ticks" data-read={state === 'read' || undefined}>
        {state === 'waiting' ? '◷' : bad ? <b>!</b> : <Ticks double={state !== 'sent'} />}
      </span>
      <span className={bad ? undefined : 'chat-sr'}>{labels[state]}</span>
    </span>
  )
}
