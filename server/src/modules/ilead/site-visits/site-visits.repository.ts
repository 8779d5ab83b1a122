import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { TSiteVisit } from '../../../../../contract/site-visits.ts'
import { leads, siteVisits, tasks, users } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'
import type { AuthContext } from '../../../security/access.ts'
import { isoOrNull, personOf } from '../field-actions.ts'
import { leadVisibility } from '../leads/lead-visibility.ts'
import type { Conn } from '../../../db/client.ts'
import type { LeadRecord } from '../leads/leads.repository.ts'
import { firstPagePerLead } from '../per-lead.repository.ts'

export type SiteVisitRecord = typeof siteVisits.$inferSelect
type SiteVisitInsert = typeof siteVisits.$inferInsert

function selectVisits(db: Conn) {
  return db
    .select({
      visit: siteVisits,
      leadName: leads.fullName,
      assignee: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
      taskId: tasks.id,
    })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .leftJoin(users, eq(users.id, siteVisits.assigneeId))
    .leftJoin(tasks, and(eq(tasks.siteVisitId, siteVisits.id), eq(tasks.taskType, 'Site Visit')))
}

type VisitRow = Awaited<ReturnType<ReturnType<typeof selectVisits>['execute']>>[number]

function toSiteVisit(r: VisitRow): TSiteVisit {
  const v = r.visit
  return {
    _id: v.id,
    orgId: v.orgId,
    projectId: v.projectId,
    leadId: v.leadId,
    leadName: r.leadName,
    visitType: v.visitType,
    status: v.status,
    scheduledAt: v.scheduledAt.toISOString(),
    startedAt: isoOrNull(v.startedAt),
    completedAt: isoOrNull(v.completedAt),
    cancellationReason: v.cancellationReason,
    notes: v.notes,
    assignee: personOf(r.assignee),
    otpEnteredAt: isoOrNull(v.otpEnteredAt),
    location: v.location,
    previousVisitId: v.previousVisitId,
    taskId: r.taskId,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  }
}

export async function siteVisitById(db: Conn, id: string): Promise<TSiteVisit | undefined> {
  const [row] = await selectVisits(db).where(eq(siteVisits.id, id))
  return row ? toSiteVisit(row) : undefined
}

export async function leadVisitPage(db: Conn, leadId: string, page: PageRequest) {
  const where = eq(siteVisits.leadId, leadId)
  const { rows, pageInfo } = await paged(
    page,
    ({ limit, offset }) =>
      selectVisits(db)
        .where(where)
        .orderBy(desc(siteVisits.scheduledAt), desc(siteVisits.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(siteVisits).where(where),
  )
  return { items: rows.map(toSiteVisit), pageInfo }
}

/** The first page of each of the leads' visits, as leadVisitPage answers it. */
export function visitsOf(db: Conn, leadIds: readonly string[], limit: number) {
  const part = {
    table: siteVisits,
    id: siteVisits.id,
    leadId: siteVisits.leadId,
    order: sql`${siteVisits.scheduledAt} desc, ${siteVisits.id} desc`,
  }
  return firstPagePerLead(
    db,
    part,
    leadIds,
    limit,
    (first, order) => selectVisits(db).where(first).orderBy(order),
    (r) => r.visit.leadId,
    toSiteVisit,
  )
}

/** A visit with its lead, if the caller sees the lead; locked when about to change it. */
export async function visibleVisit(
  db: Conn,
  auth: AuthContext,
  id: string,
  lock = false,
): Promise<{ visit: SiteVisitRecord; lead: LeadRecord } | undefined> {
  const query = db
    .select({ visit: siteVisits, lead: leads })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .where(and(eq(siteVisits.id, id), leadVisibility(auth)) as SQL)
  // Transitions of one visit serialise on its row.
  const [row] = await (lock ? query.for('update', { of: siteVisits }) : query)
  return row
}

export async function findVisit(db: Conn, id: string): Promise<SiteVisitRecord | undefined> {
  const [row] = await db.select().from(siteVisits).where(eq(siteVisits.id, id))
  return row
}

export async function insertVisit(db: Conn, visit: SiteVisitInsert): Promise<SiteVisitRecord> {
  const [row] = await db.insert(siteVisits).values(visit).returning()
  return row!
}

export async function updateVisit(db: Conn, id: string, change: Partial<SiteVisitInsert>) {
  await db.update(siteVisits).set(change).where(eq(siteVisits.id, id))
}
