import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHAT_PATHS,
  type TChatMessage,
  type TChatPage,
  type TChatProviderCallback,
} from '../../../../../contract/chat.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'
import { WebhookWhatsAppMessenger } from './whatsapp-messenger.ts'

const TOKEN = 'karix-callback-secret-0123456789'

// The provider's send gateway: answers the provider id the test chose, when the test lets it.
let nextId = () => `wamid.${randomUUID()}`
let hold: Promise<void> | null = null
const gateway = http.createServer((req, res) => {
  req.resume()
  req.on('end', async () => {
    const providerMessageId = nextId()
    await hold
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ providerMessageId }))
  })
})

let suite: LeadSuite
let leadId: string
let number: string

const text = (t: string) => ({ type: 'text' as const, text: t })
const callback = (body: unknown, token: string | null = TOKEN) =>
  fetch(`${suite.server.url}${CHAT_PATHS.providerCallback}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
const events = (...list: TChatProviderCallback['events']) => callback({ events: list })
const send = (t = 'Namaste') =>
  suite.call<TChatMessage>(suite.exec, 'POST', CHAT_PATHS.chats, {
    conversation_id: leadId,
    client_message_id: randomUUID(),
    payload: text(t),
  })
const page = async () =>
  (
    await suite.call<TChatPage>(
      suite.exec,
      'GET',
      `${CHAT_PATHS.chats}?conversation_id=${leadId}&limit=100`,
    )
  ).body
const statusOf = async (id: string) =>
  (await page()).items.find((m) => m._id === id)?.message_status

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  const { port } = gateway.address() as AddressInfo
  const messenger = new WebhookWhatsAppMessenger(
    { url: `http://127.0.0.1:${port}/send`, token: 'karix-send-token' },
    TOKEN,
  )
  suite = await startLeadSuite({ messenger })
  const lead = await insertLead(suite.server, suite.world, {
    assigneeId: suite.world.user.salesExecutive,
  })
  leadId = lead.id
  number = lead.whatsAppNumber
})

afterAll(async () => {
  await suite?.server.close()
  await new Promise((resolve) => gateway.close(resolve))
})

describe('the KARIX callback', () => {
  it('refuses a caller without the shared token, and a body of another shape', async () => {
    const receipt = { kind: 'receipt', providerMessageId: 'x', status: 'read' } as const
    expect((await callback({ events: [receipt] }, null)).status).toBe(401)
    expect((await callback({ events: [receipt] }, `${TOKEN}x`)).status).toBe(401)
    const bad = await callback({ events: [{ kind: 'receipt', providerMessageId: 'x' }] })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toMatch(/status/)
    expect((await callback({ events: [] })).status).toBe(400)
  })

  it('applies receipts: delivered then read, and a late delivered leaves it read', async () => {
    const { body } = await send()
    const providerMessageId = body.wamid[0]!
    expect((await events({ kind: 'receipt', providerMessageId, status: 'delivered' })).status).toBe(
      200,
    )
    expect(await statusOf(body._id)).toBe('delivered')
    const res = await events(
      { kind: 'receipt', providerMessageId, status: 'read' },
      { kind: 'receipt', providerMessageId, status: 'delivered' },
    )
    expect(await res.json()).toEqual({ received: 2 })
    expect(await statusOf(body._id)).toBe('read')
  })

  it("keeps a receipt that beats the send's answer and applies it when the id is stored", async () => {
    const providerMessageId = `wamid.${randomUUID()}`
    nextId = () => providerMessageId
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    const sending = send('Cost sheet bhej diya')
    // The gateway has the message; its read receipt comes before its answer to the send.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await events({ kind: 'receipt', providerMessageId, status: 'read' })).status).toBe(200)
    release()
    hold = null
    nextId = () => `wamid.${randomUUID()}`
    const { body } = await sending
    expect(body.wamid).toEqual([providerMessageId])
    expect(await statusOf(body._id)).toBe('read')
  })

  it("stores the lead's message once, on the lead of the number, counted unread", async () => {
    const providerMessageId = `wamid.in.${randomUUID()}`
    const inbound = {
      kind: 'inbound',
      providerMessageId,
      from: `+91 ${number.slice(0, 5)} ${number.slice(5)}`,
      payload: text('Price list bhejiye'),
    } as const
    expect((await events(inbound)).status).toBe(200)
    // The provider's retry of the same message.
    expect((await events({ ...inbound, from: `91${number}` })).status).toBe(200)
    const after = await page()
    expect(after.items.filter((m) => m.wamid[0] === providerMessageId)).toEqual([
      expect.objectContaining({ direction: 'in', conversation_id: leadId, created_by: null }),
    ])
    expect(after.totalUnreadMsgs).toBe(1)
    // A number no lead has is taken and dropped; a number that is not a mobile is refused.
    expect(
      (await events({ ...inbound, providerMessageId: 'other', from: '9000000001' })).status,
    ).toBe(200)
    expect((await events({ ...inbound, from: '12345' })).status).toBe(400)
  })
})
