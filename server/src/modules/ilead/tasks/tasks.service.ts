import { randomUUID } from 'node:crypto'
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { FIELD_ACTION_EVENTS, followUpTimeError } from '../../../../../contract/field-actions.ts'
import {
  TASK_ERROR_CODES,
  TASK_MESSAGES,
  type TTask,
  type ZFollowUpCreate,
  type ZLeadTaskQuery,
  type ZTaskComplete,
  type ZTaskQuery,
} from '../../../../../contract/tasks.ts'
import type { Conn, Tx } from '../../../db/client.ts'
import { dispositions, leads, tasks } from '../../../db/schema.ts'
import { AppError, conflict } from '../../../errors.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { checkAssignee } from '../leads/executives.service.ts'
import {
  actionableLead,
  appendEvent,
  checkTime,
  eventTime,
  madeAtOf,
  replayOf,
  requireActor,
  WORK_SCOPES,
} from '../field-actions.ts'
import { leadAccess, leadVisibility, seesAllLeadsOf } from '../leads/lead-visibility.ts'
import { filterConditions, findLead, type LeadRecord } from '../leads/leads.repository.ts'
import { visibleLead } from '../leads/leads.service.ts'
import {
  dueIn,
  dueOnDay,
  findTask,
  insertTask,
  statusCondition,
  taskById,
  taskPage,
  type TaskInsert,
  updateTask,
  updateVisitTaskOf,
} from './tasks.repository.ts'

const taskNotFound = () => new AppError(404, TASK_ERROR_CODES.notFound, 'Task not found')

/**
 * The all-tasks table, and the home dashboard's (due in its range): tasks of the leads the caller
 * sees, filtered, due soonest first.
 */
export async function listTasks(
  db: Conn,
  auth: AuthContext,
  q: z.output<typeof ZTaskQuery>,
  now: Date,
) {
  const search = filterConditions(auth, { searchBy: q.searchBy })
  const own = [
    eq(tasks.orgId, auth.orgId),
    q.projectId ? eq(tasks.projectId, q.projectId) : undefined,
    q.userId ? eq(tasks.createdById, q.userId) : undefined,
    q.callType ? eq(dispositions.callType, q.callType) : undefined,
    q.callStatus ? eq(dispositions.callStatus, q.callStatus) : undefined,
    q.taskStatus ? statusCondition(q.taskStatus, now) : undefined,
    q.taskType ? eq(tasks.taskType, q.taskType) : undefined,
    q.dueDate ? dueOnDay(q.dueDate) : undefined,
    q.startTime && q.endTime ? dueIn(new Date(q.startTime), new Date(q.endTime)) : undefined,
    q.assigneeId === 'unassigned'
      ? isNull(tasks.assigneeId)
      : q.assigneeId
        ? eq(tasks.assigneeId, q.assigneeId)
        : undefined,
  ]
  const where = and(leadVisibility(auth), ...search, ...own) as SQL
  // Counting reads no lead when the caller sees every lead of the project (or of the
  // organisation) and no search names one.
  const seesAll = q.projectId ? seesAllLeadsOf(auth, q.projectId) : leadAccess(auth).all === 'all'
  const withoutLeads = seesAll && !search.some(Boolean) ? (and(...own) as SQL) : undefined
  return taskPage(db, where, q, now, withoutLeads)
}

export async function leadTasks(
  db: Conn,
  auth: AuthContext,
  leadId: string,
  q: z.output<typeof ZLeadTaskQuery>,
  now: Date,
) {
  await visibleLead(db, auth, leadId)
  const where = and(
    eq(tasks.leadId, leadId),
    q.taskStatus ? statusCondition(q.taskStatus, now) : undefined,
  ) as SQL
  return taskPage(db, where, q, now)
}

/** Who a new task goes to: as asked (an assigner may name anyone of the project), else the lead's owner. */
export async function taskAssignee(
  db: Conn,
  auth: AuthContext,
  lead: LeadRecord,
  asked: string | undefined,
): Promise<string> {
  const fallback = lead.assigneeId ?? auth.userId
  if (!asked || asked === fallback) return fallback
  if (!seesAllLeadsOf(auth, lead.projectId)) throw permissionDenied()
  await checkAssignee(db, auth.orgId, asked, [lead.projectId])
  return asked
}

