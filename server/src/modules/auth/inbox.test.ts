import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { AUTH_PATHS, COUNTRY_CODE, type ZDevSmsMessage } from '../../../../contract/auth.ts'
import {
  SITE_VISIT_PATHS,
  type TSiteVisit,
  type TSiteVisitTransition,
} from '../../../../contract/site-visits.ts'
import { testConfig } from '../../../test/harness.ts'
import { bearer, post } from '../../../test/sign-in.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { DEMO_PHONES } from '../../seed/demo-users.ts'
import { at, execLead, MINUTE } from '../../../test/field-action-fixtures.ts'
import { nextMobile, startLeadSuite, type LeadSuite } from '../../../test/lead-fixtures.ts'
import { isLoopbackAddress } from './dev-sms-inbox.routes.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** An app over the suite's database with this configuration, answering app.inject. */
async function appWith(overrides: Record<string, string>) {
  const app = await buildApp({ config: testConfig(overrides), database: suite.server.database })
  apps.push(app)
  return app
}

const inbox = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: AUTH_PATHS.devSmsInbox, remoteAddress, headers })

/** What a path that does not exist answers. */
const NOT_FOUND = { code: 'NOT_FOUND', message: `No route for GET ${AUTH_PATHS.devSmsInbox}` }

/** Over the suite's real server, on 127.0.0.1. */
async function inboxOverLoopback(query = '', headers: Record<string, string> = {}) {
  const res = await fetch(`${suite.server.url}${AUTH_PATHS.devSmsInbox}${query}`, { headers })
  return { status: res.status, messages: res.ok ? (await res.json()).messages : [] } as {
    status: number
    messages: z.infer<typeof ZDevSmsMessage>[]
  }
}

describe('the loopback check', () => {
  it('knows loopback addresses, IPv4-mapped ones included, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      expect(isLoopbackAddress(address), address).toBe(true)
    for (const address of [
      undefined,
      '',
      '10.0.0.5',
      '192.168.1.20',
      '0.0.0.0',
      '::',
      '::2',
      '::ffff:10.0.0.5',
      'localhost',
      '128.0.0.1',
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false)
  })
})

describe('the development SMS inbox', () => {
  it('is off by default: the path does not exist, even on loopback', async () => {
    expect(loadConfig({}).DEV_SMS_INBOX).toBe('off')
    const app = await appWith({ DEV_SMS_INBOX: 'off' })
    const res = await inbox(app, '127.0.0.1')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(NOT_FOUND)
  })

  it('answers a caller on another machine as if it did not exist', async () => {
    const app = await appWith({ DEV_SMS_INBOX: 'loopback' })
    expect((await inbox(app, '127.0.0.1')).statusCode).toBe(200)
    for (const address of ['192.168.1.20', '10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1']) {
      const res = await inbox(app, address)
      expect(res.statusCode, address).toBe(404)
      expect(res.json()).toEqual(NOT_FOUND)
    }
  })

  it('never believes X-Forwarded-For, even with TRUST_PROXY', async () => {
    const app = await appWith({ DEV_SMS_INBOX: 'loopback', TRUST_PROXY: 'true' })
    const forged = await inbox(app, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })
    expect(forged.statusCode).toBe(404)
    // A proxy on this machine relaying someone else is not someone at this machine either.
    const relayed = await inbox(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })
    expect(relayed.statusCode).toBe(404)
    expect((await inbox(app, '127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404)
  })

  it('is not served in production, whatever DEV_SMS_INBOX says', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DEV_SMS_INBOX: 'loopback',
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'https://sms.example.in/send',
        SMS_WEBHOOK_TOKEN: 'token',
        TELEPHONY_PROVIDER: 'webhook',
        TELEPHONY_WEBHOOK_URL: 'https://calls.example.in/place',
        TELEPHONY_WEBHOOK_TOKEN: 'token',
        WHATSAPP_DIRECTORY: 'webhook',
        WHATSAPP_WEBHOOK_URL: 'https://wa.example.in/check',
        WHATSAPP_WEBHOOK_TOKEN: 'token',
      }),
    ).toThrow(/DEV_SMS_INBOX=loopback is for development and tests/)
  })

  it("gives a signed-in executive none of a lead's site-visit codes, and a token-less loopback caller all", async () => {
    const phone = nextMobile()
    const lead = await execLead(suite, { whatsAppNumber: phone })
    const slug = suite.world.slug
    const visit = await suite.call<TSiteVisit>(
      suite.exec,
      'POST',
      SITE_VISIT_PATHS.leadSiteVisits(slug, lead.id),
      { madeAt: at(-60 * MINUTE), scheduledAt: at(-10 * MINUTE) },
    )
    expect(visit.status).toBe(201)
    const start: TSiteVisitTransition = { action: 'start', madeAt: at() }
    const started = await suite.call(
      suite.exec,
      'POST',
      SITE_VISIT_PATHS.transition(slug, visit.body._id),
      start,
    )
    expect(started.status).toBe(200)
    const requested = await suite.call(suite.exec, 'POST', SITE_VISIT_PATHS.requestOtp(slug), {
      refId: randomUUID(),
      siteVisitId: visit.body._id,
      visitType: 'Site Visit',
      madeAt: at(),
    })
    expect(requested.status).toBe(200)
    // The executive's own sign-in code, so "only their own" is seen to hold something.
    const own = DEMO_PHONES.salesExecutive
    await post(suite.server.url, AUTH_PATHS.getOtp, { phone: own, countryCode: COUNTRY_CODE })

    const everything = await inboxOverLoopback()
    expect(everything.status).toBe(200)
    expect(everything.messages.map((m) => m.phone)).toEqual(expect.arrayContaining([phone, own]))
    expect((await inboxOverLoopback(`?phone=${phone}`)).messages).toHaveLength(1)

    const asked = await inboxOverLoopback(`?phone=${phone}`, bearer(suite.exec))
    expect(asked).toEqual({ status: 200, messages: [] })
    const all = await inboxOverLoopback('', bearer(suite.exec))
    expect(all.status).toBe(200)
    expect(all.messages.length).toBeGreaterThan(0)
    expect(all.messages.every((m) => m.phone === own)).toBe(true)
    expect((await inboxOverLoopback(`?phone=${own}`, bearer(suite.exec))).messages).toEqual(
      all.messages,
    )
    expect((await inboxOverLoopback('', { authorization: 'Bearer not-a-token' })).status).toBe(401)
  })
})
