import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../../../contract/auth.ts'
import { HEADERS } from '../../../../../contract/http.ts'
import {
  CHAT_ERROR_CODES,
  CHAT_EVENTS,
  CHAT_MESSAGES,
  CHAT_PATHS,
  type TChatMessage,
  type TChatPage,
  type TChatUnreadCounts,
} from '../../../../../contract/chat.ts'
import { leads, projects, sessions } from '../../../db/schema.ts'
import { signAccessToken, verifyAccessToken } from '../../../security/tokens.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'
import { openSession } from '../../auth/session.service.ts'
import { connectSocket, type TestSocket } from '../../../../test/socket-client.ts'
import { DevelopmentWhatsAppMessenger } from './whatsapp-messenger.ts'

let suite: LeadSuite
const messenger = new DevelopmentWhatsAppMessenger({ deliveredMs: 40, readMs: 80 })
let leadId: string
let otherOrgLead: string
let hiddenLead: string
let notOnWhatsApp: string
const sockets: TestSocket[] = []

const text = (t: string) => ({ type: 'text' as const, text: t })
const page = (id: string, extra = '') =>
  suite.call<TChatPage>(suite.exec, 'GET', `${CHAT_PATHS.chats}?conversation_id=${id}${extra}`)
const send = (id: string, clientId = randomUUID(), t = 'Namaste') =>
  suite.call<TChatMessage & { message?: string }>(suite.exec, 'POST', CHAT_PATHS.chats, {
    conversation_id: id,
    client_message_id: clientId,
    payload: text(t),
  })
/** A session of the executive's own, to end (the suite's are shared). */
const freshSession = () =>
  suite.server.db.transaction((tx) =>
    openSession(
      tx,
      { secrets: suite.server.app.secrets, config: suite.server.app.config },
      suite.world.user.salesExecutive,
      new Date(),
      suite.world.orgId,
    ),
  )
async function socketOf(token: string) {
  const socket = await connectSocket(suite.server.url, token)
  sockets.push(socket)
  return socket
}

beforeAll(async () => {
  suite = await startLeadSuite({ messenger })
  const { world, server } = suite
  leadId = (await insertLead(server, world, { assigneeId: world.user.salesExecutive })).id
  hiddenLead = (await insertLead(server, world, { assigneeId: world.user.salesManager })).id
  notOnWhatsApp = (
    await insertLead(server, world, {
      assigneeId: world.user.salesExecutive,
      whatsAppNumber: '9876500000',
    })
  ).id
  const [other] = await server.db.select().from(projects).where(eq(projects.id, world.other))
  otherOrgLead = (await insertLead(server, world, { orgId: other!.orgId, projectId: other!.id })).id
})

afterAll(async () => {
  for (const s of sockets) s.close()
  await suite?.server.close()
})

