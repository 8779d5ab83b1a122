import { getDb, type SiteOfficeDb } from '../../lib/db.ts'
import { announceOutboxChange, onOutboxChange } from './changes.ts'
import { sendWithHttp } from './http-send.ts'
import { getOutboxPrincipal, subscribeOutboxPrincipal } from './principal.ts'
import {
  createReplayerCore,
  type DrainOptions,
  type ReplayerCoreOptions,
  type SendRow,
} from './replayer-core.ts'

/** One lock for the origin: the tab holding it is the only one that sends. */
export const OUTBOX_LOCK_NAME = 'siteoffice-outbox'
/** Safari and Firefox have no Background Sync: a timer looks again while the app is open. */
export const REPLAY_INTERVAL_MS = 30_000
// A backoff of 0 ms (full jitter) must not turn into a busy loop.
const MIN_WAKE_MS = 50

export interface OutboxReplayerOptions {
  db?: SiteOfficeDb
  send?: SendRow
  /** Web Locks; null: this tab sends alone (jsdom, or a browser without the API). */
  locks?: LockManager | null
  intervalMs?: number
  core?: Pick<ReplayerCoreOptions, 'clock' | 'random' | 'backoff' | 'concurrency'>
}

export interface OutboxReplayer {
  /** Look now, ending a 401 pause: a session came back or its token was refreshed. */
  resume: () => void
  /** The server answers again: send every entity's head now, whatever its backoff says. */
  replayNow: () => void
  stop: () => void
  isSender: () => boolean
}

/**
 * Holds the outbox lock for the life of the page once granted. Closing the tab releases it
 * and the next waiting tab takes over, finding the row that was in flight and sending it again.
 */
function holdLock(locks: LockManager, onAcquired: () => void): () => void {
  let release: (() => void) | undefined
  let released = false
  const controller = new AbortController()
  locks
    .request(OUTBOX_LOCK_NAME, { signal: controller.signal }, () => {
      if (released) return undefined
      onAcquired()
      return new Promise<void>((resolve) => (release = resolve))
    })
    .catch(() => {
      // Aborted while waiting: this page stopped before its turn came.
    })
  return () => {
    released = true
    controller.abort()
    release?.()
  }
}

function defaultLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null
}

/**
 * Replays the outbox from this page: on start, `online`, the page becoming visible, a timer,
 * and any change to the outbox (this tab's enqueue or another tab's, over BroadcastChannel).
 * Only the tab holding the Web Lock sends; the others tell it to look.
 */
export function startOutboxReplayer(options: OutboxReplayerOptions = {}): OutboxReplayer {
  const core = createReplayerCore({
    db: options.db ?? getDb(),
    send: options.send ?? sendWithHttp,
    principal: getOutboxPrincipal,
    ...options.core,
  })
  const locks = options.locks === undefined ? defaultLocks() : options.locks
  let sender = false
  let stopped = false
  let wakeTimer: ReturnType<typeof setTimeout> | undefined

  function scheduleWake(): void {
    clearTimeout(wakeTimer)
    const wait = core.nextWakeIn()
    if (wait !== null && !stopped) wakeTimer = setTimeout(run, Math.max(wait, MIN_WAKE_MS))
  }

  function run(drainOptions?: DrainOptions): void {
    if (!sender || stopped) return
    core.drain(drainOptions).then(scheduleWake, (error: unknown) => {
      // Stopped: a sign-out closed and deleted the database under a running drain.
      if (stopped) return
      // IndexedDB failed (storage pressure, a deleted database): the timer tries again.
      console.warn('Outbox replay stopped; it will try again.', error)
      scheduleWake()
    })
  }

  const replayNow = () => {
    core.resume()
    run({ ignoreBackoff: true })
  }
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return
    // Another tab may be the sender; ask it to look (it hears this over the channel).
    if (sender) run()
    else announceOutboxChange()
  }

  const unsubscribeChanges = onOutboxChange(() => run())
  const unsubscribePrincipal = subscribeOutboxPrincipal(replayNow)
  window.addEventListener('online', replayNow)
  document.addEventListener('visibilitychange', onVisibility)
  const interval = setInterval(() => run(), options.intervalMs ?? REPLAY_INTERVAL_MS)

  const becomeSender = () => {
    sender = true
    run({ ignoreBackoff: true })
  }
  const releaseLock = locks ? holdLock(locks, becomeSender) : undefined
  if (!locks) becomeSender()

  return {
    resume() {
      core.resume()
      run()
    },
    replayNow,
    stop() {
      stopped = true
      core.stop()
      releaseLock?.()
      unsubscribeChanges()
      unsubscribePrincipal()
      window.removeEventListener('online', replayNow)
      document.removeEventListener('visibilitychange', onVisibility)
      clearInterval(interval)
      clearTimeout(wakeTimer)
    },
    isSender: () => sender && !stopped,
  }
}
