import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { TUploadPurpose } from '../../../../../contract/post-sales-files.ts'
import type { Conn } from '../../../db/client.ts'
import { commonDocuments, postSalesFiles } from '../../../db/schema.ts'

export type TPostSalesFile = typeof postSalesFiles.$inferSelect
export type TPostSalesFileInsert = typeof postSalesFiles.$inferInsert

export async function insertFile(db: Conn, row: TPostSalesFileInsert) {
  await db.insert(postSalesFiles).values(row)
}

/** The caller's own upload of the project; `lock` holds it for the transaction. */
export async function uploadOf(
  db: Conn,
  o: { orgId: string; projectId: string; userId: string; uploadId: string },
  lock = false,
) {
  const query = db
    .select()
    .from(postSalesFiles)
    .where(
      and(
        eq(postSalesFiles.id, o.uploadId),
        eq(postSalesFiles.orgId, o.orgId),
        eq(postSalesFiles.projectId, o.projectId),
        eq(postSalesFiles.createdById, o.userId),
      ),
    )
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function markReady(db: Conn, id: string, fileType: TPostSalesFile['fileType']) {
  await db
    .update(postSalesFiles)
    .set({ status: 'ready', fileType, storeUploadId: null })
    .where(eq(postSalesFiles.id, id))
}

/** The ready files of the caller's uploads for this purpose, not yet kept by anything. */
export function unattachedReady(
  db: Conn,
  o: { orgId: string; projectId: string; userId: string; purpose: TUploadPurpose },
  ids: readonly string[],
) {
  return db
    .select()
    .from(postSalesFiles)
    .leftJoin(commonDocuments, eq(commonDocuments.fileId, postSalesFiles.id))
    .where(
      and(
        inArray(postSalesFiles.id, [...ids]),
        eq(postSalesFiles.orgId, o.orgId),
        eq(postSalesFiles.projectId, o.projectId),
        eq(postSalesFiles.createdById, o.userId),
        eq(postSalesFiles.purpose, o.purpose),
        eq(postSalesFiles.status, 'ready'),
        isNull(postSalesFiles.progressId),
        isNull(commonDocuments.id),
      ),
    )
    .for('update', { of: postSalesFiles })
    .then((rows) => rows.map((r) => r.post_sales_files))
}

/** A ready file by its object key, for serving it at its signed address. */
export async function readyFile(db: Conn, id: string) {
  const [row] = await db
    .select({ fileType: postSalesFiles.fileType, size: postSalesFiles.size })
    .from(postSalesFiles)
    .where(and(eq(postSalesFiles.id, id), eq(postSalesFiles.status, 'ready')))
  return row
}

/**
 * Uploads left behind before `before`: never finished, or finished and never kept by a document
 * or a progress entry (the form was closed). A few at a time, each locked and skipped by others.
 */
export function abandoned(db: Conn, orgId: string, before: Date, limit: number) {
  return db
    .select()
    .from(postSalesFiles)
    .leftJoin(commonDocuments, eq(commonDocuments.fileId, postSalesFiles.id))
    .where(
      and(
        eq(postSalesFiles.orgId, orgId),
        lt(postSalesFiles.createdAt, before),
        or(
          eq(postSalesFiles.status, 'uploading'),
          and(isNull(postSalesFiles.progressId), isNull(commonDocuments.id)),
        ),
      ),
    )
    .limit(limit)
    .for('update', { of: postSalesFiles, skipLocked: true })
    .then((rows) => rows.map((r) => r.post_sales_files))
}

export async function deleteFiles(db: Conn, ids: readonly string[]) {
  if (ids.length === 0) return
  await db.delete(postSalesFiles).where(inArray(postSalesFiles.id, [...ids]))
}
