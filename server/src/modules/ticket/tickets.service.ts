import { randomUUID } from 'node:crypto'
import type { Server } from 'socket.io'
import { WILDCARD_SCOPE, hasScope } from '../../../../contract/scopes.ts'
import {
  POST_SALES_GROUP,
  statusMoveError,
  TICKET_COMMENTS_MAX,
  TICKET_ERROR_CODES,
  TICKET_EVENTS,
  TICKET_FILE_MAX_BYTES,
  TICKET_FILE_TYPES,
  TICKET_MESSAGES,
  ticketNumberOf,
  ticketProjectRoom,
  ticketRoom,
  type TTicket,
  type TTicketAssignees,
  type TTicketComment,
  type TTicketCommentEvent,
  type TTicketDetail,
  type TTicketFile,
  type TTicketList,
  type TTicketPerson,
  type TTicketUpdate,
  type TTicketUpload,
  type TTicketUploadRequest,
} from '../../../../contract/tickets.ts'
import {
  TICKET_ASSIGNMENT_SCOPE,
  TICKET_HANDLING_SCOPE,
  TICKET_SCOPES,
} from '../../../../contract/scopes.ts'
import {
  checkUpload,
  detectFileType,
  FILE_TYPE_INFO,
  SNIFF_BYTES,
} from '../../../../contract/validators.ts'
import type { z } from 'zod'
import type {
  ZTicketCommentCreate,
  ZTicketCreate,
  ZTicketQuery,
} from '../../../../contract/tickets.ts'
import type { Conn } from '../../db/client.ts'
import { AppError, conflict } from '../../errors.ts'
import { weeklySignedPath, type ObjectStore } from '../../object-store.ts'
import type { Outcome } from '../../plugins/idempotency.ts'
import { permissionDenied, type AuthContext } from '../../security/access.ts'
import { reachableProjects } from '../../security/grants.ts'
import * as repo from './tickets.repository.ts'

const BUCKET = 'ticket-files'
/** An upload address lives 15 minutes, as the other uploads' (decision 0037). */
const PRESIGN_TTL_MS = 15 * 60_000

const notFound = () => new AppError(404, TICKET_ERROR_CODES.notFound, TICKET_MESSAGES.notFound)
const fieldError = (field: string, message: string, code = 'VALIDATION_ERROR') =>
  new AppError(400, code, message, { fields: [{ field, message }] })
const idTaken = () => conflict(TICKET_ERROR_CODES.idTaken, TICKET_MESSAGES.idTaken)

/** The projects whose tickets a staff member handles: either query scope reaches them. */
function handledProjects(auth: AuthContext): 'all' | string[] {
  const grants = auth.grants.filter(
    (g) => g.name === WILDCARD_SCOPE || (TICKET_SCOPES as readonly string[]).includes(g.name),
  )
  return grants.length === 0 ? [] : reachableProjects(grants)
}

function scopeOf(auth: AuthContext): repo.TTicketScope {
  return auth.customer
    ? { orgId: auth.orgId, raisedBy: auth.userId }
    : { orgId: auth.orgId, projects: handledProjects(auth) }
}

/** What the caller may do on a ticket of this project (a customer: comment on their own). */
function permissionsOn(auth: AuthContext, projectId: string) {
  if (auth.customer) return { comment: true, assign: false, changeStatus: false }
  const handling = hasScope(auth.grants, TICKET_HANDLING_SCOPE, projectId)
  const assignment = hasScope(auth.grants, TICKET_ASSIGNMENT_SCOPE, projectId)
  return { comment: handling, assign: assignment, changeStatus: handling || assignment }
}

/** The ticket, if the caller sees it (its raiser, or staff with a query scope on its project). */
export async function visibleTicket(db: Conn, auth: AuthContext, ticketId: string, lock = false) {
  const row = lock
    ? await repo.lockTicket(db, auth.orgId, ticketId)
    : await repo.ticketById(db, auth.orgId, ticketId)
  if (!row) throw notFound()
  const sees = auth.customer
    ? row.raisedById === auth.userId
    : permissionsOn(auth, row.projectId).changeStatus
  if (!sees) throw notFound()
  return row
}

type People = Map<string, TTicketPerson>

