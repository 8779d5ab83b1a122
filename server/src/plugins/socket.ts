import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Server, type Socket } from 'socket.io'
import { createAdapter } from '@socket.io/redis-adapter'
import type { Redis } from 'ioredis'
import { connectRedis } from '../redis.ts'
import { CHAT_ERROR_CODES } from '../../../contract/chat.ts'
import { SOCKET_PATH } from '../../../contract/routes.ts'
import { hasScope, type TScope } from '../../../contract/scopes.ts'
import { staffAuthOfSession, staffAuthOfToken, type AuthContext } from '../security/access.ts'

declare module 'fastify' {
  interface FastifyInstance {
    io: Server
    /**
     * Who may open the socket: staff holding one of these scopes. Each area using the socket
     * adds its own (the chat's, the queries'), and checks its scope again on its own events.
     */
    socketScopes: Set<TScope>
  }
}

/**
 * The room of a session's sockets: ending the session disconnects them at once, on every server
 * process (the Redis adapter carries `disconnectSockets`).
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`

/**
 * The socket's caller as they are now (their session checked again, the access check's one
 * query, with today's grants), or null once the session has ended: then the socket is closed,
 * so an ended session gets no more from it. Every client event of every area runs this first.
 */
export async function socketAuthNow(app: FastifyInstance, socket: Socket) {
  const current = await staffAuthOfSession(app, socket.data.auth as AuthContext)
  if (current) socket.data.auth = current
  return current
}

/** socket.io on the API's own HTTP server; with REDIS_URL, events reach every server process. */
export const socketPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    cors: { origin: config.CORS_ORIGINS, credentials: true },
    serveClient: false,
  })
  const redisClients: Redis[] = []
  if (config.REDIS_URL) {
    const pub = await connectRedis(config.REDIS_URL)
    const sub = pub.duplicate()
    redisClients.push(pub, sub)
    io.adapter(createAdapter(pub, sub))
  }
  app.decorate('io', io)
  app.decorate('socketScopes', new Set<TScope>())
  const mayConnect = (auth: AuthContext) =>
    [...app.socketScopes].some((s) => hasScope(auth.grants, s))
  // The handshake carries the access token (`auth.token`), verified as an HTTP request's is: a
  // missing, bad or expired one is refused with CHAT_UNAUTHORIZED (the client knows that code),
  // so the client refreshes its token and connects again (decisions 0039, 0057).
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token
    const auth = typeof token === 'string' ? await staffAuthOfToken(app, token) : null
    if (!auth || !mayConnect(auth)) {
      const error = new Error(CHAT_ERROR_CODES.unauthorized) as Error & { data?: unknown }
      error.data = { code: CHAT_ERROR_CODES.unauthorized, message: 'You need to log in again.' }
      return next(error)
    }
    socket.data.auth = auth
    next()
  })
  // Each socket is in its session's room, which sign-out disconnects at once (decision 0046).
  io.on('connection', (socket) => {
    void socket.join(sessionRoom((socket.data.auth as AuthContext).sessionId))
  })
  app.addHook('preClose', async () => {
    await io.close()
    await Promise.all(redisClients.map((c) => c.quit()))
  })
})
