import { randomUUID } from 'node:crypto'
import {
  COMMON_DOCUMENT_ERROR_CODES as CODES,
  COMMON_DOCUMENT_MESSAGES as MESSAGES,
  documentSharedText,
  type TCommonDocument,
  type TCommonDocumentCreate,
  type TCommonDocumentUpdate,
  type TCommonDocuments,
} from '../../../../../contract/common-documents.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { weeklySignedPath, type ObjectStore } from '../../../object-store.ts'
import type { Outcome } from '../../../plugins/idempotency.ts'
import type { AuthContext } from '../../../security/access.ts'
import type { SmsSender } from '../../auth/sms.ts'
import {
  POST_SALES_BUCKET,
  projectOf,
  takeUploads,
} from '../post-sales-files/post-sales-files.service.ts'
import * as repo from './common-documents.repository.ts'

/** SMS sent at once: a project's customers are tens to hundreds. */
const SEND_AT_ONCE = 8

const notFound = () => new AppError(404, CODES.notFound, MESSAGES.notFound)
const nameTaken = () =>
  new AppError(409, CODES.nameTaken, MESSAGES.nameTaken, {
    fields: [{ field: 'documentName', message: MESSAGES.nameTaken }],
  })

type TDocumentWithFile = { document: repo.TCommonDocumentRow; size: number }

function toDocument(objects: ObjectStore, row: TDocumentWithFile, now: Date): TCommonDocument {
  const d = row.document
  return {
    documentId: d.id,
    documentName: d.documentName,
    documentLink: weeklySignedPath(objects, POST_SALES_BUCKET, d.fileId, now),
    isActive: d.isActive,
    size: row.size,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    lastSharedAt: d.lastSharedAt?.toISOString() ?? null,
    lastSharedWith: d.lastSharedWith,
  }
}

/** GET: the project's documents, and how many customers a share would reach. */
export async function listDocuments(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  now: Date,
): Promise<TCommonDocuments> {
  await projectOf(db, auth, projectId)
  const [rows, customers] = await Promise.all([
    repo.documentsOf(db, projectId),
    repo.customerCount(db, projectId),
  ])
  return { items: rows.map((r) => toDocument(objects, r, now)), customers }
}

/** POST: a finished upload (a PDF, judged by its bytes) kept as a document, active. */
export async function createDocument(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  body: TCommonDocumentCreate,
  now: Date,
): Promise<TCommonDocument> {
  const project = await projectOf(tx, auth, projectId)
  const [file] = await takeUploads(
    tx,
    auth,
    projectId,
    'commonDocument',
    [body.uploadId],
    () => 'uploadId',
  )
  const saved = await repo.insertDocument(tx, {
    id: randomUUID(),
    orgId: project.orgId,
    projectId,
    fileId: file!.id,
    documentName: body.documentName,
    createdById: auth.userId,
    createdAt: now,
    updatedAt: now,
  })
  if (!saved) throw nameTaken()
  return toDocument(objects, { document: saved, size: file!.size }, now)
}

async function requireDocument(
  db: Conn,
  auth: AuthContext,
  projectId: string,
  documentId: string,
  lock = false,
) {
  const row = await repo.documentOf(db, { orgId: auth.orgId, projectId, documentId }, lock)
  if (!row) throw notFound()
  return row
}

/** PUT: a new name, active or not (an inactive document is hidden from customers). */
export async function updateDocument(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  documentId: string,
  body: TCommonDocumentUpdate,
  now: Date,
): Promise<TCommonDocument> {
  const row = await requireDocument(tx, auth, projectId, documentId, true)
  if (
    body.documentName !== undefined &&
    (await repo.nameTaken(tx, projectId, body.documentName, documentId))
  )
    throw nameTaken()
  const change = {
    documentName: body.documentName ?? row.document.documentName,
    isActive: body.isActive ?? row.document.isActive,
    updatedAt: now,
  }
  await repo.updateDocument(tx, documentId, change)
  return toDocument(objects, { ...row, document: { ...row.document, ...change } }, now)
}

export interface PendingShare {
  shareId: string
  documentId: string
  phones: string[]
  text: string
}

/**
 * notify-common-doc, first step: an active document and a project with customers; the share is
 * recorded as sending before any SMS leaves.
 */
export async function startShare(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  documentId: string,
  now: Date,
): Promise<{ pending: PendingShare } | { done: Outcome }> {
  const project = await projectOf(tx, auth, projectId)
  const row = await requireDocument(tx, auth, projectId, documentId, true)
  if (!row.document.isActive) throw new AppError(409, CODES.inactive, MESSAGES.inactive)
  const phones = await repo.customerNumbers(tx, projectId)
  if (phones.length === 0) throw new AppError(409, CODES.noCustomers, MESSAGES.noCustomers)
  const shareId = randomUUID()
  await repo.insertShare(tx, {
    id: shareId,
    orgId: project.orgId,
    documentId,
    status: 'sending',
    recipients: phones.length,
    sharedById: auth.userId,
    createdAt: now,
  })
  return {
    pending: {
      shareId,
      documentId,
      phones,
      text: documentSharedText(project.name, row.document.documentName),
    },
  }
}

/** With no transaction open: one SMS a customer, a few at a time; how many went. */
export async function sendShare(sms: SmsSender, pending: PendingShare): Promise<{ sent: number }> {
  let sent = 0
  for (let i = 0; i < pending.phones.length; i += SEND_AT_ONCE) {
    const batch = pending.phones.slice(i, i + SEND_AT_ONCE)
    const results = await Promise.allSettled(batch.map((phone) => sms.send(phone, pending.text)))
    sent += results.filter((r) => r.status === 'fulfilled').length
  }
  return { sent }
}

/** Records how the share went; any customer not reached is "Document sharing error" (502). */
export async function finishShare(
  tx: Conn,
  pending: PendingShare,
  { sent }: { sent: number },
  now: Date,
): Promise<Outcome> {
  const complete = sent === pending.phones.length
  await repo.finishShare(tx, pending.shareId, { status: complete ? 'sent' : 'failed', sent })
  if (sent > 0)
    await repo.updateDocument(tx, pending.documentId, { lastSharedAt: now, lastSharedWith: sent })
  if (complete) return { body: { sent } }
  return {
    status: 502,
    body: {
      code: CODES.sharingError,
      message: `${MESSAGES.sharingError}: sent to ${sent} of ${pending.phones.length} customers`,
    },
  }
}