async function peopleOf(db: Conn, ids: Iterable<string | null>): Promise<People> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))]
  const rows = await repo.peopleByIds(db, wanted)
  return new Map(
    rows.map((r) => [r.id, { _id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }]),
  )
}

const personIn = (people: People, id: string | null): TTicketPerson =>
  (id && people.get(id)) || { _id: id ?? '', name: '' }

function toTicket(row: repo.TTicketRow, people: People, unread: number): TTicket {
  return {
    _id: row.id,
    ticketNumber: ticketNumberOf(row.number),
    projectId: row.projectId,
    projectName: row.projectName,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    assignees: row.assigneeIds.map((id) => personIn(people, id)),
    raisedBy: personIn(people, row.raisedById),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unreadCommentsCount: unread,
  }
}

function toFile(objects: ObjectStore, row: repo.TAttachmentRow, now: Date): TTicketFile {
  return {
    _id: row.id,
    name: row.fileName,
    url: weeklySignedPath(objects, BUCKET, row.fileKey, now),
    size: row.size,
    type: row.mimeType,
  }
}

/** GET tickets: the caller's page, with each ticket's comments unread by them. */
export async function listTickets(
  db: Conn,
  auth: AuthContext,
  query: z.output<typeof ZTicketQuery>,
): Promise<TTicketList> {
  const { page, limit, ...filters } = query
  const { rows, pageInfo } = await repo.ticketPage(db, scopeOf(auth), filters, auth.userId, {
    page,
    limit,
  })
  return {
    items: rows.map((r) => {
      const people: People = new Map(
        Object.entries(r.names ?? {}).map(([id, name]) => [id, { _id: id, name }]),
      )
      return toTicket(r, people, Number(r.unread))
    }),
    pageInfo,
  }
}

function toComment(
  objects: ObjectStore,
  row: {
    id: string
    ticketId: string
    text: string
    authorId: string | null
    byCustomer: boolean
    createdAt: Date
  },
  files: readonly repo.TAttachmentRow[],
  people: People,
  now: Date,
): TTicketComment {
  return {
    _id: row.id,
    ticketId: row.ticketId,
    text: row.text,
    attachments: files.map((f) => toFile(objects, f, now)),
    author: personIn(people, row.authorId),
    byCustomer: row.byCustomer,
    createdAt: row.createdAt.toISOString(),
  }
}

/** GET tickets/{id}: the ticket with its timeline, its comments and their files. */
export async function ticketDetail(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  ticketId: string,
  now: Date,
): Promise<TTicketDetail> {
  const row = await visibleTicket(db, auth, ticketId)
  const [events, comments, files, unread] = await Promise.all([
    repo.eventsOf(db, ticketId),
    repo.commentsOf(db, ticketId),
    repo.sentAttachments(db, ticketId),
    repo.unreadCounts(db, [ticketId], auth.userId),
  ])
  const people = await peopleOf(db, [
    row.raisedById,
    ...row.assigneeIds,
    ...events.flatMap((e) => [e.byId, e.kind === 'assignee' ? e.toValue : null]),
    ...comments.map((c) => c.authorId),
  ])
  const filesOf = new Map<string | null, repo.TAttachmentRow[]>()
  for (const f of files) filesOf.set(f.commentId, [...(filesOf.get(f.commentId) ?? []), f])
  return {
    ...toTicket(row, people, Number(unread[0]?.n ?? 0)),
    timeline: events.map((e) => ({
      _id: e.id,
      kind: e.kind,
      // An assignee event names the person; the others a status or a priority.
      from: e.fromValue,
      to: e.kind === 'assignee' && e.toValue ? personIn(people, e.toValue).name : e.toValue,
      by: e.byId ? personIn(people, e.byId) : null,
      at: e.at.toISOString(),
    })),
    comments: comments.map((c) => toComment(objects, c, filesOf.get(c.id) ?? [], people, now)),
    attachments: files.map((f) => toFile(objects, f, now)).reverse(),
    can: permissionsOn(auth, row.projectId),
  }
}

