import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { TSession } from '../../../contract/auth.ts'
import { dashboardRange, rangeQuery } from '../../../contract/dashboard-filters.ts'
import { DASHBOARD_PATHS, type TReport } from '../../../contract/dashboards.ts'
import { DISPOSITION_PATHS } from '../../../contract/dispositions.ts'
import { LEAD_PATHS, type TLeadList } from '../../../contract/leads.ts'
import { TASK_PATHS } from '../../../contract/tasks.ts'
import { leads, permissionGroups, projects, tasks, users } from '../db/schema.ts'
import type { TestServer } from '../../test/harness.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
  type LeadWorld,
} from '../../test/lead-fixtures.ts'

/**
 * The answer cache (decision 0024): a write by anyone, through a route or by hand, is seen by
 * the next read of everyone; callers with other grants never share an answer; and a cached
 * answer always equals the one the server would build now. On PGlite, and on PostgreSQL with
 * DATABASE_URL.
 */

let server: TestServer
let world: LeadWorld
let call: LeadSuite['call']
let manager: TSession
let exec: TSession
let postSales: TSession

beforeAll(async () => {
  ;({ server, world, call, manager, exec, postSales } = await startLeadSuite())
  for (let i = 0; i < 8; i++) {
    await insertLead(server, world, {
      id: `rc-${i}`,
      fullName: ['Asha Rao', 'Vikram Singh', 'Meera Iyer', 'Rahul Sharma'][i % 4]!,
      whatsAppNumber: `98765${String(43200 + i)}`,
      leadStatus: ['New Lead', 'Open', 'Qualified'][i % 3]!,
      assigneeId: i < 4 ? world.user.salesExecutive : world.user.salesExecutive2,
      updatedAt: new Date(Date.parse('2026-03-10T06:30:00Z') + i * 60_000),
    })
  }
}, 120_000)
afterAll(() => server.close())
beforeEach(() => server.app.answerCache!.clear())

const listPath = (query = '?groupBy=leadStatus') =>
  `${LEAD_PATHS.projectLeads(world.slug, world.p1)}${query}`
const list = (s: TSession, query?: string) => call<TLeadList>(s, 'GET', listPath(query))

