import { randomUUID } from 'node:crypto'
import {
  POST_SALES_FILE_MESSAGES,
  UPLOAD_FORMATS,
  UPLOAD_SCOPES,
  mediaKindOf,
  type TUploadPurpose,
  type TUploadSession,
  type TUploadStart,
  type TUploadedFile,
} from '../../../../../contract/post-sales-files.ts'
import { hasScope } from '../../../../../contract/scopes.ts'
import { FILE_TYPE_INFO, SNIFF_BYTES, checkUpload } from '../../../../../contract/validators.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import {
  UPLOAD_PART_BYTES,
  readHead,
  weeklySignedPath,
  type ByteRange,
  type ObjectStore,
  type StoredPart,
} from '../../../object-store.ts'
import type { SignedQuery } from '../../../object-store.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { projectOfOrg } from '../../admin-setup/projects/projects.repository.ts'
import * as repo from './post-sales-files.repository.ts'

export const POST_SALES_BUCKET = 'post-sales'
/** Long enough for 100 MB on a slow site connection; a resume signs the rest again. */
const ADDRESS_TTL_MS = 60 * 60_000
/** An upload not kept by a document or an entry within a day is dropped (decision 0056). */
const ABANDONED_AFTER_MS = 86_400_000
const PURGE_BATCH = 20

const notFound = () =>
  new AppError(404, 'UPLOAD_NOT_FOUND', POST_SALES_FILE_MESSAGES.notFound, {
    fields: [{ field: 'uploadId', message: POST_SALES_FILE_MESSAGES.notFound }],
  })

/** The project, when it is the caller's organisation's; the route checked the scope on it. */
export async function projectOf(db: Conn, auth: AuthContext, projectId: string) {
  const project = await projectOfOrg(db, auth.orgId, projectId)
  if (!project) throw new AppError(404, 'PROJECT_NOT_FOUND', 'Project not found')
  return project
}

function requirePurposeScope(auth: AuthContext, projectId: string, purpose: TUploadPurpose) {
  if (!UPLOAD_SCOPES[purpose].some((scope) => hasScope(auth.grants, scope, projectId)))
    throw permissionDenied()
}

/** Parts 1..n of `partSize` bytes, the last one what is left. */
function expectedParts(size: number, partSize: number): StoredPart[] {
  const count = Math.ceil(size / partSize)
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    size: Math.min(partSize, size - i * partSize),
  }))
}

/** Which parts the store holds whole, and signed addresses for the others. */
async function sessionOf(
  objects: ObjectStore,
  row: repo.TPostSalesFile,
  received: readonly StoredPart[],
  now: Date,
): Promise<TUploadSession> {
  const expiresAt = new Date(now.getTime() + ADDRESS_TTL_MS)
  const expected = expectedParts(row.size, row.partSize)
  const whole = (part: StoredPart) =>
    received.some((r) => r.number === part.number && r.size === part.size)
  const missing = row.status === 'ready' ? [] : expected.filter((part) => !whole(part))
  return {
    uploadId: row.id,
    size: row.size,
    partSize: row.partSize,
    receivedBytes: row.size - missing.reduce((sum, part) => sum + part.size, 0),
    parts: await Promise.all(
      missing.map(async (part) => ({
        ...part,
        url: await objects.presignPart(
          POST_SALES_BUCKET,
          row.id,
          row.storeUploadId!,
          part,
          expiresAt,
        ),
      })),
    ),
    expiresAt: expiresAt.toISOString(),
  }
}

/** A kept file as the screens show it, at its address signed for the week. */
export function uploadedFile(
  objects: ObjectStore,
  row: Pick<repo.TPostSalesFile, 'id' | 'fileName' | 'fileType' | 'size'>,
  now: Date,
): TUploadedFile {
  const fileType = row.fileType!
  return {
    uploadId: row.id,
    fileName: row.fileName,
    fileType,
    kind: mediaKindOf(fileType),
    mimeType: FILE_TYPE_INFO[fileType].mimeType,
    size: row.size,
    url: weeklySignedPath(objects, POST_SALES_BUCKET, row.id, now),
  }
}

/**
 * Drops a few uploads of the organisation left behind over a day ago, after the transaction
 * commits (their parts or objects are in the store). Run as uploads start: whoever uploads
 * tidies after the ones before, so no worker is needed.
 */
async function dropAbandoned(tx: Conn, objects: ObjectStore, orgId: string, now: Date) {
  const old = await repo.abandoned(
    tx,
    orgId,
    new Date(now.getTime() - ABANDONED_AFTER_MS),
    PURGE_BATCH,
  )
  await repo.deleteFiles(
    tx,
    old.map((f) => f.id),
  )
  return async () => {
    for (const file of old) await discardObject(objects, file)
  }
}

/** The object of an upload, or its parts while it was never joined. */
export async function discardObject(
  objects: ObjectStore,
  file: Pick<repo.TPostSalesFile, 'id' | 'storeUploadId'>,
) {
  if (file.storeUploadId) await objects.abortParts(POST_SALES_BUCKET, file.id, file.storeUploadId)
  await objects.delete(POST_SALES_BUCKET, file.id)
}

