import {
  POST_SALES_FILE_PATHS,
  type TUploadPurpose,
  type TUploadSession,
  type TUploadedFile,
} from '../../contract/post-sales-files.ts'
import type { TSession } from '../../contract/auth.ts'
import type { TApiError } from '../../contract/common.ts'
import type { LeadSuite } from './lead-fixtures.ts'

/**
 * Test support for post-sales uploads in parts (decision 0056): start, PUT parts as a browser
 * does (no session, the address is the permission), complete.
 */
export type Res<T> = T & TApiError

export function uploads(suite: LeadSuite) {
  const slug = () => suite.world.slug
  const start = (
    session: TSession,
    projectId: string,
    purpose: TUploadPurpose,
    bytes: Buffer,
    mimeType: string,
    fileName = 'file',
  ) =>
    suite.call<Res<TUploadSession>>(
      session,
      'POST',
      POST_SALES_FILE_PATHS.uploads(slug(), projectId),
      { purpose, fileName, fileSize: bytes.length, mimeType },
    )
  /** PUTs one part of the file to its address. */
  const putPart = (part: TUploadSession['parts'][number], bytes: Buffer, partSize: number) =>
    fetch(`${suite.server.url}${part.url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(
        bytes.subarray((part.number - 1) * partSize, (part.number - 1) * partSize + part.size),
      ),
    })
  const resume = (session: TSession, projectId: string, uploadId: string) =>
    suite.call<Res<TUploadSession>>(
      session,
      'GET',
      POST_SALES_FILE_PATHS.upload(slug(), projectId, uploadId),
    )
  const complete = (session: TSession, projectId: string, uploadId: string) =>
    suite.call<Res<TUploadedFile>>(
      session,
      'POST',
      POST_SALES_FILE_PATHS.complete(slug(), projectId, uploadId),
    )
  /** The whole round: started, every part sent, completed; answers the completion. */
  async function upload(
    session: TSession,
    projectId: string,
    purpose: TUploadPurpose,
    bytes: Buffer,
    mimeType: string,
  ) {
    const started = await start(session, projectId, purpose, bytes, mimeType)
    if (started.status !== 201) throw new Error(`start: ${started.status} ${started.body.message}`)
    const partSize = started.body.parts[0]!.size
    for (const part of started.body.parts) {
      const put = await putPart(part, bytes, partSize)
      if (!put.ok) throw new Error(`part ${part.number}: ${put.status}`)
    }
    return complete(session, projectId, started.body.uploadId)
  }
  return { start, putPart, resume, complete, upload }
}

export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