/** Tells the rooms after commit: the ticket's (its detail) and its project's (the lists). */
function announce(io: Server, ticketId: string, projectId: string, comment?: TTicketComment) {
  return async () => {
    const changed = { ticketId, projectId }
    if (comment) {
      const event: TTicketCommentEvent = { ticketId, projectId, comment }
      io.to(ticketRoom(ticketId)).emit(TICKET_EVENTS.comment, event)
      io.to(ticketProjectRoom(projectId)).emit(TICKET_EVENTS.changed, changed)
    } else {
      io.to([ticketRoom(ticketId), ticketProjectRoom(projectId)]).emit(
        TICKET_EVENTS.changed,
        changed,
      )
    }
  }
}

/** POST tickets: a customer raises a query about a project of the organisation. */
export async function createTicket(
  tx: Conn,
  io: Server,
  objects: ObjectStore,
  auth: AuthContext,
  body: z.output<typeof ZTicketCreate>,
  now: Date,
): Promise<Outcome> {
  if (!auth.customer) throw permissionDenied()
  const id = body._id ?? randomUUID()
  if (body._id) {
    const taken = await repo.anyTicket(tx, id)
    if (taken && (taken.orgId !== auth.orgId || taken.raisedById !== auth.userId)) throw idTaken()
    if (taken) return { status: 200, body: await ticketDetail(tx, objects, auth, id, now) }
  }
  const project = await repo.projectOfOrg(tx, auth.orgId, body.projectId)
  if (!project) throw fieldError('projectId', TICKET_MESSAGES.unknownProject)
  await repo.insertTicket(tx, {
    id,
    orgId: auth.orgId,
    projectId: project.id,
    title: body.title,
    description: body.description,
    raisedById: auth.userId,
    createdAt: now,
    updatedAt: now,
  })
  await repo.insertEvent(tx, {
    id: randomUUID(),
    ticketId: id,
    kind: 'created',
    byId: auth.userId,
    at: now,
  })
  return {
    status: 201,
    body: await ticketDetail(tx, objects, auth, id, now),
    afterCommit: announce(io, id, project.id),
  }
}

/** PATCH tickets/{id}: a status move (by the table) and/or a priority. */
export async function changeTicket(
  tx: Conn,
  io: Server,
  objects: ObjectStore,
  auth: AuthContext,
  ticketId: string,
  body: TTicketUpdate,
  now: Date,
): Promise<Outcome> {
  const row = await visibleTicket(tx, auth, ticketId, true)
  if (!permissionsOn(auth, row.projectId).changeStatus) throw permissionDenied()
  const priority = body.priority ?? row.priority
  if (body.status !== undefined) {
    const problem = statusMoveError(row.status, body.status)
    if (problem) throw conflict(TICKET_ERROR_CODES.transition, problem, { status: row.status })
    if (!priority || row.assigneeIds.length === 0) {
      throw conflict(
        TICKET_ERROR_CODES.needsPriorityAndAssignee,
        TICKET_MESSAGES.needsPriorityAndAssignee,
      )
    }
  }
  if (body.priority !== undefined && body.priority !== row.priority) {
    await repo.insertEvent(tx, {
      id: randomUUID(),
      ticketId,
      kind: 'priority',
      fromValue: row.priority,
      toValue: body.priority,
      byId: auth.userId,
      at: now,
    })
  }
  if (body.status !== undefined) {
    await repo.insertEvent(tx, {
      id: randomUUID(),
      ticketId,
      kind: 'status',
      fromValue: row.status,
      toValue: body.status,
      byId: auth.userId,
      at: now,
    })
  }
  await repo.updateTicket(tx, ticketId, {
    status: body.status ?? row.status,
    priority,
    updatedAt: now,
  })
  return {
    body: await ticketDetail(tx, objects, auth, ticketId, now),
    afterCommit: announce(io, ticketId, row.projectId),
  }
}

/** GET tickets/assignees: the project's Post Sales group, for a caller who handles its queries. */
export async function assigneesOf(
  db: Conn,
  auth: AuthContext,
  projectId: string,
): Promise<TTicketAssignees> {
  if (!permissionsOn(auth, projectId).changeStatus) throw permissionDenied()
  const rows = await repo.groupMembersOnProject(db, auth.orgId, POST_SALES_GROUP, projectId)
  return { items: rows.map((r) => ({ _id: r.id, name: `${r.firstName} ${r.lastName}`.trim() })) }
}

