import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { TChatPayload, TChatReceipt, TChatStatus } from '../../../../../contract/chat.ts'
import type { Conn } from '../../../db/client.ts'
import {
  chatEarlyReceipts,
  chatMessages,
  chatTemplates,
  chatUnread,
  leads,
  organisations,
  projectContentFiles,
  users,
} from '../../../db/schema.ts'
import type { AuthContext } from '../../../security/access.ts'
import { leadVisibility } from '../leads/lead-visibility.ts'

export type ChatRow = typeof chatMessages.$inferSelect

export interface NewChatRow {
  id: string
  orgId: string
  leadId: string
  direction: 'in' | 'out'
  payload: TChatPayload
  status: TChatStatus
  providerMessageId?: string | null
  createdBy?: string | null
  clientMessageId?: string | null
  at: Date
}

/** Inserts the message; null when the sender's id is already used for this lead (a replay). */
export async function insertChatMessage(db: Conn, row: NewChatRow): Promise<ChatRow | null> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({
      id: row.id,
      orgId: row.orgId,
      leadId: row.leadId,
      direction: row.direction,
      type: row.payload.type,
      payload: row.payload,
      status: row.status,
      providerMessageId: row.providerMessageId ?? null,
      createdBy: row.createdBy ?? null,
      clientMessageId: row.clientMessageId ?? null,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflictDoNothing()
    .returning()
  return inserted ?? null
}

export async function chatMessageByClientId(
  db: Conn,
  leadId: string,
  clientMessageId: string,
): Promise<ChatRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.leadId, leadId), eq(chatMessages.clientMessageId, clientMessageId)))
  return row ?? null
}

export async function chatMessageByProviderId(
  db: Conn,
  providerMessageId: string,
): Promise<ChatRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.providerMessageId, providerMessageId))
  return row ?? null
}

/** A page of the lead's conversation, newest first, only messages older than `before` if given. */
export async function chatPage(
  db: Conn,
  leadId: string,
  before: Date | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ChatRow[]; total: number }> {
  const where = and(
    eq(chatMessages.leadId, leadId),
    before ? lt(chatMessages.createdAt, before) : undefined,
  ) as SQL
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(chatMessages).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

/** After the provider's answer: its id and the state it put the message in. */
export async function settleChatMessage(
  db: Conn,
  id: string,
  status: TChatStatus,
  providerMessageId: string | null,
  at: Date,
): Promise<ChatRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ status, providerMessageId, updatedAt: at })
    .where(eq(chatMessages.id, id))
    .returning()
  return row ?? null
}

/** Sets the status only if it is still `from`, so two receipts at once cannot undo each other. */
export async function moveChatStatus(
  db: Conn,
  id: string,
  from: TChatStatus,
  to: TChatStatus,
  at: Date,
): Promise<ChatRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ status: to, updatedAt: at })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.status, from)))
    .returning()
  return row ?? null
}

export async function bumpUnread(db: Conn, leadId: string): Promise<void> {
  await db
    .insert(chatUnread)
    .values({ leadId, count: 1 })
    .onConflictDoUpdate({ target: chatUnread.leadId, set: { count: sql`${chatUnread.count} + 1` } })
}

export async function resetUnread(db: Conn, leadId: string): Promise<void> {
  await db.update(chatUnread).set({ count: 0 }).where(eq(chatUnread.leadId, leadId))
}

export async function unreadOf(db: Conn, leadId: string): Promise<number> {
  const [row] = await db
    .select({ count: chatUnread.count })
    .from(chatUnread)
    .where(eq(chatUnread.leadId, leadId))
  return row?.count ?? 0
}

/** The non-zero unread counts of these leads, only of those the caller sees. */
export async function unreadOfLeads(
  db: Conn,
  auth: AuthContext,
  leadIds: string[],
): Promise<{ leadId: string; count: number }[]> {
  return db
    .select({ leadId: chatUnread.leadId, count: chatUnread.count })
    .from(chatUnread)
    .innerJoin(leads, eq(leads.id, chatUnread.leadId))
    .where(and(inArray(chatUnread.leadId, leadIds), gt(chatUnread.count, 0), leadVisibility(auth)))
}

const EARLY_RECEIPT_DAYS = 1

