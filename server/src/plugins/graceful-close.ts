import type { Http2Session } from 'node:http2'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Node closes a server's idle keep-alive connections once, when the close begins. A response
 * still being written at that moment (a file the client has nearly read) leaves its connection
 * open once done, and the close then waits for the client to hang up: the keep-alive timeout,
 * 72 s, past the 10 s a close hook is given. While closing, each connection is closed as soon as
 * its response is done. An HTTP/2 connection (the server with a certificate, decision 0062) is
 * never idle in that sense: each is told to go away, finishing the requests it has.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false
  const sessions = new Set<Http2Session>()
  app.server.on('session', (session: Http2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  app.addHook('preClose', async () => {
    closing = true
    for (const session of sessions) session.close()
  })
  app.addHook('onResponse', async () => {
    // After this turn the response has let go of its socket, which then counts as idle.
    if (closing && 'closeIdleConnections' in app.server)
      setImmediate(() => app.server.closeIdleConnections())
  })
})
