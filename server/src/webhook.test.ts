import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AUTH_PATHS, COUNTRY_CODE } from '../../contract/auth.ts'
import { startTestServer, testConfig, type TestServer } from '../test/harness.ts'
import { post } from '../test/sign-in.ts'
import { buildApp } from './app.ts'
import { WebhookMailer } from './mailer.ts'
import { WebhookSmsSender } from './modules/auth/sms.ts'
import { WebhookTelephony } from './modules/ilead/calls/telephony.ts'
import { WebhookDefinitionWriter } from './modules/ilead/moderation/definition-writer.ts'
import { WebhookWhatsAppDirectory } from './modules/ilead/whatsapp/whatsapp.ts'
import { DEMO_PHONES } from './seed/demo-users.ts'
import { seed } from './seed/seed.ts'
import { WebhookError } from './webhook.ts'

interface Received {
  method: string
  path: string
  authorization: string | undefined
  contentType: string | undefined
  body: unknown
}

/** A stand-in gateway on loopback: records each request and answers as the test says. */
let gateway: http.Server
let base: string
let received: Received[] = []
let answer: (res: http.ServerResponse) => void

const json = (status: number, body: unknown) => (res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      received.push({
        method: req.method!,
        path: req.url!,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: raw ? JSON.parse(raw) : null,
      })
      answer(res)
    })
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
})
afterAll(async () => {
  gateway.closeAllConnections()
  await new Promise((resolve) => gateway.close(resolve))
})
beforeEach(() => {
  received = []
  answer = json(200, {})
})

const endpoint = (path: string, o: { timeoutMs?: number } = {}) => ({
  url: `${base}${path}`,
  token: 'gateway-token',
  ...o,
})

describe('the SMS webhook', () => {
  const sender = () => new WebhookSmsSender(endpoint('/sms'))

  it('POSTs the number and text with the bearer token; any 2xx is accepted', async () => {
    answer = (res) => res.writeHead(204).end()
    await sender().send('9000000001', '123456 is your SiteOffice code')
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/sms',
        authorization: 'Bearer gateway-token',
        contentType: 'application/json',
        body: { phone: '9000000001', countryCode: '91', text: '123456 is your SiteOffice code' },
      },
    ])
  })

  it('throws on a non-2xx answer, naming the gateway but never the text', async () => {
    answer = json(503, { error: 'down' })
    const failure = sender().send('9000000001', '654321 is your SiteOffice code')
    await expect(failure).rejects.toBeInstanceOf(WebhookError)
    await expect(failure).rejects.toThrow(
      `The SMS webhook at ${new URL(base).host} answered HTTP 503`,
    )
    await expect(failure).rejects.not.toThrow(/654321|gateway-token/)
  })

  it('gives up after its timeout', async () => {
    // The gateway holds the request until the sender gives up and closes it.
    const closed = new Promise<void>((resolve) => {
      answer = (res) => res.on('close', resolve)
    })
    const slow = new WebhookSmsSender(endpoint('/sms', { timeoutMs: 100 }))
    await expect(slow.send('9000000001', 'code')).rejects.toThrow(/did not answer within 100 ms/)
    await closed
  })

  it('does not follow a redirect, which would carry the token elsewhere', async () => {
    answer = (res) => res.writeHead(307, { location: 'http://127.0.0.2:9/elsewhere' }).end()
    await expect(sender().send('9000000001', 'code')).rejects.toThrow(/could not be reached/)
    expect(received).toHaveLength(1)
  })
})

describe('the mail webhook', () => {
  it('POSTs the message with its attachments in base64; an error status throws', async () => {
    const mailer = new WebhookMailer(endpoint('/mail'))
    const content = Buffer.from('PK\x03\x04 a report')
    await mailer.send({
      to: ['head.office@example.in'],
      subject: 'Lead report',
      text: 'Attached.',
      attachments: [{ filename: 'report.xlsx', contentType: 'application/x-test', content }],
    })
    expect(received[0]).toMatchObject({
      path: '/mail',
      authorization: 'Bearer gateway-token',
      body: {
        to: ['head.office@example.in'],
        subject: 'Lead report',
        text: 'Attached.',
        attachments: [
          {
            filename: 'report.xlsx',
            contentType: 'application/x-test',
            contentBase64: content.toString('base64'),
          },
        ],
      },
    })
    answer = json(500, {})
    await expect(mailer.send({ to: ['a@example.in'], subject: 's', text: 't' })).rejects.toThrow(
      /The mail webhook at .* answered HTTP 500/,
    )
  })
})