/** A receipt for a provider id not stored yet: kept (once per state), old ones purged. */
export async function keepEarlyReceipt(
  db: Conn,
  providerMessageId: string,
  status: TChatReceipt,
): Promise<void> {
  await db.insert(chatEarlyReceipts).values({ providerMessageId, status }).onConflictDoNothing()
  await db
    .delete(chatEarlyReceipts)
    .where(
      lt(chatEarlyReceipts.receivedAt, sql`now() - make_interval(days => ${EARLY_RECEIPT_DAYS})`),
    )
}

/** Takes the kept receipts of this provider id: each is handed to exactly one caller. */
export async function takeEarlyReceipts(
  db: Conn,
  providerMessageId: string,
): Promise<TChatReceipt[]> {
  const rows = await db
    .delete(chatEarlyReceipts)
    .where(eq(chatEarlyReceipts.providerMessageId, providerMessageId))
    .returning({ status: chatEarlyReceipts.status })
  return rows.map((r) => r.status)
}

/**
 * The lead a message from this number belongs to: the one whose conversation is the most recent
 * (a number can be on several leads), else the most recently updated lead with the number.
 */
export async function leadOfNumber(db: Conn, whatsAppNumber: string): Promise<string | null> {
  const lastChat = sql`(select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.leadId} = ${leads.id})`
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.whatsAppNumber, whatsAppNumber))
    .orderBy(sql`${lastChat} desc nulls last`, desc(leads.updatedAt), desc(leads.id))
    .limit(1)
  return row?.id ?? null
}

export type ChatTemplateRow = typeof chatTemplates.$inferSelect

/** The active templates of the organisation for every project or for this one. */
const templatesFor = (orgId: string, projectId: string) =>
  and(
    eq(chatTemplates.orgId, orgId),
    eq(chatTemplates.isActive, true),
    or(isNull(chatTemplates.projectId), eq(chatTemplates.projectId, projectId)),
  )

/** A page of the templates a lead of this project may be sent, by name. */
export async function chatTemplatePage(
  db: Conn,
  orgId: string,
  projectId: string,
  page: number,
  limit: number,
): Promise<{ rows: ChatTemplateRow[]; total: number }> {
  const where = templatesFor(orgId, projectId)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(chatTemplates)
      .where(where)
      .orderBy(chatTemplates.name, chatTemplates.id)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(chatTemplates).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** One template a lead of this project may be sent, or undefined. */
export async function chatTemplateFor(
  db: Conn,
  orgId: string,
  projectId: string,
  id: string,
): Promise<ChatTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(chatTemplates)
    .where(and(eq(chatTemplates.id, id), templatesFor(orgId, projectId)))
  return row
}

/** The sender's name and number and the organisation's name: what templates are filled with. */
export async function senderOf(db: Conn, userId: string, orgId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      organisation: organisations.name,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, orgId))
    .where(eq(users.id, userId))
  return row
}

/** A file of the project's content, when it belongs to this organisation and project. */
export async function contentFileOf(db: Conn, orgId: string, projectId: string, fileId: string) {
  const [row] = await db
    .select({
      fileKey: projectContentFiles.fileKey,
      fileExtension: projectContentFiles.fileExtension,
      labelName: projectContentFiles.labelName,
    })
    .from(projectContentFiles)
    .where(
      and(
        eq(projectContentFiles.id, fileId),
        eq(projectContentFiles.orgId, orgId),
        eq(projectContentFiles.projectId, projectId),
      ),
    )
  return row ?? null
}

/** The stored objects of several content files of one project, by id (a conversation's page). */
export async function contentFileKeysOf(
  db: Conn,
  orgId: string,
  projectId: string,
  fileIds: readonly string[],
): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map()
  const rows = await db
    .select({ id: projectContentFiles.id, fileKey: projectContentFiles.fileKey })
    .from(projectContentFiles)
    .where(
      and(
        inArray(projectContentFiles.id, [...fileIds]),
        eq(projectContentFiles.orgId, orgId),
        eq(projectContentFiles.projectId, projectId),
      ),
    )
  return new Map(rows.map((r) => [r.id, r.fileKey]))
}

/**
 * Whether a message we sent this lead carries the stored chat file (decision 0054): a file
 * stored with a message may be sent again to the same lead only.
 */
export async function leadHasChatFile(db: Conn, leadId: string, chatFileId: string) {
  const carrying = JSON.stringify({ files: [{ chatFileId }] })
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.leadId, leadId),
        eq(chatMessages.direction, 'out'),
        sql`${chatMessages.payload} @> ${carrying}::jsonb`,
      ),
    )
    .limit(1)
  return row !== undefined
}
