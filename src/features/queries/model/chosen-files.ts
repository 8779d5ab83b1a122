import {
  TICKET_FILE_MAX_BYTES,
  TICKET_FILE_TYPES,
  TICKET_FILES_MAX,
  TICKET_MESSAGES,
} from '../../../../contract/tickets.ts'
import { checkUpload, SNIFF_BYTES } from '../../../../contract/validators.ts'
import type { ChosenFile } from '../offline/queue.ts'

export type FileCheck =
  { ok: true; file: ChosenFile } | { ok: false; name: string; message: string }

/**
 * A picked file judged on the device as the server will judge it (its first bytes decide the
 * type, then the size): what is sent is typed as its bytes say, whatever the browser said.
 */
export async function checkChosenFile(file: File): Promise<FileCheck> {
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const check = checkUpload(
    { bytes, size: file.size, declaredName: file.name },
    TICKET_FILE_TYPES,
    TICKET_FILE_MAX_BYTES,
  )
  if (check.ok) {
    return { ok: true, file: { blob: file, fileName: file.name, mimeType: check.mimeType } }
  }
  const message =
    check.error === 'too-large' ? TICKET_MESSAGES.fileTooLarge : TICKET_MESSAGES.unsupported
  return { ok: false, name: file.name, message }
}

/** Whether more files may join those chosen (at most 5 a comment). */
export const tooManyFiles = (count: number) => count > TICKET_FILES_MAX
