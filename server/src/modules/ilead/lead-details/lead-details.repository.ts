import { and, eq, gte, inArray, lte, min, type SQL } from 'drizzle-orm'
import { UPCOMING_VISIT_STATUSES } from '../../../../../contract/site-visits.ts'
import type { Conn } from '../../../db/client.ts'
import { leads, siteVisits, tasks } from '../../../db/schema.ts'

/** The project of each of the leads that `visible` lets through. */
export function projectsOfLeads(db: Conn, ids: readonly string[], visible: SQL) {
  return db
    .select({ id: leads.id, projectId: leads.projectId })
    .from(leads)
    .where(and(inArray(leads.id, [...ids]), visible) as SQL)
}

/**
 * The earliest due time, per lead, of the open tasks and of the upcoming visits of the leads
 * `mine` selects, due between `from` and `to`.
 */
export function dueTimesOfLeads(db: Conn, mine: SQL | undefined, from: Date, to: Date) {
  return Promise.all([
    db
      .select({ leadId: tasks.leadId, dueAt: min(tasks.dueDate) })
      .from(tasks)
      .innerJoin(leads, eq(leads.id, tasks.leadId))
      .where(
        and(mine, eq(tasks.taskStatus, 'Open'), gte(tasks.dueDate, from), lte(tasks.dueDate, to)),
      )
      .groupBy(tasks.leadId),
    db
      .select({ leadId: siteVisits.leadId, dueAt: min(siteVisits.scheduledAt) })
      .from(siteVisits)
      .innerJoin(leads, eq(leads.id, siteVisits.leadId))
      .where(
        and(
          mine,
          inArray(siteVisits.status, [...UPCOMING_VISIT_STATUSES]),
          gte(siteVisits.scheduledAt, from),
          lte(siteVisits.scheduledAt, to),
        ),
      )
      .groupBy(siteVisits.leadId),
  ])
}
