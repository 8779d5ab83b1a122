import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { TSiteVisitStatus } from '../../../../../contract/domain.ts'
import { FIELD_ACTION_EVENTS, visitTimeError } from '../../../../../contract/field-actions.ts'
import {
  canTransition,
  SITE_VISIT_ERROR_CODES,
  SITE_VISIT_MESSAGES,
  type TSiteVisit,
  type TSiteVisitAction,
  type TVisitType,
  type ZSiteVisitCreate,
  type ZSiteVisitTransition,
} from '../../../../../contract/site-visits.ts'
import type { Tx } from '../../../db/client.ts'
import { AppError, conflict } from '../../../errors.ts'
import type { AuthContext } from '../../../security/access.ts'
import {
  actionableLead,
  appendEvent,
  checkTime,
  eventTime,
  fieldError,
  madeAtOf,
  replayOf,
  requireActor,
  WORK_SCOPES,
} from '../field-actions.ts'
import type { LeadRecord } from '../leads/leads.repository.ts'
import { isActiveLabel } from '../reference/reference.repository.ts'
import {
  findVisit,
  insertVisit,
  siteVisitById,
  updateVisit,
  visibleVisit,
  type SiteVisitRecord,
} from './site-visits.repository.ts'
import { insertTask } from '../tasks/tasks.repository.ts'
import { newTask, taskAssignee, updateVisitTask } from '../tasks/tasks.service.ts'

export const siteVisitNotFound = () =>
  new AppError(404, SITE_VISIT_ERROR_CODES.notFound, 'Site visit not found')

/** A visit the caller may act on (else 404, or 403 for a visible lead they may not work). */
export async function actionableVisit(tx: Tx, auth: AuthContext, id: string) {
  const row = await visibleVisit(tx, auth, id, true)
  if (!row) throw siteVisitNotFound()
  requireActor(auth, row.lead, WORK_SCOPES)
  return row
}

export const transitionInvalid = (action: string, status: TSiteVisitStatus) =>
  conflict(SITE_VISIT_ERROR_CODES.transitionInvalid, SITE_VISIT_MESSAGES.transitionInvalid, {
    action,
    status,
  })

/** Claims a client-made visit id: null when free, the visit when this is a replay. */
async function existingVisit(tx: Tx, id: string | undefined, leadId: string) {
  if (!id) return null
  return replayOf(await findVisit(tx, id), leadId)
}

interface NewVisit {
  id?: string | undefined
  scheduledAt: Date
  notes: string
  assigneeId?: string | undefined
  visitType: TVisitType
  previousVisitId?: string
}

/**
 * Schedules a visit and the Site Visit task that tracks it, and tells the journey. Shared by
 * scheduling, a disposition's next step and a revisit; the caller has checked the times.
 */
export async function scheduleVisit(
  tx: Tx,
  auth: AuthContext,
  lead: LeadRecord,
  v: NewVisit,
  madeAt: Date,
  now: Date,
): Promise<SiteVisitRecord> {
  const assigneeId = await taskAssignee(tx, auth, lead, v.assigneeId)
  const visit = await insertVisit(tx, {
    id: v.id ?? randomUUID(),
    orgId: lead.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    assigneeId,
    status: v.visitType === 'Revisit' ? 'Revisit' : 'Scheduled',
    visitType: v.visitType,
    scheduledAt: v.scheduledAt,
    notes: v.notes,
    previousVisitId: v.previousVisitId ?? null,
    createdById: auth.userId,
    createdAt: now,
    updatedAt: now,
  })
  await insertTask(
    tx,
    newTask(
      auth,
      lead,
      { taskType: 'Site Visit', dueDate: v.scheduledAt, assigneeId, siteVisitId: visit.id },
      now,
    ),
  )
  await appendEvent(
    tx,
    auth,
    lead.id,
    v.visitType === 'Revisit'
      ? FIELD_ACTION_EVENTS.siteVisitRevisit
      : FIELD_ACTION_EVENTS.siteVisitScheduled,
    {
      siteVisitId: visit.id,
      scheduledAt: v.scheduledAt.toISOString(),
      madeAt: madeAt.toISOString(),
      ...(v.previousVisitId ? { previousVisitId: v.previousVisitId } : {}),
    },
    eventTime(madeAt, now),
  )
  return visit
}

