import type { TCostSheetPdfData } from './cost-sheet-pdf.ts'
import type { TPdfReply } from './cost-sheet-pdf.worker.ts'

/**
 * The cost sheet's PDF, built in a worker so the page never waits on pdf-lib (about 200 kB, so
 * never in the first load either: the worker's chunk is fetched, or taken from the service
 * worker's precache offline, only when a PDF is asked for). Where workers cannot run (unit
 * tests), the same code runs here, imported on demand.
 */
export function makeCostSheetPdf(data: TCostSheetPdfData): Promise<Uint8Array> {
  if (typeof Worker !== 'function')
    return import('./cost-sheet-pdf.ts').then(({ buildCostSheetPdf }) => buildCostSheetPdf(data))
  const worker = new Worker(new URL('./cost-sheet-pdf.worker.ts', import.meta.url), {
    type: 'module',
    name: 'cost-sheet-pdf',
  })
  return new Promise<Uint8Array>((resolve, reject) => {
    worker.onmessage = ({ data: reply }: MessageEvent<TPdfReply>) => {
      worker.terminate()
      if (reply.kind === 'done') resolve(reply.bytes)
      else reject(new Error(reply.message))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message))
    }
    worker.postMessage(data)
  }).finally(() => worker.terminate())
}

/** Hands the bytes to the browser as a download named for the flat. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
