import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Server } from 'socket.io'
import { createAdapter } from '@socket.io/redis-adapter'
import type { Redis } from 'ioredis'
import { connectRedis } from '../redis.ts'
import { SOCKET_PATH } from '../../../contract/routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    io: Server
  }
}

/**
 * The room of a session's sockets: ending the session disconnects them at once, on every server
 * process (the Redis adapter carries `disconnectSockets`).
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`

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
  app.addHook('preClose', async () => {
    await io.close()
    await Promise.all(redisClients.map((c) => c.quit()))
  })
})
