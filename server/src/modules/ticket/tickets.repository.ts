import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { TTicketPriority, TTicketStatus } from '../../../../contract/tickets.ts'
import type { Conn } from '../../db/client.ts'
import {
  memberships,
  permissionGroups,
  projects,
  ticketAttachments,
  ticketComments,
  ticketEvents,
  ticketReads,
  tickets,
  userPermissionGroups,
  users,
} from '../../db/schema.ts'
import { paged, type PageRequest } from '../../paging.ts'

export type TTicketRow = typeof tickets.$inferSelect & { projectName: string }
export type TTicketInsert = typeof tickets.$inferInsert
export type TEventInsert = typeof ticketEvents.$inferInsert
export type TCommentInsert = typeof ticketComments.$inferInsert
export type TAttachmentRow = typeof ticketAttachments.$inferSelect
export type TAttachmentInsert = typeof ticketAttachments.$inferInsert

const DAY_MS = 86_400_000
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`)

const ticketColumns = {
  id: tickets.id,
  number: tickets.number,
  orgId: tickets.orgId,
  projectId: tickets.projectId,
  title: tickets.title,
  description: tickets.description,
  status: tickets.status,
  priority: tickets.priority,
  assigneeIds: tickets.assigneeIds,
  raisedById: tickets.raisedById,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  projectName: projects.name,
}

/** Which tickets a caller may see: a customer's own, or those of some (or all) projects. */
export type TTicketScope =
  { orgId: string; raisedBy: string } | { orgId: string; projects: 'all' | readonly string[] }

export interface TTicketFilterValues {
  status?: TTicketStatus | undefined
  priority?: TTicketPriority | undefined
  projectId?: string | undefined
  assigneeId?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  searchBy?: string | undefined
}

function scopeCondition(scope: TTicketScope): SQL | undefined {
  if ('raisedBy' in scope) return eq(tickets.raisedById, scope.raisedBy)
  if (scope.projects === 'all') return undefined
  return scope.projects.length > 0 ? inArray(tickets.projectId, [...scope.projects]) : sql`false`
}

/** "Q-12", "q12" or "12" names the ticket's number; anything else is part of a title. */
function searchCondition(searchBy: string): SQL | undefined {
  const number = /^q?-?\s*(\d{1,9})$/i.exec(searchBy.trim())
  const title = ilike(tickets.title, `%${searchBy.replace(/[\\%_]/g, '\\$&')}%`)
  return number ? or(eq(tickets.number, Number(number[1])), title) : title
}

function listConditions(scope: TTicketScope, f: TTicketFilterValues): SQL {
  return and(
    eq(tickets.orgId, scope.orgId),
    scopeCondition(scope),
    f.status ? eq(tickets.status, f.status) : undefined,
    f.priority ? eq(tickets.priority, f.priority) : undefined,
    f.projectId ? eq(tickets.projectId, f.projectId) : undefined,
    f.assigneeId
      ? sql`${tickets.assigneeIds} @> ${JSON.stringify([f.assigneeId])}::jsonb`
      : undefined,
    f.startDate ? gte(tickets.createdAt, istDayStart(f.startDate)) : undefined,
    f.endDate
      ? lt(tickets.createdAt, new Date(istDayStart(f.endDate).getTime() + DAY_MS))
      : undefined,
    f.searchBy ? searchCondition(f.searchBy) : undefined,
  ) as SQL
}

/**
 * One page of the tickets in scope, latest change first (read down the index, so only the page's
 * rows are joined), each row with the comments unread by `userId` and the names of the people it
 * names (raiser, assignees), read for the page's rows only; and how many tickets there are.
 */
export function ticketPage(
  db: Conn,
  scope: TTicketScope,
  filters: TTicketFilterValues,
  userId: string,
  page: PageRequest,
) {
  const where = listConditions(scope, filters)
  const rows = ({ limit, offset }: { limit: number; offset: number }) => {
    const found = db
      .select(ticketColumns)
      .from(tickets)
      .innerJoin(projects, eq(projects.id, tickets.projectId))
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(limit)
      .offset(offset)
      .as('found')
    // The page's own columns, named by the subquery: a bare column would be the inner table's.
    const [pageId, raiser, assignees] = ['id', 'raised_by_id', 'assignee_ids'].map((c) =>
      sql.raw(`"found"."${c}"`),
    )
    return db
      .select({
        id: found.id,
        number: found.number,
        orgId: found.orgId,
        projectId: found.projectId,
        title: found.title,
        description: found.description,
        status: found.status,
        priority: found.priority,
        assigneeIds: found.assigneeIds,
        raisedById: found.raisedById,
        createdAt: found.createdAt,
        updatedAt: found.updatedAt,
        projectName: found.projectName,
        unread: sql<number>`(select count(*)::int from ${ticketComments} c
          where c.ticket_id = ${pageId} and c.author_id is distinct from ${userId}
          and c.created_at > coalesce((select r.read_at from ${ticketReads} r
            where r.ticket_id = ${pageId} and r.user_id = ${userId}), '-infinity'))`,
        names: sql<Record<string, string> | null>`(select jsonb_object_agg(u.id,
          trim(u.first_name || ' ' || u.last_name)) from ${users} u
          where u.id = ${raiser} or ${assignees} ? u.id)`,
      })
      .from(found)
      .orderBy(desc(found.updatedAt), desc(found.id))
  }
  return paged(page, rows, db.select({ n: count() }).from(tickets).where(where))
}

export async function ticketById(
  db: Conn,
  orgId: string,
  ticketId: string,
): Promise<TTicketRow | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(projects, eq(projects.id, tickets.projectId))
    .where(and(eq(tickets.orgId, orgId), eq(tickets.id, ticketId)))
  return row
}

/** The ticket, its row held until the transaction ends: changes to one ticket go one at a time. */
export async function lockTicket(db: Conn, orgId: string, ticketId: string) {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.orgId, orgId), eq(tickets.id, ticketId)))
    .for('update')
  return row ? ticketById(db, orgId, ticketId) : undefined
}

/** A ticket of any organisation with this id (a client-made id taken elsewhere). */
export async function anyTicket(db: Conn, ticketId: string) {
  const [row] = await db
    .select({ orgId: tickets.orgId, raisedById: tickets.raisedById })
    .from(tickets)
    .where(eq(tickets.id, ticketId))
  return row
}

export async function insertTicket(db: Conn, row: TTicketInsert) {
  await db.insert(tickets).values(row)
}

export async function updateTicket(
  db: Conn,
  ticketId: string,
  set: Partial<Pick<TTicketInsert, 'status' | 'priority' | 'assigneeIds' | 'updatedAt'>>,
) {
  await db.update(tickets).set(set).where(eq(tickets.id, ticketId))
}

export async function projectOfOrg(db: Conn, orgId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), eq(projects.id, projectId)))
  return row
}

/** First and last names of these users. */
export function peopleByIds(db: Conn, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]))
}

/** Per ticket, the comments by others since the user last read it (only tickets with some). */
export function unreadCounts(db: Conn, ticketIds: readonly string[], userId: string) {
  if (ticketIds.length === 0) return Promise.resolve([])
  return db
    .select({ ticketId: ticketComments.ticketId, n: count() })
    .from(ticketComments)
    .leftJoin(
      ticketReads,
      and(eq(ticketReads.ticketId, ticketComments.ticketId), eq(ticketReads.userId, userId)),
    )
    .where(
      and(
        inArray(ticketComments.ticketId, [...ticketIds]),
        or(isNull(ticketComments.authorId), ne(ticketComments.authorId, userId)),
        or(isNull(ticketReads.readAt), sql`${ticketComments.createdAt} > ${ticketReads.readAt}`),
      ),
    )
    .groupBy(ticketComments.ticketId)
}

export async function insertEvent(db: Conn, row: TEventInsert) {
  await db.insert(ticketEvents).values(row)
}

export function eventsOf(db: Conn, ticketId: string) {
  return db
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.id))
}

export function commentsOf(db: Conn, ticketId: string) {
  return db
    .select()
    .from(ticketComments)
    .where(eq(ticketComments.ticketId, ticketId))
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id))
}

export async function commentById(db: Conn, commentId: string) {
  const [row] = await db.select().from(ticketComments).where(eq(ticketComments.id, commentId))
  return row
}

export async function countComments(db: Conn, ticketId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ticketComments)
    .where(eq(ticketComments.ticketId, ticketId))
  return Number(row?.n ?? 0)
}

export async function insertComment(db: Conn, row: TCommentInsert) {
  await db.insert(ticketComments).values(row)
}

/** The files sent with a ticket's comments (or with one comment), oldest first. */
export function sentAttachments(db: Conn, ticketId: string, commentId?: string) {
  return db
    .select()
    .from(ticketAttachments)
    .where(
      and(
        eq(ticketAttachments.ticketId, ticketId),
        commentId
          ? eq(ticketAttachments.commentId, commentId)
          : isNotNull(ticketAttachments.commentId),
      ),
    )
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id))
}

export async function attachmentById(db: Conn, attachmentId: string) {
  const [row] = await db
    .select()
    .from(ticketAttachments)
    .where(eq(ticketAttachments.id, attachmentId))
  return row
}

export async function insertAttachment(db: Conn, row: TAttachmentInsert) {
  await db.insert(ticketAttachments).values(row)
}

/** The file joins its comment, with its real size and the type its bytes showed. */
export async function takeAttachment(
  db: Conn,
  attachmentId: string,
  set: { commentId: string; size: number; mimeType: string },
) {
  await db.update(ticketAttachments).set(set).where(eq(ticketAttachments.id, attachmentId))
}

export async function markRead(db: Conn, ticketId: string, userId: string, at: Date) {
  await db
    .insert(ticketReads)
    .values({ ticketId, userId, readAt: at })
    .onConflictDoUpdate({
      target: [ticketReads.ticketId, ticketReads.userId],
      set: { readAt: sql`greatest(${ticketReads.readAt}, excluded.read_at)` },
    })
}

/**
 * Active staff of the organisation in the permission group of this display name whose grant
 * reaches the project (an empty project list reaches every project), by name.
 */
export function groupMembersOnProject(
  db: Conn,
  orgId: string,
  displayName: string,
  projectId: string,
) {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(userPermissionGroups)
    .innerJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .innerJoin(users, eq(users.id, userPermissionGroups.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.orgId, permissionGroups.orgId)),
    )
    .where(
      and(
        eq(permissionGroups.orgId, orgId),
        sql`lower(${permissionGroups.displayName}) = lower(${displayName})`,
        ne(memberships.profileType, 'customer'),
        eq(users.isActive, true),
        or(
          sql`jsonb_array_length(${userPermissionGroups.projectIds}) = 0`,
          sql`${userPermissionGroups.projectIds} @> ${JSON.stringify([projectId])}::jsonb`,
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
}
