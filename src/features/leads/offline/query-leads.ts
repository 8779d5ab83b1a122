import { ALL_STATUSES, type TLeadStatusCounts } from '../../../../contract/leads.ts'
import { LEAD_STATUSES } from '../../../../contract/domain.ts'
import type { LeadListRecord } from '../../../lib/db.ts'
import { LEAD_LIST_PAGE_SIZE, UNASSIGNED, type TLeadLocalFilters } from '../model/lead-filters.ts'
import { fromLeadRecord, wordsOf, type TLeadWithSync } from './lead-record.ts'
import {
  readDeviceLeads,
  readOwnCopy,
  readSyncedLead,
  type DeviceLeadRow,
  type DeviceLeads,
} from './lead-store.ts'
import { OFFLINE_QUERY_MEASURE } from './offline-query-measure.ts'

/** A view of the device's leads: one user's copy, one project or all of them, the filters. */
export interface LocalLeadQuery extends TLeadLocalFilters {
  ownerId: string
  /** null: every project. */
  projectId: string | null
}

export interface LocalLeadPage {
  items: DeviceLeadRow[]
  hasMore: boolean
}

type Filterable = Pick<
  LeadListRecord,
  'projectId' | 'leadStatus' | 'labels' | 'profile' | 'background' | 'searchTerms'
> &
  Pick<LeadListRecord, 'updatedAtMs' | 'createdAtMs'>

type Query = Omit<LocalLeadQuery, 'ownerId'>

/** Whether a lead belongs in the view; the one predicate the device view and the list share. */
export function matchesLocalQuery(row: Filterable, query: Query): boolean {
  return matcher(query)(row)
}

/** The view's predicate, with the search split once rather than per row. */
function matcher(query: Query): (row: Filterable) => boolean {
  const words = wordsOf(query.searchBy)
  const { projectId, leadStatus, sourceOfLead, label, assigneeId, dateField, fromMs, toMs } = query
  const dated = dateField !== undefined && fromMs !== undefined && toMs !== undefined
  return (row) => {
    if (projectId !== null && row.projectId !== projectId) return false
    if (leadStatus !== undefined && row.leadStatus !== leadStatus) return false
    if (sourceOfLead !== undefined && row.profile.sourceOfLead !== sourceOfLead) return false
    if (label !== undefined && !row.labels.includes(label)) return false
    if (assigneeId !== undefined) {
      const assignee = row.background.assignedTo?._id ?? null
      if (assigneeId === UNASSIGNED ? assignee !== null : assignee !== assigneeId) return false
    }
    if (dated) {
      const at = dateField === 'createdAt' ? row.createdAtMs : row.updatedAtMs
      if (at < (fromMs ?? 0) || at > (toMs ?? 0)) return false
    }
    return words.every((word) => row.searchTerms.some((term) => term.startsWith(word)))
  }
}

type Compare = (a: LeadListRecord, b: LeadListRecord) => number

/** Ascending by the sort field, then by id, so pages never shuffle between reads. */
function ascending(sort: TLeadLocalFilters['sort']): Compare {
  const by: Compare =
    sort === 'fullName'
      ? // Lower-cased names by code point: a collator is ten times slower over 50,000 rows.
        (a, b) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0)
      : sort === 'createdAt'
        ? (a, b) => a.createdAtMs - b.createdAtMs
        : (a, b) => a.updatedAtMs - b.updatedAtMs
  return (a, b) => by(a, b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
}

/**
 * Every row of the view in order: the synced rows walked in the cached sort order, the own
 * copies (a handful) merged in.
 */
function viewOf(leads: DeviceLeads, query: Query): DeviceLeadRow[] {
  const asc = ascending(query.sort)
  const sign = query.order === 'asc' ? 1 : -1
  const compare: Compare = (a, b) => sign * asc(a, b)
  const keep = matcher(query)
  const synced = leads.sortedSynced(asc, query.sort)
  const own = leads.own.filter(keep).sort(compare)
  const rows: DeviceLeadRow[] = []
  let o = 0
  const take = (row: LeadListRecord) => {
    while (o < own.length && compare(own[o]!, row) <= 0) rows.push(own[o++]!)
    rows.push(row)
  }
  if (sign === 1) {
    for (const row of synced) if (!leads.ownIds.has(row._id) && keep(row)) take(row)
  } else {
    for (let i = synced.length - 1; i >= 0; i--) {
      const row = synced[i]!
      if (!leads.ownIds.has(row._id) && keep(row)) take(row)
    }
  }
  while (o < own.length) rows.push(own[o++]!)
  return rows
}

/** The last view computed: the list's next pages are slices of it, not new scans. */
let lastView: { key: string; rows: DeviceLeadRow[] } | undefined

async function view(query: LocalLeadQuery): Promise<DeviceLeadRow[]> {
  const leads = await readDeviceLeads(query.ownerId)
  const key = `${leads.revision}|${JSON.stringify(query)}`
  if (lastView?.key !== key) lastView = { key, rows: viewOf(leads, query) }
  return lastView.rows
}

/** One page of the view (0-based). */
export async function queryLocalLeads(
  query: LocalLeadQuery,
  pageIndex = 0,
  pageSize = LEAD_LIST_PAGE_SIZE,
): Promise<LocalLeadPage> {
  const start = performance.now()
  const rows = await view(query)
  const offset = pageIndex * pageSize
  const page = {
    items: rows.slice(offset, offset + pageSize),
    hasMore: rows.length > offset + pageSize,
  }
  // A User Timing entry per query, read by `npm run bench:leads` (and devtools' timeline).
  performance.measure(OFFLINE_QUERY_MEASURE, {
    start,
    detail: { search: wordsOf(query.searchBy).length > 0 },
  })
  return page
}

/** The status tabs' counts over the view ("all" first, then every stage, zeros included). */
export async function countLocalLeadStatuses(query: LocalLeadQuery): Promise<TLeadStatusCounts> {
  const leads = await readDeviceLeads(query.ownerId)
  const keep = matcher({ ...query, leadStatus: undefined })
  const counts = new Map<string, number>(LEAD_STATUSES.map((s) => [s, 0]))
  let all = 0
  const tally = (row: LeadListRecord) => {
    if (!keep(row)) return
    all += 1
    counts.set(row.leadStatus, (counts.get(row.leadStatus) ?? 0) + 1)
  }
  for (const row of leads.sortedSynced(ascending('updatedAt'), 'updatedAt')) {
    if (!leads.ownIds.has(row._id)) tally(row)
  }
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
