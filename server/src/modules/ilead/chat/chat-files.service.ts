import { randomUUID } from 'node:crypto'
import {
  CHAT_ERROR_CODES,
  CHAT_FILE_MAX_BYTES,
  CHAT_MESSAGES,
  type TChatFile,
  type TChatMessage,
  type TChatPayload,
} from '../../../../../contract/chat.ts'
import { detectFileType } from '../../../../../contract/validators.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { weeklySignedPath, type ObjectStore } from '../../../object-store.ts'
import { contentFileKeysOf, contentFileOf, leadHasChatFile } from './chat.repository.ts'

/** Files stored with messages: PDFs made on a device (a cost sheet), decision 0054. */
export const CHAT_FILES_BUCKET = 'chat-files' as const
const CONTENT_BUCKET = 'project-content' as const

const fileError = (field: string, message: string) =>
  new AppError(400, CHAT_ERROR_CODES.file, message, { fields: [{ field, message }] })

export interface ChatFileLead {
  id: string
  orgId: string
  projectId: string
}

/**
 * The files of a message we send, each resolved to the stored object it names (decision 0054):
 * a file of the lead's own project content, a file stored with an earlier message to this lead,
 * or the bytes of a PDF, stored now under a key the server makes. Whatever address the client
 * gave is replaced by the object's signed one, so a message never points where the server
 * cannot vouch for. `stored` lists the keys written, for the caller to remove if the message is
 * not kept after all.
 */
type FilePlan =
  { kind: 'upload'; file: TChatFile; bytes: Buffer } | { kind: 'ready'; file: TChatFile }

export async function resolveChatFiles(
  db: Conn,
  objects: ObjectStore,
  lead: ChatFileLead,
  payload: TChatPayload,
  now: Date,
): Promise<{ payload: TChatPayload; stored: string[] }> {
  if (payload.type !== 'files') return { payload, stored: [] }
  // Checked in full before anything is written: a refused message stores nothing.
  const plans = await Promise.all(
    payload.files.map((file, index) =>
      planFile(db, objects, lead, file, `payload.files.${index}`, now),
    ),
  )
  const stored: string[] = []
  const files: TChatFile[] = []
  for (const plan of plans) {
    if (plan.kind === 'ready') {
      files.push(plan.file)
      continue
    }
    const key = randomUUID()
    await objects.write(CHAT_FILES_BUCKET, key, plan.bytes)
    stored.push(key)
    files.push(storedPdf(objects, plan.file, key, now))
  }
  return { payload: { ...payload, files }, stored }
}

/** A PDF stored with a message: named by its key, never carrying its bytes again. */
function storedPdf(objects: ObjectStore, file: TChatFile, key: string, now: Date): TChatFile {
  return {
    fileName: file.fileName,
    fileExtension: 'pdf',
    ...(file.labelName ? { labelName: file.labelName } : {}),
    chatFileId: key,
    fileUrl: weeklySignedPath(objects, CHAT_FILES_BUCKET, key, now),
  }
}

async function planFile(
  db: Conn,
  objects: ObjectStore,
  lead: ChatFileLead,
  file: TChatFile,
  field: string,
  now: Date,
): Promise<FilePlan> {
  if (file.content !== undefined) {
    const bytes = Buffer.from(file.content, 'base64')
    if (
      bytes.length === 0 ||
      bytes.length > CHAT_FILE_MAX_BYTES ||
      detectFileType(bytes.subarray(0, 16)) !== 'pdf'
    )
      throw fileError(`${field}.content`, CHAT_MESSAGES.fileNotPdf)
    return { kind: 'upload', file, bytes }
  }
  if (file.contentId !== undefined) {
    const row = await contentFileOf(db, lead.orgId, lead.projectId, file.contentId)
    if (!row) throw fileError(`${field}.contentId`, CHAT_MESSAGES.fileNotFound)
    const fileUrl = weeklySignedPath(objects, CONTENT_BUCKET, row.fileKey, now)
    return {
      kind: 'ready',
      file: {
        fileName: file.fileName,
        fileExtension: row.fileExtension,
        labelName: file.labelName ?? row.labelName,
        contentId: file.contentId,
        fileUrl,
        thumbnail: row.fileExtension === 'pdf' ? null : fileUrl,
      },
    }
  }
  if (file.chatFileId !== undefined) {
    if (!(await leadHasChatFile(db, lead.id, file.chatFileId)))
      throw fileError(`${field}.chatFileId`, CHAT_MESSAGES.fileNotFound)
    return { kind: 'ready', file: storedPdf(objects, file, file.chatFileId, now) }
  }
  throw fileError(field, CHAT_MESSAGES.fileUnnamed)
}

/**
 * Messages with their files' addresses signed again as they are read: an address signed when the
 * message was sent lasts one to two weeks, and a conversation is read for months. Files we sent
 * name their object (a chat file, or a file of the project's content: one query for the page);
 * a content file removed since keeps the address it had. The lead's own files (the provider's
 * addresses) are left as they came.
 */
type FileMessage = TChatMessage & { payload: Extract<TChatPayload, { type: 'files' }> }

// Only what we sent names our objects: a lead's message never gets an address signed for it.
const ours = (m: TChatMessage): m is FileMessage =>
  m.direction === 'out' && m.payload.type === 'files'

export async function withFreshFileUrls(
  db: Conn,
  objects: ObjectStore,
  lead: ChatFileLead,
  messages: TChatMessage[],
  now: Date,
): Promise<TChatMessage[]> {
  const contentIds = new Set(
    messages.filter(ours).flatMap((m) => m.payload.files.flatMap((f) => f.contentId ?? [])),
  )
  const contentKeys = await contentFileKeysOf(db, lead.orgId, lead.projectId, [...contentIds])
  const fresh = (file: TChatFile): TChatFile => {
    if (file.chatFileId) return storedPdf(objects, file, file.chatFileId, now)
    const key = file.contentId ? contentKeys.get(file.contentId) : undefined
    if (!key) return file
    const fileUrl = weeklySignedPath(objects, CONTENT_BUCKET, key, now)
    return { ...file, fileUrl, ...(file.thumbnail ? { thumbnail: fileUrl } : {}) }
  }
  return messages.map((m) =>
    ours(m) ? { ...m, payload: { ...m.payload, files: m.payload.files.map(fresh) } } : m,
  )
}

const MIME_PDF = 'application/pdf'

/** A chat file behind its signed address; null when the signature or the bytes do not hold. */
export async function signedChatFile(
  objects: ObjectStore,
  key: string,
  query: { expires: number; signature: string },
  now: Date,
) {
  if (!objects.verify(CHAT_FILES_BUCKET, key, 'get', query, now)) return null
  const bytes = await objects.read(CHAT_FILES_BUCKET, key)
  if (!bytes || detectFileType(bytes.subarray(0, 16)) !== 'pdf') return null
  return { bytes, mimeType: MIME_PDF }
}