describe('the answer cache', () => {
  it('serves the same answer again while nothing changed, and is bounded in bytes', async () => {
    const first = await list(manager)
    const second = await list(manager)
    expect(first.headers.get('x-read-cache')).toBe('miss')
    expect(second.headers.get('x-read-cache')).toBe('hit')
    expect(second.headers.get('content-type')).toMatch(/^application\/json/)
    expect(second.body).toEqual(first.body)
    // Another spelling of the same query (defaults written out) is the same answer.
    const spelled = await list(manager, '?groupBy=leadStatus&page=1&limit=10')
    expect(spelled.headers.get('x-read-cache')).toBe('hit')
    expect(server.app.answerCache!.bytes).toBeLessThanOrEqual(server.app.answerCache!.maxBytes)
  })

  it('shows a write by hand, by another user, to the next read of everyone', async () => {
    const before = await list(manager)
    await list(manager)
    const execBefore = await list(exec)
    await server.db.update(leads).set({ fullName: 'Renamed By Hand' }).where(eq(leads.id, 'rc-0'))
    const after = await list(manager)
    expect(after.headers.get('x-read-cache')).toBe('miss')
    expect(after.body.items.find((l) => l._id === 'rc-0')?.profile.fullName).toBe('Renamed By Hand')
    expect(after.body).not.toEqual(before.body)
    const execAfter = await list(exec)
    expect(execAfter.headers.get('x-read-cache')).toBe('miss')
    expect(execAfter.body).not.toEqual(execBefore.body)
  })

  it('shows a write through a route to the writer and to others at once', async () => {
    const tasksPath = `${TASK_PATHS.tasks(world.slug)}?projectId=${world.p1}`
    const logsPath = `${DISPOSITION_PATHS.callLogs(world.slug)}?projectId=${world.p1}`
    const tasksBefore = await call<{ pageInfo: { totalNumItems: number } }>(
      manager,
      'GET',
      tasksPath,
    )
    const logsBefore = await call<{ pageInfo: { totalNumItems: number } }>(manager, 'GET', logsPath)
    await call(manager, 'GET', tasksPath)
    const due = new Date(Date.now() + 86_400_000).toISOString()
    const made = new Date().toISOString()
    const followUp = await call(exec, 'POST', TASK_PATHS.leadTasks(world.slug, 'rc-1'), {
      _id: crypto.randomUUID(),
      madeAt: made,
      dueDate: due,
    })
    expect(followUp.status).toBeLessThan(300)
    const disposition = await call(
      exec,
      'POST',
      DISPOSITION_PATHS.dispositions(world.slug, 'rc-1'),
      {
        _id: crypto.randomUUID(),
        madeAt: made,
        callType: 'Out Bound',
        callStatus: 'Connected',
        durationSec: 30,
        notes: 'cache test',
      },
    )
    expect(disposition.status).toBeLessThan(300)
    const tasksAfter = await call<{ pageInfo: { totalNumItems: number } }>(
      manager,
      'GET',
      tasksPath,
    )
    expect(tasksAfter.body.pageInfo.totalNumItems).toBe(tasksBefore.body.pageInfo.totalNumItems + 1)
    const logsAfter = await call<{ pageInfo: { totalNumItems: number } }>(manager, 'GET', logsPath)
    expect(logsAfter.body.pageInfo.totalNumItems).toBe(logsBefore.body.pageInfo.totalNumItems + 1)
  })

  it('never gives one caller an answer built for other grants', async () => {
    const managerList = await list(manager)
    const execList = await list(exec)
    expect(execList.headers.get('x-read-cache')).toBe('miss')
    expect(execList.body.pageInfo.totalNumItems).toBe(4)
    expect(managerList.body.pageInfo.totalNumItems).toBeGreaterThan(4)
    // The same user with changed grants: a new answer, not the one of their old grants.
    const watcher = await addMember(
      server,
      world,
      'rc-watcher',
      ['DXP_LEAD_ASSIGNMENT'],
      [world.p1],
    )
    const session = await sessionOf(server, watcher, world.orgId)
    const wide = await list(session)
    expect(wide.body.pageInfo.totalNumItems).toBe(managerList.body.pageInfo.totalNumItems)
    await server.db
      .update(permissionGroups)
      .set({ permissions: ['DXP_ADD_LEAD'] })
      .where(eq(permissionGroups.id, 'group-rc-watcher'))
    const narrow = await list(session)
    expect(narrow.headers.get('x-read-cache')).toBe('miss')
    expect(narrow.body.pageInfo.totalNumItems).toBe(0)
  })

  it('keeps apart callers who may and may not search by a whole number', async () => {
    const number = '9876543201'
    const unmasker = await addMember(
      server,
      world,
      'rc-unmasker',
      ['DXP_LEAD_ASSIGNMENT', 'DXP_MODIFY_UNMASK_LEAD'],
      [world.p1],
    )
    const masked = await addMember(server, world, 'rc-masked', ['DXP_LEAD_ASSIGNMENT'], [world.p1])
    const query = `?searchBy=${number}`
    const full = await list(await sessionOf(server, unmasker, world.orgId), query)
    const partial = await list(await sessionOf(server, masked, world.orgId), query)
    expect(partial.headers.get('x-read-cache')).toBe('miss')
    expect(full.body.items.map((l) => l._id)).toEqual(['rc-1'])
    // Every answer masks the numbers, whoever asked.
    for (const answer of [full, partial])
      for (const lead of answer.body.items) expect(lead.profile.whatsAppNumber).not.toBe(number)
  })

  it('keeps a POSTed report per body, and shows a write to its next read', async () => {
    const path = DASHBOARD_PATHS.report(world.slug, 'source-wise-current-lead-stage')
    const body = (projectId: string) => ({
      ...rangeQuery(dashboardRange({ preset: 'last7Days' }, new Date())),
      projectId,
    })
    const count = (r: { body: TReport }) => r.body.rows.reduce((sum, row) => sum + row.value, 0)
    const first = await call<TReport>(manager, 'POST', path, body(world.p1))
    const again = await call<TReport>(manager, 'POST', path, body(world.p1))
    expect(first.headers.get('x-read-cache')).toBe('miss')
    expect(again.headers.get('x-read-cache')).toBe('hit')
    expect(again.body).toEqual(first.body)
    // Another body is another question.
    const other = await call<TReport>(manager, 'POST', path, body(world.p2))
    expect(other.headers.get('x-read-cache')).toBe('miss')
    await insertLead(server, world, { id: 'rc-report', sourceOfLead: 'Report Test' })
    const after = await call<TReport>(manager, 'POST', path, body(world.p1))
    expect(after.headers.get('x-read-cache')).toBe('miss')
    expect(count(after)).toBe(count(first) + 1)
  })
})

type Step =
  | { kind: 'read'; who: number; view: number }
  | { kind: 'rename'; lead: number }
  | { kind: 'status'; lead: number; status: number }
  | { kind: 'assign'; lead: number; who: number }
  | { kind: 'insert'; status: number; who: number }
  | { kind: 'delete'; lead: number }
  | { kind: 'task'; lead: number }
  | { kind: 'renameUser'; who: number }
  | { kind: 'renameProject' }

