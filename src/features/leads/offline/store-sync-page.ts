import { ZLeadSyncPage, type TLeadSyncPage } from '../../../../contract/leads.ts'
import type { LeadChunk } from '../../../lib/db.ts'
import { addLeadChunk } from './lead-store.ts'

/** Where a page's chunk belongs: the user, the sync scope, the pass. */
export type ChunkPlace = Omit<LeadChunk, 'seq' | 'rows'>

/** A sync page without its leads: what the sync loop needs once the leads are stored. */
export type SyncPageMeta = Omit<TLeadSyncPage, 'items'>

/**
 * Reads a sync page as the server sent it, checks it against the contract, tells `onChecked` of
 * its cursors and feed (so the next page can be fetched while this one is written), and stores
 * its leads as one chunk. Returns how many it stored. Runs in the sync's worker
 * (lead-sync.worker.ts): for a page of a thousand leads, parsing, checking and IndexedDB's copy
 * of them are a quarter of a second of a laptop's CPU, where a tap would wait (issue 14).
 */
export async function storeSyncPage(
  raw: Blob,
  place: ChunkPlace,
  onChecked: (page: SyncPageMeta) => void,
): Promise<number> {
  const text = await raw.text()
  const { items, ...page } = ZLeadSyncPage.parse(JSON.parse(text))
  onChecked(page)
  // The page's own text is the body: a sync page is `{ items, ... }` (LeadChunkBody).
  await addLeadChunk(place, items, text)
  return items.length
}
