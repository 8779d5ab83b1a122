import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Node closes a server's idle keep-alive connections once, when the close begins. A response
 * still being written at that moment (a file the client has nearly read) leaves its connection
 * open once done, and the close then waits for the client to hang up: the keep-alive timeout,
 * 72 s, past the 10 s a close hook is given. While closing, each connection is closed as soon as
 * its response is done.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onResponse', async () => {
    // After this turn the response has let go of its socket, which then counts as idle.
    if (closing) setImmediate(() => app.server.closeIdleConnections())
  })
})