const index = fc.nat({ max: 1_000 })
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('read'), who: index, view: index }) },
  fc.record({ kind: fc.constant('rename'), lead: index }),
  fc.record({ kind: fc.constant('status'), lead: index, status: index }),
  fc.record({ kind: fc.constant('assign'), lead: index, who: index }),
  fc.record({ kind: fc.constant('insert'), status: index, who: index }),
  fc.record({ kind: fc.constant('delete'), lead: index }),
  fc.record({ kind: fc.constant('task'), lead: index }),
  fc.record({ kind: fc.constant('renameUser'), who: index }),
  fc.record({ kind: fc.constant('renameProject') }),
) as fc.Arbitrary<Step>

const STATUSES = ['New Lead', 'Open', 'Qualified', 'Site Visit']

const withoutComputedAt = (body: unknown) =>
  JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    key === 'computedAt' ? undefined : value,
  ) as unknown

describe('a cached answer', () => {
  it('equals the answer built without the cache, after any writes', async () => {
    const readers = [manager, exec, postSales]
    const assignees = [world.user.salesExecutive, world.user.salesExecutive2, null]
    const views = [
      listPath(),
      listPath('?groupBy=leadStatus&leadStatus=Open'),
      listPath('?searchBy=Rao&groupBy=leadStatus'),
      listPath('?page=2&limit=3'),
      `${LEAD_PATHS.statuses(world.slug)}`,
      `${TASK_PATHS.tasks(world.slug)}?projectId=${world.p1}`,
      `${LEAD_PATHS.lead(world.slug, 'rc-2')}`,
      `${DISPOSITION_PATHS.callLogs(world.slug)}?projectId=${world.p1}`,
    ]
    let made = 0
    const pick = async (n: number) => {
      const ids = await server.db
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.projectId, world.p1))
        .orderBy(leads.id)
      return ids.length ? ids[n % ids.length]!.id : undefined
    }
    let reads = 0
    let hits = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        for (const s of steps) {
          switch (s.kind) {
            case 'read': {
              const who = readers[s.who % readers.length]!
              const path = views[s.view % views.length]!
              // Twice, so the second is served from the cache when the first stored it.
              await call(who, 'GET', path)
              const cached = await call(who, 'GET', path)
              server.app.answerCache!.clear()
              const fresh = await call(who, 'GET', path)
              reads++
              if (cached.headers.get('x-read-cache') === 'hit') hits++
              expect(cached.status).toBe(fresh.status)
              // A score says when it was computed: the one moment two builds differ in.
              expect(withoutComputedAt(cached.body)).toEqual(withoutComputedAt(fresh.body))
              break
            }
            case 'rename': {
              const id = await pick(s.lead)
              if (id)
                await server.db
                  .update(leads)
                  .set({ fullName: `Renamed ${made++}` })
                  .where(eq(leads.id, id))
              break
            }
            case 'status': {
              const id = await pick(s.lead)
              if (id)
                await server.db
                  .update(leads)
                  .set({ leadStatus: STATUSES[s.status % STATUSES.length]! })
                  .where(eq(leads.id, id))
              break
            }
            case 'assign': {
              const id = await pick(s.lead)
              if (id)
                await server.db
                  .update(leads)
                  .set({ assigneeId: assignees[s.who % assignees.length]! })
                  .where(eq(leads.id, id))
              break
            }
            case 'insert':
              await insertLead(server, world, {
                fullName: `Asha Rao ${made++}`,
                leadStatus: STATUSES[s.status % STATUSES.length]!,
                assigneeId: assignees[s.who % assignees.length]!,
              })
              break
            case 'delete': {
              const id = await pick(s.lead)
              if (id && id !== 'rc-2') await server.db.delete(leads).where(eq(leads.id, id))
              break
            }
            case 'task': {
              const id = await pick(s.lead)
              if (id)
                await server.db.insert(tasks).values({
                  id: crypto.randomUUID(),
                  orgId: world.orgId,
                  projectId: world.p1,
                  leadId: id,
                  taskType: 'Follow Up',
                  taskStatus: 'Open',
                  dueDate: new Date(Date.now() + 3_600_000),
                  assigneeId: world.user.salesExecutive,
                  createdById: world.user.salesExecutive,
                })
              break
            }
            case 'renameUser':
              await server.db
                .update(users)
                .set({ lastName: `Renamed${made++}` })
                .where(
                  inArray(users.id, [
                    [world.user.salesExecutive, world.user.salesExecutive2][s.who % 2]!,
                  ]),
                )
              break
            case 'renameProject':
              await server.db
                .update(projects)
                .set({ name: sql`${projects.name} || '.'` })
                .where(and(eq(projects.id, world.p1)))
              break
          }
        }
      }),
      { numRuns: 12 },
    )
    expect(reads).toBeGreaterThan(10)
    expect(hits).toBeGreaterThan(0)
  }, 600_000)
})
