import { and, asc, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { Conn, Db } from '../../../db/client.ts'
import {
  bulkUploadRows,
  bulkUploads,
  entityLabels,
  leadEvents,
  leads,
  notifications,
} from '../../../db/schema.ts'

export type UploadRow = typeof bulkUploads.$inferSelect
export type UploadInsert = typeof bulkUploads.$inferInsert
export type OutcomeInsert = typeof bulkUploadRows.$inferInsert

export async function insertUpload(db: Conn, row: UploadInsert) {
  await db.insert(bulkUploads).values(row)
}

/** An upload of the caller's, on this project of their organisation. */
export async function uploadOf(
  db: Conn,
  o: { orgId: string; userId: string; projectId: string; id: string },
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(bulkUploads)
    .where(
      and(
        eq(bulkUploads.id, o.id),
        eq(bulkUploads.orgId, o.orgId),
        eq(bulkUploads.uploadedBy, o.userId),
        eq(bulkUploads.projectId, o.projectId),
      ),
    )
  return row ?? null
}

/** Starts the job of an awaiting upload; false when it was submitted already. */
export async function submitUpload(
  db: Conn,
  id: string,
  file: { fileName: string; fileSize: number; fileType: string },
  now: Date,
) {
  const done = await db
    .update(bulkUploads)
    .set({ ...file, status: 'processing', submittedAt: now })
    .where(and(eq(bulkUploads.id, id), eq(bulkUploads.status, 'awaiting')))
    .returning({ id: bulkUploads.id })
  return done.length > 0
}

/** The caller's submitted uploads on the project, newest first. */
export async function uploadsPage(
  db: Conn,
  o: { orgId: string; userId: string; projectId: string },
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(bulkUploads.orgId, o.orgId),
    eq(bulkUploads.uploadedBy, o.userId),
    eq(bulkUploads.projectId, o.projectId),
    inArray(bulkUploads.status, ['processing', 'completed', 'failed']),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bulkUploads)
      .where(where)
      .orderBy(desc(bulkUploads.createdAt), desc(bulkUploads.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(bulkUploads).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** The outcome of every row, in file order. */
export function outcomeRows(db: Conn, uploadId: string) {
  return db
    .select()
    .from(bulkUploadRows)
    .where(eq(bulkUploadRows.uploadId, uploadId))
    .orderBy(asc(bulkUploadRows.rowNumber))
}

/** The organisation's active lead sources. */
export async function leadSources(db: Conn, orgId: string) {
  const rows = await db
    .select({ label: entityLabels.labelName })
    .from(entityLabels)
    .where(
      and(
        eq(entityLabels.orgId, orgId),
        eq(entityLabels.entityName, 'leadsource'),
        eq(entityLabels.isActive, true),
      ),
    )
  return rows.map((r) => r.label)
}

/** Which of these mobiles an existing lead of the organisation has, as either number. */
export async function existingMobiles(db: Conn, orgId: string, mobiles: string[]) {
  if (!mobiles.length) return new Set<string>()
  const rows = await db
    .select({ w: leads.whatsAppNumber, a: leads.alternateNumber })
    .from(leads)
    .where(
      and(
        eq(leads.orgId, orgId),
        or(inArray(leads.whatsAppNumber, mobiles), inArray(leads.alternateNumber, mobiles)),
      ),
    )
  const found = new Set<string>()
  for (const r of rows) {
    found.add(r.w)
    if (r.a) found.add(r.a)
  }
  return found
}

/** A batch of rows made: its leads, their journey, the assignees' notifications, the outcomes. */
export async function insertBatch(
  db: Conn,
  b: {
    leads: (typeof leads.$inferInsert)[]
    events: (typeof leadEvents.$inferInsert)[]
    notifications: (typeof notifications.$inferInsert)[]
    outcomes: OutcomeInsert[]
  },
) {
  if (b.leads.length) await db.insert(leads).values(b.leads)
  if (b.events.length) await db.insert(leadEvents).values(b.events)
  if (b.notifications.length) await db.insert(notifications).values(b.notifications)
  if (b.outcomes.length) await db.insert(bulkUploadRows).values(b.outcomes)
}

/**
 * Takes the oldest submitted upload nobody works on (or whose worker stopped beating before
 * `staleBefore`) for `worker`, as report jobs are taken: FOR UPDATE SKIP LOCKED.
 */
export async function claimNextUpload(
  db: Db,
  worker: string,
  now: Date,
  staleBefore: Date,
): Promise<UploadRow | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: bulkUploads.id })
      .from(bulkUploads)
      .where(
        and(
          eq(bulkUploads.status, 'processing'),
          or(isNull(bulkUploads.heartbeatAt), lt(bulkUploads.heartbeatAt, staleBefore)),
        ),
      )
      .orderBy(asc(bulkUploads.submittedAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!next) return null
    const [claimed] = await tx
      .update(bulkUploads)
      .set({ claimedBy: worker, heartbeatAt: now })
      .where(eq(bulkUploads.id, next.id))
      .returning()
    return claimed ?? null
  })
}

/** Records the job's progress if `worker` still holds it; false when another took it over. */
export async function recordUploadProgress(
  db: Conn,
  id: string,
  worker: string,
  p: Partial<
    Pick<
      UploadRow,
      'progress' | 'totalRows' | 'processedRows' | 'created' | 'duplicates' | 'invalid'
    >
  >,
  now: Date,
) {
  const done = await db
    .update(bulkUploads)
    .set({ ...p, heartbeatAt: now })
    .where(and(eq(bulkUploads.id, id), eq(bulkUploads.claimedBy, worker)))
    .returning({ id: bulkUploads.id })
  return done.length > 0
}

export async function finishUpload(
  db: Conn,
  id: string,
  worker: string,
  end: { status: 'completed' } | { status: 'failed'; message: string },
  now: Date,
) {
  await db
    .update(bulkUploads)
    .set({
      ...end,
      ...(end.status === 'completed' ? { progress: 100 } : {}),
      completedAt: now,
      heartbeatAt: now,
    })
    .where(and(eq(bulkUploads.id, id), eq(bulkUploads.claimedBy, worker)))
}

/**
 * Uploads still awaiting their file since before `before`, a batch at a time, each taken by one
 * worker (SKIP LOCKED): `drop` removes a file, then the rows go; how many.
 */
export async function dropAbandonedUploads(
  db: Db,
  before: Date,
  limit: number,
  drop: (id: string) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ id: bulkUploads.id })
      .from(bulkUploads)
      .where(and(eq(bulkUploads.status, 'awaiting'), lt(bulkUploads.createdAt, before)))
      .orderBy(asc(bulkUploads.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    const ids = old.map((u) => u.id)
    if (!ids.length) return 0
    for (const id of ids) await drop(id)
    await tx.delete(bulkUploads).where(inArray(bulkUploads.id, ids))
    return ids.length
  })
}
