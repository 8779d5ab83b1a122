import { queryOptions } from '@tanstack/react-query'
import {
  BULK_UPLOAD_PATHS,
  ZBulkPresigned,
  ZBulkUpload,
  ZBulkUploadList,
  type TBulkFileInfo,
} from '../../../../contract/bulk-upload.ts'
import { http, request, type DownloadedFile } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'
import { putFile } from '../../../lib/upload.ts'

export const bulkUploadKeys = {
  history: (slug: string, projectId: string) => ['bulk-uploads', slug, projectId] as const,
}

/** While an upload is processing, the history is asked again this often. */
const POLL_MS = 1500

export const bulkUploadQueries = {
  history: (slug: string, projectId: string, pageIndex = 0) =>
    queryOptions({
      queryKey: [...bulkUploadKeys.history(slug, projectId), pageIndex],
      queryFn: ({ signal }) =>
        http.get(BULK_UPLOAD_PATHS.uploads(slug, projectId), {
          pageIndex,
          schema: ZBulkUploadList,
          signal,
          silent: true,
        }),
      refetchInterval: (query) =>
        query.state.data?.items.some((u) => u.status === 'processing') ? POLL_MS : false,
    }),
}

/**
 * The spec's three steps: a pre-signed address (201), the file PUT to it with progress, then
 * the file's address submitted with its name, size and type. Errors carry the server's message.
 */
export async function uploadLeadsFile(
  slug: string,
  projectId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  const info: TBulkFileInfo = {
    fileName: file.name,
    fileSize: file.size,
    fileType: (file.type || '') as TBulkFileInfo['fileType'],
  }
  const signed = await http.post(BULK_UPLOAD_PATHS.presigned(slug, projectId), info, {
    schema: ZBulkPresigned,
    idempotencyKey: randomId(),
    silent: true,
  })
  await putFile(signed.uploadUrl, file, info.fileType || 'text/csv', onProgress)
  return http.post(
    BULK_UPLOAD_PATHS.submit(slug, projectId),
    { ...info, fileUrl: signed.fileUrl },
    { schema: ZBulkUpload, idempotencyKey: randomId(), silent: true },
  )
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- media types, not text
const CSV_ACCEPT = { Accept: 'text/csv, application/json' }

export function downloadTemplate(slug: string): Promise<DownloadedFile> {
  return request<DownloadedFile>(
    BULK_UPLOAD_PATHS.template(slug),
    { method: 'GET', silent: true, headers: CSV_ACCEPT },
    true,
  )
}

/** A completed upload's outcome file, fetched with the session's token. */
export function downloadOutcome(path: string): Promise<DownloadedFile> {
  return request<DownloadedFile>(
    path,
    { method: 'GET', silent: true, headers: CSV_ACCEPT, timeoutMs: 60_000 },
    true,
  )
}
