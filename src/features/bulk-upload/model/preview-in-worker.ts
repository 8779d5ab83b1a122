import type { TPreviewReply, TPreviewRequest } from './bulk-preview.worker.ts'
import { previewFile, type TPreview, type TPreviewRules } from './preview.ts'

/**
 * The preview of a picked file, made in a worker so a 5 MB file never holds the page's thread;
 * on this thread only where workers cannot run (tests).
 */
export async function previewInWorker(
  file: Blob,
  rules: TPreviewRules,
  onProgress: (fraction: number) => void,
): Promise<TPreview> {
  const progress = (read: number, total: number) =>
    onProgress(total ? Math.min(1, read / total) : 1)
  if (typeof Worker !== 'function') return previewFile(file, rules, progress)
  // Starting a worker takes the page's thread a while: not in the same task as the pick's
  // render (its progress bar), so neither makes a long task of the other.
  await new Promise((resolve) => setTimeout(resolve, 0))
  const worker = new Worker(new URL('./bulk-preview.worker.ts', import.meta.url), {
    type: 'module',
    name: 'bulk-preview',
  })
  return new Promise<TPreview>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<TPreviewReply>) => {
      if (data.kind === 'progress') return progress(data.read, data.total)
      worker.terminate()
      if (data.kind === 'done') resolve(data.preview)
      else reject(new Error(data.message))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message))
    }
    worker.postMessage({ file, rules } satisfies TPreviewRequest)
  })
}
