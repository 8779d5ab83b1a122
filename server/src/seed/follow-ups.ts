import type { Faker } from '@faker-js/faker'
import type { siteVisits, tasks } from '../db/schema.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS, istAt, istDayStart, w } from './random.ts'
import {
  SITE_VISIT_CANCELLATION_REASONS,
  type TLeadStatus,
  type TSiteVisitStatus,
} from './reference-data.ts'

/** What follow-ups need to know about their lead. */
export interface TLeadFacts {
  id: string
  orgId: string
  projectId: string
  assigneeId: string | null
  stage: TLeadStatus
  /** The furthest funnel stage reached (for Dropped, the one before dropping). */
  reached: TLeadStatus
  createdAt: number
  /** The lead's last activity. */
  updatedAt: number
}

/** Share of active leads with a task, by stage: the warmer the lead, the more likely a follow-up. */
const TASK_SHARE: Partial<Record<TLeadStatus, number>> = {
  'New Lead': 0.3,
  Open: 0.4,
  Qualified: 0.5,
  'Site Visit': 0.5,
  Opportunity: 0.6,
}

/** At most one task per lead, open or done, due between a week ago and a week ahead. */
export function buildTask(
  f: Faker,
  lead: TLeadFacts,
  today: Date,
): typeof tasks.$inferInsert | null {
  if (!lead.assigneeId || f.number.float() >= (TASK_SHARE[lead.stage] ?? 0)) return null
  const now = today.getTime()
  const day = Math.max(
    dayOffset(lead.createdAt, now),
    f.helpers.weightedArrayElement([
      w(-f.number.int({ min: 1, max: 7 }), 35),
      w(0, 12),
      w(f.number.int({ min: 1, max: 7 }), 53),
    ]),
  )
  const slot = istAt(
    today,
    day,
    f.number.int({ min: 10, max: 19 }),
    f.helpers.arrayElement([0, 15, 30, 45]),
  )
  const due = Math.max(slot.getTime(), lead.createdAt + 2 * HOUR_MS)
  // Half of the tasks that fell due were done; the rest are overdue.
  const completed = due < now && f.number.float() < 0.5
  const completedAt = completed
    ? Math.min(
        now - MINUTE_MS,
        Math.max(lead.createdAt, due + f.number.int({ min: -120, max: 240 }) * MINUTE_MS),
      )
    : null
  const createdAt = between(f, lead.createdAt, Math.min(due, completedAt ?? due, now))
  const warm =
    lead.stage === 'Qualified' || lead.stage === 'Site Visit' || lead.stage === 'Opportunity'
  return {
    id: f.string.uuid(),
    orgId: lead.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    assigneeId: lead.assigneeId,
    taskType: warm && f.number.float() < 0.4 ? 'Site Visit' : 'Follow Up',
    taskStatus: completed ? 'Completed' : 'Open',
    dueDate: new Date(due),
    isEscalated: !completed && due < now - 2 * DAY_MS && f.number.float() < 0.4,
    completedAt: completedAt === null ? null : new Date(completedAt),
    createdAt: new Date(createdAt),
    updatedAt: new Date(completedAt ?? createdAt),
  }
}

/** Visits that fit the stage: done for leads past it, around today for leads at it or just before. */
export function buildSiteVisits(
  f: Faker,
  lead: TLeadFacts,
  today: Date,
): (typeof siteVisits.$inferInsert)[] {
  const now = today.getTime()
  const visits: (typeof siteVisits.$inferInsert)[] = []
  const add = (at: number, status: TSiteVisitStatus) => {
    const createdAt = between(f, lead.createdAt, Math.min(at, now) - HOUR_MS)
    const settled =
      status === 'Visit Done' ||
      status === 'No Show' ||
      status === 'Cancelled' ||
      status === 'In Progress'
    const settledAt = Math.min(
      now,
      Math.max(createdAt, at + f.number.int({ min: 30, max: 180 }) * MINUTE_MS),
    )
    visits.push({
      id: f.string.uuid(),
      orgId: lead.orgId,
      projectId: lead.projectId,
      leadId: lead.id,
      assigneeId: lead.assigneeId,
      status,
      scheduledAt: new Date(at),
      cancellationReason:
        status === 'Cancelled' ? f.helpers.arrayElement(SITE_VISIT_CANCELLATION_REASONS) : null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(settled ? settledAt : createdAt),
    })
  }
  const firstDay = dayOffset(lead.createdAt, now) + 1
  const { stage, reached } = lead
  if (
    stage === 'Opportunity' ||
    stage === 'Booked' ||
    (stage === 'Dropped' && (reached === 'Site Visit' || reached === 'Opportunity'))
  ) {
    // They have seen the site, on a day between coming in and their last activity.
    const lastDay = Math.max(firstDay, Math.min(dayOffset(lead.updatedAt, now), -1))
    add(visitingSlot(f, today, f.number.int({ min: firstDay, max: lastDay })), 'Visit Done')
    if (stage === 'Opportunity' && f.number.float() < 0.3) {
      add(visitingSlot(f, today, f.number.int({ min: 1, max: 7 })), 'Revisit')
    }
  } else if (stage === 'Site Visit' || (stage === 'Qualified' && f.number.float() < 0.3)) {
    const days = [w(0, 20), w(f.number.int({ min: 1, max: 7 }), 40)]
    days.push(w(-f.number.int({ min: 1, max: stage === 'Site Visit' ? 10 : 5 }), 40))
    const at = visitingSlot(f, today, Math.max(firstDay, f.helpers.weightedArrayElement(days)))
    add(at, statusAt(f, at, now))
  }
  return visits
}

/** A visit at `at` as it stands now: ahead still scheduled, just started in progress, past settled. */
function statusAt(f: Faker, at: number, now: number): TSiteVisitStatus {
  if (at > now) {
    return f.helpers.weightedArrayElement([
      w<TSiteVisitStatus>('Scheduled', 75),
      w<TSiteVisitStatus>('Rescheduled', 20),
      w<TSiteVisitStatus>('Revisit', 5),
    ])
  }
  if (now - at < 2 * HOUR_MS) return 'In Progress'
  return f.helpers.weightedArrayElement([
    w<TSiteVisitStatus>('Visit Done', 62),
    w<TSiteVisitStatus>('No Show', 20),
    w<TSiteVisitStatus>('Cancelled', 18),
  ])
}

/** Site offices take visitors on the hour or half hour, 10:00 to 17:30 IST. */
function visitingSlot(f: Faker, today: Date, day: number): number {
  return istAt(
    today,
    day,
    f.number.int({ min: 10, max: 17 }),
    f.helpers.arrayElement([0, 30]),
  ).getTime()
}

/** Days from today's Indian date to the Indian date of `at` (negative in the past). */
function dayOffset(at: number, now: number): number {
  return Math.round((istDayStart(at) - istDayStart(now)) / DAY_MS)
}

function between(f: Faker, from: number, to: number): number {
  return to <= from ? from : f.number.int({ min: from, max: to })
}
