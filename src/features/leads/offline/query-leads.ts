import { ALL_STATUSES, type TLeadStatusCounts } from '../../../../contract/leads.ts'
import { LEAD_STATUSES } from '../../../../contract/domain.ts'
import { getDb, type LeadRecord } from '../../../lib/db.ts'
import { LEAD_LIST_PAGE_SIZE, UNASSIGNED, type TLeadLocalFilters } from '../model/lead-filters.ts'
import { wordsOf } from './lead-record.ts'
import { OFFLINE_QUERY_MEASURE } from './offline-query-measure.ts'

/** A view of the device's table: one user's copy, one project or all of them, the filters. */
export interface LocalLeadQuery extends TLeadLocalFilters {
  ownerId: string
  /** null: every project. */
  projectId: string | null
}

export interface LocalLeadPage {
  items: LeadRecord[]
  hasMore: boolean
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true })

/** Whether a stored lead belongs in the view; the one predicate the table and the list share. */
export function matchesLocalQuery(row: LeadRecord, query: LocalLeadQuery): boolean {
  return (
    row.ownerId === query.ownerId &&
    (query.projectId === null || row.projectId === query.projectId) &&
    (query.leadStatus === undefined || row.leadStatus === query.leadStatus) &&
    matchesSearch(row, query.searchBy) &&
    matchesResidual(row, query)
  )
}

function matchesSearch(row: LeadRecord, searchBy: string | undefined): boolean {
  const words = wordsOf(searchBy)
  return words.every((word) => row.searchTerms.some((term) => term.startsWith(word)))
}

/** The filters no index covers: source, label, assignee, and a date on the other basis. */
function matchesResidual(row: LeadRecord, query: TLeadLocalFilters): boolean {
  if (query.sourceOfLead !== undefined && row.profile.sourceOfLead !== query.sourceOfLead) {
    return false
  }
  if (query.label !== undefined && !row.labels.includes(query.label)) return false
  if (query.assigneeId !== undefined) {
    const assignee = row.background.assignedTo?._id ?? null
    if (query.assigneeId === UNASSIGNED ? assignee !== null : assignee !== query.assigneeId) {
      return false
    }
  }
  if (query.dateField !== undefined && query.fromMs !== undefined && query.toMs !== undefined) {
    const at = query.dateField === 'createdAt' ? row.createdAtMs : row.updatedAtMs
    if (at < query.fromMs || at > query.toMs) return false
  }
  return true
}

const hasResidual = (q: TLeadLocalFilters) =>
  q.sourceOfLead !== undefined ||
  q.label !== undefined ||
  q.assigneeId !== undefined ||
  (q.dateField === 'createdAt' && q.fromMs !== undefined)

/**
 * The compound index that narrows the view most, ordered by updatedAtMs: owner, then project,
 * then stage. An update-date filter becomes the index range itself.
 */
function indexedCollection(query: LocalLeadQuery, leadStatus = query.leadStatus) {
  const db = getDb()
  const byUpdate = query.dateField === 'updatedAt' && query.fromMs !== undefined
  const lo = byUpdate ? (query.fromMs ?? -Infinity) : -Infinity
  const hi = byUpdate ? (query.toMs ?? Infinity) : Infinity
  const { ownerId, projectId } = query
  if (projectId !== null && leadStatus !== undefined) {
    return db.leads
      .where('[ownerId+projectId+leadStatus+updatedAtMs]')
      .between(
        [ownerId, projectId, leadStatus, lo],
        [ownerId, projectId, leadStatus, hi],
        true,
        true,
      )
  }
  if (projectId !== null) {
    return db.leads
      .where('[ownerId+projectId+updatedAtMs]')
      .between([ownerId, projectId, lo], [ownerId, projectId, hi], true, true)
  }
  if (leadStatus !== undefined) {
    return db.leads
      .where('[ownerId+leadStatus+updatedAtMs]')
      .between([ownerId, leadStatus, lo], [ownerId, leadStatus, hi], true, true)
  }
  return db.leads.where('[ownerId+updatedAtMs]').between([ownerId, lo], [ownerId, hi], true, true)
}

/**
 * The ids whose terms start with every word of the search: one prefix range of the multi-entry
 * index per word (keys only, no records), intersected smallest first.
 */
async function searchIds(words: string[]): Promise<Set<string>> {
  const db = getDb()
  const sets = await Promise.all(
    words.map(
      async (word) =>
        new Set((await db.leads.where('searchTerms').startsWith(word).primaryKeys()) as string[]),
    ),
  )
  sets.sort((a, b) => a.size - b.size)
  const [smallest, ...rest] = sets
  const result = new Set<string>()
  for (const id of smallest ?? []) if (rest.every((set) => set.has(id))) result.add(id)
  return result
}

