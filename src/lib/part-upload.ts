import { useCallback, useEffect, useRef, useState } from 'react'
import {
  POST_SALES_FILE_PATHS,
  UPLOAD_FORMATS,
  ZUploadSession,
  ZUploadedFile,
  type TUploadPurpose,
  type TUploadSession,
  type TUploadedFile,
} from '../../contract/post-sales-files.ts'
import { SNIFF_BYTES, checkUpload } from '../../contract/validators.ts'
import { HttpError, http } from './http.ts'
import { randomId } from './random-id.ts'
import { putFile } from './upload.ts'

/**
 * A post-sales file sent to the object store in parts (decision 0056): each part PUT to its own
 * pre-signed address with XMLHttpRequest's upload progress; a dropped connection pauses the
 * upload, and resuming asks the server which parts the store lacks and sends only those.
 */
export type PartUploadState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'uploading'; fraction: number }
  /** The connection dropped: what arrived is kept; resumed by hand or when back online. */
  | { status: 'paused'; fraction: number }
  | { status: 'done'; file: TUploadedFile }
  | { status: 'rejected'; message: string }

/** The file's type from its first bytes, and the purpose's limits, before anything is sent. */
export async function checkPartUpload(file: File, purpose: TUploadPurpose) {
  const format = UPLOAD_FORMATS[purpose]
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const check = checkUpload(
    { bytes, size: file.size, declaredName: file.name },
    format.types,
    format.maxBytes,
  )
  if (check.ok) return check
  return {
    ...check,
    message:
      check.error === 'too-large'
        ? format.sizeMessage
        : check.error === 'empty'
          ? check.message
          : format.typeMessage,
  }
}

/** Sends the parts the session lists, in order; `onProgress` gets the whole file's fraction. */
async function sendParts(
  file: Blob,
  session: TUploadSession,
  onProgress: (fraction: number) => void,
): Promise<void> {
  let sent = session.receivedBytes
  for (const part of session.parts) {
    const start = (part.number - 1) * session.partSize
    await putFile(part.url, file.slice(start, start + part.size), 'application/octet-stream', (f) =>
      onProgress((sent + f * part.size) / session.size),
    )
    sent += part.size
    onProgress(sent / session.size)
  }
}

const isRefusal = (error: unknown) =>
  error instanceof HttpError && error.kind === 'server' && (error.status ?? 500) < 500

/**
 * One file's upload at a time: `upload(file)` checks it on the device, starts it, sends its
 * parts and completes it; `resume()` continues a paused one (also done by itself when the
 * browser comes back online).
 */
export function usePartUpload(slug: string, projectId: string, purpose: TUploadPurpose) {
  const [state, setState] = useState<PartUploadState>({ status: 'idle' })
  const current = useRef<{ file: File; uploadId: string | null } | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const set = useCallback((next: PartUploadState) => {
    if (mounted.current) setState(next)
  }, [])

  const run = useCallback(
    async (getSession: () => Promise<TUploadSession>) => {
      const upload = current.current
      if (!upload) return
      let fraction = 0
      const progress = (f: number) => {
        fraction = f
        set({ status: 'uploading', fraction: f })
      }
      try {
        const session = await getSession()
        upload.uploadId = session.uploadId
        progress(session.receivedBytes / session.size)
        await sendParts(upload.file, session, progress)
        const file = await http.post(
          POST_SALES_FILE_PATHS.complete(slug, projectId, session.uploadId),
          undefined,
          { schema: ZUploadedFile, idempotencyKey: randomId(), silent: true },
        )
        if (current.current === upload) set({ status: 'done', file })
      } catch (error) {
        if (current.current !== upload) return
        if (isRefusal(error)) {
          const message =
            (error as HttpError).fields?.[0]?.message ?? (error as HttpError).serverMessage
          set({ status: 'rejected', message: message ?? String(error) })
        } else set({ status: 'paused', fraction })
      }
    },
    [slug, projectId, set],
  )

  const upload = useCallback(
    async (file: File) => {
      current.current = { file, uploadId: null }
      set({ status: 'checking' })
      const check = await checkPartUpload(file, purpose)
      if (!check.ok) {
        set({ status: 'rejected', message: check.message })
        return
      }
      await run(() =>
        http.post(
          POST_SALES_FILE_PATHS.uploads(slug, projectId),
          { purpose, fileName: file.name, fileSize: file.size, mimeType: check.mimeType },
          { schema: ZUploadSession, idempotencyKey: randomId(), silent: true },
        ),
      )
    },
    [slug, projectId, purpose, run, set],
  )

  const resume = useCallback(async () => {
    const uploadId = current.current?.uploadId
    // Paused before the server answered the start: start again.
    if (!uploadId) return current.current ? upload(current.current.file) : undefined
    await run(() =>
      http.get(POST_SALES_FILE_PATHS.upload(slug, projectId, uploadId), {
        schema: ZUploadSession,
        silent: true,
      }),
    )
  }, [slug, projectId, run, upload])

  const reset = useCallback(() => {
    current.current = null
    set({ status: 'idle' })
  }, [set])

  // Back online: a paused upload goes on by itself.
  useEffect(() => {
    if (state.status !== 'paused') return
    const onOnline = () => void resume()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [state.status, resume])

  return { state, upload, resume, reset }
}
