import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { TApiError } from '../../../../../contract/common.ts'
import { FIELD_ACTION_MESSAGES } from '../../../../../contract/field-actions.ts'
import {
  TASK_ERROR_CODES,
  TASK_PATHS,
  type TFollowUpCreate,
  type TTask,
  type TTaskList,
} from '../../../../../contract/tasks.ts'
import { tasks } from '../../../db/schema.ts'
import {
  after,
  at,
  execLead,
  journeyTypes,
  MINUTE,
} from '../../../../test/field-action-fixtures.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

const HOUR = 60 * MINUTE
const followUp = (leadId: string, b: TFollowUpCreate) =>
  suite.call<TTask & TApiError>(
    suite.exec,
    'POST',
    TASK_PATHS.leadTasks(suite.world.slug, leadId),
    b,
  )
const list = (query: string, session = suite.exec) =>
  suite.call<TTaskList>(session, 'GET', `${TASK_PATHS.tasks(suite.world.slug)}?${query}`)

/** A task straight into the table, due this far from now. */
async function insertTask(
  leadId: string,
  dueInMs: number,
  o: Partial<typeof tasks.$inferInsert> = {},
) {
  const id = randomUUID()
  await suite.server.db.insert(tasks).values({
    id,
    orgId: suite.world.orgId,
    projectId: suite.world.p1,
    leadId,
    assigneeId: suite.world.user.salesExecutive,
    taskType: 'Follow Up',
    taskStatus: 'Open',
    dueDate: new Date(Date.now() + dueInMs),
    ...o,
  })
  return id
}

describe('follow-ups', () => {
  it('must be at least 10 minutes after they were made, and never before', async () => {
    const lead = await execLead(suite)
    const madeAt = at()
    const soon = await followUp(lead.id, { madeAt, dueDate: after(madeAt, 9 * MINUTE) })
    expect(soon.status).toBe(400)
    expect(soon.body.fields).toEqual([
      { field: 'dueDate', message: FIELD_ACTION_MESSAGES.followUpTooSoon },
    ])
    const past = await followUp(lead.id, { madeAt, dueDate: after(madeAt, -HOUR) })
    expect(past.body.fields).toEqual([
      { field: 'dueDate', message: FIELD_ACTION_MESSAGES.followUpInPast },
    ])
    const ok = await followUp(lead.id, {
      madeAt,
      dueDate: after(madeAt, 10 * MINUTE),
      notes: 'Share the price sheet',
    })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({
      taskType: 'Follow Up',
      taskStatus: 'Pending',
      isActive: true,
      notes: 'Share the price sheet',
      lead: { _id: lead.id, fullName: 'Test Lead' },
      assigneeId: { _id: suite.world.user.salesExecutive },
    })
    expect(await journeyTypes(suite, suite.manager, lead.id)).toEqual(['follow_up_scheduled'])
  })

  it('made offline and replayed late is accepted, and reads as overdue', async () => {
    const lead = await execLead(suite)
    const madeAt = at(-3 * HOUR)
    const res = await followUp(lead.id, { madeAt, dueDate: after(madeAt, HOUR) })
    expect(res.status).toBe(201)
    expect(res.body.taskStatus).toBe('Overdue')
  })

  it('is idempotent on its client-made id', async () => {
    const lead = await execLead(suite)
    const b = { _id: randomUUID(), madeAt: at(), dueDate: at(HOUR) }
    expect((await followUp(lead.id, b)).status).toBe(201)
    const again = await followUp(lead.id, b)
    expect([again.status, again.body._id]).toEqual([200, b._id])
    expect(
      await suite.server.db.select().from(tasks).where(eq(tasks.leadId, lead.id)),
    ).toHaveLength(1)
  })

  it('answers parallel creates of one client-made id with the one record, key or no key', async () => {
    const lead = await execLead(suite)
    const b = { _id: randomUUID(), madeAt: at(), dueDate: at(HOUR) }
    const answers = await Promise.all(Array.from({ length: 6 }, () => followUp(lead.id, b)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((a) => a.body._id))).toEqual(new Set([b._id]))
    expect(
      await suite.server.db.select().from(tasks).where(eq(tasks.leadId, lead.id)),
    ).toHaveLength(1)
  })

  it('needs the lead to be visible and workable by the caller; only an assigner names someone else', async () => {
    const theirs = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    expect((await followUp(theirs.id, { madeAt: at(), dueDate: at(HOUR) })).status).toBe(404)
    const lead = await execLead(suite)
    const other = await followUp(lead.id, {
      madeAt: at(),
      dueDate: at(HOUR),
      assigneeId: suite.world.user.salesManager,
    })
    expect(other.status).toBe(403)
    const postSales = await suite.call(
      suite.postSales,
      'POST',
      TASK_PATHS.leadTasks(suite.world.slug, lead.id),
      {
        madeAt: at(),
        dueDate: at(HOUR),
      },
    )
    expect(postSales.status).toBe(403)
  })
})

