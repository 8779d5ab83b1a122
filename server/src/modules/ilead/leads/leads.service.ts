import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  ALL_STATUSES,
  LEAD_ERROR_CODES,
  type TLead,
  type TLeadScore,
  type TLeadSyncPage,
} from '../../../../../contract/leads.ts'
import { LEAD_STATUSES } from '../../../../../contract/domain.ts'
import type { Conn } from '../../../db/client.ts'
import { leadCounts, leadExits, leads } from '../../../db/schema.ts'
import { AppError } from '../../../errors.ts'
import { paged } from '../../../paging.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { bookingSummaries } from '../bookings/bookings.repository.ts'
import {
  leadAccess,
  leadReadableProjects,
  leadVisibility,
  type LeadKeyColumns,
  type Reach,
  readsBookingsOf,
  seesAllLeadsOf,
} from './lead-visibility.ts'
import {
  assigneeCondition,
  countLeads,
  exactUpdatedAt,
  filterConditions,
  findLead,
  leadOrder,
  loadEngagement,
  loadInventoryPrices,
  nthNewestUpdated,
  onlyCountedFilters,
  pageOfLeads,
  readLeadExits,
  statusCountsFromCounters,
  statusCountsOfLeads,
  sumOfCounters,
  toLead,
  type LeadFilterValues,
  type LeadRow,
} from './leads.repository.ts'
import { NO_ENGAGEMENT, type LeadScorer } from '../scoring/lead-scorer.ts'
import { scoreWeightsByOrg } from '../moderation/moderation.service.ts'

export const leadNotFound = (leadId?: string) =>
  new AppError(
    404,
    LEAD_ERROR_CODES.notFound,
    leadId ? `Lead ${leadId} not found` : 'Lead not found',
    leadId ? { leadId } : {},
  )

/** The lead if the caller may see it, else 404 (never 403: an invisible lead does not exist). */
export async function visibleLead(db: Conn, auth: AuthContext, leadId: string): Promise<LeadRow> {
  const row = await findLead(db, and(eq(leads.id, leadId), leadVisibility(auth)) as SQL)
  if (!row) throw leadNotFound()
  return row
}

/** Scores for rows, with the engagement and inventory of all of them read in four queries. */
export async function scoreRows(
  db: Conn,
  scorer: LeadScorer,
  rows: readonly LeadRow[],
  now = new Date(),
): Promise<Map<string, TLeadScore>> {
  const [engagement, prices, weights] = await Promise.all([
    loadEngagement(
      db,
      rows.map((r) => r.lead.id),
      now,
    ),
    loadInventoryPrices(
      db,
      rows.map((r) => r.lead.projectId),
    ),
    scoreWeightsByOrg(
      db,
      rows.map((r) => r.lead.orgId),
    ),
  ])
  return new Map(
    rows.map(({ lead }) => [
      lead.id,
      scorer.score({
        leadStatus: lead.leadStatus,
        profile: lead,
        propertyInterest: lead.propertyInterest,
        background: lead.background,
        engagement: engagement.get(lead.id) ?? NO_ENGAGEMENT,
        inventoryPrices: prices.get(lead.projectId) ?? null,
        weights: weights.get(lead.orgId),
        now,
      }),
    ]),
  )
}

export async function leadWithScore(db: Conn, scorer: LeadScorer, row: LeadRow): Promise<TLead> {
  const scores = await scoreRows(db, scorer, [row])
  return toLead(row, scores.get(row.lead.id))
}

// ---------------------------------------------------------------------------------------------
// Lists

export interface LeadScope {
  /** Limit to these projects (already checked readable). */
  projectIds?: readonly string[] | undefined
}

/**
 * The projects of a cross-project read: the ones asked for, each of which must be readable
 * (403 otherwise), or every readable one (undefined: the visibility rule alone decides).
 */
export function crossProjectScope(auth: AuthContext, asked: readonly string[] | undefined) {
  if (!asked?.length) return { projectIds: undefined }
  const readable = leadReadableProjects(auth)
  if (readable !== 'all' && !asked.every((p) => readable.includes(p))) throw permissionDenied()
  return { projectIds: asked }
}

function baseWhere(auth: AuthContext, scope: LeadScope, filters: LeadFilterValues) {
  return [
    leadVisibility(auth),
    scope.projectIds ? inArray(leads.projectId, [...scope.projectIds]) : undefined,
    ...filterConditions(auth, filters),
  ]
}

const statusCondition = (leadStatus: string | undefined) =>
  leadStatus && leadStatus !== ALL_STATUSES ? eq(leads.leadStatus, leadStatus) : undefined

/**
 * How many leads of the view each stage holds. When nothing but the projects, the assignee and
 * the visibility rule narrows the view, `lead_counts` answers from a few rows (decision 0018);
 * a search, a source, labels or dates count the matching leads, over their indexes.
 */