describe('chat over HTTP', () => {
  it('sends once per client message id, then shows it on the conversation page', async () => {
    const clientId = randomUUID()
    const first = await send(leadId, clientId, 'Site visit on Sunday?')
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      conversation_id: leadId,
      direction: 'out',
      message_status: 'sent',
      client_message_id: clientId,
    })
    expect(first.body.wamid).toHaveLength(1)
    const replay = await send(leadId, clientId, 'Site visit on Sunday?')
    expect(replay.status).toBe(200)
    expect(replay.body._id).toBe(first.body._id)
    const { body } = await page(leadId)
    expect(body.items.filter((m) => m.client_message_id === clientId)).toHaveLength(1)
    expect(body.pageInfo).toMatchObject({ pageNumber: 1, pageSize: 30 })
  })

  it('refuses a number not on WhatsApp with the spec message', async () => {
    const res = await send(notOnWhatsApp)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(CHAT_MESSAGES.whatsAppNotFound)
  })

  it('hides the conversation of a lead the caller does not see', async () => {
    expect((await page(hiddenLead)).status).toBe(404)
    expect((await page(otherOrgLead)).status).toBe(404)
    expect((await send(otherOrgLead)).status).toBe(404)
  })

  it('counts inbound replies as unread until the conversation is marked read', async () => {
    for (const t of ['Haan ji', 'Sunday 11 baje']) {
      const res = await fetch(`${suite.server.url}${CHAT_PATHS.devInbound}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ conversation_id: leadId, payload: text(t) }),
      })
      expect(res.status).toBe(201)
    }
    const before = await page(leadId)
    expect(before.body.totalUnreadMsgs).toBe(2)
    expect(before.body.items[0]).toMatchObject({ direction: 'in', created_by: null })
    const read = await suite.call(suite.exec, 'POST', CHAT_PATHS.markRead, {
      conversation_id: leadId,
    })
    expect(read.body).toEqual({ totalUnreadMsgs: 0 })
    expect((await page(leadId)).body.totalUnreadMsgs).toBe(0)
  })

  it("answers the list's unread counts of visible leads only, and leaves the lead's version", async () => {
    const [before] = await suite.server.db.select().from(leads).where(eq(leads.id, leadId))
    const inbound = (id: string) =>
      fetch(`${suite.server.url}${CHAT_PATHS.devInbound}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ conversation_id: id, payload: text('Kitne ka hai?') }),
      })
    for (const id of [leadId, leadId, leadId, hiddenLead])
      expect((await inbound(id)).status).toBe(201)
    const counts = (ids: string) =>
      suite.call<TChatUnreadCounts>(
        suite.exec,
        'GET',
        `${CHAT_PATHS.unread}?conversation_ids=${ids}`,
      )
    const res = await counts([leadId, hiddenLead, otherOrgLead, notOnWhatsApp].join(','))
    expect(res.status).toBe(200)
    // The hidden lead has an unread message too, but the executive does not see that lead.
    expect(res.body.items).toEqual([{ conversation_id: leadId, totalUnreadMsgs: 3 }])
    const [after] = await suite.server.db.select().from(leads).where(eq(leads.id, leadId))
    expect(after!.version).toBe(before!.version)
    expect(after!.updatedAt).toEqual(before!.updatedAt)
    await suite.call(suite.exec, 'POST', CHAT_PATHS.markRead, { conversation_id: leadId })
    expect((await counts(leadId)).body.items).toEqual([])
    expect((await counts('')).status).toBe(400)
  })

  it('pages older messages by createdAt', async () => {
    const { body } = await page(leadId, '&limit=1')
    expect(body.items).toHaveLength(1)
    const older = await page(leadId, `&limit=30&createdAt=${body.items[0]!.createdAt}`)
    expect(older.body.items.every((m) => m.createdAt < body.items[0]!.createdAt)).toBe(true)
    expect(older.body.pageInfo.totalNumItems).toBe(body.pageInfo.totalNumItems - 1)
  })
})

