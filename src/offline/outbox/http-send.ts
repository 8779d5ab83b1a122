import { getDb, type OutboxRow } from '../../lib/db.ts'
import { request } from '../../lib/http.ts'
import { putFile } from '../../lib/upload.ts'
import type { SendRow } from './replayer-core.ts'

/** What a file row's POST answers: where to PUT the file, unless the server already took it. */
interface UploadAddress {
  uploadUrl: string
  used?: boolean
}

/** Why a file row could not be sent; the sync center words the codes (failure-reason.ts). */
export const FILE_FAILURE_CODES = {
  missing: 'OUTBOX_FILE_MISSING',
  refused: 'OUTBOX_FILE_REFUSED',
} as const

/** Kept with the row for any reader without the catalogue. */
const FILE_FAILURES = {
  OUTBOX_FILE_MISSING: 'The file is no longer on this device',
  OUTBOX_FILE_REFUSED: 'The file was refused by the store',
  UPLOAD_FAILED: 'The file could not be uploaded',
}

/** A failure as the outbox classifies it (classify.ts reads `kind` and `status`). */
const failure = (message: string, fields: { kind?: string; status?: number; code?: string }) =>
  Object.assign(new Error(message), fields)

/**
 * A file row (decision 0057): the POST asks for a pre-signed address, then the file kept with
 * the row is PUT there. An address refused (expired while it waited) or a failed link is tried
 * again with a fresh address; any other refusal of the bytes needs a person.
 */
async function sendFile(row: Readonly<OutboxRow>, address: UploadAddress): Promise<void> {
  if (address.used) return
  const file = await getDb().outboxFiles.get(row.id)
  if (!file) {
    throw failure(FILE_FAILURES.OUTBOX_FILE_MISSING, { kind: 'server', code: FILE_FAILURE_CODES.missing })
  }
  try {
    await putFile(address.uploadUrl, file.blob, file.mimeType, () => undefined)
  } catch (error) {
    const status = Number((error as Error).message)
    throw Number.isInteger(status) && status >= 400 && status < 500 && status !== 403
      ? failure(FILE_FAILURES.OUTBOX_FILE_REFUSED, { status, code: FILE_FAILURE_CODES.refused })
      : failure(FILE_FAILURES.UPLOAD_FAILED, { kind: 'network' })
  }
}

/**
 * The page's sender: http.ts attaches the current access token at send time (rows never hold
 * one), refreshes it on a 401 and retries once with the same Idempotency-Key. Silent: the sync
 * center and the offline banner report failures, not a toast per row.
 */
export const sendWithHttp: SendRow = async (row) => {
  const answer = await request(row.path, {
    method: row.method,
    body: row.body,
    idempotencyKey: row.id,
    silent: true,
  })
  if (row.file) await sendFile(row, answer as UploadAddress)
  return answer
}
