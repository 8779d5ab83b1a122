import { io } from 'socket.io-client'
import { SOCKET_PATH } from '../../contract/routes.ts'

/**
 * socket.io's own client for server tests, with what the tests ask of it: an event with its
 * acknowledgement, and the next event that matches, whenever it came.
 */
export interface TestSocket {
  emit(event: string, payload: unknown): Promise<unknown>
  /** The next `event` that matches, within the time. */
  next<T = unknown>(event: string, match?: (payload: T) => boolean, ms?: number): Promise<T>
  /** Whether the server has closed the connection. */
  readonly connected: boolean
  /** Resolves with the reason once the connection is closed. */
  disconnected(): Promise<string>
  close(): void
}

/** `ca`: the certificate to trust when the server speaks HTTPS with its own. */
export function connectSocket(baseUrl: string, token?: string, ca?: string): Promise<TestSocket> {
  const socket = io(baseUrl, {
    ...(ca ? { ca } : {}),
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  })
  const seen: [string, unknown][] = []
  const waiters = new Set<() => void>()
  socket.onAny((event: string, payload: unknown) => {
    seen.push([event, payload])
    for (const look of [...waiters]) look()
  })
  const client: TestSocket = {
    emit: (event, payload) => socket.emitWithAck(event, payload),
    next: (event, match = () => true, ms = 3000) =>
      new Promise((done, fail) => {
        const look = () => {
          const at = seen.findIndex(([e, p]) => e === event && match(p as never))
          if (at < 0) return false
          const [, payload] = seen.splice(at, 1)[0]!
          waiters.delete(look)
          clearTimeout(timer)
          done(payload as never)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(look)
          fail(new Error(`no ${event} within ${ms} ms`))
        }, ms)
        if (!look()) waiters.add(look)
      }),
    get connected() {
      return socket.connected
    },
    disconnected: () =>
      socket.connected
        ? new Promise((done) => socket.once('disconnect', (reason: string) => done(reason)))
        : Promise.resolve('closed'),
    close: () => void socket.close(),
  }
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client))
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close()
      reject(Object.assign(new Error('refused'), { cause: error, data: error.data }))
    })
  })
}
