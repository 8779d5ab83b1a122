import { ALL_STATUSES, type TLeadStatusCounts } from '../../../../contract/leads.ts'
import { LEAD_STATUSES } from '../../../../contract/domain.ts'
import type { LeadListRecord } from '../../../lib/db.ts'
import { LEAD_LIST_PAGE_SIZE } from '../model/lead-filters.ts'
import { fromLeadRecord, wordsOf, type TLeadWithSync } from './lead-record.ts'
import {
  matcher,
  type Filterable,
  type LocalLeadQuery,
  type LocalLeadView,
} from './local-lead-query.ts'
import { afterNextPaint } from '../../../lib/after-paint.ts'
import {
  readDeviceHead,
  syncedIndexInMemory,
  readDeviceLeads,
  readOwnCopy,
  readSyncedLead,
  type DeviceLeadRow,
  type DeviceLeads,
} from './lead-store.ts'
import { ascending, type Compare } from './lead-order.ts'
import { OFFLINE_QUERY_MEASURE } from './offline-query-measure.ts'

export interface LocalLeadPage {
  items: DeviceLeadRow[]
  hasMore: boolean
}

/** Rows in `compare` order: the synced ones as walked, the own copies (a handful) merged in. */
function mergeOwn(
  synced: Iterable<LeadListRecord>,
  own: DeviceLeadRow[],
  compare: Compare,
): DeviceLeadRow[] {
  const mine = [...own].sort(compare)
  const rows: DeviceLeadRow[] = []
  let o = 0
  for (const row of synced) {
    while (o < mine.length && compare(mine[o]!, row) <= 0) rows.push(mine[o++]!)
    rows.push(row)
  }
  while (o < mine.length) rows.push(mine[o++]!)
  return rows
}

function* walk<T>(rows: T[], forward: boolean): Generator<T> {
  if (forward) yield* rows
  else for (let i = rows.length - 1; i >= 0; i--) yield rows[i]!
}

function* kept(
  rows: Iterable<LeadListRecord>,
  skip: Set<string>,
  keep: (row: Filterable) => boolean,
) {
  for (const row of rows) if (!skip.has(row._id) && keep(row)) yield row
}

/** Every row of the view, in order. */
function viewOf(leads: DeviceLeads, query: LocalLeadView): DeviceLeadRow[] {
  const asc = ascending(query.sort)
  const forward = query.order === 'asc'
  const compare: Compare = forward ? asc : (a, b) => asc(b, a)
  const keep = matcher(query)
  const synced = walk(leads.sortedSynced(asc, query.sort), forward)
  return mergeOwn(kept(synced, leads.ownIds, keep), leads.own.filter(keep), compare)
}

/**
 * A page of a newest-first view from the saved head, when the head alone settles it: the
 * first screen of a cold start. The whole set is read into memory later, by what needs it (the
 * tabs' counts, once the first screen is painted; a search; a page beyond the head).
 */
async function headPage(
  query: LocalLeadQuery,
  offset: number,
  pageSize: number,
): Promise<LocalLeadPage | null> {
  if (query.sort !== 'updatedAt' || query.order !== 'desc') return null
  const head = await readDeviceHead(query.ownerId)
  if (!head) return null
  const keep = matcher(query)
  const own = head.own.filter(
    (row) => keep(row) && (head.complete || row.updatedAtMs >= head.oldestMs),
  )
  const asc = ascending('updatedAt')
  const rows = mergeOwn(kept(head.rows, head.ownIds, keep), own, (a, b) => asc(b, a))
  if (!head.complete && rows.length <= offset + pageSize) return null
  return pageOf(rows, offset, pageSize)
}

/** The last view computed: the list's next pages are slices of it, not new scans. */
let lastView: { key: string; rows: DeviceLeadRow[] } | undefined

async function view(query: LocalLeadQuery): Promise<DeviceLeadRow[]> {
  const leads = await readDeviceLeads(query.ownerId)
  const key = `${leads.revision}|${JSON.stringify(query)}`
  if (lastView?.key !== key) lastView = { key, rows: viewOf(leads, query) }
  return lastView.rows
}

function pageOf(rows: DeviceLeadRow[], offset: number, pageSize: number): LocalLeadPage {
  return { items: rows.slice(offset, offset + pageSize), hasMore: rows.length > offset + pageSize }
}

/** One page of the view (0-based). */
export async function queryLocalLeads(
  query: LocalLeadQuery,
  pageIndex = 0,
  pageSize = LEAD_LIST_PAGE_SIZE,
): Promise<LocalLeadPage> {
  const start = performance.now()
  const offset = pageIndex * pageSize
  const page =
    (await headPage(query, offset, pageSize)) ?? pageOf(await view(query), offset, pageSize)
  // A User Timing entry per query, read by `npm run bench:leads` (and devtools' timeline).
  performance.measure(OFFLINE_QUERY_MEASURE, {
    start,
    detail: { search: wordsOf(query.searchBy).length > 0 },
  })
  return page
}

/**
 * The status tabs' counts over the view ("all" first, then every stage, zeros included). On a
 * cold start the whole set is read for them only once the first screen, drawn from the saved
 * head, has been painted: reading 50,000 rows beside the first render delayed it by a second.
 */
export async function countLocalLeadStatuses(query: LocalLeadQuery): Promise<TLeadStatusCounts> {
  if (!syncedIndexInMemory()) await new Promise<void>((resolve) => afterNextPaint(resolve))
  const leads = await readDeviceLeads(query.ownerId)
  const keep = matcher({ ...query, leadStatus: undefined })
  const counts = new Map<string, number>(LEAD_STATUSES.map((s) => [s, 0]))
  let all = 0
  const tally = (row: LeadListRecord) => {
    if (!keep(row)) return
    all += 1
    counts.set(row.leadStatus, (counts.get(row.leadStatus) ?? 0) + 1)
  }
  for (const row of leads.synced()) if (!leads.ownIds.has(row._id)) tally(row)
  leads.own.forEach(tally)
  return {
    items: [
      { leadStatus: ALL_STATUSES, count: all },
      ...[...counts].map(([leadStatus, count]) => ({ leadStatus, count })),
    ],
  }
}

/** One lead of this user on the device, for the detail screen offline. */
export async function getLocalLead(ownerId: string, leadId: string): Promise<TLeadWithSync | null> {
  const own = await readOwnCopy(ownerId, leadId)
  if (own) return { ...fromLeadRecord(own), ...(own.pendingSync ? { pendingSync: true } : {}) }
  return readSyncedLead(ownerId, leadId)
}
