import { useMutation } from '@tanstack/react-query'
import {
  DISPOSITION_PATHS,
  ZRecordingPresign,
  ZRecordingPresigned,
  ZRecordingUploaded,
} from '../../../../contract/dispositions.ts'
import { http } from '../../../lib/http.ts'

/**
 * A call recording: a signed address from the server, then the bytes to it. Online only: a file
 * is not a change the outbox can hold; the disposition that names it is.
 */
export async function uploadRecording(slug: string, file: File) {
  const descriptor = ZRecordingPresign.parse({
    fileName: file.name,
    fileSizeInKb: Math.ceil(file.size / 1024),
    mimeType: file.type,
  })
  const presigned = await http.post(DISPOSITION_PATHS.recordingPresign(slug), descriptor, {
    schema: ZRecordingPresigned,
    silent: true,
  })
  // The address carries its own expiry and signature; http.ts resolves it against the API host.
  const target = new URL(presigned.uploadUrl, window.location.origin)
  return http.put(`${target.pathname}${target.search}`, file, {
    schema: ZRecordingUploaded,
    silent: true,
    timeoutMs: 120_000,
  })
}

export function useUploadRecording(slug: string) {
  return useMutation({ mutationFn: (file: File) => uploadRecording(slug, file) })
}
