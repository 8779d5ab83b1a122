import type { TPreviewReply, TPreviewRequest } from './bulk-preview.worker.ts'
import { previewFile, type TPreview, type TPreviewRules } from './preview.ts'

export interface FilePreviewer {
  /** Parses and checks a picked file; `onProgress` hears the fraction read (0 to 1). */
  preview(
    file: Blob,
    rules: TPreviewRules,
    onProgress: (fraction: number) => void,
  ): Promise<TPreview>
  /** Starts the next preview's worker when the page is next idle. */
  warm(): void
  /** Stops every worker (the screen is left). */
  dispose(): void
}

/** Runs `task` when the page is idle (a moment later where idle callbacks are unknown). */
function onIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2_000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 200)
  return () => clearTimeout(timer)
}

const startWorker = () =>
  new Worker(new URL('./bulk-preview.worker.ts', import.meta.url), {
    type: 'module',
    name: 'bulk-preview',
  })

/**
 * Previews made in a worker, so a 5 MB file never holds the page's thread; on this thread only
 * where workers cannot run (tests). Starting a module worker takes the page's thread about as
 * long as bench:bulk's 50 ms budget, so each preview's worker is started ahead, in idle time
 * (`warm`), and the pick only hands it the file. One worker a preview: a new pick while one is
 * read stops the old one's worker and rejects its preview with an AbortError.
 */
export function filePreviewer(): FilePreviewer {
  let spare: Worker | null = null
  let cancelWarm: (() => void) | null = null
  /** The worker of the preview being made, and how to give it up. */
  let running: { worker: Worker; abort: () => void } | null = null
  const stopRunning = () => {
    running?.abort()
    running = null
  }
  const warm = () => {
    if (typeof Worker !== 'function' || spare || cancelWarm) return
    cancelWarm = onIdle(() => {
      cancelWarm = null
      spare ??= startWorker()
    })
  }
  return {
    warm,
    dispose() {
      cancelWarm?.()
      cancelWarm = null
      spare?.terminate()
      spare = null
      stopRunning()
    },
    preview(file, rules, onProgress) {
      const progress = (read: number, total: number) =>
        onProgress(total ? Math.min(1, read / total) : 1)
      if (typeof Worker !== 'function') return previewFile(file, rules, progress)
      stopRunning()
      const worker = spare ?? startWorker()
      spare = null
      return new Promise<TPreview>((resolve, reject) => {
        const end = () => {
          worker.terminate()
          if (running?.worker === worker) running = null
          // The next pick's worker, started while the user reads this preview.
          warm()
        }
        running = {
          worker,
          abort: () => {
            worker.terminate()
            // Never shown: the screen shows the newer pick's preview.
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's name
            reject(new DOMException('superseded', 'AbortError'))
          },
        }
        worker.onmessage = ({ data }: MessageEvent<TPreviewReply>) => {
          if (data.kind === 'progress') return progress(data.read, data.total)
          end()
          if (data.kind === 'done') resolve(data.preview)
          else reject(new Error(data.message))
        }
        worker.onerror = (event) => {
          end()
          reject(new Error(event.message))
        }
        worker.postMessage({ file, rules } satisfies TPreviewRequest)
      })
    },
  }
}
