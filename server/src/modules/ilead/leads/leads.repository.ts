import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import {
  sensitiveFlags,
  type TLead,
  type TLeadScore,
  type TPerson,
} from '../../../../../contract/leads.ts'
import { maskEmail, maskPhone } from '../../../../../contract/masking.ts'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Conn } from '../../../db/client.ts'
import {
  leadCounts,
  leadEvents,
  leadExits,
  leads,
  projects,
  siteVisits,
  tasks,
  units,
  users,
} from '../../../db/schema.ts'
import type { AuthContext } from '../../../security/access.ts'
import { unmaskReach, type Reach } from './lead-visibility.ts'
import { NO_ENGAGEMENT, type LeadEngagement } from '../scoring/lead-scorer.ts'

export type LeadRecord = typeof leads.$inferSelect

/** A lead with what its answer names: the project and the assignee. */
export interface LeadRow {
  lead: LeadRecord
  projectName: string
  assignee: TPerson | null
}

const assigneeColumns = { _id: users.id, firstName: users.firstName, lastName: users.lastName }

/** The select every lead read starts from; add `.where()`, order and paging. */
export function selectLeads<E extends Record<string, SQL.Aliased | SQL>>(
  db: Conn,
  extra: E = {} as E,
) {
  return db
    .select({ lead: leads, projectName: projects.name, assignee: assigneeColumns, ...extra })
    .from(leads)
    .innerJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(users, eq(users.id, leads.assigneeId))
}

/**
 * One page of leads: the page's ids are found on `leads` alone (where the keyset indexes
 * serve the order), and only those rows are joined to their project and assignee. Joining first
 * would join every matching lead before sorting, which on a 50,000-lead project is most of the
 * time of a page. The rows are fetched by `id = any(array(ids))`, an index lookup whatever the
 * page size: joined to the ids as a subquery, a sync page of 1,000 ids made PGlite's planner
 * hash-join them against a scan of the whole table on every page.
 */
export function pageOfLeads<E extends Record<string, SQL.Aliased | SQL>>(
  db: Conn,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
  extra: E = {} as E,
) {
  const ids = db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  return selectLeads(db, extra)
    .where(sql`${leads.id} = any(array(${ids}))`)
    .orderBy(...order)
}

export async function findLead(db: Conn, where: SQL): Promise<LeadRow | undefined> {
  const [row] = await selectLeads(db).where(where).limit(1)
  return row
}

export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim()

const maskOrNull = (value: string | null, mask: (v: string) => string) =>
  value === null ? null : mask(value)