async function countByStatus(
  db: Conn,
  auth: AuthContext,
  scope: LeadScope,
  filters: LeadFilterValues,
): Promise<Map<string, number>> {
  const rows = onlyCountedFilters(auth, filters)
    ? await statusCountsFromCounters(
        db,
        and(
          leadVisibility(auth, leadCounts),
          scope.projectIds ? inArray(leadCounts.projectId, [...scope.projectIds]) : undefined,
          assigneeCondition(leadCounts, filters.assigneeId),
        ),
      )
    : await statusCountsOfLeads(db, and(...baseWhere(auth, scope, filters)))
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.leadStatus, Number(r.n)]))
}

/** The status tabs: every stage (and any other status the leads hold) with its count. */
function statusItems(counts: Map<string, number>) {
  const total = [...counts.values()].reduce((t, n) => t + n, 0)
  const known = new Set<string>(LEAD_STATUSES)
  const others = [...counts.keys()].filter((s) => !known.has(s)).sort()
  return [
    { leadStatus: ALL_STATUSES, count: total },
    ...[...LEAD_STATUSES, ...others].map((s) => ({ leadStatus: s, count: counts.get(s) ?? 0 })),
  ]
}

export async function statusCounts(
  db: Conn,
  auth: AuthContext,
  scope: LeadScope,
  filters: LeadFilterValues,
) {
  return statusItems(await countByStatus(db, auth, scope, filters))
}

export interface ListOptions {
  page: number
  limit: number
  leadStatus?: string | undefined
  sort: 'updatedAt' | 'createdAt' | 'fullName'
  order: 'asc' | 'desc'
  groupBy?: 'leadStatus' | undefined
  showAiData?: boolean | undefined
  showBookingData?: boolean | undefined
}