/** PATCH tickets/{id}/assignee: the new assignee goes first (moved there if already listed). */
export async function assignTicket(
  tx: Conn,
  io: Server,
  objects: ObjectStore,
  auth: AuthContext,
  ticketId: string,
  assigneeId: string,
  now: Date,
): Promise<Outcome> {
  const row = await visibleTicket(tx, auth, ticketId, true)
  if (!permissionsOn(auth, row.projectId).assign) throw permissionDenied()
  if (row.assigneeIds[0] === assigneeId) {
    throw fieldError('assigneeId', TICKET_MESSAGES.alreadyFirst, TICKET_ERROR_CODES.notAssignable)
  }
  const members = await repo.groupMembersOnProject(tx, auth.orgId, POST_SALES_GROUP, row.projectId)
  if (!members.some((m) => m.id === assigneeId)) {
    throw fieldError('assigneeId', TICKET_MESSAGES.notAssignable, TICKET_ERROR_CODES.notAssignable)
  }
  await repo.updateTicket(tx, ticketId, {
    assigneeIds: [assigneeId, ...row.assigneeIds.filter((id) => id !== assigneeId)],
    updatedAt: now,
  })
  await repo.insertEvent(tx, {
    id: randomUUID(),
    ticketId,
    kind: 'assignee',
    fromValue: null,
    toValue: assigneeId,
    byId: auth.userId,
    at: now,
  })
  return {
    body: await ticketDetail(tx, objects, auth, ticketId, now),
    afterCommit: announce(io, ticketId, row.projectId),
  }
}

/** Who may write on the ticket: its customer, or staff with the handling scope on its project. */
async function commentableTicket(db: Conn, auth: AuthContext, ticketId: string, lock = false) {
  const row = await visibleTicket(db, auth, ticketId, lock)
  if (!permissionsOn(auth, row.projectId).comment) throw permissionDenied()
  return row
}

/**
 * POST tickets/{id}/attachments: an upload address for one file of a comment to come, named by
 * the client's id. Asked again for the same id (an outbox replay, an address that expired), it
 * answers a fresh address for the same object; `used` once a comment took it.
 */
export async function presignAttachment(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  ticketId: string,
  body: TTicketUploadRequest,
  now: Date,
): Promise<{ status: 200 | 201; body: TTicketUpload }> {
  await commentableTicket(tx, auth, ticketId)
  const existing = await repo.attachmentById(tx, body._id)
  if (existing && (existing.ticketId !== ticketId || existing.uploadedById !== auth.userId)) {
    throw idTaken()
  }
  const key = existing?.fileKey ?? randomUUID()
  if (!existing) {
    await repo.insertAttachment(tx, {
      id: body._id,
      ticketId,
      fileKey: key,
      fileName: body.fileName,
      size: body.fileSize,
      mimeType: body.mimeType,
      uploadedById: auth.userId,
      createdAt: now,
    })
  }
  const expiresAt = new Date(now.getTime() + PRESIGN_TTL_MS)
  const uploadUrl = await objects.presignPut(BUCKET, key, {
    expiresAt,
    contentType: existing?.mimeType ?? body.mimeType,
    size: existing?.size ?? body.fileSize,
  })
  return {
    status: existing ? 200 : 201,
    body: {
      _id: body._id,
      uploadUrl,
      expiresAt: expiresAt.toISOString(),
      used: Boolean(existing?.commentId),
    },
  }
}

/** The first bytes and the size of a stored object, or null when nothing was uploaded. */
async function headOf(objects: ObjectStore, key: string) {
  const found = await objects.readStream(BUCKET, key)
  if (!found) return null
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of found.stream as AsyncIterable<Buffer>) {
    chunks.push(chunk)
    length += chunk.length
    if (length >= SNIFF_BYTES) break
  }
  found.stream.destroy()
  return { bytes: Buffer.concat(chunks).subarray(0, SNIFF_BYTES), size: found.size }
}

