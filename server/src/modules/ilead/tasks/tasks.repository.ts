import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { TTask, TTaskReadStatus, TTaskStatus } from '../../../../../contract/tasks.ts'
import { dispositions, leads, projects, tasks, users } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'
import { isoOrNull, personOf } from '../field-actions.ts'
import type { Conn } from '../../../db/client.ts'
import { istDayStart } from '../leads/leads.repository.ts'
import { firstPagePerLead } from '../per-lead.repository.ts'

export type TaskRecord = typeof tasks.$inferSelect
export type TaskInsert = typeof tasks.$inferInsert

const DAY_MS = 86_400_000

/** Overdue and Pending are not stored: an open task is overdue once its due time has passed. */
export function readStatus(task: Pick<TaskRecord, 'taskStatus' | 'dueDate'>, now: Date) {
  if (task.taskStatus === 'Completed') return 'Completed' satisfies TTaskReadStatus
  return task.dueDate.getTime() < now.getTime() ? 'Overdue' : 'Pending'
}

/** The status filter, by the server's clock at `now`. */
export function statusCondition(status: TTaskStatus, now: Date): SQL | undefined {
  const open = eq(tasks.taskStatus, 'Open')
  switch (status) {
    case 'Completed':
      return eq(tasks.taskStatus, 'Completed')
    case 'Open':
      return open
    case 'Overdue':
      return and(open, lt(tasks.dueDate, now))
    case 'Pending':
      return and(open, gte(tasks.dueDate, now))
  }
}

/** Due in the half-open range [start, end). */
export const dueIn = (start: Date, end: Date) =>
  and(gte(tasks.dueDate, start), lt(tasks.dueDate, end))

export const dueOnDay = (day: string) =>
  dueIn(istDayStart(day), new Date(istDayStart(day).getTime() + DAY_MS))

/** Tasks with their lead, project, assignee and the call that made them (for its filters). */
function selectTasks(db: Conn) {
  return db
    .select({
      task: tasks,
      lead: { _id: leads.id, fullName: leads.fullName, leadStatus: leads.leadStatus },
      projectName: projects.name,
      assignee: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(tasks)
    .innerJoin(leads, eq(leads.id, tasks.leadId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(dispositions, eq(dispositions.id, tasks.dispositionId))
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number]

function toTask(r: TaskRow, now: Date): TTask {
  const t = r.task
  return {
    _id: t.id,
    orgId: t.orgId,
    projectId: t.projectId,
    project: { _id: t.projectId, projectName: r.projectName },
    leadId: t.leadId,
    lead: r.lead,
    taskType: t.taskType,
    taskStatus: readStatus(t, now),
    isActive: t.taskStatus !== 'Completed',
    isEscalated: t.isEscalated,
    dueDate: t.dueDate.toISOString(),
    completedAt: isoOrNull(t.completedAt),
    notes: t.notes,
    assigneeId: personOf(r.assignee),
    dispositionId: t.dispositionId,
    siteVisitId: t.siteVisitId,
    createdAt: t.createdAt.toISOString(),
  }
}

export async function taskPage(
  db: Conn,
  where: SQL,
  page: PageRequest,
  now: Date,
  /** The same tasks without conditions on their leads, when the leads need not be read to count. */
  withoutLeads?: SQL,
) {
  const counted = db
    .select({ n: count() })
    .from(tasks)
    .leftJoin(dispositions, eq(dispositions.id, tasks.dispositionId))
  const { rows, pageInfo } = await paged(
    page,
    ({ limit, offset }) =>
      selectTasks(db)
        .where(where)
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .limit(limit)
        .offset(offset),
    withoutLeads
      ? counted.where(withoutLeads)
      : counted.innerJoin(leads, eq(leads.id, tasks.leadId)).where(where),
  )
  return { items: rows.map((r) => toTask(r, now)), pageInfo }
}

/** The first page of each of the leads' tasks, as the lead-tasks read answers it. */
export function tasksOf(db: Conn, leadIds: readonly string[], limit: number, now: Date) {
  const part = {
    table: tasks,
    id: tasks.id,
    leadId: tasks.leadId,
    order: sql`${tasks.dueDate} asc, ${tasks.id} asc`,
  }
  return firstPagePerLead(
    db,
    part,
    leadIds,
    limit,
    (first, order) => selectTasks(db).where(first).orderBy(order),
    (r) => r.task.leadId,
    (r) => toTask(r, now),
  )
}

export async function taskById(db: Conn, taskId: string, now: Date): Promise<TTask | undefined> {
  const [row] = await selectTasks(db).where(eq(tasks.id, taskId))
  return row ? toTask(row, now) : undefined
}

export async function findTask(db: Conn, where: SQL): Promise<TaskRecord | undefined> {
  const [row] = await db.select().from(tasks).where(where)
  return row
}

export async function insertTask(db: Conn, task: TaskInsert) {
  await db.insert(tasks).values(task)
}

export async function updateTask(db: Conn, taskId: string, change: Partial<TaskInsert>) {
  await db.update(tasks).set(change).where(eq(tasks.id, taskId))
}

/** Changes the Site Visit task of a visit. */
export async function updateVisitTaskOf(
  db: Conn,
  siteVisitId: string,
  change: Partial<TaskInsert>,
) {
  await db
    .update(tasks)
    .set(change)
    .where(and(eq(tasks.siteVisitId, siteVisitId), eq(tasks.taskType, 'Site Visit')))
}