export async function listLeads(
  db: Conn,
  auth: AuthContext,
  scorer: LeadScorer,
  scope: LeadScope,
  filters: LeadFilterValues,
  options: ListOptions,
) {
  const status = statusCondition(options.leadStatus)
  const where = and(...baseWhere(auth, scope, filters), status)
  // The stages' counts give the total too; only a filtered view without tabs counts on its own.
  const byStatus = options.groupBy === 'leadStatus' || onlyCountedFilters(auth, filters)
  const counting = byStatus ? countByStatus(db, auth, scope, filters) : undefined
  const [{ rows, pageInfo }, counts] = await Promise.all([
    paged(
      options,
      ({ limit, offset }) =>
        pageOfLeads(db, where, leadOrder(options.sort, options.order), limit, offset),
      counting
        ? counting.then((counts) =>
            status
              ? (counts.get(options.leadStatus!) ?? 0)
              : [...counts.values()].reduce((t, n) => t + n, 0),
          )
        : countLeads(db, where),
    ),
    counting,
  ])
  const [scores, summaries] = await Promise.all([
    options.showAiData ? scoreRows(db, scorer, rows) : undefined,
    // A page may span projects: summaries only where the caller may read bookings, the page
    // itself is never refused for it.
    options.showBookingData
      ? bookingSummaries(
          db,
          rows.filter((r) => readsBookingsOf(auth, r.lead.projectId)).map((r) => r.lead.id),
        )
      : undefined,
  ])
  return {
    items: rows.map((r) => {
      const summary = summaries?.get(r.lead.id)
      return {
        ...toLead(r, scores?.get(r.lead.id)),
        ...(summary ? { bookingSummary: summary } : {}),
      }
    }),
    pageInfo,
    ...(options.groupBy === 'leadStatus' && counts ? { groups: statusItems(counts) } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// The offline table's sync

interface Key {
  at: string
  id: string
}

/**
 * Opaque to clients: base64url of [at, id, floorAt, floorId, feed]. (at, id) is the keyset
 * position, the last lead sent (null before the first); the floor is the pass's cut-off, the
 * oldest lead the cap keeps (null: no cap applies), found once on the pass's first page; feed is
 * when the deletion feed was last read. A cursor of two items is of the earlier format: it
 * carries neither.
 */
interface Cursor {
  key: Key | null
  floor: Key | null | undefined
  feed: string | undefined
}

const encodeCursor = (c: Cursor) =>
  Buffer.from(
    JSON.stringify([
      c.key?.at ?? null,
      c.key?.id ?? null,
      c.floor?.at ?? null,
      c.floor?.id ?? null,
      c.feed ?? null,
    ]),
  ).toString('base64url')

const isTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v))
const keyOf = (at: unknown, id: unknown): Key | null =>
  isTime(at) && typeof id === 'string' ? { at, id } : null

function decodeCursor(text: string): Cursor {
  try {
    const parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown
    if (Array.isArray(parts) && (parts.length === 2 || parts.length === 5)) {
      const [at, id, floorAt, floorId, feed] = parts as unknown[]
      const key = keyOf(at, id)
      const wellFormed =
        (key !== null || (at === null && id === null)) &&
        (parts.length === 2 ||
          ((floorAt === null || keyOf(floorAt, floorId) !== null) &&
            (feed === null || isTime(feed))))
      if (wellFormed && (key || parts.length === 5)) {
        if (parts.length === 2) return { key, floor: undefined, feed: undefined }
        return { key, floor: keyOf(floorAt, floorId), feed: isTime(feed) ? feed : undefined }
      }
    }
  } catch {
    // Falls through to the 400.
  }
  throw new AppError(400, 'INVALID_CURSOR', 'This sync cursor is not one the server gave', {
    fields: [{ field: 'after', message: 'Invalid cursor' }],
  })
}

const keyAfter = (c: Key) =>
  sql`(${leads.updatedAt}, ${leads.id}) > (${c.at}::timestamptz, ${c.id})`
const keyAtLeast = (c: Key) =>
  sql`(${leads.updatedAt}, ${leads.id}) >= (${c.at}::timestamptz, ${c.id})`

/** The caller's offline set: a project's leads for whoever sees all of them, else their own. */
function syncSet(auth: AuthContext, projectId: string | undefined, on: LeadKeyColumns = leads) {
  return and(
    leadVisibility(auth, on),
    projectId ? eq(on.projectId, projectId) : undefined,
    projectId && seesAllLeadsOf(auth, projectId) ? undefined : eq(on.assigneeId, auth.userId),
  ) as SQL
}

/**
 * The deletion feed since `feed`: leads that left the set's (project, assignee) pairs and are
 * not in the set now, with the database's time of this reading.
 */
function readExits(
  db: Conn,
  auth: AuthContext,
  projectId: string | undefined,
  feed: string | undefined,
): Promise<{ removed: string[]; readAt: string }> {
  return readLeadExits(db, {
    set: syncSet(auth, projectId),
    whose: [
      projectId && seesAllLeadsOf(auth, projectId)
        ? eq(leadExits.projectId, projectId)
        : and(
            eq(leadExits.assigneeId, auth.userId),
            projectId ? eq(leadExits.projectId, projectId) : undefined,
          ),
      eq(leadExits.orgId, auth.orgId),
    ],
    feed,
  })
}

const reachList = (reach: Reach) => (reach === 'all' ? null : [...reach].sort())

/**
 * The caller's offline set, in keyset pages (updatedAt, id ascending): a project's leads for
 * whoever sees all of them there, otherwise the leads assigned to the caller. At most `cap` of
 * them, the newest-updated: the first page of a pass finds the cut-off and the cursors carry it.
 * A later run passes its resume cursor and gets what changed since, and the deletion feed: the
 * leads that left the set meanwhile. The total comes from lead_counts.
 */
export async function syncLeads(
  db: Conn,
  auth: AuthContext,
  query: { projectId?: string | undefined; after?: string | undefined; limit: number },
  cap: number,
): Promise<TLeadSyncPage> {
  const { projectId } = query
  const set = syncSet(auth, projectId)
  const cursor = query.after ? decodeCursor(query.after) : undefined
  const size = await sumOfCounters(db, syncSet(auth, projectId, leadCounts))
  let floor = cursor?.floor
  if (floor === undefined) {
    floor = null
    if (size > cap) {
      // The oldest row the cap keeps: everything from it on, in keyset order, is the set.
      const oldest = await nthNewestUpdated(db, set, cap)
      if (oldest) floor = oldest
    }
  }
  const after = cursor?.key ?? null
  const page = await pageOfLeads(
    db,
    and(set, floor ? keyAtLeast(floor) : undefined, after ? keyAfter(after) : undefined),
    leadOrder('updatedAt', 'asc'),
    query.limit + 1,
    0,
    { key: exactUpdatedAt },
  )
  // An earlier cursor's feed starts at its keyset position: every exit since may matter.
  const { removed, readAt } = await readExits(
    db,
    auth,
    projectId,
    cursor ? (cursor.feed ?? cursor.key?.at) : undefined,
  )
  const items = page.slice(0, query.limit)
  const last = items.at(-1)
  const key = last ? { at: last.key, id: last.lead.id } : after
  const { all, read } = leadAccess(auth)
  return {
    items: items.map((r) => toLead(r)),
    nextCursor:
      page.length > query.limit ? encodeCursor({ key, floor, feed: cursor?.feed ?? readAt }) : null,
    resumeCursor: encodeCursor({ key, floor, feed: readAt }),
    total: Math.min(size, cap),
    cap,
    removed,
    access: { allOf: reachList(all), ownOf: reachList(read) },
  }
}
