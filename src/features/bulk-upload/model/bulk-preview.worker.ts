/// <reference lib="webworker" />
import { previewFile, type TPreview, type TPreviewRules } from './preview.ts'

export type TPreviewRequest = { file: Blob; rules: TPreviewRules }
export type TPreviewReply =
  | { kind: 'progress'; read: number; total: number }
  | { kind: 'done'; preview: TPreview }
  | { kind: 'failed'; message: string }

/** Parses and checks a picked file off the page's thread (the bulk upload screen's preview). */
self.onmessage = ({ data }: MessageEvent<TPreviewRequest>) => {
  const post = (reply: TPreviewReply) => self.postMessage(reply)
  previewFile(data.file, data.rules, (read, total) => post({ kind: 'progress', read, total }))
    .then((preview) => post({ kind: 'done', preview }))
    .catch((error: unknown) =>
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
}
