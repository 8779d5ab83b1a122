import { io } from 'socket.io-client'
import {
  CHAT_ERROR_CODES,
  CHAT_EVENTS,
  ZChatMessage,
  type TChatMessage,
} from '../../contract/chat.ts'
import { SOCKET_PATH } from '../../contract/routes.ts'
import { currentAccessToken, refreshRefusedToken } from './http.ts'

/**
 * The app's one socket connection (decision 0040; other rooms than the chat's since 0057): socket.io, authenticated with the session's
 * access token in the handshake (`auth.token`, read afresh at every attempt). A handshake refused
 * with CHAT_UNAUTHORIZED refreshes the session the way a 401 does and connects again. It stays
 * down while the browser is offline and connects again when the network returns; every room in
 * use is joined again on each connect (a new connection has none).
 */

/** The part of a socket.io client socket this module uses (a fake in tests). */
export interface ChatSocketLike {
  readonly connected: boolean
  connect(): unknown
  disconnect(): unknown
  on(event: string, listener: (...args: never[]) => void): unknown
  emit(event: string, ...args: unknown[]): unknown
}

export type ChatSocketStatus = 'idle' | 'offline' | 'connecting' | 'connected' | 'refused'

export interface ChatRoomHandlers {
  created: (message: TChatMessage) => void
  updated: (message: TChatMessage) => void
  /** A (re)connection joined the room: whatever was missed while away should be read again. */
  joined?: () => void
}

export interface ChatSocketDeps {
  /** Makes the socket, not connected; `auth` is called at each connection attempt. */
  create: (auth: (callback: (data: { token?: string }) => void) => void) => ChatSocketLike
  getToken: () => Promise<string | undefined>
  /** The refused token: resolves true when a newer one is there to try. */
  refresh: (refusedToken: string | undefined) => Promise<boolean>
  isOnline: () => boolean
  /** Tells of the browser going on and offline; returns the unsubscribe. */
  watchOnline: (listener: (online: boolean) => void) => () => void
}

/** A room of the server's: joined by its event (with the payload that names it) on each connect. */
export interface SocketRoom {
  /** The room's name on this side: listeners of one key share one join. */
  key: string
  joinEvent: string
  joinPayload: unknown
}

export interface RoomListener {
  /** The server events this listener hears; each payload is judged by the listener itself. */
  events: Record<string, (payload: unknown) => void>
  /** A (re)connection joined the room: whatever was missed while away should be read again. */
  joined?: () => void
}

export interface ChatConnection {
  /** Joins the lead's room (now, and on every reconnect) until the returned function is called. */
  join: (conversationId: string, handlers: ChatRoomHandlers) => () => void
  /**
   * Joins any room of the app's one socket (a ticket's, decision 0057), now and on every
   * reconnect, until the returned function is called.
   */
  watch: (room: SocketRoom, listener: RoomListener) => () => void
  status: () => ChatSocketStatus
  subscribeStatus: (listener: () => void) => () => void
  dispose: () => void
}

function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const data = (error as Error & { data?: { code?: unknown } }).data
  return (
    error.message === CHAT_ERROR_CODES.unauthorized || data?.code === CHAT_ERROR_CODES.unauthorized
  )
}

/** The events' payloads are checked against the contract: a bad one is dropped, not shown. */
function parseMessage(raw: unknown): TChatMessage | null {
  const parsed = ZChatMessage.safeParse(raw)
  return parsed.success ? parsed.data : null
}