describe('the telephony webhook', () => {
  const telephony = () => new WebhookTelephony(endpoint('/calls'))
  const call = {
    callId: '0b7c2f1e-3b8f-4a44-9d4c-6a0c3b1e2f10',
    from: '9000000003',
    to: '9812345678',
  }

  it('POSTs the call and returns the placed call the gateway answers', async () => {
    answer = json(200, { callSid: 'EX-123', callStatus: 'No Answer', durationSec: 0 })
    await expect(telephony().placeCall(call)).resolves.toEqual({
      callSid: 'EX-123',
      callStatus: 'No Answer',
      durationSec: 0,
    })
    expect(received[0]).toMatchObject({
      path: '/calls',
      authorization: 'Bearer gateway-token',
      body: call,
    })
    expect(telephony().name).toBe('webhook')
  })

  it('throws on an answer of another shape, or not JSON, or an error status', async () => {
    answer = json(200, { callSid: 'EX-1', callStatus: 'Ringing', durationSec: -1 })
    await expect(telephony().placeCall(call)).rejects.toThrow(
      /unexpected shape \(callStatus, durationSec\)/,
    )
    answer = (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
    await expect(telephony().placeCall(call)).rejects.toThrow(/something other than JSON/)
    answer = json(401, { message: 'bad token' })
    await expect(telephony().placeCall(call)).rejects.toThrow(/answered HTTP 401/)
  })
})

describe('the WhatsApp directory webhook', () => {
  const directory = () => new WebhookWhatsAppDirectory(endpoint('/whatsapp'))

  it('asks about the number and returns the answer', async () => {
    answer = json(200, { onWhatsApp: false })
    await expect(directory().isOnWhatsApp('9812345678')).resolves.toBe(false)
    answer = json(200, { onWhatsApp: true })
    await expect(directory().isOnWhatsApp('9812345678')).resolves.toBe(true)
    expect(received[0]).toMatchObject({
      path: '/whatsapp',
      authorization: 'Bearer gateway-token',
      body: { whatsAppNumber: '9812345678', countryCode: COUNTRY_CODE },
    })
  })

  it('throws on an answer of another shape', async () => {
    answer = json(200, { onWhatsApp: 'yes' })
    await expect(directory().isOnWhatsApp('9812345678')).rejects.toThrow(
      /unexpected shape \(onWhatsApp\)/,
    )
  })
})

describe('a server configured with the SMS webhook', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    await seed(server.db, { leads: 0 })
  })
  afterAll(() => server.close())

  it('sends sign-in codes through it, and serves no development inbox', async () => {
    const config = testConfig({
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `${base}/sms`,
      SMS_WEBHOOK_TOKEN: 'gateway-token',
    })
    const app = await buildApp({ config, database: server.database })
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 })
      const phone = DEMO_PHONES.salesManager
      const res = await post(url, AUTH_PATHS.getOtp, { phone, countryCode: COUNTRY_CODE })
      expect(res.status).toBe(200)
      expect(received).toHaveLength(1)
      expect(received[0]!.body).toMatchObject({ phone, text: expect.stringMatching(/\d{6}/) })
      expect((await fetch(`${url}${AUTH_PATHS.devSmsInbox}`)).status).toBe(404)
    } finally {
      await app.close()
    }
  })
})

describe('the definition writer webhook', () => {
  const writer = () => new WebhookDefinitionWriter(endpoint('/definitions'))

  it('asks for a definition and for a verdict, and returns the answers', async () => {
    answer = json(200, { definition: 'Greeting: how the agent opens the call.' })
    await expect(writer().generate('Greeting')).resolves.toBe(
      'Greeting: how the agent opens the call.',
    )
    answer = json(200, { valid: false, reason: 'Too vague' })
    await expect(writer().validate('Greeting', 'Says hello')).resolves.toEqual({
      valid: false,
      reason: 'Too vague',
    })
    expect(received.map((r) => r.body)).toEqual([
      { action: 'generate', label: 'Greeting' },
      { action: 'validate', label: 'Greeting', definition: 'Says hello' },
    ])
    expect(received[0]).toMatchObject({
      path: '/definitions',
      authorization: 'Bearer gateway-token',
    })
  })

  it('throws on an answer of another shape', async () => {
    answer = json(200, { definition: '' })
    await expect(writer().generate('Greeting')).rejects.toThrow(/unexpected shape \(definition\)/)
  })
})
