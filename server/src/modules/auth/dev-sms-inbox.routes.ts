import net from 'node:net'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AUTH_PATHS, ZDevSmsInbox, ZMobile } from '../../../../contract/auth.ts'
import { liveClaims, unauthorized } from '../../security/access.ts'
import { userById } from './session.repository.ts'
import type { DevelopmentSmsSender } from './sms.ts'

const LOOPBACK = new net.BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** 127.0.0.0/8 and ::1, IPv4-mapped (::ffff:127.x) included. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? net.isIP(address) : 0
  return family !== 0 && LOOPBACK.check(address!, family === 4 ? 'ipv4' : 'ipv6')
}

/** Headers a proxy adds when it relays someone else's request. */
const RELAYED = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

/**
 * Whether the caller sits at this machine: the TCP peer is a loopback address and no proxy says
 * it relayed the request for someone else. Never request.ip, which TRUST_PROXY makes whatever
 * X-Forwarded-For claims.
 */
export function isLocalCaller(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    RELAYED.every((header) => request.headers[header] === undefined)
  )
}

/**
 * The development SMS sender's inbox, for tests and demos (DEV_SMS_INBOX=loopback). Anyone else
 * gets the 404 of a path that does not exist. A caller at this machine without a token (a test
 * harness, a presenter at the console) sees every message; a signed-in user sees only the
 * messages sent to their own number, so a token never reads someone else's codes.
 */
export const devSmsInboxRoutes: FastifyPluginAsyncZod<{ sms: DevelopmentSmsSender }> = async (
  app,
  { sms },
) => {
  app.get(
    AUTH_PATHS.devSmsInbox,
    {
      schema: {
        querystring: z.object({ phone: ZMobile.optional() }),
        response: { 200: ZDevSmsInbox },
      },
      config: { access: 'public' },
      // Before the query is validated, so a remote caller learns nothing, not even a 400.
      onRequest: async (request, reply) => {
        if (!isLocalCaller(request)) return reply.callNotFound()
      },
    },
    async (request) => {
      const header = request.headers.authorization
      if (header === undefined) return { messages: sms.messagesFor(request.query.phone) }
      const claims = await liveClaims(app, header.startsWith('Bearer ') ? header.slice(7) : '')
      if (!claims) throw unauthorized()
      const own = (await userById(app.db, claims.userId))?.phone
      const asked = request.query.phone ?? own
      return { messages: own && asked === own ? sms.messagesFor(own) : [] }
    },
  )
}
