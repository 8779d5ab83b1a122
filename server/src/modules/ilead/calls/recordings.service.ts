import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  DISPOSITION_ERROR_CODES,
  DISPOSITION_MESSAGES,
  RECORDING_MAX_BYTES,
  RECORDING_TYPES,
  RECORDING_URL_TTL_SECONDS,
  type TRecordingPresigned,
  type TRecordingUploaded,
  type ZRecordingPresign,
} from '../../../../../contract/dispositions.ts'
import { checkUpload, FILE_TYPE_INFO, SNIFF_BYTES } from '../../../../../contract/validators.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import type { RecordingAccess, RecordingStore } from './recordings-store.ts'
import { findRecording, insertRecording, markRecordingUploaded } from './recordings.repository.ts'

/** The declared size is rounded by the client to whole kilobytes; allow that much slack. */
const SIZE_SLACK_BYTES = 1024

export async function presignRecording(
  tx: Tx,
  auth: AuthContext,
  store: RecordingStore,
  body: z.output<typeof ZRecordingPresign>,
  now: Date,
): Promise<TRecordingPresigned> {
  const id = randomUUID()
  const expiresAt = new Date(now.getTime() + RECORDING_URL_TTL_SECONDS * 1000)
  await insertRecording(tx, {
    id,
    orgId: auth.orgId,
    uploadedById: auth.userId,
    fileName: body.fileName,
    declaredBytes: Math.ceil(body.fileSizeInKb * 1024),
    declaredMimeType: body.mimeType,
    createdAt: now,
  })
  return {
    uploadUrl: store.signedUrl(id, 'put', expiresAt),
    recordingId: id,
    expiresAt: expiresAt.toISOString(),
  }
}

const linkInvalid = () =>
  new AppError(
    403,
    DISPOSITION_ERROR_CODES.recordingLinkInvalid,
    DISPOSITION_MESSAGES.recordingLinkExpired,
  )

/** The recording a signed address names, if its signature and expiry hold. */
async function signedRecording(
  db: Conn,
  store: RecordingStore,
  id: string,
  access: RecordingAccess,
  query: { expires: number; signature: string },
  now: Date,
) {
  if (!store.verify(id, access, query, now)) throw linkInvalid()
  const row = await findRecording(db, id)
  if (!row) throw linkInvalid()
  return row
}

/** Takes the bytes of a presigned upload: the content decides the type, not the name. */
export async function uploadRecording(
  db: Conn,
  store: RecordingStore,
  id: string,
  query: { expires: number; signature: string },
  bytes: Buffer,
  now: Date,
): Promise<TRecordingUploaded> {
  const row = await signedRecording(db, store, id, 'put', query, now)
  const check = checkUpload(
    { bytes: bytes.subarray(0, SNIFF_BYTES), size: bytes.length, declaredName: row.fileName },
    RECORDING_TYPES,
    RECORDING_MAX_BYTES,
  )
  if (!check.ok) {
    if (check.error === 'too-large') {
      throw new AppError(
        413,
        DISPOSITION_ERROR_CODES.recordingTooLarge,
        DISPOSITION_MESSAGES.recordingTooLarge,
      )
    }
    if (check.error === 'empty') {
      throw new AppError(
        400,
        DISPOSITION_ERROR_CODES.recordingEmpty,
        DISPOSITION_MESSAGES.recordingEmpty,
      )
    }
    throw new AppError(
      400,
      DISPOSITION_ERROR_CODES.recordingFormat,
      DISPOSITION_MESSAGES.recordingFormat,
    )
  }
  if (bytes.length > row.declaredBytes + SIZE_SLACK_BYTES) {
    throw new AppError(
      400,
      DISPOSITION_ERROR_CODES.recordingTooLarge,
      DISPOSITION_MESSAGES.recordingSizeMismatch,
    )
  }
  await store.write(id, bytes)
  await markRecordingUploaded(db, id, {
    type: check.type,
    sizeBytes: bytes.length,
    uploadedAt: now,
  })
  return {
    recordingId: id,
    type: check.type as TRecordingUploaded['type'],
    sizeBytes: bytes.length,
  }
}

export async function readRecording(
  db: Conn,
  store: RecordingStore,
  id: string,
  query: { expires: number; signature: string },
  now: Date,
): Promise<{ bytes: Buffer; mimeType: string }> {
  const row = await signedRecording(db, store, id, 'get', query, now)
  const bytes = row.uploadedAt ? await store.read(id) : null
  if (!bytes || !row.type) {
    throw new AppError(
      404,
      DISPOSITION_ERROR_CODES.recordingNotFound,
      DISPOSITION_MESSAGES.recordingNotUploaded,
    )
  }
  return { bytes, mimeType: FILE_TYPE_INFO[row.type as (typeof RECORDING_TYPES)[number]].mimeType }
}
