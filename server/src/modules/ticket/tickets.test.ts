import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../contract/auth.ts'
import { HEADERS } from '../../../../contract/http.ts'
import {
  statusMoveMessage,
  TICKET_ERROR_CODES,
  TICKET_EVENTS,
  TICKET_MESSAGES,
  TICKET_PATHS,
  type TTicketAssignees,
  type TTicketChangedEvent,
  type TTicketComment,
  type TTicketCommentEvent,
  type TTicketDetail,
  type TTicketList,
  type TTicketUpload,
} from '../../../../contract/tickets.ts'
import {
  addMember,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../test/lead-fixtures.ts'
import { connectSocket, type TestSocket } from '../../../test/socket-client.ts'
import { openSession } from '../auth/session.service.ts'

let suite: LeadSuite
let slug: string
let buyer: TSession
/** Staff with one query scope each, on the first project only; and one on another project. */
let handler: TSession
let assigner: TSession
let elsewhere: TSession
const sockets: TestSocket[] = []

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const call = <T>(as: TSession, method: string, path: string, body?: unknown) =>
  suite.call<
    T & { message?: string; code?: string; fields?: { field: string; message: string }[] }
  >(as, method, path, body, method === 'GET' ? {} : { [HEADERS.idempotencyKey]: randomUUID() })

async function raise(title = 'Leaking tap in the kitchen', projectId = suite.world.p1) {
  const res = await call<TTicketDetail>(buyer, 'POST', TICKET_PATHS.tickets(slug), {
    _id: randomUUID(),
    projectId,
    title,
    description: 'Since the handover the kitchen tap drips.',
  })
  expect(res.status).toBe(201)
  return res.body
}

const patch = (as: TSession, id: string, body: unknown) =>
  call<TTicketDetail>(as, 'PATCH', TICKET_PATHS.ticket(slug, id), body)
const assign = (as: TSession, id: string, assigneeId: string) =>
  call<TTicketDetail>(as, 'PATCH', TICKET_PATHS.assignee(slug, id), { assigneeId })
const comment = (as: TSession, id: string, text: string, attachments: string[] = []) =>
  call<TTicketComment>(as, 'POST', TICKET_PATHS.comments(slug, id), {
    _id: randomUUID(),
    text,
    attachments,
  })
const detail = (as: TSession, id: string) =>
  call<TTicketDetail>(as, 'GET', TICKET_PATHS.ticket(slug, id))
const list = (as: TSession, query = '') =>
  call<TTicketList>(as, 'GET', `${TICKET_PATHS.tickets(slug)}?limit=100${query}`)

/** Asks for an address, PUTs the bytes there; the attachment's id. */
async function upload(as: TSession, ticketId: string, fileName: string, bytes: Buffer) {
  const id = randomUUID()
  const res = await call<TTicketUpload>(as, 'POST', TICKET_PATHS.attachments(slug, ticketId), {
    _id: id,
    fileName,
    fileSize: bytes.length,
    mimeType: 'image/png',
  })
  expect(res.status).toBe(201)
  const put = await fetch(`${suite.server.url}${res.body.uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  })
  expect(put.status).toBe(200)
  return id
}

async function socketOf(session: TSession) {
  const socket = await connectSocket(suite.server.url, session.accessToken)
  sockets.push(socket)
  return socket
}

/** A ticket ready to move: a priority and an assignee set by post-sales. */
async function readyTicket() {
  const ticket = await raise()
  expect((await patch(suite.postSales, ticket._id, { priority: 'HIGH' })).status).toBe(200)
  expect((await assign(suite.postSales, ticket._id, suite.world.user.postSales)).status).toBe(200)
  return ticket
}

beforeAll(async () => {
  suite = await startLeadSuite()
  const { server, world } = suite
  slug = world.slug
  // A home buyer's session opens in the organisation they are a customer of.
  buyer = await server.db.transaction((tx) =>
    openSession(
      tx,
      { secrets: server.app.secrets, config: server.app.config },
      world.user.customer,
      new Date(),
    ),
  )
  const staff = async (
    name: string,
    scope: 'DXP_MODIFY_QUERY_HANDLING' | 'DXP_MODIFY_QUERY_ASSIGNMENT',
    projects: string[],
  ) => sessionOf(server, await addMember(server, world, name, [scope], projects), world.orgId)
  handler = await staff('handler', 'DXP_MODIFY_QUERY_HANDLING', [world.p1])
  assigner = await staff('assigner', 'DXP_MODIFY_QUERY_ASSIGNMENT', [world.p1])
  elsewhere = await staff('elsewhere', 'DXP_MODIFY_QUERY_HANDLING', [world.p2])
})

afterAll(async () => {
  for (const s of sockets) s.close()
  await suite?.server.close()
})

describe('a customer raising and following a query', () => {
  it('raises a ticket once per client id, OPEN without priority or assignee', async () => {
    const _id = randomUUID()
    const body = { _id, projectId: suite.world.p1, title: 'Parking bay not allotted' }
    const first = await call<TTicketDetail>(buyer, 'POST', TICKET_PATHS.tickets(slug), body)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      _id,
      status: 'OPEN',
      priority: null,
      assignees: [],
      raisedBy: { _id: suite.world.user.customer },
      can: { comment: true, assign: false, changeStatus: false },
    })
    expect(first.body.ticketNumber).toMatch(/^Q-\d+$/)
    expect(first.body.timeline.map((e) => e.kind)).toEqual(['created'])
    const again = await call<TTicketDetail>(buyer, 'POST', TICKET_PATHS.tickets(slug), body)
    expect(again.status).toBe(200)
    expect(again.body.ticketNumber).toBe(first.body.ticketNumber)
  })

  it('refuses a project of another organisation, and staff raising one', async () => {
    const foreign = await call(buyer, 'POST', TICKET_PATHS.tickets(slug), {
      projectId: suite.world.other,
      title: 'Not my builder',
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.fields?.[0]?.field).toBe('projectId')
    const staff = await call(suite.postSales, 'POST', TICKET_PATHS.tickets(slug), {
      projectId: suite.world.p1,
      title: 'Staff cannot raise',
    })
    expect(staff.status).toBe(403)
  })

  it('lists only their own tickets, and may not change status, priority or assignee', async () => {
    const mine = await raise('Mine only')
    const { body } = await list(buyer)
    expect(body.items.length).toBeGreaterThan(0)
    expect(body.items.every((t) => t.raisedBy._id === suite.world.user.customer)).toBe(true)
    expect((await patch(buyer, mine._id, { priority: 'LOW' })).status).toBe(403)
    expect((await assign(buyer, mine._id, suite.world.user.postSales)).status).toBe(403)
  })

  it("cannot open another organisation's slug; staff of another project cannot see it", async () => {
    const theirs = await raise('Someone else')
    const other = await call(buyer, 'GET', TICKET_PATHS.tickets(`in/dxp/${randomUUID()}`))
    expect(other.status).toBe(403)
    expect((await detail(buyer, theirs._id)).status).toBe(200)
    expect((await detail(elsewhere, theirs._id)).status).toBe(404)
  })
})

describe('status moves', () => {
  it('refuses a move before a priority and an assignee are set', async () => {
    const ticket = await raise()
    const res = await patch(suite.postSales, ticket._id, { status: 'WIP' })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(TICKET_ERROR_CODES.needsPriorityAndAssignee)
    expect(res.body.message).toBe(TICKET_MESSAGES.needsPriorityAndAssignee)
  })

  it('moves only OPEN to WIP, WIP to CLOSED and CLOSED to WIP, naming a refused move', async () => {
    const { _id } = await readyTicket()
    const refused = async (to: string, from: string) => {
      const res = await patch(suite.postSales, _id, { status: to })
      expect([to, res.status, res.body.code]).toEqual([to, 409, TICKET_ERROR_CODES.transition])
      expect(res.body.message).toBe(statusMoveMessage(from as never, to as never))
    }
    await refused('CLOSED', 'OPEN')
    expect((await patch(suite.postSales, _id, { status: 'WIP' })).body.status).toBe('WIP')
    await refused('OPEN', 'WIP')
    const same = await patch(suite.postSales, _id, { status: 'WIP' })
    expect([same.status, same.body.message]).toEqual([409, TICKET_MESSAGES.sameStatus])
    expect((await patch(suite.postSales, _id, { status: 'CLOSED' })).body.status).toBe('CLOSED')
    await refused('OPEN', 'CLOSED')
    const reopened = await patch(suite.postSales, _id, { status: 'WIP' })
    expect(reopened.body.status).toBe('WIP')
    expect(
      reopened.body.timeline.filter((e) => e.kind === 'status').map((e) => `${e.from}>${e.to}`),
    ).toEqual(['OPEN>WIP', 'WIP>CLOSED', 'CLOSED>WIP'])
  })

  it('takes a priority of LOW, MEDIUM or HIGH only, and needs a change', async () => {
    const { _id } = await raise()
    expect((await patch(suite.postSales, _id, { priority: 'URGENT' })).status).toBe(400)
    expect((await patch(suite.postSales, _id, {})).status).toBe(400)
    const res = await patch(suite.postSales, _id, { priority: 'MEDIUM' })
    expect(res.body.priority).toBe('MEDIUM')
    expect(res.body.timeline.at(-1)).toMatchObject({ kind: 'priority', from: null, to: 'MEDIUM' })
  })
})

describe('assignees', () => {
  it("come from the project's Post Sales group, the new one placed first", async () => {
    const { world } = suite
    const candidates = await call<TTicketAssignees>(
      suite.postSales,
      'GET',
      `${TICKET_PATHS.assignees(slug)}?projectId=${world.p1}`,
    )
    expect(candidates.status).toBe(200)
    const ids = candidates.body.items.map((p) => p._id)
    expect(ids).toContain(world.user.postSales)
    expect(ids).not.toContain(world.user.salesManager)
    const { _id } = await raise()
    const first = await assign(suite.postSales, _id, world.user.postSales)
    expect(first.body.assignees.map((a) => a._id)).toEqual([world.user.postSales])
    // Not in the group: refused on the field.
    const outsider = await assign(suite.postSales, _id, world.user.salesExecutive)
    expect(outsider.status).toBe(400)
    expect(outsider.body.fields?.[0]?.field).toBe('assigneeId')
    const again = await assign(suite.postSales, _id, world.user.postSales)
    expect([again.status, again.body.message]).toEqual([400, TICKET_MESSAGES.alreadyFirst])
  })
})

describe('permissions per project', () => {
  it('lets handling comment and move status, but not assign', async () => {
    const { _id } = await raise()
    expect((await comment(handler, _id, 'Plumber visits tomorrow')).status).toBe(201)
    expect((await patch(handler, _id, { priority: 'LOW' })).status).toBe(200)
    expect((await assign(handler, _id, suite.world.user.postSales)).status).toBe(403)
    expect((await detail(handler, _id)).body.can).toEqual({
      comment: true,
      assign: false,
      changeStatus: true,
    })
  })

  it('lets assignment assign and set priority, but not comment', async () => {
    const { _id } = await raise()
    expect((await assign(assigner, _id, suite.world.user.postSales)).status).toBe(200)
    expect((await patch(assigner, _id, { priority: 'HIGH' })).status).toBe(200)
    expect((await patch(assigner, _id, { status: 'WIP' })).status).toBe(200)
    expect((await comment(assigner, _id, 'Not allowed')).status).toBe(403)
  })

  it("hides another project's tickets from the list and the detail", async () => {
    const { _id } = await raise()
    expect((await detail(elsewhere, _id)).status).toBe(404)
    expect((await comment(elsewhere, _id, 'Nope')).status).toBe(404)
    const { body } = await list(elsewhere)
    expect(body.items.every((t) => t.projectId === suite.world.p2)).toBe(true)
    // A sales executive holds no query scope at all.
    expect((await list(suite.exec)).status).toBe(403)
  })
})

describe('the list', () => {
  it('filters by status, priority, project, assignee, dates and number', async () => {
    const { world } = suite
    const ready = await readyTicket()
    await patch(suite.postSales, ready._id, { status: 'WIP' })
    const ids = async (query: string) =>
      (await list(suite.postSales, query)).body.items.map((t) => t._id)
    expect(await ids('&status=WIP')).toContain(ready._id)
    expect(await ids('&status=OPEN')).not.toContain(ready._id)
    expect(await ids('&priority=HIGH')).toContain(ready._id)
    expect(await ids('&priority=LOW')).not.toContain(ready._id)
    expect(await ids(`&projectId=${world.p2}`)).not.toContain(ready._id)
    expect(await ids(`&assigneeId=${world.user.postSales}`)).toContain(ready._id)
    expect(await ids(`&assigneeId=${world.user.salesManager}`)).not.toContain(ready._id)
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
    expect(await ids(`&startDate=${today}&endDate=${today}`)).toContain(ready._id)
    expect(await ids('&endDate=2020-01-01')).not.toContain(ready._id)
    expect(await ids(`&searchBy=${ready.ticketNumber}`)).toEqual([ready._id])
    expect((await list(suite.postSales, '&status=DONE')).status).toBe(400)
  })

  it('counts comments unread by each person, and reading resets them', async () => {
    const { _id } = await readyTicket()
    await comment(buyer, _id, 'Any update?')
    await comment(buyer, _id, 'Please call me')
    const unread = async (as: TSession) =>
      (await list(as)).body.items.find((t) => t._id === _id)!.unreadCommentsCount
    expect(await unread(suite.postSales)).toBe(2)
    // Their own comments are never unread to them.
    expect(await unread(buyer)).toBe(0)
    await comment(suite.postSales, _id, 'Calling you at 5')
    expect(await unread(suite.postSales)).toBe(0)
    expect(await unread(buyer)).toBe(1)
    const read = await call(buyer, 'POST', TICKET_PATHS.read(slug, _id))
    expect(read.body).toEqual({ unreadCommentsCount: 0 })
    expect(await unread(buyer)).toBe(0)
  })
})

describe('comments', () => {
  it('come from the customer and staff once per client id, oldest first', async () => {
    const { _id } = await raise()
    const body = { _id: randomUUID(), text: 'Photo of the leak attached soon', attachments: [] }
    const path = TICKET_PATHS.comments(slug, _id)
    const first = await call<TTicketComment>(buyer, 'POST', path, body)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      byCustomer: true,
      author: { _id: suite.world.user.customer },
    })
    expect((await call(buyer, 'POST', path, body)).status).toBe(200)
    // The same id from someone else, or on another ticket, is taken.
    expect((await call(suite.postSales, 'POST', path, body)).status).toBe(409)
    await comment(suite.postSales, _id, 'We will send someone')
    const { body: seen } = await detail(suite.postSales, _id)
    expect(seen.comments.map((c) => [c.text, c.byCustomer])).toEqual([
      ['Photo of the leak attached soon', true],
      ['We will send someone', false],
    ])
  })

  it('needs text or a file, at most 2000 characters', async () => {
    const { _id } = await raise()
    expect((await comment(buyer, _id, '')).status).toBe(400)
    expect((await comment(buyer, _id, 'x'.repeat(2001))).status).toBe(400)
  })
})

describe('attachments', () => {
  it('are uploaded to a pre-signed address, judged by their bytes, and open at their address', async () => {
    const { _id } = await raise()
    const photo = await upload(buyer, _id, 'leak.png', PNG)
    const res = await comment(buyer, _id, 'The leak', [photo])
    expect(res.status).toBe(201)
    const [file] = res.body.attachments
    expect(file).toMatchObject({
      _id: photo,
      name: 'leak.png',
      size: PNG.length,
      type: 'image/png',
    })
    const opened = await fetch(`${suite.server.url}${file!.url}`)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true)
    const { body } = await detail(suite.postSales, _id)
    expect(body.attachments.map((a) => a._id)).toEqual([photo])
    // Taken once: another comment cannot carry it again.
    const reuse = await comment(buyer, _id, 'Again', [photo])
    expect([reuse.status, reuse.body.fields?.[0]?.field]).toEqual([400, 'attachments.0'])
    // A bad signature opens nothing.
    expect(
      (
        await fetch(
          `${suite.server.url}${file!.url.replace(/signature=[^&]+/, 'signature=forged')}`,
        )
      ).status,
    ).toBe(404)
  })

  it('refuses a file whose bytes are not an allowed type, whatever its name', async () => {
    const { _id } = await raise()
    const fake = await upload(buyer, _id, 'photo.jpg', Buffer.from('MZ this is a program'))
    const res = await comment(buyer, _id, 'See this', [fake])
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(TICKET_ERROR_CODES.file)
    expect(res.body.fields).toEqual([
      { field: 'attachments.0', message: TICKET_MESSAGES.unsupported },
    ])
  })

  it('refuses a name, a size or a count beyond the limits, and files never uploaded', async () => {
    const { _id } = await raise()
    const ask = (fileName: string, fileSize: number) =>
      call(buyer, 'POST', TICKET_PATHS.attachments(slug, _id), {
        _id: randomUUID(),
        fileName,
        fileSize,
        mimeType: 'application/octet-stream',
      })
    const exe = await ask('setup.exe', 100)
    expect([exe.status, exe.body.fields?.[0]?.field]).toEqual([400, 'fileName'])
    const big = await ask('tour.mp4', 25 * 1024 * 1024 + 1)
    expect([big.status, big.body.fields?.[0]?.field]).toEqual([400, 'fileSize'])
    const six = Array.from({ length: 6 }, () => randomUUID())
    const many = await comment(buyer, _id, 'Six files', six)
    expect([many.status, many.body.fields?.[0]?.field]).toEqual([400, 'attachments'])
    // Asked for but never PUT.
    const askedId = randomUUID()
    await call(buyer, 'POST', TICKET_PATHS.attachments(slug, _id), {
      _id: askedId,
      fileName: 'plan.pdf',
      fileSize: 1000,
      mimeType: 'application/pdf',
    })
    const missing = await comment(buyer, _id, 'Plan', [askedId])
    expect([missing.status, missing.body.fields?.[0]?.message]).toEqual([
      400,
      TICKET_MESSAGES.notUploaded,
    ])
    // Another person's file cannot be named.
    const staffFile = await upload(suite.postSales, _id, 'reply.png', PNG)
    const foreign = await comment(buyer, _id, 'Theirs', [staffFile])
    expect([foreign.status, foreign.body.fields?.[0]?.message]).toEqual([
      400,
      TICKET_MESSAGES.fileUnknown,
    ])
  })

  it('answers a fresh address when asked again for the same file', async () => {
    const { _id } = await raise()
    const body = {
      _id: randomUUID(),
      fileName: 'a.png',
      fileSize: PNG.length,
      mimeType: 'image/png',
    }
    const path = TICKET_PATHS.attachments(slug, _id)
    const first = await call<TTicketUpload>(buyer, 'POST', path, body)
    const again = await call<TTicketUpload>(buyer, 'POST', path, body)
    expect([first.status, again.status, again.body.used]).toEqual([201, 200, false])
    expect((await call(suite.postSales, 'POST', path, body)).status).toBe(409)
  })
})

describe('live over the socket', () => {
  it("lets post-sales staff in without the chat's scope, into their projects' rooms only", async () => {
    const socket = await socketOf(suite.postSales)
    const { _id } = await raise()
    expect(await socket.emit(TICKET_EVENTS.joinTicket, { ticketId: _id })).toEqual({ ok: true })
    const outsider = await socketOf(elsewhere)
    expect(await outsider.emit(TICKET_EVENTS.joinTicket, { ticketId: _id })).toMatchObject({
      ok: false,
    })
    expect(
      await outsider.emit(TICKET_EVENTS.joinProject, { projectId: suite.world.p1 }),
    ).toMatchObject({ ok: false })
    expect(
      await outsider.emit(TICKET_EVENTS.joinProject, { projectId: suite.world.other }),
    ).toMatchObject({
      ok: false,
    })
    // Nobody holding neither chat nor query scopes opens the socket.
    const marketer = await sessionOf(suite.server, suite.world.user.marketer, suite.world.orgId)
    await expect(connectSocket(suite.server.url, marketer.accessToken)).rejects.toThrow('refused')
  })

  it("carries a customer's comment to the ticket's room and a new ticket to the project's", async () => {
    const staff = await socketOf(suite.postSales)
    const outsider = await socketOf(elsewhere)
    expect(await staff.emit(TICKET_EVENTS.joinProject, { projectId: suite.world.p1 })).toEqual({
      ok: true,
    })
    expect(await outsider.emit(TICKET_EVENTS.joinProject, { projectId: suite.world.p2 })).toEqual({
      ok: true,
    })
    const ticket = await raise('Lift not working')
    await staff.next<TTicketChangedEvent>(TICKET_EVENTS.changed, (e) => e.ticketId === ticket._id)
    expect(await staff.emit(TICKET_EVENTS.joinTicket, { ticketId: ticket._id })).toEqual({
      ok: true,
    })
    const posted = await comment(buyer, ticket._id, 'Still stuck on floor 3')
    const heard = await staff.next<TTicketCommentEvent>(
      TICKET_EVENTS.comment,
      (e) => e.comment._id === posted.body._id,
    )
    expect(heard.comment.text).toBe('Still stuck on floor 3')
    await expect(
      outsider.next(
        TICKET_EVENTS.changed,
        (e: TTicketChangedEvent) => e.ticketId === ticket._id,
        300,
      ),
    ).rejects.toThrow()
  })
})