/** A new task row; the id a client made is checked by the caller (replayOf). */
export function newTask(
  auth: AuthContext,
  lead: LeadRecord,
  o: Pick<TaskInsert, 'taskType' | 'dueDate' | 'assigneeId'> & Partial<TaskInsert>,
  now: Date,
): TaskInsert & { id: string } {
  return {
    id: randomUUID(),
    orgId: lead.orgId,
    projectId: lead.projectId,
    leadId: lead.id,
    taskStatus: 'Open',
    notes: '',
    createdById: auth.userId,
    createdAt: now,
    updatedAt: now,
    ...o,
  }
}

/** Claims a client-made task id: null when free, the task when this is a replay. */
export async function existingTask(db: Conn, id: string | undefined, leadId: string) {
  if (!id) return null
  return replayOf(await findTask(db, eq(tasks.id, id)), leadId)
}

export async function createFollowUp(
  tx: Tx,
  auth: AuthContext,
  leadId: string,
  body: z.output<typeof ZFollowUpCreate>,
  now: Date,
): Promise<{ task: TTask; created: boolean }> {
  const { lead } = await actionableLead(tx, auth, leadId, WORK_SCOPES)
  const madeAt = madeAtOf(body.madeAt, now)
  const replay = await existingTask(tx, body._id, leadId)
  if (replay) return { task: (await taskById(tx, replay.id, now))!, created: false }
  checkTime('dueDate', followUpTimeError(body.dueDate, body.madeAt))
  const task = newTask(
    auth,
    lead,
    {
      ...(body._id ? { id: body._id } : {}),
      taskType: 'Follow Up',
      dueDate: new Date(body.dueDate),
      notes: body.notes,
      assigneeId: await taskAssignee(tx, auth, lead, body.assigneeId),
    },
    now,
  )
  await insertTask(tx, task)
  await appendEvent(
    tx,
    auth,
    leadId,
    FIELD_ACTION_EVENTS.followUpScheduled,
    { taskId: task.id, dueDate: body.dueDate, madeAt: body.madeAt },
    eventTime(madeAt, now),
  )
  return { task: (await taskById(tx, task.id, now))!, created: true }
}

/** Completes a Follow Up task; completing a completed one answers it as it stands. */
export async function completeTask(
  tx: Tx,
  auth: AuthContext,
  taskId: string,
  body: z.output<typeof ZTaskComplete>,
  now: Date,
): Promise<TTask> {
  const task = await findTask(tx, and(eq(tasks.id, taskId), eq(tasks.orgId, auth.orgId)) as SQL)
  if (!task) throw taskNotFound()
  const row = await findLead(tx, and(eq(leads.id, task.leadId), leadVisibility(auth)) as SQL)
  if (!row) throw taskNotFound()
  const { lead } = row
  requireActor(auth, lead, WORK_SCOPES)
  const madeAt = madeAtOf(body.madeAt, now)
  if (task.taskStatus === 'Completed') return (await taskById(tx, task.id, now))!
  if (task.taskType === 'Site Visit') {
    throw conflict(TASK_ERROR_CODES.siteVisitTask, TASK_MESSAGES.siteVisitTask)
  }
  const at = eventTime(madeAt, now)
  await updateTask(tx, task.id, {
    taskStatus: 'Completed',
    completedAt: at,
    notes: body.notes ?? task.notes,
    updatedAt: now,
  })
  await appendEvent(
    tx,
    auth,
    task.leadId,
    FIELD_ACTION_EVENTS.taskCompleted,
    { taskId: task.id, taskType: task.taskType, madeAt: body.madeAt },
    at,
  )
  return (await taskById(tx, task.id, now))!
}

/** Settles or moves the Site Visit task of a visit as the visit changes. */
export async function updateVisitTask(
  tx: Tx,
  siteVisitId: string,
  set: Partial<Pick<TaskInsert, 'taskStatus' | 'completedAt' | 'dueDate'>>,
  now: Date,
) {
  await updateVisitTaskOf(tx, siteVisitId, { ...set, updatedAt: now })
}
