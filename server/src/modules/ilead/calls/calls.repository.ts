import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { TCall } from '../../../../../contract/dispositions.ts'
import { maskPhone } from '../../../../../contract/masking.ts'
import { calls, dispositions, leads, projects, users } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'
import type { AuthContext } from '../../../security/access.ts'
import { personOf } from '../field-actions.ts'
import { leadVisibility, seesAllLeadsOf } from '../leads/lead-visibility.ts'
import type { Conn } from '../../../db/client.ts'
import { filterConditions, istDayStart } from '../leads/leads.repository.ts'
import { indiaDaySql } from '../dashboards/dashboards.repository.ts'
import type { CallDayRow } from './call-series.ts'

type CallRecord = typeof calls.$inferSelect

const DAY_MS = 86_400_000

export interface CallFilterValues {
  projectId?: string | undefined
  leadId?: string | undefined
  userId?: string | undefined
  callType?: TCall['callType'] | undefined
  callStatus?: TCall['callStatus'] | undefined
  searchBy?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}

/** The call logs' filters that read only `calls`. */
function ownConditions(auth: AuthContext, f: CallFilterValues) {
  return [
    eq(calls.orgId, auth.orgId),
    // An attempt still being placed is not a call yet.
    eq(calls.dialing, false),
    f.projectId ? eq(calls.projectId, f.projectId) : undefined,
    f.leadId ? eq(calls.leadId, f.leadId) : undefined,
    f.userId ? eq(calls.userId, f.userId) : undefined,
    f.callType ? eq(calls.callType, f.callType) : undefined,
    f.callStatus ? eq(calls.callStatus, f.callStatus) : undefined,
    f.startDate ? gte(calls.startedAt, istDayStart(f.startDate)) : undefined,
    f.endDate
      ? lt(calls.startedAt, new Date(istDayStart(f.endDate).getTime() + DAY_MS))
      : undefined,
  ]
}

/** Calls on leads the caller sees, narrowed by the call logs' filters. */
export function callConditions(auth: AuthContext, f: CallFilterValues): SQL {
  return and(
    leadVisibility(auth),
    ...filterConditions(auth, { searchBy: f.searchBy }),
    ...ownConditions(auth, f),
  ) as SQL
}

/**
 * The same calls, on `calls` alone, when the leads need not be read for them: the caller sees
 * every lead of the project asked for, and no search names a lead. Counting them then reads no
 * lead (undefined otherwise).
 */
export function callConditionsWithoutLeads(auth: AuthContext, f: CallFilterValues) {
  if (!f.projectId || !seesAllLeadsOf(auth, f.projectId)) return undefined
  if (filterConditions(auth, { searchBy: f.searchBy }).some(Boolean)) return undefined
  return and(...ownConditions(auth, f)) as SQL
}

function selectCalls(db: Conn) {
  return db
    .select({
      call: calls,
      leadName: leads.fullName,
      projectName: projects.name,
      caller: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
      dispositionId: dispositions.id,
    })
    .from(calls)
    .innerJoin(leads, eq(leads.id, calls.leadId))
    .innerJoin(projects, eq(projects.id, calls.projectId))
    .leftJoin(users, eq(users.id, calls.userId))
    .leftJoin(dispositions, eq(dispositions.callId, calls.id))
}

type CallRow = Awaited<ReturnType<ReturnType<typeof selectCalls>['execute']>>[number]

function toCall(r: CallRow): TCall {
  const c = r.call
  return {
    _id: c.id,
    leadId: c.leadId,
    leadName: r.leadName,
    projectId: c.projectId,
    projectName: r.projectName,
    callType: c.callType,
    callStatus: c.callStatus,
    durationSec: c.durationSec,
    toNumber: maskPhone(c.toNumber),
    calledBy: personOf(r.caller),
    callSid: c.callSid,
    provider: c.provider,
    dispositionId: r.dispositionId,
    recordingId: c.recordingId,
    startedAt: c.startedAt.toISOString(),
  }
}

export async function callById(db: Conn, callId: string): Promise<TCall | undefined> {
  const [row] = await selectCalls(db).where(eq(calls.id, callId))
  return row ? toCall(row) : undefined
}

export async function callPage(
  db: Conn,
  where: SQL,
  page: PageRequest,
  /** The same calls on `calls` alone, when the leads need not be read to count them. */
  withoutLeads?: SQL,
) {
  const { rows, pageInfo } = await paged(
    page,
    ({ limit, offset }) =>
      selectCalls(db)
        .where(where)
        .orderBy(desc(calls.startedAt), desc(calls.id))
        .limit(limit)
        .offset(offset),
    withoutLeads
      ? db.select({ n: count() }).from(calls).where(withoutLeads)
      : db
          .select({ n: count() })
          .from(calls)
          .innerJoin(leads, eq(leads.id, calls.leadId))
          .where(where),
  )
  return { items: rows.map(toCall), pageInfo }
}

/** The caller's own calls that nobody has disposed yet, newest first. */
export async function undisposedCalls(db: Conn, where: SQL, limit: number): Promise<TCall[]> {
  const rows = await selectCalls(db)
    .where(and(where, isNull(dispositions.id)))
    .orderBy(desc(calls.startedAt), desc(calls.id))
    .limit(limit)
  return rows.map(toCall)
}

/**
 * The calls `where` selects (on `calls` joined to their leads), by India day and type: what the
 * call summaries and their line graphs are made of.
 */
export async function callsByDay(db: Conn, where: SQL): Promise<CallDayRow[]> {
  const day = indiaDaySql(calls.startedAt)
  return db
    .select({
      day,
      callType: calls.callType,
      n: sql<number>`count(*)`.mapWith(Number),
      secs: sql<number>`coalesce(sum(${calls.durationSec}), 0)`.mapWith(Number),
    })
    .from(calls)
    .innerJoin(leads, eq(leads.id, calls.leadId))
    .where(where)
    .groupBy(day, calls.callType)
}

export type CallInsert = typeof calls.$inferInsert

export async function findCall(db: Conn, callId: string): Promise<CallRecord | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.id, callId))
  return row
}

export async function insertCall(db: Conn, call: CallInsert) {
  await db.insert(calls).values(call)
}

/** The organisation's call with its disposition's id (null if none), locked until the end. */
export async function lockCallOfOrg(db: Conn, callId: string, orgId: string) {
  const [call] = await db
    .select({ call: calls, disposed: dispositions.id })
    .from(calls)
    .leftJoin(dispositions, eq(dispositions.callId, calls.id))
    .where(and(eq(calls.id, callId), eq(calls.orgId, orgId)))
    .for('update', { of: calls })
  return call
}

/**
 * Records what the provider said of a call still being placed: false when it was recorded
 * already (a repeat of the request got there first).
 */
export async function settleDialingCall(
  db: Conn,
  callId: string,
  placed: Pick<CallRecord, 'callStatus' | 'durationSec' | 'callSid'>,
) {
  const recorded = await db
    .update(calls)
    .set({
      callStatus: placed.callStatus,
      durationSec: placed.durationSec,
      callSid: placed.callSid,
      dialing: false,
    })
    .where(and(eq(calls.id, callId), eq(calls.dialing, true)))
    .returning({ id: calls.id })
  return recorded.length > 0
}

export async function attachRecordingToCall(db: Conn, callId: string, recordingId: string) {
  await db.update(calls).set({ recordingId }).where(eq(calls.id, callId))
}

export async function phoneOfUser(db: Conn, userId: string) {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  return user?.phone ?? null
}
