/**
 * "The outbox changed, look again": from this tab's enqueue and actions, and from other tabs
 * over a BroadcastChannel, so the one tab that sends (the Web Locks holder) hears of rows
 * another tab saved at once rather than on its next timer tick.
 */
const CHANNEL_NAME = 'siteoffice-outbox'

type Listener = () => void

const listeners = new Set<Listener>()
let channel: BroadcastChannel | null = null

function notifyLocal(): void {
  for (const listener of listeners) listener()
}

export function announceOutboxChange(): void {
  notifyLocal()
  channel?.postMessage('changed')
}

/** The channel exists only while someone listens: an idle page (or Node) holds nothing open. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener)
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL_NAME)
    channel.onmessage = notifyLocal
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      channel?.close()
      channel = null
    }
  }
}