describe('chat socket', () => {
  it('refuses a handshake without a token, with a bad one or an expired one', async () => {
    await expect(connectSocket(suite.server.url)).rejects.toThrow('refused')
    await expect(connectSocket(suite.server.url, 'not-a-token')).rejects.toThrow('refused')
    // The executive's own open session, in a token that has expired.
    const { secrets } = suite.server.app
    const claims = await verifyAccessToken(secrets, suite.exec.accessToken)
    const expired = await signAccessToken(secrets, claims!, -3600)
    await expect(connectSocket(suite.server.url, expired)).rejects.toThrow('refused')
  })

  it("refuses another organisation's room, an invisible lead's room and a bad payload", async () => {
    const socket = await socketOf(suite.exec.accessToken)
    for (const id of [otherOrgLead, hiddenLead]) {
      expect(await socket.emit(CHAT_EVENTS.joinRoom, { conversation_id: id })).toMatchObject({
        ok: false,
        error: { code: 'CHAT_ROOM_REFUSED' },
      })
      await socket.next(CHAT_EVENTS.error)
    }
    const bad = await socket.emit(CHAT_EVENTS.sendMessage, {
      conversation_id: leadId,
      client_message_id: 'not-a-uuid',
      payload: { type: 'text', text: '' },
    })
    expect(bad).toMatchObject({ ok: false, error: { code: 'CHAT_BAD_PAYLOAD' } })
  })

  it('carries a message and its receipts to a second client in the room', async () => {
    const exec = await socketOf(suite.exec.accessToken)
    const manager = await socketOf(suite.manager.accessToken)
    for (const s of [exec, manager]) {
      expect(await s.emit(CHAT_EVENTS.joinRoom, { conversation_id: leadId })).toEqual({ ok: true })
    }
    const clientId = randomUUID()
    const sent = (await exec.emit(CHAT_EVENTS.sendMessage, {
      conversation_id: leadId,
      client_message_id: clientId,
      payload: text('Brochure bhej raha hoon'),
    })) as { ok: boolean; message: TChatMessage }
    expect(sent.ok).toBe(true)
    const id = sent.message._id
    const created = await manager.next<TChatMessage>(
      CHAT_EVENTS.createdMessage,
      (m) => m._id === id,
    )
    expect(created.message_status).toBe('sent')
    const ofThis = (status: string) => (m: TChatMessage) =>
      m._id === id && m.message_status === status
    await manager.next(CHAT_EVENTS.updatedMessage, ofThis('delivered'))
    await manager.next(CHAT_EVENTS.updatedMessage, ofThis('read'))
  })

  it('stops a socket whose session was revoked after the handshake', async () => {
    const { server } = suite
    const other = await freshSession()
    const socket = await socketOf(other.accessToken)
    expect(await socket.emit(CHAT_EVENTS.joinRoom, { conversation_id: leadId })).toEqual({
      ok: true,
    })
    // Ended other than by sign-out (a replaced or stolen session): nothing tells the socket.
    await server.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'reuse_detected' })
      .where(
        eq(
          sessions.id,
          (await verifyAccessToken(server.app.secrets, other.accessToken))!.sessionId,
        ),
      )
    const closed = socket.disconnected()
    expect(await socket.emit(CHAT_EVENTS.joinRoom, { conversation_id: leadId })).toMatchObject({
      ok: false,
      error: { code: CHAT_ERROR_CODES.unauthorized },
    })
    expect(await closed).toBe('io server disconnect')
  })

  it('disconnects the sockets of a session at its sign-out, and they hear no more', async () => {
    const leaving = await freshSession()
    const socket = await socketOf(leaving.accessToken)
    const staying = await socketOf(suite.exec.accessToken)
    for (const s of [socket, staying]) {
      expect(await s.emit(CHAT_EVENTS.joinRoom, { conversation_id: leadId })).toEqual({ ok: true })
    }
    const closed = socket.disconnected()
    const out = await suite.call(
      leaving,
      'POST',
      AUTH_PATHS.signOut,
      {},
      {
        [HEADERS.idempotencyKey]: randomUUID(),
      },
    )
    expect(out.status).toBe(200)
    expect(await closed).toBe('io server disconnect')
    // The room goes on for the others; the signed-out socket gets nothing more.
    const { body } = await send(leadId, randomUUID(), 'After the sign-out')
    await staying.next(CHAT_EVENTS.createdMessage, (m: TChatMessage) => m._id === body._id)
    expect(socket.connected).toBe(false)
    await expect(socket.next(CHAT_EVENTS.createdMessage, () => true, 300)).rejects.toThrow()
    // Its token no longer opens a socket either.
    await expect(connectSocket(suite.server.url, leaving.accessToken)).rejects.toThrow('refused')
  })

  it('leaves a message read when delivered arrives after read', async () => {
    const { body } = await send(leadId)
    const wamid = body.wamid[0]!
    await messenger.receipt(wamid, 'read')
    await messenger.receipt(wamid, 'delivered')
    const { body: after } = await page(leadId)
    expect(after.items.find((m) => m._id === body._id)?.message_status).toBe('read')
  })
})
