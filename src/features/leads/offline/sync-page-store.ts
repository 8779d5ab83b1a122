import type { StorePageReply, StorePageRequest } from './lead-sync.worker.ts'
import { storeSyncPage, type ChunkPlace, type SyncPageMeta } from './store-sync-page.ts'

/** A page handed over to be stored: its checked cursors and feed first, then how many stored. */
export interface PageInStore {
  checked: Promise<SyncPageMeta>
  written: Promise<number>
}

export interface SyncPageStore {
  store(raw: Blob, place: ChunkPlace): PageInStore
  /** Lets the worker go: a sync that ended holds no thread or memory. */
  close(): void
}

interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (reason: unknown) => void
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  // A caller waiting on `checked` that fails stops there: `written`'s failure is not unhandled.
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}

function inStore(): { checked: Deferred<SyncPageMeta>; written: Deferred<number> } {
  return { checked: deferred(), written: deferred() }
}

/** Pages stored on this thread: where there are no workers (unit tests), or the worker broke. */
export function pageStoreHere(): SyncPageStore {
  return {
    store(raw, place) {
      const page = inStore()
      storeSyncPage(raw, place, page.checked.resolve).then(
        page.written.resolve,
        (error: unknown) => {
          page.checked.reject(error)
          page.written.reject(error)
        },
      )
      return { checked: page.checked.promise, written: page.written.promise }
    },
    close() {},
  }
}

/**
 * Pages stored by the sync's worker (lead-sync.worker.ts), off the page's thread. Pages are
 * handed over as the blobs fetched, so the page never parses them either. When the worker cannot
 * run, the pages in flight fail (the sync resumes from its cursor later) and the next are stored
 * on this thread.
 */
export function pageStoreInWorker(): SyncPageStore {
  if (typeof Worker !== 'function') return pageStoreHere()
  const worker = new Worker(new URL('./lead-sync.worker.ts', import.meta.url), {
    type: 'module',
    name: 'lead-sync',
  })
  const pending = new Map<number, ReturnType<typeof inStore>>()
  const failAll = (error: Error) => {
    for (const page of pending.values()) {
      page.checked.reject(error)
      page.written.reject(error)
    }
    pending.clear()
  }
  let fallback: SyncPageStore | undefined
  let nextId = 0
  worker.onmessage = ({ data }: MessageEvent<StorePageReply>) => {
    const page = pending.get(data.id)
    if (!page) return
    if (data.kind === 'checked') return page.checked.resolve(data.page)
    pending.delete(data.id)
    if (data.kind === 'stored') page.written.resolve(data.written)
    else {
      page.checked.reject(new Error(data.message))
      page.written.reject(new Error(data.message))
    }
  }
  worker.onerror = (event) => {
    event.preventDefault()
    fallback = pageStoreHere()
    worker.terminate()
    failAll(new Error(`The lead sync's worker stopped: ${event.message}`))
  }
  return {
    store(raw, place) {
      if (fallback) return fallback.store(raw, place)
      const id = nextId++
      const page = inStore()
      pending.set(id, page)
      worker.postMessage({ id, raw, place } satisfies StorePageRequest)
      return { checked: page.checked.promise, written: page.written.promise }
    },
    close() {
      worker.terminate()
      failAll(new Error('The lead sync ended'))
    },
  }
}