/** The lead as every answer sends it: personal fields masked (pii-view reveals them). */
export function toLead({ lead, projectName, assignee }: LeadRow, aiData?: TLeadScore): TLead {
  return {
    _id: lead.id,
    orgId: lead.orgId,
    projectId: lead.projectId,
    projectName,
    leadStatus: lead.leadStatus,
    subStatus: lead.subStatus,
    labels: lead.labels,
    profile: {
      fullName: lead.fullName,
      gender: lead.gender,
      age: lead.age,
      whatsAppNumber: maskPhone(lead.whatsAppNumber),
      alternateNumber: maskOrNull(lead.alternateNumber, maskPhone),
      email: maskOrNull(lead.email, maskEmail),
      sourceOfLead: lead.sourceOfLead,
      subSourceOfLead: lead.subSourceOfLead,
      currentLocation: lead.currentLocation,
      agentName: assignee ? fullName(assignee) : null,
    },
    propertyInterest: lead.propertyInterest,
    background: { ...lead.background, assignedTo: assignee },
    sensitive: sensitiveFlags(lead),
    masked: true,
    retained: lead.retained,
    customFields: lead.customFields,
    version: lead.version,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    ...(aiData ? { aiData } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Filters

export interface LeadFilterValues {
  searchBy?: string | undefined
  sourceOfLead?: string | undefined
  assigneeId?: string | undefined
  labels?: string[] | undefined
  /** Leads in any of these stages. */
  stages?: string[] | undefined
  dateField?: 'createdAt' | 'updatedAt' | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}

const DAY_MS = 86_400_000
/** The instant a yyyy-MM-dd day starts in India. */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`)

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&')

/**
 * A number search. Where the caller may unmask contacts it matches any run of digits; elsewhere
 * they see only the last 4 digits, so it matches those or the whole number and nothing else:
 * a search for a part of the hidden digits would rebuild the number one digit at a time.
 */
function numberCondition(digits: string, unmasked: Reach): SQL {
  const numbers = [leads.whatsAppNumber, leads.alternateNumber]
  const anyDigits = or(...numbers.map((c) => like(c, `%${digits}%`)))
  if (unmasked === 'all') return anyDigits as SQL
  const visible =
    digits.length <= 4
      ? or(...numbers.map((c) => like(sql`right(${c}, 4)`, `%${digits}%`)))
      : digits.length === 10
        ? or(...numbers.map((c) => eq(c, digits)))
        : undefined
  const full = unmasked.size ? and(inArray(leads.projectId, [...unmasked]), anyDigits) : undefined
  return or(full, visible) ?? sql`false`
}

/** The search box: a number (digits, spaces, + - ( )) matches either number, else the name. */
function searchCondition(text: string, unmasked: Reach): SQL | undefined {
  const term = text.trim()
  if (!term) return undefined
  if (/^[\d\s+()-]+$/.test(term)) {
    let digits = term.replace(/\D/g, '')
    if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2)
    if (!digits) return undefined
    return numberCondition(digits, unmasked)
  }
  return ilike(leads.fullName, `%${escapeLike(term)}%`)
}

/** The assignee filter, on `leads` or on `lead_counts`: someone, or 'unassigned'. */
export const assigneeCondition = (on: { assigneeId: PgColumn }, assigneeId: string | undefined) =>
  assigneeId === 'unassigned'
    ? isNull(on.assigneeId)
    : assigneeId
      ? eq(on.assigneeId, assigneeId)
      : undefined

/** The list filters, as conditions on `leads`; a number search depends on who searches. */
export function filterConditions(auth: AuthContext, f: LeadFilterValues): (SQL | undefined)[] {
  const column = f.dateField === 'updatedAt' ? leads.updatedAt : leads.createdAt
  const labels = f.labels ?? []
  return [
    f.searchBy ? searchCondition(f.searchBy, unmaskReach(auth)) : undefined,
    f.sourceOfLead ? eq(leads.sourceOfLead, f.sourceOfLead) : undefined,
    f.stages?.length ? inArray(leads.leadStatus, f.stages) : undefined,
    assigneeCondition(leads, f.assigneeId),
    labels.length
      ? sql`${leads.labels} ?| array[${sql.join(
          labels.map((l) => sql`${l}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    f.startDate ? gte(column, istDayStart(f.startDate)) : undefined,
    f.endDate ? lt(column, new Date(istDayStart(f.endDate).getTime() + DAY_MS)) : undefined,
  ]
}

/** Whether the filters narrow a view by nothing `lead_counts` keeps (the assignee it does). */
export function onlyCountedFilters(auth: AuthContext, f: LeadFilterValues): boolean {
  return filterConditions(auth, { ...f, assigneeId: undefined }).every((c) => c === undefined)
}

export function leadOrder(
  sort: 'updatedAt' | 'createdAt' | 'fullName',
  order: 'asc' | 'desc',
): SQL[] {
  const dir = order === 'asc' ? asc : desc
  const column =
    sort === 'fullName' ? leads.fullName : sort === 'createdAt' ? leads.createdAt : leads.updatedAt
  return [dir(column), dir(leads.id)]
}

// ---------------------------------------------------------------------------------------------
// What the scorer needs, for a page of leads at once

const SCHEDULED_VISITS = ['Scheduled', 'Rescheduled', 'Revisit'] as const

export async function loadEngagement(
  db: Conn,
  leadIds: readonly string[],
  now: Date,
): Promise<Map<string, LeadEngagement>> {
  const result = new Map<string, LeadEngagement>()
  if (leadIds.length === 0) return result
  const ids = [...leadIds]
  const [events, visits, lastTasks] = await Promise.all([
    db
      .select({
        leadId: leadEvents.leadId,
        calls: sql<number>`count(*) filter (where ${leadEvents.eventType} = 'call' and ${leadEvents.data}->>'callStatus' = 'Connected')::int`,
        last: sql<
          string | null
        >`max(${leadEvents.createdAt}) filter (where ${leadEvents.eventType} <> 'piiView')`,
      })
      .from(leadEvents)
      .where(inArray(leadEvents.leadId, ids))
      .groupBy(leadEvents.leadId),
    db
      .select({
        leadId: siteVisits.leadId,
        done: sql<number>`count(*) filter (where ${siteVisits.status} = 'Visit Done')::int`,
        scheduled: sql<number>`count(*) filter (where ${inArray(siteVisits.status, [...SCHEDULED_VISITS])} and ${siteVisits.scheduledAt} >= ${now.toISOString()}::timestamptz)::int`,
        last: sql<string | null>`max(${siteVisits.updatedAt})`,
      })
      .from(siteVisits)
      .where(inArray(siteVisits.leadId, ids))
      .groupBy(siteVisits.leadId),
    db
      .select({ leadId: tasks.leadId, last: sql<string | null>`max(${tasks.updatedAt})` })
      .from(tasks)
      .where(inArray(tasks.leadId, ids))
      .groupBy(tasks.leadId),
  ])
  const entry = (leadId: string) => {
    let e = result.get(leadId)
    if (!e) result.set(leadId, (e = { ...NO_ENGAGEMENT }))
    return e
  }
  // max() of a timestamp comes back as text from raw SQL: parse it, and never count the future.
  const touch = (e: LeadEngagement, at: string | null) => {
    if (!at) return
    const date = new Date(at)
    if (date.getTime() > now.getTime()) return
    if (!e.lastActivityAt || date > e.lastActivityAt) e.lastActivityAt = date
  }
  for (const r of events) {
    const e = entry(r.leadId)
    e.callsConnected = Number(r.calls)
    touch(e, r.last)
  }
  for (const r of visits) {
    const e = entry(r.leadId)
    e.siteVisitsDone = Number(r.done)
    e.siteVisitsScheduled = Number(r.scheduled)
    touch(e, r.last)
  }
  for (const r of lastTasks) touch(entry(r.leadId), r.last)
  return result
}

export async function loadInventoryPrices(
  db: Conn,
  projectIds: readonly string[],
): Promise<Map<string, { min: number; max: number }>> {
  if (projectIds.length === 0) return new Map()
  const rows = await db
    .select({
      projectId: units.projectId,
      min: sql<number>`min(${units.price})`,
      max: sql<number>`max(${units.price})`,
    })
    .from(units)
    .where(and(inArray(units.projectId, [...new Set(projectIds)]), eq(units.status, 'available')))
    .groupBy(units.projectId)
  return new Map(rows.map((r) => [r.projectId, { min: Number(r.min), max: Number(r.max) }]))
}

// ---------------------------------------------------------------------------------------------
// The deletion feed's upkeep

/**
 * How long a lead's exit stays in the deletion feed: a device whose last full pass is older
 * than a day starts another, which needs no feed.
 */
export const LEAD_EXIT_RETENTION_DAYS = 7

export async function purgeLeadExits(db: Conn, now = new Date()) {
  const before = new Date(now.getTime() - LEAD_EXIT_RETENTION_DAYS * DAY_MS)
  await db.delete(leadExits).where(lt(leadExits.exitedAt, before))
}

// ---------------------------------------------------------------------------------------------
// Counts

/** Leads per stage from `lead_counts`, where the condition is on its columns. */
export function statusCountsFromCounters(db: Conn, where: SQL | undefined) {
  return db
    .select({ leadStatus: leadCounts.leadStatus, n: sql<number>`sum(${leadCounts.n})::int` })
    .from(leadCounts)
    .where(where)
    .groupBy(leadCounts.leadStatus)
}

/** Leads per stage, counted over the matching leads. */
export function statusCountsOfLeads(db: Conn, where: SQL | undefined) {
  return db
    .select({ leadStatus: leads.leadStatus, n: count() })
    .from(leads)
    .where(where)
    .groupBy(leads.leadStatus)
}

export function countLeads(db: Conn, where: SQL | undefined) {
  return db.select({ n: count() }).from(leads).where(where)
}

/** How many leads `lead_counts` holds where the condition (on its columns) holds. */
export async function sumOfCounters(db: Conn, where: SQL) {
  const [counted] = await db
    .select({ n: sql<number>`coalesce(sum(${leadCounts.n}), 0)::int` })
    .from(leadCounts)
    .where(where)
  return Number(counted?.n ?? 0)
}

// ---------------------------------------------------------------------------------------------
// The offline table's sync

/** A timestamp exactly as stored (microseconds), so a cursor never skips a row of the same ms. */
export const exactTime = (column: SQL | typeof leads.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
export const exactUpdatedAt = exactTime(leads.updatedAt)

/** The keyset position of the `place`-th newest-updated lead of the set (1 is the newest). */
export async function nthNewestUpdated(db: Conn, set: SQL, place: number) {
  const [oldest] = await db
    .select({ at: exactUpdatedAt, id: leads.id })
    .from(leads)
    .where(set)
    .orderBy(...leadOrder('updatedAt', 'desc'))
    .offset(place - 1)
    .limit(1)
  return oldest
}

/**
 * How far back the deletion feed is read again: a lead's exit is stamped when its writing
 * transaction started, so one that committed after a feed was read may carry an earlier time.
 * Reading an exit twice is harmless (the device drops what it holds, and only leads still out).
 */
const FEED_OVERLAP = sql`interval '2 minutes'`

/**
 * The deletion feed since `feed` (none without it): leads whose exits the `whose` conditions
 * select and that are not in `set` now, with the database's time of this reading.
 */
export async function readLeadExits(
  db: Conn,
  { set, whose, feed }: { set: SQL; whose: (SQL | undefined)[]; feed: string | undefined },
): Promise<{ removed: string[]; readAt: string }> {
  const stillIn = db
    .select({ one: sql`1` })
    .from(leads)
    .where(and(eq(leads.id, leadExits.leadId), set))
  const exits = db
    .selectDistinct({ leadId: leadExits.leadId })
    .from(leadExits)
    .where(
      and(
        sql`${leadExits.exitedAt} > ${feed}::timestamptz - ${FEED_OVERLAP}`,
        ...whose,
        notExists(stillIn),
      ),
    )
  const [row] = await db
    .select({
      readAt: exactTime(sql`now()`),
      removed: feed ? sql<string[]>`array(${exits})` : sql<string[]>`'{}'::text[]`,
    })
    .from(sql`(select 1) as feed`)
  return { removed: row?.removed ?? [], readAt: row!.readAt }
}

// ---------------------------------------------------------------------------------------------
// Writes

export type LeadInsert = typeof leads.$inferInsert

/** The project, if it is the organisation's. */
export async function findProjectOfOrg(db: Conn, orgId: string, projectId: string) {
  const [project] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)))
  return project
}

/** Other leads of the organisation with this mobile as either of their numbers, oldest first. */
export function leadsWithNumber(
  db: Conn,
  orgId: string,
  whatsAppNumber: string,
  exceptId?: string,
) {
  return db
    .select({
      _id: leads.id,
      fullName: leads.fullName,
      projectId: leads.projectId,
      projectName: projects.name,
      whatsAppNumber: leads.whatsAppNumber,
      owner: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(leads)
    .innerJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(
      and(
        eq(leads.orgId, orgId),
        or(eq(leads.whatsAppNumber, whatsAppNumber), eq(leads.alternateNumber, whatsAppNumber)),
        exceptId ? ne(leads.id, exceptId) : undefined,
      ),
    )
    .orderBy(leads.createdAt, leads.id)
    .limit(50)
}

export async function leadIdTaken(db: Conn, id: string) {
  const [taken] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id))
  return taken !== undefined
}

export async function insertLead(db: Conn, lead: LeadInsert) {
  await db.insert(leads).values(lead)
}

export async function updateLead(db: Conn, id: string, set: Partial<LeadInsert>) {
  await db.update(leads).set(set).where(eq(leads.id, id))
}

/** Changes the lead only if it is still at `version`: false when another write came first. */
export async function updateLeadAtVersion(
  db: Conn,
  id: string,
  version: number,
  set: Partial<LeadInsert>,
) {
  const updated = await db
    .update(leads)
    .set(set)
    .where(and(eq(leads.id, id), eq(leads.version, version)))
    .returning({ id: leads.id })
  return updated.length > 0
}

/** The leads of `ids` that `visible` lets through, locked until the transaction ends. */
export function lockLeads(db: Conn, ids: string[], visible: SQL) {
  return db
    .select()
    .from(leads)
    .where(and(inArray(leads.id, ids), visible) as SQL)
    .orderBy(leads.id)
    .for('update')
}

/** Gives the leads to the assignee in one statement, each a version up. */
export async function assignLeads(db: Conn, ids: string[], assigneeId: string | null, now: Date) {
  await db
    .update(leads)
    .set({ assigneeId, version: sql`${leads.version} + 1`, updatedAt: now })
    .where(inArray(leads.id, ids))
}

/** Sets each lead's stage, sub-status and labels in one statement, each a version up. */
export async function setStagesAndLabels(
  db: Conn,
  changed: { id: string; leadStatus: string; subStatus: string | null; labels: string[] }[],
  now: Date,
) {
  const values = sql`jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
    as v(id text, "leadStatus" text, "subStatus" text, labels jsonb)`
  await db
    .update(leads)
    .set({
      leadStatus: sql`v."leadStatus"`,
      subStatus: sql`v."subStatus"`,
      labels: sql`v.labels`,
      version: sql`${leads.version} + 1`,
      updatedAt: now,
    })
    .from(values)
    .where(eq(leads.id, sql`v.id`))
}
