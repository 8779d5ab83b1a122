/// <reference lib="webworker" />
import { failureBuffers } from './failure-list.ts'
import { previewFile, type TPreview, type TPreviewRules } from './preview.ts'

export type TPreviewRequest = { file: Blob; rules: TPreviewRules }
export type TPreviewReply =
  | { kind: 'progress'; read: number; total: number }
  | { kind: 'done'; preview: TPreview }
  | { kind: 'failed'; message: string }

/** Parses and checks a picked file off the page's thread (the bulk upload screen's preview). */
self.onmessage = ({ data }: MessageEvent<TPreviewRequest>) => {
  const post = (reply: TPreviewReply, transfer: Transferable[] = []) =>
    self.postMessage(reply, transfer)
  previewFile(data.file, data.rules, (read, total) => post({ kind: 'progress', read, total }))
    // The failing rows' numbers are handed over, not copied (see TFailureList).
    .then((preview) => post({ kind: 'done', preview }, failureBuffers(preview.failures)))
    .catch((error: unknown) =>
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
}
