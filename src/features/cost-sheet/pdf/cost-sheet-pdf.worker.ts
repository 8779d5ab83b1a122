/// <reference lib="webworker" />
import { buildCostSheetPdf, type TCostSheetPdfData } from './cost-sheet-pdf.ts'

export type TPdfReply = { kind: 'done'; bytes: Uint8Array } | { kind: 'failed'; message: string }

/** Builds the cost sheet's PDF off the page's thread; pdf-lib is loaded only here. */
self.onmessage = ({ data }: MessageEvent<TCostSheetPdfData>) => {
  buildCostSheetPdf(data)
    .then((bytes) => self.postMessage({ kind: 'done', bytes } satisfies TPdfReply, [bytes.buffer]))
    .catch((error: unknown) =>
      self.postMessage({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies TPdfReply),
    )
}