/** POST uploads: the contract checked the declared type and size; the store opens the upload. */
export async function startUpload(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  body: TUploadStart,
  now: Date,
): Promise<{ session: TUploadSession; afterCommit: () => Promise<void> }> {
  const project = await projectOf(tx, auth, projectId)
  requirePurposeScope(auth, projectId, body.purpose)
  const id = randomUUID()
  const storeUploadId = await objects.startParts(POST_SALES_BUCKET, id, body.mimeType)
  const row: repo.TPostSalesFile = {
    id,
    orgId: project.orgId,
    projectId,
    purpose: body.purpose,
    status: 'uploading',
    storeUploadId,
    fileName: body.fileName,
    size: body.fileSize,
    partSize: UPLOAD_PART_BYTES,
    declaredType: body.mimeType,
    fileType: null,
    progressId: null,
    createdById: auth.userId,
    createdAt: now,
  }
  await repo.insertFile(tx, row)
  const afterCommit = await dropAbandoned(tx, objects, project.orgId, now)
  return { session: await sessionOf(objects, row, [], now), afterCommit }
}

const ownUpload = (auth: AuthContext, projectId: string, uploadId: string) => ({
  orgId: auth.orgId,
  projectId,
  userId: auth.userId,
  uploadId,
})

/** GET an upload: what the store has; a resumed upload sends only the parts it lacks. */
export async function resumeUpload(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  uploadId: string,
  now: Date,
): Promise<TUploadSession> {
  const row = await repo.uploadOf(db, ownUpload(auth, projectId, uploadId))
  if (!row) throw notFound()
  const received =
    row.status === 'ready'
      ? []
      : await objects.listParts(POST_SALES_BUCKET, row.id, row.storeUploadId!)
  return sessionOf(objects, row, received, now)
}

/**
 * POST complete: every part whole, joined into the object, then judged by its bytes for its
 * purpose (a file that is not what it claims is deleted). Completing a finished upload answers
 * it again.
 */
export async function completeUpload(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  uploadId: string,
  now: Date,
): Promise<TUploadedFile> {
  const row = await repo.uploadOf(tx, ownUpload(auth, projectId, uploadId), true)
  if (!row) throw notFound()
  if (row.status === 'ready') return uploadedFile(objects, row, now)
  const received = await objects.listParts(POST_SALES_BUCKET, row.id, row.storeUploadId!)
  const session = await sessionOf(objects, row, received, now)
  if (session.parts.length > 0)
    throw new AppError(409, 'UPLOAD_INCOMPLETE', POST_SALES_FILE_MESSAGES.incomplete)
  const expected = expectedParts(row.size, row.partSize)
  await objects.completeParts(POST_SALES_BUCKET, row.id, row.storeUploadId!, expected.length)
  const head = await readHead(objects, POST_SALES_BUCKET, row.id, SNIFF_BYTES)
  const format = UPLOAD_FORMATS[row.purpose]
  const check = head
    ? checkUpload(
        { bytes: head.bytes, size: head.size, declaredName: row.fileName },
        format.types,
        format.maxBytes,
      )
    : null
  if (!check?.ok) {
    await objects.delete(POST_SALES_BUCKET, row.id)
    const message =
      check?.error === 'too-large'
        ? format.sizeMessage
        : check?.error === 'empty'
          ? check.message
          : format.typeMessage
    throw new AppError(400, 'UPLOAD_REJECTED', message, { fields: [{ field: 'file', message }] })
  }
  await repo.markReady(tx, row.id, check.type)
  return uploadedFile(objects, { ...row, fileType: check.type }, now)
}

/**
 * Finished uploads of the caller for this purpose and project, none kept yet, locked for the
 * transaction that keeps them; any other id is a 400 naming `field`.
 */
export async function takeUploads(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  purpose: TUploadPurpose,
  ids: readonly string[],
  field: (index: number) => string,
) {
  const rows = await repo.unattachedReady(
    tx,
    { orgId: auth.orgId, projectId, userId: auth.userId, purpose },
    ids,
  )
  const index = ids.findIndex((id) => !rows.some((r) => r.id === id))
  if (index >= 0) {
    throw new AppError(400, 'UPLOAD_NOT_READY', POST_SALES_FILE_MESSAGES.notReady, {
      fields: [{ field: field(index), message: POST_SALES_FILE_MESSAGES.notReady }],
    })
  }
  return ids.map((id) => rows.find((r) => r.id === id)!)
}

/**
 * The bytes an HTTP Range header asks of an object of `size` bytes: one `start-end`, `start-` or
 * `-suffix` range; null for the whole object (no header, or several ranges), 'unsatisfiable'
 * when it lies past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [from, to] = [match[1]!, match[2]!]
  const range =
    from === ''
      ? { start: Math.max(0, size - Number(to)), end: size - 1 }
      : { start: Number(from), end: Math.min(to === '' ? size - 1 : Number(to), size - 1) }
  return range.start > range.end || range.start >= size ? 'unsatisfiable' : range
}

/**
 * A kept file at its signed address, with the type its bytes showed: whole, or the range a
 * video player asks for as it seeks.
 */
export async function signedFile(
  db: Conn,
  objects: ObjectStore,
  key: string,
  query: SignedQuery,
  rangeHeader: string | undefined,
  now: Date,
) {
  if (!objects.verify(POST_SALES_BUCKET, key, 'get', query, now)) return null
  const row = await repo.readyFile(db, key)
  if (!row?.fileType) return null
  const mimeType = FILE_TYPE_INFO[row.fileType].mimeType
  const range = byteRange(rangeHeader, row.size)
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable' as const, size: row.size }
  const found = await objects.readStream(POST_SALES_BUCKET, key, range ?? undefined)
  if (!found) return null
  return { kind: 'bytes' as const, stream: found.stream, size: found.size, range, mimeType }
}