function compare(query: TLeadLocalFilters): (a: LeadRecord, b: LeadRecord) => number {
  const direction = query.order === 'asc' ? 1 : -1
  const by = (a: LeadRecord, b: LeadRecord) => {
    switch (query.sort) {
      case 'fullName':
        return collator.compare(a.profile.fullName, b.profile.fullName)
      case 'createdAt':
        return a.createdAtMs - b.createdAtMs
      default:
        return a.updatedAtMs - b.updatedAtMs
    }
  }
  return (a, b) => direction * by(a, b) || (a._id < b._id ? -direction : direction)
}

/** Every stored lead of the view, when the view cannot be paged straight off an index. */
async function allMatching(query: LocalLeadQuery): Promise<LeadRecord[]> {
  const words = wordsOf(query.searchBy)
  if (words.length > 0) {
    const ids = [...(await searchIds(words))]
    const rows = await getDb().leads.bulkGet(ids)
    return rows.filter(
      (row): row is LeadRecord => row !== undefined && matchesLocalQuery(row, query),
    )
  }
  const collection = indexedCollection(query)
  return hasResidual(query)
    ? collection.filter((row) => matchesResidual(row, query)).toArray()
    : collection.toArray()
}

/**
 * One page of the view (0-based). The common case (no search, by update date) reads only the
 * page's rows off a compound index; a search reads the matching ids' records; another sort
 * reads the view's rows and sorts them.
 */
export async function queryLocalLeads(
  query: LocalLeadQuery,
  pageIndex = 0,
  pageSize = LEAD_LIST_PAGE_SIZE,
): Promise<LocalLeadPage> {
  const start = performance.now()
  const page = await readLocalPage(query, pageIndex, pageSize)
  // A User Timing entry per query, read by `npm run bench:leads` (and devtools' timeline).
  performance.measure(OFFLINE_QUERY_MEASURE, {
    start,
    detail: { search: wordsOf(query.searchBy).length > 0 },
  })
  return page
}

async function readLocalPage(
  query: LocalLeadQuery,
  pageIndex: number,
  pageSize: number,
): Promise<LocalLeadPage> {
  const offset = pageIndex * pageSize
  let rows: LeadRecord[]
  if (wordsOf(query.searchBy).length === 0 && query.sort === 'updatedAt') {
    let collection = indexedCollection(query)
    if (query.order === 'desc') collection = collection.reverse()
    if (hasResidual(query)) collection = collection.filter((row) => matchesResidual(row, query))
    rows = await collection
      .offset(offset)
      .limit(pageSize + 1)
      .toArray()
    return { items: rows.slice(0, pageSize), hasMore: rows.length > pageSize }
  }
  rows = (await allMatching(query)).sort(compare(query))
  return {
    items: rows.slice(offset, offset + pageSize),
    hasMore: rows.length > offset + pageSize,
  }
}

/** The status tabs' counts over the view ("all" first, then every stage, zeros included). */
export async function countLocalLeadStatuses(query: LocalLeadQuery): Promise<TLeadStatusCounts> {
  const counts = new Map<string, number>(LEAD_STATUSES.map((s) => [s, 0]))
  const view = { ...query, leadStatus: undefined }
  if (wordsOf(query.searchBy).length === 0 && !hasResidual(view)) {
    // Index counts only: no record is read.
    await Promise.all(
      LEAD_STATUSES.map(async (status) =>
        counts.set(status, await indexedCollection(view, status).count()),
      ),
    )
    const all = await indexedCollection(view).count()
    return { items: [{ leadStatus: ALL_STATUSES, count: all }, ...toItems(counts)] }
  }
  let all = 0
  const tally = (row: LeadRecord) => {
    all += 1
    counts.set(row.leadStatus, (counts.get(row.leadStatus) ?? 0) + 1)
  }
  if (wordsOf(query.searchBy).length > 0) (await allMatching(view)).forEach(tally)
  else
    await indexedCollection(view)
      .filter((row) => matchesResidual(row, view))
      .each(tally)
  return { items: [{ leadStatus: ALL_STATUSES, count: all }, ...toItems(counts)] }
}

function toItems(counts: Map<string, number>) {
  return [...counts].map(([leadStatus, count]) => ({ leadStatus, count }))
}

/** One stored lead of this user, for the detail screen offline. */
export async function getLocalLead(ownerId: string, leadId: string): Promise<LeadRecord | null> {
  const row = await getDb().leads.get(leadId)
  return row && row.ownerId === ownerId ? row : null
}