export function createChatConnection(deps: ChatSocketDeps): ChatConnection {
  const rooms = new Map<string, { room: SocketRoom; listeners: Set<RoomListener> }>()
  /** Every server event some listener hears: each is listened to once on the socket. */
  const heard = new Set<string>()
  const statusListeners = new Set<() => void>()
  let status: ChatSocketStatus = 'idle'
  let lastToken: string | undefined
  let refreshing = false
  let socket: ChatSocketLike | undefined

  const setStatus = (next: ChatSocketStatus) => {
    if (next === status) return
    status = next
    for (const listener of statusListeners) listener()
  }

  const joinRoom = (key: string) => {
    const entry = rooms.get(key)
    if (!entry) return
    socket?.emit(entry.room.joinEvent, entry.room.joinPayload, (answer: unknown) => {
      if ((answer as { ok?: unknown } | undefined)?.ok !== true) return
      for (const listener of rooms.get(key)?.listeners ?? []) listener.joined?.()
    })
  }

  const deliver = (event: string) => (raw: unknown) => {
    for (const { listeners } of [...rooms.values()])
      for (const listener of listeners) listener.events[event]?.(raw)
  }

  const hear = (event: string) => {
    if (heard.has(event)) return
    heard.add(event)
    socket?.on(event, deliver(event) as never)
  }

  function ensureSocket(): ChatSocketLike {
    if (socket) return socket
    const made = deps.create((callback) => {
      void deps.getToken().then(
        (token) => {
          lastToken = token
          callback(token ? { token } : {})
        },
        () => callback({}),
      )
    })
    made.on('connect', () => {
      setStatus('connected')
      for (const key of rooms.keys()) joinRoom(key)
    })
    made.on('disconnect', (reason: string) => {
      if (rooms.size === 0) return
      setStatus(deps.isOnline() ? 'connecting' : 'offline')
      // The server closed it: the session ended or changed (decision 0046). socket.io does not
      // come back by itself after that; a new handshake refreshes the session, or is refused
      // for good when it has ended.
      if (reason === 'io server disconnect' && deps.isOnline()) made.connect()
    })
    made.on('connect_error', (error: unknown) => {
      if (!isUnauthorized(error)) return // socket.io retries transport failures itself
      if (refreshing) return
      refreshing = true
      setStatus('connecting')
      void deps
        .refresh(lastToken)
        .catch(() => false)
        .then((refreshed) => {
          refreshing = false
          // Not refreshed: the session ends (sign-in), or it is offline and will try again.
          if (refreshed && rooms.size > 0 && deps.isOnline()) made.connect()
          else setStatus(deps.isOnline() ? 'refused' : 'offline')
        })
    })
    for (const event of heard) made.on(event, deliver(event) as never)
    socket = made
    return made
  }

  function connectIfWanted(): void {
    if (rooms.size === 0) return
    if (!deps.isOnline()) {
      setStatus('offline')
      return
    }
    const s = ensureSocket()
    if (!s.connected) {
      setStatus('connecting')
      s.connect()
    }
  }

  const stopWatching = deps.watchOnline((online) => {
    if (!online) {
      socket?.disconnect()
      if (rooms.size > 0) setStatus('offline')
      return
    }
    connectIfWanted()
  })

  function watch(room: SocketRoom, listener: RoomListener) {
    Object.keys(listener.events).forEach(hear)
    const entry = rooms.get(room.key) ?? { room, listeners: new Set<RoomListener>() }
    const first = entry.listeners.size === 0
    entry.listeners.add(listener)
    rooms.set(room.key, entry)
    if (socket?.connected) {
      if (first) joinRoom(room.key)
      else listener.joined?.()
    } else connectIfWanted()
    return () => {
      entry.listeners.delete(listener)
      if (entry.listeners.size === 0) rooms.delete(room.key)
      // Leaving the room would be a server event; the socket stays, the room's events are dropped.
    }
  }

  return {
    join(conversationId, handlers) {
      const ofThis = (kind: 'created' | 'updated') => (raw: unknown) => {
        const message = parseMessage(raw)
        if (message?.conversation_id === conversationId) handlers[kind](message)
      }
      return watch(
        {
          key: `chat:${conversationId}`,
          joinEvent: CHAT_EVENTS.joinRoom,
          joinPayload: { conversation_id: conversationId },
        },
        {
          events: {
            [CHAT_EVENTS.createdMessage]: ofThis('created'),
            [CHAT_EVENTS.updatedMessage]: ofThis('updated'),
          },
          joined: handlers.joined,
        },
      )
    },
    watch,
    status: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    dispose() {
      stopWatching()
      socket?.disconnect()
      socket = undefined
      rooms.clear()
      setStatus('idle')
    },
  }
}

function socketUrl(): string {
  const base = (import.meta.env.VITE_CHAT_URL ?? import.meta.env.VITE_API_BASE_URL ?? '').replace(
    /\/+$/,
    '',
  )
  return base || window.location.origin
}

const browserDeps: ChatSocketDeps = {
  create: (auth) =>
    io(socketUrl(), {
      path: SOCKET_PATH,
      autoConnect: false,
      transports: ['websocket'],
      auth,
    }),
  getToken: currentAccessToken,
  refresh: refreshRefusedToken,
  isOnline: () => navigator.onLine,
  watchOnline(listener) {
    const on = () => listener(true)
    const off = () => listener(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  },
}

let shared: ChatConnection | undefined

/** The app's connection, made on first use. */
export function chatConnection(): ChatConnection {
  shared ??= createChatConnection(browserDeps)
  return shared
}