describe('the all-tasks table', () => {
  it('judges overdue by the server clock at read time and filters on it', async () => {
    const lead = await execLead(suite, { fullName: 'Overdue Filter Person' })
    const late = await insertTask(lead.id, -HOUR)
    const ahead = await insertTask(lead.id, HOUR)
    const done = await insertTask(lead.id, -2 * HOUR, {
      taskStatus: 'Completed',
      completedAt: new Date(),
    })
    const q = `searchBy=overdue%20filter`
    const statusOf = async (filter: string) =>
      (await list(`${q}${filter}`)).body.items.map((t) => [t._id, t.taskStatus])
    expect(await statusOf('')).toEqual([
      [done, 'Completed'],
      [late, 'Overdue'],
      [ahead, 'Pending'],
    ])
    expect(await statusOf('&taskStatus=Overdue')).toEqual([[late, 'Overdue']])
    expect(await statusOf('&taskStatus=Pending')).toEqual([[ahead, 'Pending']])
    expect(await statusOf('&taskStatus=Open')).toEqual([
      [late, 'Overdue'],
      [ahead, 'Pending'],
    ])
    expect(await statusOf('&taskStatus=Completed')).toEqual([[done, 'Completed']])
  })

  it('pages 20 by default, 1-based, and filters by type, due day, project, assignee, maker and call', async () => {
    const lead = await execLead(suite, { fullName: 'Paging Person' })
    for (let i = 0; i < 22; i++) await insertTask(lead.id, (i + 1) * HOUR)
    const visit = await insertTask(lead.id, 30 * MINUTE, { taskType: 'Site Visit' })
    const first = await list('searchBy=paging%20person')
    expect(first.body.items).toHaveLength(20)
    expect(first.body.pageInfo).toEqual({ pageNumber: 1, pageSize: 20, totalNumItems: 23 })
    expect((await list('searchBy=paging%20person&page=2')).body.items).toHaveLength(3)
    const visits = await list('searchBy=paging%20person&taskType=Site%20Visit')
    expect(visits.body.items.map((t) => t._id)).toEqual([visit])
    const day = new Date(Date.now() + 30 * MINUTE + 5.5 * HOUR).toISOString().slice(0, 10)
    const due = await list(`searchBy=paging%20person&dueDate=${day}`)
    expect(due.body.items.map((t) => t._id)).toContain(visit)
    expect((await list(`searchBy=paging%20person&projectId=${suite.world.p2}`)).body.items).toEqual(
      [],
    )
    expect((await list('searchBy=paging%20person&assigneeId=unassigned')).body.items).toEqual([])
    expect(
      (await list(`searchBy=paging%20person&userId=${suite.world.user.salesExecutive}`)).body.items,
    ).toEqual([])
    expect((await list('searchBy=paging%20person&callStatus=Connected')).body.items).toEqual([])
  })

  it('filters on the call whose disposition made the task', async () => {
    const lead = await execLead(suite, { fullName: 'Call Filter Person' })
    await suite.call(
      suite.exec,
      'POST',
      `/ilead-service/v1/${suite.world.slug}/leads/${lead.id}/dispositions`,
      {
        madeAt: at(),
        callType: 'In Bound',
        callStatus: 'No Answer',
        nextStep: { kind: 'callBack', at: at(HOUR) },
      },
    )
    const q = 'searchBy=call%20filter'
    expect((await list(`${q}&callStatus=No%20Answer&callType=In%20Bound`)).body.items).toHaveLength(
      1,
    )
    expect((await list(`${q}&callStatus=Connected`)).body.items).toHaveLength(0)
    expect((await list(`${q}&userId=${suite.world.user.salesExecutive}`)).body.items).toHaveLength(
      1,
    )
  })

  it('shows only the tasks of leads the caller sees', async () => {
    const theirs = await insertLead(suite.server, suite.world, {
      fullName: 'Managers Own Person',
      assigneeId: suite.world.user.salesManager,
    })
    await insertTask(theirs.id, HOUR, { assigneeId: suite.world.user.salesManager })
    expect((await list('searchBy=managers%20own')).body.items).toEqual([])
    expect((await list('searchBy=managers%20own', suite.manager)).body.items).toHaveLength(1)
    expect(
      (await suite.call(suite.exec, 'GET', TASK_PATHS.leadTasks(suite.world.slug, theirs.id)))
        .status,
    ).toBe(404)
  })
})

describe('completing a task', () => {
  const complete = (taskId: string, madeAt = at()) =>
    suite.call<TTask & TApiError>(
      suite.exec,
      'POST',
      TASK_PATHS.complete(suite.world.slug, taskId),
      { madeAt },
    )

  it('completes a follow-up once, tells the journey, and answers a repeat as it stands', async () => {
    const lead = await execLead(suite)
    const id = await insertTask(lead.id, -HOUR)
    const done = await complete(id)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ taskStatus: 'Completed', isActive: false })
    const again = await complete(id)
    expect([again.status, again.body.completedAt]).toEqual([200, done.body.completedAt])
    expect(await journeyTypes(suite, suite.manager, lead.id)).toEqual(['task_completed'])
    const lead2 = await suite.call<TTaskList>(
      suite.exec,
      'GET',
      TASK_PATHS.leadTasks(suite.world.slug, lead.id),
    )
    expect(lead2.body.items.map((t) => t.taskStatus)).toEqual(['Completed'])
  })

  it('leaves a site-visit task to the visit, and hides tasks of invisible leads', async () => {
    const lead = await execLead(suite)
    const visit = await insertTask(lead.id, HOUR, { taskType: 'Site Visit' })
    const res = await complete(visit)
    expect([res.status, res.body.code]).toEqual([409, TASK_ERROR_CODES.siteVisitTask])
    const theirs = await insertLead(suite.server, suite.world, {
      assigneeId: suite.world.user.salesManager,
    })
    const hidden = await insertTask(theirs.id, HOUR)
    expect((await complete(hidden)).status).toBe(404)
    expect((await complete(randomUUID())).status).toBe(404)
  })
})
