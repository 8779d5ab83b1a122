import { describe, expect, it, vi } from 'vitest'
import type { TChatMessage } from '../../contract/chat.ts'
import { createChatConnection, type ChatSocketDeps, type ChatSocketLike } from './chat-socket.ts'

type Listener = (...args: unknown[]) => void

class FakeSocket implements ChatSocketLike {
  connected = false
  connects = 0
  readonly emitted: { event: string; args: unknown[] }[] = []
  private readonly listeners = new Map<string, Listener[]>()
  constructor(readonly auth: (cb: (data: { token?: string }) => void) => void) {}
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener])
    return this
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
  connect() {
    this.connects += 1
    return this
  }
  disconnect() {
    this.connected = false
    this.fire('disconnect')
    return this
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args })
    const ack = args.at(-1)
    if (typeof ack === 'function') (ack as Listener)({ ok: true })
    return this
  }
  /** What the server does with a handshake: reads auth, then accepts or refuses. */
  async handshake(accept: (token: string | undefined) => boolean) {
    const data = await new Promise<{ token?: string }>((resolve) => this.auth(resolve))
    if (accept(data.token)) {
      this.connected = true
      this.fire('connect')
    } else {
      const error = Object.assign(new Error('CHAT_UNAUTHORIZED'), {
        data: { code: 'CHAT_UNAUTHORIZED' },
      })
      this.fire('connect_error', error)
    }
    return data.token
  }
}

function setUp(options: { online?: boolean } = {}) {
  let token = 'token-1'
  let online = options.online ?? true
  let onlineListener: ((online: boolean) => void) | undefined
  let socket: FakeSocket | undefined
  const refresh = vi.fn(async (refused: string | undefined) => {
    expect(refused).toBe(token)
    token = 'token-2'
    return true
  })
  const deps: ChatSocketDeps = {
    create: (auth) => (socket = new FakeSocket(auth)),
    getToken: async () => token,
    refresh,
    isOnline: () => online,
    watchOnline: (listener) => {
      onlineListener = listener
      return () => (onlineListener = undefined)
    },
  }
  const connection = createChatConnection(deps)
  return {
    connection,
    refresh,
    socket: () => socket,
    setOnline(next: boolean) {
      online = next
      onlineListener?.(next)
    },
  }
}

const message = (over: Partial<TChatMessage> = {}): TChatMessage => ({
  _id: 'm1',
  conversation_id: 'lead-1',
  direction: 'out',
  wamid: [],
  payload: { type: 'text', text: 'Hello' },
  message_status: 'sent',
  created_by: 'u1',
  client_message_id: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
  ...over,
})

const handlers = () => ({ created: vi.fn(), updated: vi.fn(), joined: vi.fn() })