export async function createVisit(
  tx: Tx,
  auth: AuthContext,
  leadId: string,
  body: z.output<typeof ZSiteVisitCreate>,
  now: Date,
): Promise<{ siteVisit: TSiteVisit; created: boolean }> {
  const { lead } = await actionableLead(tx, auth, leadId, WORK_SCOPES)
  const madeAt = madeAtOf(body.madeAt, now)
  const replay = await existingVisit(tx, body._id, leadId)
  if (replay) return { siteVisit: (await siteVisitById(tx, replay.id))!, created: false }
  checkTime('scheduledAt', visitTimeError(body.scheduledAt, body.madeAt))
  const visit = await scheduleVisit(
    tx,
    auth,
    lead,
    {
      id: body._id,
      scheduledAt: new Date(body.scheduledAt),
      notes: body.notes,
      assigneeId: body.assigneeId,
      visitType: 'Site Visit',
    },
    madeAt,
    now,
  )
  return { siteVisit: (await siteVisitById(tx, visit.id))!, created: true }
}

/** Where an action leaves the visit; a repeat of an action already done changes nothing. */
const TARGET: Partial<Record<TSiteVisitAction, TSiteVisitStatus>> = {
  start: 'In Progress',
  cancel: 'Cancelled',
  'no-show': 'No Show',
}

const cancellationReasonOk = (tx: Tx, orgId: string, reason: string) =>
  isActiveLabel(tx, orgId, 'sitevisitcancellation', reason)

export async function transitionVisit(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof ZSiteVisitTransition>,
  now: Date,
): Promise<TSiteVisit> {
  const { visit, lead } = await actionableVisit(tx, auth, id)
  const madeAt = madeAtOf(body.madeAt, now)
  const at = eventTime(madeAt, now)
  if (TARGET[body.action] === visit.status) return (await siteVisitById(tx, id))!
  if (!canTransition(body.action, visit.status)) throw transitionInvalid(body.action, visit.status)

  const settle = (status: TSiteVisitStatus, extra: Partial<SiteVisitRecord> = {}) =>
    updateVisit(tx, id, { status, updatedAt: now, ...extra })
  const tell = (
    type: (typeof FIELD_ACTION_EVENTS)[keyof typeof FIELD_ACTION_EVENTS],
    data: object = {},
  ) => appendEvent(tx, auth, lead.id, type, { siteVisitId: id, madeAt: body.madeAt, ...data }, at)

  switch (body.action) {
    case 'start':
      await settle('In Progress', { startedAt: at })
      await tell(FIELD_ACTION_EVENTS.siteVisitStarted)
      break
    case 'cancel':
      if (!(await cancellationReasonOk(tx, lead.orgId, body.reason))) {
        throw fieldError('reason', SITE_VISIT_MESSAGES.reasonInvalid)
      }
      await settle('Cancelled', { cancellationReason: body.reason })
      await updateVisitTask(tx, id, { taskStatus: 'Completed', completedAt: at }, now)
      await tell(FIELD_ACTION_EVENTS.siteVisitCancelled, { reason: body.reason })
      break
    case 'no-show':
      if (madeAt < visit.scheduledAt) {
        throw new AppError(422, SITE_VISIT_ERROR_CODES.notDue, SITE_VISIT_MESSAGES.notDue)
      }
      await settle('No Show')
      await updateVisitTask(tx, id, { taskStatus: 'Completed', completedAt: at }, now)
      await tell(FIELD_ACTION_EVENTS.siteVisitNoShow)
      break
    case 'reschedule': {
      checkTime('scheduledAt', visitTimeError(body.scheduledAt, body.madeAt))
      const scheduledAt = new Date(body.scheduledAt)
      await settle('Rescheduled', { scheduledAt })
      await updateVisitTask(
        tx,
        id,
        { taskStatus: 'Open', completedAt: null, dueDate: scheduledAt },
        now,
      )
      await tell(FIELD_ACTION_EVENTS.siteVisitRescheduled, {
        from: visit.scheduledAt.toISOString(),
        scheduledAt: body.scheduledAt,
      })
      break
    }
    case 'revisit': {
      const replay = await existingVisit(tx, body._id, lead.id)
      if (replay) return (await siteVisitById(tx, replay.id))!
      checkTime('scheduledAt', visitTimeError(body.scheduledAt, body.madeAt))
      const next = await scheduleVisit(
        tx,
        auth,
        lead,
        {
          id: body._id,
          scheduledAt: new Date(body.scheduledAt),
          notes: '',
          visitType: 'Revisit',
          previousVisitId: id,
        },
        madeAt,
        now,
      )
      return (await siteVisitById(tx, next.id))!
    }
  }
  return (await siteVisitById(tx, id))!
}
