import { and, eq } from 'drizzle-orm'
import {
  LEAD_DETAIL_LIMITS,
  LEAD_DUE_MAX,
  type TLeadDetailsBatch,
  type TLeadsDue,
} from '../../../../../contract/lead-details.ts'
import { leads } from '../../../db/schema.ts'
import type { AuthContext } from '../../../security/access.ts'
import { bookingsOfLeads } from '../bookings/bookings.repository.ts'
import { groupByStatus } from '../bookings/bookings.service.ts'
import { dispositionsOf } from '../calls/dispositions.service.ts'
import { journeysOf } from '../leads/lead-events.repository.ts'
import { leadVisibility, readsBookingsOf } from '../leads/lead-visibility.ts'
import type { Conn } from '../../../db/client.ts'
import type { RecordingStore } from '../calls/recordings-store.ts'
import { visitsOf } from '../site-visits/site-visits.repository.ts'
import { tasksOf } from '../tasks/tasks.repository.ts'
import { dueTimesOfLeads, projectsOfLeads } from './lead-details.repository.ts'

const DAY_MS = 86_400_000

/**
 * The details of many leads, each part as its own read answers it (same visibility rule, same
 * masking, same limits). A lead the caller may not see is named in `notFound` and nothing of it
 * is read, as its own reads would answer 404; bookings are null where the caller may not read
 * the bookings of the lead's project, as the bookings read would answer 403.
 */
export async function leadDetailsOf(
  db: Conn,
  auth: AuthContext,
  store: RecordingStore,
  asked: readonly string[],
  now: Date,
): Promise<TLeadDetailsBatch> {
  const visible = await projectsOfLeads(db, asked, leadVisibility(auth))
  const projectOf = new Map(visible.map((v) => [v.id, v.projectId]))
  const ids = asked.filter((id) => projectOf.has(id))
  const notFound = asked.filter((id) => !projectOf.has(id))
  if (ids.length === 0) return { items: [], notFound }
  const withBookings = ids.filter((id) => readsBookingsOf(auth, projectOf.get(id)!))
  const [journeys, taskPages, visitPages, dispositionPages, bookings] = await Promise.all([
    journeysOf(db, ids, LEAD_DETAIL_LIMITS.journey),
    tasksOf(db, ids, LEAD_DETAIL_LIMITS.tasks, now),
    visitsOf(db, ids, LEAD_DETAIL_LIMITS.siteVisits),
    dispositionsOf(db, store, ids, LEAD_DETAIL_LIMITS.dispositions, now),
    withBookings.length ? bookingsOfLeads(db, withBookings) : new Map(),
  ])
  return {
    items: ids.map((leadId) => {
      const booked = bookings.get(leadId)
      return {
        leadId,
        journey: journeys.get(leadId)!,
        tasks: taskPages.get(leadId)!,
        siteVisits: visitPages.get(leadId)!,
        dispositions: dispositionPages.get(leadId)!,
        bookings: booked ? groupByStatus(booked) : null,
      }
    }),
    notFound,
  }
}

/**
 * The caller's own leads (assigned to them, and visible) with an open task or an upcoming visit
 * due from `days` ago to `days` ahead, each with its due time nearest to now, nearest first. The
 * overdue ones are included: they are the work of the day as much as those still to come.
 */
export async function leadsDueOf(
  db: Conn,
  auth: AuthContext,
  days: number,
  now: Date,
): Promise<TLeadsDue> {
  const from = new Date(now.getTime() - days * DAY_MS)
  const to = new Date(now.getTime() + days * DAY_MS)
  const mine = and(eq(leads.assigneeId, auth.userId), leadVisibility(auth))
  const [dueTasks, dueVisits] = await dueTimesOfLeads(db, mine, from, to)
  const nearest = new Map<string, number>()
  for (const { leadId, dueAt } of [...dueTasks, ...dueVisits]) {
    if (!dueAt) continue
    const at = new Date(dueAt).getTime()
    const known = nearest.get(leadId)
    if (known === undefined || Math.abs(at - now.getTime()) < Math.abs(known - now.getTime())) {
      nearest.set(leadId, at)
    }
  }
  const items = [...nearest]
    .sort((a, b) => Math.abs(a[1] - now.getTime()) - Math.abs(b[1] - now.getTime()))
    .slice(0, LEAD_DUE_MAX)
    .map(([leadId, at]) => ({ leadId, dueAt: new Date(at).toISOString() }))
  return { items }
}