describe('the chat connection', () => {
  it('connects with the access token on the first join and joins the room', async () => {
    const t = setUp()
    const room = handlers()
    t.connection.join('lead-1', room)
    const socket = t.socket()!
    expect(socket.connects).toBe(1)
    expect(await socket.handshake((token) => token === 'token-1')).toBe('token-1')
    expect(t.connection.status()).toBe('connected')
    expect(socket.emitted).toEqual([
      { event: 'join-room', args: [{ conversation_id: 'lead-1' }, expect.any(Function)] },
    ])
    expect(room.joined).toHaveBeenCalledOnce()
  })

  it('refreshes the token when the handshake is refused as unauthorised, then connects', async () => {
    const t = setUp()
    t.connection.join('lead-1', handlers())
    const socket = t.socket()!
    await socket.handshake(() => false)
    await vi.waitFor(() => expect(socket.connects).toBe(2))
    expect(t.refresh).toHaveBeenCalledOnce()
    expect(await socket.handshake((token) => token === 'token-2')).toBe('token-2')
    expect(t.connection.status()).toBe('connected')
  })

  it('is refused for good when the session cannot be refreshed', async () => {
    const t = setUp()
    t.refresh.mockResolvedValueOnce(false)
    t.connection.join('lead-1', handlers())
    await t.socket()!.handshake(() => false)
    await vi.waitFor(() => expect(t.connection.status()).toBe('refused'))
    expect(t.socket()!.connects).toBe(1)
  })

  it('after the server closes it (session ended), tries once more and is refused', async () => {
    const t = setUp()
    t.connection.join('lead-1', handlers())
    const socket = t.socket()!
    await socket.handshake(() => true)
    t.refresh.mockResolvedValueOnce(false)
    socket.connected = false
    socket.fire('disconnect', 'io server disconnect')
    expect(socket.connects).toBe(2)
    await socket.handshake(() => false)
    await vi.waitFor(() => expect(t.connection.status()).toBe('refused'))
    expect(socket.connects).toBe(2)
  })

  it('does not connect offline, and connects and rejoins when the network returns', async () => {
    const t = setUp({ online: false })
    t.connection.join('lead-1', handlers())
    expect(t.socket()).toBeUndefined()
    expect(t.connection.status()).toBe('offline')
    t.setOnline(true)
    const socket = t.socket()!
    await socket.handshake(() => true)
    t.setOnline(false)
    expect(socket.connected).toBe(false)
    expect(t.connection.status()).toBe('offline')
    t.setOnline(true)
    expect(socket.connects).toBe(2)
    await socket.handshake(() => true)
    expect(socket.emitted.filter((e) => e.event === 'join-room')).toHaveLength(2)
  })

  it('hands the room its created and updated messages, checked against the contract', async () => {
    const t = setUp()
    const room = handlers()
    const other = handlers()
    t.connection.join('lead-1', room)
    t.connection.join('lead-2', other)
    const socket = t.socket()!
    await socket.handshake(() => true)
    socket.fire('created-message', message())
    socket.fire('updated-message', message({ message_status: 'read' }))
    socket.fire('created-message', { _id: 'bad' })
    expect(room.created).toHaveBeenCalledWith(message())
    expect(room.updated).toHaveBeenCalledWith(message({ message_status: 'read' }))
    expect(other.created).not.toHaveBeenCalled()
  })

  it('stops handing a room its messages once left', async () => {
    const t = setUp()
    const room = handlers()
    const leave = t.connection.join('lead-1', room)
    const socket = t.socket()!
    await socket.handshake(() => true)
    leave()
    socket.fire('created-message', message())
    expect(room.created).not.toHaveBeenCalled()
  })
})

describe('other rooms on the same socket', () => {
  it("joins a room by its own event, hears its events beside the chat's, and rejoins", async () => {
    const t = setUp()
    const heard = vi.fn()
    const joined = vi.fn()
    const chat = handlers()
    t.connection.join('lead-1', chat)
    t.connection.watch(
      { key: 'ticket:t1', joinEvent: 'join-ticket', joinPayload: { ticketId: 't1' } },
      { events: { 'ticket-comment': heard }, joined },
    )
    // One socket for both: the chat's, made on its join.
    const socket = t.socket()!
    await socket.handshake(() => true)
    expect(socket.emitted.map((e) => [e.event, e.args[0]])).toEqual([
      ['join-room', { conversation_id: 'lead-1' }],
      ['join-ticket', { ticketId: 't1' }],
    ])
    socket.fire('ticket-comment', { ticketId: 't1', text: 'Hello' })
    socket.fire('created-message', message())
    expect(heard).toHaveBeenCalledExactlyOnceWith({ ticketId: 't1', text: 'Hello' })
    expect(chat.created).toHaveBeenCalledOnce()
    // A new connection joins it again.
    socket.disconnect()
    await socket.handshake(() => true)
    expect(socket.emitted.filter((e) => e.event === 'join-ticket')).toHaveLength(2)
    expect(joined).toHaveBeenCalledTimes(2)
  })
})
