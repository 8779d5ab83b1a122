import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  ALL_STATUSES,
  LEAD_ERROR_CODES,
  type TLead,
  type TLeadScore,
} from '../../../../contract/leads.ts'
import { LEAD_STATUSES } from '../../../../contract/domain.ts'
import { leads } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { pageInfo } from '../../paging.ts'
import { permissionDenied, type AuthContext } from '../../security/access.ts'
import { bookingSummaries } from './bookings.repository.ts'
import {
  leadReadableProjects,
  leadVisibility,
  readsBookingsOf,
  seesAllLeadsOf,
} from './lead-visibility.ts'
import {
  filterConditions,
  findLead,
  leadOrder,
  loadEngagement,
  loadInventoryPrices,
  pageOfLeads,
  toLead,
  type Conn,
  type LeadFilterValues,
  type LeadRow,
} from './leads.repository.ts'
import { NO_ENGAGEMENT, type LeadScorer } from './scoring/lead-scorer.ts'

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

/** Scores for rows, with the engagement and inventory of all of them read in three queries. */
export async function scoreRows(
  db: Conn,
  scorer: LeadScorer,
  rows: readonly LeadRow[],
  now = new Date(),
): Promise<Map<string, TLeadScore>> {
  const [engagement, prices] = await Promise.all([
    loadEngagement(
      db,
      rows.map((r) => r.lead.id),
      now,
    ),
    loadInventoryPrices(
      db,
      rows.map((r) => r.lead.projectId),
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

export async function statusCounts(
  db: Conn,
  auth: AuthContext,
  scope: LeadScope,
  filters: LeadFilterValues,
) {
  const rows = await db
    .select({ leadStatus: leads.leadStatus, n: count() })
    .from(leads)
    .where(and(...baseWhere(auth, scope, filters)))
    .groupBy(leads.leadStatus)
  const counts = new Map(rows.map((r) => [r.leadStatus, Number(r.n)]))
  const total = rows.reduce((t, r) => t + Number(r.n), 0)
  const known = new Set<string>(LEAD_STATUSES)
  const others = [...counts.keys()].filter((s) => !known.has(s)).sort()
  return [
    { leadStatus: ALL_STATUSES, count: total },
    ...[...LEAD_STATUSES, ...others].map((s) => ({ leadStatus: s, count: counts.get(s) ?? 0 })),
  ]
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
  const where = and(...baseWhere(auth, scope, filters), statusCondition(options.leadStatus))
  const [rows, [total], groups] = await Promise.all([
    pageOfLeads(
      db,
      where,
      leadOrder(options.sort, options.order),
      options.limit,
      (options.page - 1) * options.limit,
    ),
    db.select({ n: count() }).from(leads).where(where),
    options.groupBy === 'leadStatus' ? statusCounts(db, auth, scope, filters) : undefined,
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
    pageInfo: pageInfo(options.page, options.limit, Number(total?.n ?? 0)),
    ...(groups ? { groups } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// The offline table's sync

interface Cursor {
  at: string
  id: string
}

/** Opaque to clients: base64url of [updatedAt, id] of the page's last row. */
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url')

function decodeCursor(text: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[]
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at))) {
      return { at, id }
    }
  } catch {
    // Falls through to the 400.
  }
  throw new AppError(400, 'INVALID_CURSOR', 'This sync cursor is not one the server gave', {
    fields: [{ field: 'after', message: 'Invalid cursor' }],
  })
}

// The timestamp exactly as stored (microseconds), so a cursor never skips a row of the same ms.
const exactUpdatedAt = sql<string>`to_char(${leads.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
const keyAfter = (c: Cursor) =>
  sql`(${leads.updatedAt}, ${leads.id}) > (${c.at}::timestamptz, ${c.id})`
const keyAtLeast = (c: Cursor) =>
  sql`(${leads.updatedAt}, ${leads.id}) >= (${c.at}::timestamptz, ${c.id})`

/**
 * The caller's offline set, in keyset pages (updatedAt, id ascending): a project's leads for
 * whoever sees all of them there, otherwise the leads assigned to the caller. At most `cap` of
 * them, the newest-updated; a later sync passes its last cursor and gets only what changed.
 */
export async function syncLeads(
  db: Conn,
  auth: AuthContext,
  query: { projectId?: string | undefined; after?: string | undefined; limit: number },
  cap: number,
) {
  const { projectId } = query
  const set = and(
    leadVisibility(auth),
    projectId ? eq(leads.projectId, projectId) : undefined,
    projectId && seesAllLeadsOf(auth, projectId) ? undefined : eq(leads.assigneeId, auth.userId),
  ) as SQL
  const [counted] = await db.select({ n: count() }).from(leads).where(set)
  const size = Number(counted?.n ?? 0)
  let floor: SQL | undefined
  if (size > cap) {
    // The oldest row the cap keeps: everything from it on, in keyset order, is the set.
    const [oldest] = await db
      .select({ at: exactUpdatedAt, id: leads.id })
      .from(leads)
      .where(set)
      .orderBy(...leadOrder('updatedAt', 'desc'))
      .offset(cap - 1)
      .limit(1)
    if (oldest) floor = keyAtLeast(oldest)
  }
  const after = query.after ? decodeCursor(query.after) : undefined
  const page = await pageOfLeads(
    db,
    and(set, floor, after ? keyAfter(after) : undefined),
    leadOrder('updatedAt', 'asc'),
    query.limit + 1,
    0,
    { key: exactUpdatedAt },
  )
  const items = page.slice(0, query.limit)
  const last = items.at(-1)
  const nextCursor =
    page.length > query.limit && last ? encodeCursor({ at: last.key, id: last.lead.id }) : null
  return {
    items: items.map((r) => toLead(r)),
    nextCursor,
    total: Math.min(size, cap),
    cap,
  }
}
