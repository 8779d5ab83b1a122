import { and, asc, countDistinct, eq, ne, sql } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import {
  bookings,
  commonDocumentShares,
  commonDocuments,
  postSalesFiles,
} from '../../../db/schema.ts'

export type TCommonDocumentRow = typeof commonDocuments.$inferSelect
type TShareRow = typeof commonDocumentShares.$inferInsert

const withFile = {
  document: commonDocuments,
  size: postSalesFiles.size,
  fileName: postSalesFiles.fileName,
}

/** The project's documents with their file's size, by name. */
export function documentsOf(db: Conn, projectId: string) {
  return db
    .select(withFile)
    .from(commonDocuments)
    .innerJoin(postSalesFiles, eq(postSalesFiles.id, commonDocuments.fileId))
    .where(eq(commonDocuments.projectId, projectId))
    .orderBy(asc(sql`lower(${commonDocuments.documentName})`))
}

export async function documentOf(
  db: Conn,
  o: { orgId: string; projectId: string; documentId: string },
  lock = false,
) {
  const query = db
    .select(withFile)
    .from(commonDocuments)
    .innerJoin(postSalesFiles, eq(postSalesFiles.id, commonDocuments.fileId))
    .where(
      and(
        eq(commonDocuments.id, o.documentId),
        eq(commonDocuments.orgId, o.orgId),
        eq(commonDocuments.projectId, o.projectId),
      ),
    )
  const [row] = lock ? await query.for('update', { of: commonDocuments }) : await query
  return row
}

/** Inserts the document; undefined when the project has one of that name already. */
export async function insertDocument(db: Conn, row: typeof commonDocuments.$inferInsert) {
  const [saved] = await db.insert(commonDocuments).values(row).onConflictDoNothing().returning()
  return saved
}

export async function nameTaken(db: Conn, projectId: string, name: string, exceptId: string) {
  const [row] = await db
    .select({ id: commonDocuments.id })
    .from(commonDocuments)
    .where(
      and(
        eq(commonDocuments.projectId, projectId),
        eq(sql`lower(${commonDocuments.documentName})`, name.toLowerCase()),
        ne(commonDocuments.id, exceptId),
      ),
    )
  return row !== undefined
}

export async function updateDocument(
  db: Conn,
  documentId: string,
  change: Partial<
    Pick<
      TCommonDocumentRow,
      'documentName' | 'isActive' | 'updatedAt' | 'lastSharedAt' | 'lastSharedWith'
    >
  >,
) {
  await db.update(commonDocuments).set(change).where(eq(commonDocuments.id, documentId))
}

/** The project's customers: its confirmed bookings, one a mobile number. */
export async function customerNumbers(db: Conn, projectId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ phone: bookings.whatsappNumber })
    .from(bookings)
    .where(confirmedBookingsOf(projectId))
  return rows.map((r) => r.phone)
}

export async function customerCount(db: Conn, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(bookings.whatsappNumber) })
    .from(bookings)
    .where(confirmedBookingsOf(projectId))
  return Number(row?.n ?? 0)
}

const confirmedBookingsOf = (projectId: string) =>
  and(
    eq(bookings.projectId, projectId),
    eq(bookings.status, 'BOOKED'),
    eq(bookings.isDraft, false),
    ne(bookings.whatsappNumber, ''),
  )

export async function insertShare(db: Conn, row: TShareRow) {
  await db.insert(commonDocumentShares).values(row)
}

export async function finishShare(
  db: Conn,
  shareId: string,
  o: { status: 'sent' | 'failed'; sent: number },
) {
  await db.update(commonDocumentShares).set(o).where(eq(commonDocumentShares.id, shareId))
}
