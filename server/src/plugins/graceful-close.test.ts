import { PassThrough } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { gracefulClosePlugin } from './graceful-close.ts'

describe('closing while a response is being written', () => {
  it('lets the response finish, then closes its keep-alive connection at once', async () => {
    const app = Fastify()
    await app.register(gracefulClosePlugin)
    const body = new PassThrough()
    // As socket.io's close does: the HTTP server closes while the file is still being sent.
    app.addHook('preClose', async () => {
      const closed = new Promise<void>((resolve) => app.server.close(() => resolve()))
      body.end('cd')
      await closed
    })
    app.get('/file', async (_request, reply) =>
      reply.header('content-length', 4).header('content-type', 'text/plain').send(body),
    )
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    body.write('ab')
    const answer = await fetch(`${url}/file`)
    const reading = answer.text()
    const started = Date.now()
    await app.close()
    expect(await reading).toBe('abcd')
    // Without the plugin the close waits for the client's keep-alive to lapse (72 s).
    expect(Date.now() - started).toBeLessThan(3000)
  }, 15_000)
})
