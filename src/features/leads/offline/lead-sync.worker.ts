/// <reference lib="webworker" />
import { storeSyncPage, type ChunkPlace, type SyncPageMeta } from './store-sync-page.ts'

/** One page to store, from the page (sync-page-store.ts). */
export interface StorePageRequest {
  id: number
  raw: Blob
  place: ChunkPlace
}

/** Each request gets `checked`, then `stored`; or `failed` at either point. */
export type StorePageReply =
  | { id: number; kind: 'checked'; page: SyncPageMeta }
  | { id: number; kind: 'stored'; written: number }
  | { id: number; kind: 'failed'; message: string }

declare const self: DedicatedWorkerGlobalScope

const reply = (message: StorePageReply) => self.postMessage(message)

self.onmessage = ({ data: { id, raw, place } }: MessageEvent<StorePageRequest>) => {
  storeSyncPage(raw, place, (page) => reply({ id, kind: 'checked', page })).then(
    (written) => reply({ id, kind: 'stored', written }),
    (error: unknown) =>
      reply({
        id,
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  )
}
