import WebSocket from 'ws'
import { SOCKET_PATH } from '../../contract/routes.ts'

/**
 * A minimal socket.io client for server tests, over the WebSocket transport (socket.io-client is
 * not among the project's packages): Engine.IO v4 and socket.io v5 framing on the default
 * namespace, events, acks and the server's pings.
 */
export interface TestSocket {
  emit(event: string, payload: unknown): Promise<unknown>
  /** The next `event` that matches, within the time. */
  next<T = unknown>(event: string, match?: (payload: T) => boolean, ms?: number): Promise<T>
  close(): void
}

export function connectSocket(baseUrl: string, token?: string): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`
  const ws = new WebSocket(url)
  const acks = new Map<number, (answer: unknown) => void>()
  const seen: [string, unknown][] = []
  const waiters = new Set<() => void>()
  let ackId = 0
  return new Promise((resolve, reject) => {
    const socket: TestSocket = {
      emit: (event, payload) =>
        new Promise((done) => {
          const id = ++ackId
          acks.set(id, done)
          ws.send(`42${id}${JSON.stringify([event, payload])}`)
        }),
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
      close: () => ws.close(),
    }
    ws.on('error', reject)
    ws.on('message', (data) => {
      const text = String(data)
      if (text === '2') return ws.send('3')
      if (text.startsWith('0')) return ws.send(`40${JSON.stringify(token ? { token } : {})}`)
      if (text.startsWith('40')) return resolve(socket)
      if (text.startsWith('44')) {
        ws.close()
        return reject(Object.assign(new Error('refused'), { data: JSON.parse(text.slice(2)) }))
      }
      const event = /^42(\[.*)$/s.exec(text)
      if (event) {
        const [name, payload] = JSON.parse(event[1]!) as [string, unknown]
        seen.push([name, payload])
        for (const look of [...waiters]) look()
        return
      }
      const ack = /^43(\d+)(\[.*)$/s.exec(text)
      if (ack) {
        const id = Number(ack[1])
        acks.get(id)?.((JSON.parse(ack[2]!) as unknown[])[0])
        acks.delete(id)
      }
    })
  })
}
