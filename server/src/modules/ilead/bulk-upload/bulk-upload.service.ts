import { randomUUID } from 'node:crypto'
import {
  BULK_OUTCOME_COLUMNS,
  BULK_UPLOAD_ERROR_CODES,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MESSAGES,
  BULK_UPLOAD_PATHS,
  csvLine,
  type TBulkFileInfo,
  type TBulkPresigned,
  type TBulkSubmit,
  type TBulkUpload,
  type TBulkUploadList,
} from '../../../../../contract/bulk-upload.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { SAFE_KEY, type ObjectStore } from '../../../object-store.ts'
import { pageInfo, type PageRequest } from '../../../paging.ts'
import type { AuthContext } from '../../../security/access.ts'
import { formulaSafe } from '../reports/xlsx.ts'
import { unknownProject } from '../leads/lead-writes.service.ts'
import { findProjectOfOrg } from '../leads/leads.repository.ts'
import {
  insertUpload,
  outcomeRows,
  submitUpload,
  uploadOf,
  uploadsPage,
  type UploadRow,
} from './bulk-upload.repository.ts'

/** How long the pre-signed address takes a PUT. */
const PRESIGN_TTL_MS = 15 * 60_000

const invalidFile = (message: string) =>
  new AppError(422, BULK_UPLOAD_ERROR_CODES.invalidFile, message)
const uploadNotFound = () =>
  new AppError(404, BULK_UPLOAD_ERROR_CODES.notFound, BULK_UPLOAD_MESSAGES.notFound)

/**
 * The file's text, if it is CSV text: at most 5 MB, not empty, UTF-8 without NUL bytes (a
 * spreadsheet saved as .xlsx, an image or any binary fails here, whatever its name said).
 */
export function csvText(bytes: Buffer): string {
  if (bytes.length > BULK_UPLOAD_MAX_BYTES) throw invalidFile(BULK_UPLOAD_MESSAGES.tooLarge)
  if (bytes.length === 0) throw invalidFile(BULK_UPLOAD_MESSAGES.empty)
  if (bytes.includes(0)) throw invalidFile(BULK_UPLOAD_MESSAGES.notText)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw invalidFile(BULK_UPLOAD_MESSAGES.notText)
  }
  text = text.replace(/^\uFEFF/, '')
  if (!text.trim()) throw invalidFile(BULK_UPLOAD_MESSAGES.empty)
  return text
}

export function toUpload(row: UploadRow, slug: string): TBulkUpload {
  return {
    _id: row.id,
    projectId: row.projectId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: row.status === 'awaiting' ? 'processing' : row.status,
    progress: row.progress,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    created: row.created,
    duplicates: row.duplicates,
    invalid: row.invalid,
    message: row.message,
    outcomeUrl:
      row.status === 'completed' ? BULK_UPLOAD_PATHS.outcome(slug, row.projectId, row.id) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }
}

/** Step 1: an upload waiting for its file, and the address the browser PUTs the file to. */
export async function presign(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  file: TBulkFileInfo,
  now: Date,
): Promise<TBulkPresigned> {
  if (!(await findProjectOfOrg(tx, auth.orgId, projectId))) throw unknownProject()
  const id = randomUUID()
  await insertUpload(tx, {
    id,
    orgId: auth.orgId,
    projectId,
    uploadedBy: auth.userId,
    ...file,
    createdAt: now,
  })
  const expiresAt = new Date(now.getTime() + PRESIGN_TTL_MS)
  const uploadUrl = await objects.presignPut('bulk-uploads', id, {
    expiresAt,
    contentType: file.fileType || 'text/csv',
    size: file.fileSize,
  })
  return {
    uploadId: id,
    uploadUrl,
    fileUrl: uploadUrl.split('?')[0]!,
    expiresAt: expiresAt.toISOString(),
  }
}

/** The upload a file address names: its last path segment is the upload's id. */
function uploadIdOf(fileUrl: string): string {
  let path: string
  try {
    path = new URL(fileUrl, 'http://file.invalid').pathname
  } catch {
    throw invalidFile(BULK_UPLOAD_MESSAGES.unknownFile)
  }
  const id = path.split('/').at(-1) ?? ''
  if (!SAFE_KEY.test(id)) throw invalidFile(BULK_UPLOAD_MESSAGES.unknownFile)
  return id
}

/**
 * Step 3: the uploaded file's address starts its job, once its content passes. Submitting it
 * again answers the same job: nothing is made twice.
 */
export async function submit(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  projectId: string,
  body: TBulkSubmit,
  slug: string,
  now: Date,
): Promise<{ upload: TBulkUpload; started: boolean }> {
  const where = { orgId: auth.orgId, userId: auth.userId, projectId }
  const id = uploadIdOf(body.fileUrl)
  const upload = await uploadOf(tx, { ...where, id })
  if (!upload) throw invalidFile(BULK_UPLOAD_MESSAGES.unknownFile)
  if (upload.status !== 'awaiting') return { upload: toUpload(upload, slug), started: false }
  const bytes = await objects.read('bulk-uploads', id)
  if (!bytes) throw invalidFile(BULK_UPLOAD_MESSAGES.notUploaded)
  csvText(bytes)
  if (bytes.length !== body.fileSize) throw invalidFile(BULK_UPLOAD_MESSAGES.sizeMismatch)
  const { fileName, fileSize, fileType } = body
  const started = await submitUpload(tx, id, { fileName, fileSize, fileType }, now)
  const current = await uploadOf(tx, { ...where, id })
  return { upload: toUpload(current!, slug), started }
}

export async function uploadHistory(
  db: Conn,
  auth: AuthContext,
  projectId: string,
  page: PageRequest,
  slug: string,
): Promise<TBulkUploadList> {
  const window = { limit: page.limit, offset: (page.page - 1) * page.limit }
  const where = { orgId: auth.orgId, userId: auth.userId, projectId }
  const { rows, total } = await uploadsPage(db, where, window)
  return {
    items: rows.map((r) => toUpload(r, slug)),
    pageInfo: pageInfo(page.page, page.limit, total),
  }
}

export async function oneUpload(
  db: Conn,
  auth: AuthContext,
  projectId: string,
  id: string,
): Promise<UploadRow> {
  const upload = await uploadOf(db, { orgId: auth.orgId, userId: auth.userId, projectId, id })
  if (!upload || upload.status === 'awaiting') throw uploadNotFound()
  return upload
}

/** The outcome file: one line per row, every cell safe from spreadsheet formulas. */
export async function outcomeCsv(db: Conn, auth: AuthContext, projectId: string, id: string) {
  const upload = await oneUpload(db, auth, projectId, id)
  if (upload.status !== 'completed')
    throw new AppError(409, BULK_UPLOAD_ERROR_CODES.notReady, BULK_UPLOAD_MESSAGES.notReady)
  const rows = await outcomeRows(db, id)
  const lines = [csvLine(BULK_OUTCOME_COLUMNS)]
  for (const r of rows) {
    lines.push(
      csvLine(
        [String(r.rowNumber), r.fullName, r.whatsAppNumber, r.outcome, r.reason ?? ''].map(
          formulaSafe,
        ),
      ),
    )
  }
  const name = upload.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_')
  return { fileName: `${name}_outcome.csv`, body: lines.join('') }
}
