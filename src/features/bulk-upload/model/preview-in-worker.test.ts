import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TPreviewReply } from './bulk-preview.worker.ts'
import { filePreviewer } from './preview-in-worker.ts'
import type { TPreview } from './preview.ts'

/** A stand-in for the browser's Worker: records what is sent, and answers when told to. */
class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: ((event: MessageEvent<TPreviewReply>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  sent: unknown[] = []
  terminated = false
  constructor() {
    FakeWorker.made.push(this)
  }
  postMessage(data: unknown) {
    this.sent.push(data)
  }
  terminate() {
    this.terminated = true
  }
  reply(data: TPreviewReply) {
    this.onmessage?.({ data } as MessageEvent<TPreviewReply>)
  }
}

const RULES = { sources: ['Digital'], form: undefined }
const DONE = { rows: 1, good: 1 } as TPreview

describe('filePreviewer', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    FakeWorker.made = []
  })

  function withFakeWorkers() {
    vi.useFakeTimers()
    vi.stubGlobal('Worker', FakeWorker)
    // No idle callbacks in jsdom: the previewer falls back on a timer.
    vi.stubGlobal('requestIdleCallback', undefined)
  }

  it('starts the worker ahead, in idle time, so the pick only hands it the file', async () => {
    withFakeWorkers()
    const previewer = filePreviewer()
    previewer.warm()
    expect(FakeWorker.made).toHaveLength(0)
    await vi.runAllTimersAsync()
    expect(FakeWorker.made).toHaveLength(1)

    const progress = vi.fn()
    const done = previewer.preview(new Blob(['a']), RULES, progress)
    expect(FakeWorker.made).toHaveLength(1)
    const [worker] = FakeWorker.made
    worker!.reply({ kind: 'progress', read: 1, total: 4 })
    worker!.reply({ kind: 'done', preview: DONE })
    await expect(done).resolves.toBe(DONE)
    expect(progress).toHaveBeenCalledWith(0.25)
    expect(worker!.terminated).toBe(true)
    // The next pick's worker is started when the page is next idle.
    await vi.runAllTimersAsync()
    expect(FakeWorker.made).toHaveLength(2)
    previewer.dispose()
    expect(FakeWorker.made[1]!.terminated).toBe(true)
  })

  it('a newer pick stops the older preview, whose promise is rejected as aborted', async () => {
    withFakeWorkers()
    const previewer = filePreviewer()
    const first = previewer.preview(new Blob(['a']), RULES, () => {})
    const second = previewer.preview(new Blob(['b']), RULES, () => {})
    await expect(first).rejects.toMatchObject({ name: 'AbortError' })
    const [older, newer] = FakeWorker.made
    expect(older!.terminated).toBe(true)
    newer!.reply({ kind: 'failed', message: 'Unreadable file' })
    await expect(second).rejects.toThrow('Unreadable file')
    previewer.dispose()
  })
})