/** The comment's files, each judged by its bytes: type, size, and that it is the caller's. */
async function checkedFiles(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  ticketId: string,
  ids: readonly string[],
) {
  const checked: { id: string; size: number; mimeType: string }[] = []
  for (const [i, id] of ids.entries()) {
    const field = `attachments.${i}`
    const file = await repo.attachmentById(tx, id)
    if (!file || file.ticketId !== ticketId || file.uploadedById !== auth.userId) {
      throw fieldError(field, TICKET_MESSAGES.fileUnknown, TICKET_ERROR_CODES.file)
    }
    if (file.commentId || ids.indexOf(id) !== i) {
      throw fieldError(field, TICKET_MESSAGES.fileUsed, TICKET_ERROR_CODES.file)
    }
    const head = await headOf(objects, file.fileKey)
    if (!head || head.size === 0) {
      throw fieldError(field, TICKET_MESSAGES.notUploaded, TICKET_ERROR_CODES.file)
    }
    const check = checkUpload(
      { bytes: head.bytes, size: head.size, declaredName: file.fileName },
      TICKET_FILE_TYPES,
      TICKET_FILE_MAX_BYTES,
    )
    if (!check.ok) {
      const message =
        check.error === 'too-large' ? TICKET_MESSAGES.fileTooLarge : TICKET_MESSAGES.unsupported
      throw fieldError(field, message, TICKET_ERROR_CODES.file)
    }
    checked.push({ id, size: head.size, mimeType: check.mimeType })
  }
  return checked
}

/**
 * POST tickets/{id}/comments: a comment with the files uploaded for it. Its id is the client's,
 * so a replay answers the comment it made (200); the same id elsewhere is refused.
 */
export async function addComment(
  tx: Conn,
  io: Server,
  objects: ObjectStore,
  auth: AuthContext,
  ticketId: string,
  body: z.output<typeof ZTicketCommentCreate>,
  now: Date,
): Promise<Outcome> {
  const row = await commentableTicket(tx, auth, ticketId, true)
  const existing = await repo.commentById(tx, body._id)
  if (existing) {
    if (existing.ticketId !== ticketId || existing.authorId !== auth.userId) throw idTaken()
    const [files, people] = await Promise.all([
      repo.sentAttachments(tx, ticketId, existing.id),
      peopleOf(tx, [existing.authorId]),
    ])
    return { status: 200, body: toComment(objects, existing, files, people, now) }
  }
  if ((await repo.countComments(tx, ticketId)) >= TICKET_COMMENTS_MAX) {
    throw conflict(TICKET_ERROR_CODES.tooManyComments, TICKET_MESSAGES.tooManyComments)
  }
  const files = await checkedFiles(tx, objects, auth, ticketId, body.attachments)
  const comment = {
    id: body._id,
    ticketId,
    text: body.text,
    authorId: auth.userId,
    byCustomer: Boolean(auth.customer),
    createdAt: now,
  }
  await repo.insertComment(tx, comment)
  for (const file of files) {
    await repo.takeAttachment(tx, file.id, {
      commentId: comment.id,
      size: file.size,
      mimeType: file.mimeType,
    })
  }
  await repo.updateTicket(tx, ticketId, { updatedAt: now })
  // Writing is reading: the author's own count stays at what others wrote since.
  await repo.markRead(tx, ticketId, auth.userId, now)
  const [sent, people] = await Promise.all([
    repo.sentAttachments(tx, ticketId, comment.id),
    peopleOf(tx, [auth.userId]),
  ])
  const answer = toComment(objects, comment, sent, people, now)
  return { status: 201, body: answer, afterCommit: announce(io, ticketId, row.projectId, answer) }
}

/** POST tickets/{id}/read: the caller has read every comment so far. */
export async function markTicketRead(db: Conn, auth: AuthContext, ticketId: string, now: Date) {
  await visibleTicket(db, auth, ticketId)
  await repo.markRead(db, ticketId, auth.userId, now)
  return { unreadCommentsCount: 0 as const }
}

/** A file at its signed address, as its bytes show it, or null. */
export async function signedTicketFile(
  objects: ObjectStore,
  key: string,
  query: { expires: number; signature: string },
  now: Date,
) {
  if (!objects.verify(BUCKET, key, 'get', query, now)) return null
  const head = await headOf(objects, key)
  const type = head ? detectFileType(head.bytes) : null
  if (!type || !(TICKET_FILE_TYPES as readonly string[]).includes(type)) return null
  const found = await objects.readStream(BUCKET, key)
  return found && { ...found, mimeType: FILE_TYPE_INFO[type].mimeType }
}
