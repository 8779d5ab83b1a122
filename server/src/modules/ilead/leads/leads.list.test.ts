import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import { LEAD_STATUSES } from '../../../../../contract/domain.ts'
import {
  LEAD_PATHS,
  type TLeadList,
  type TLeadStatusCounts,
} from '../../../../../contract/leads.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import type { TestServer } from '../../../../test/harness.ts'
import {
  insertLead,
  sessionOf,
  type LeadWorld,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let server: TestServer
let world: LeadWorld
let call: LeadSuite['call']
let manager: TSession
let exec: TSession
let postSales: TSession

const DAY = 86_400_000
// 2026-03-10 12:00 IST and the days around it.
const T0 = Date.parse('2026-03-10T06:30:00Z')

beforeAll(async () => {
  ;({ server, world, call, manager, exec, postSales } = await startLeadSuite())
  const { user, p2 } = world
  // Twelve leads in project 1: exec owns 0-5, exec2 owns 6-9, 10-11 unassigned.
  for (let i = 0; i < 12; i++) {
    await insertLead(server, world, {
      id: `p1-${String(i).padStart(2, '0')}`,
      fullName: ['Asha Rao', 'Vikram Singh', 'Meera Iyer', 'Rahul Sharma'][i % 4]!,
      whatsAppNumber: `98765${String(43200 + i)}`,
      alternateNumber: i === 3 ? '9123456789' : null,
      email: i === 0 ? 'asha.rao@gmail.com' : null,
      leadStatus: ['New Lead', 'Open', 'Qualified', 'Booked'][i % 4]!,
      sourceOfLead: i % 2 ? 'Walk-in' : 'Digital',
      labels: i % 3 === 0 ? ['Hot'] : i % 3 === 1 ? ['NRI', 'Warm'] : [],
      assigneeId: i < 6 ? user.salesExecutive : i < 10 ? user.salesExecutive2 : null,
      createdAt: new Date(T0 - i * DAY),
      updatedAt: new Date(T0 + i * 60_000),
    })
  }
  // Project 2: one of exec's and one of exec2's.
  await insertLead(server, world, {
    id: 'p2-exec',
    projectId: p2,
    assigneeId: user.salesExecutive,
    leadStatus: 'Custom Stage',
  })
  await insertLead(server, world, {
    id: 'p2-exec2',
    projectId: p2,
    assigneeId: user.salesExecutive2,
  })
})
afterAll(() => server.close())

const list = (s: TSession, query = '', projectId = world.p1) =>
  call<TLeadList>(s, 'GET', `${LEAD_PATHS.projectLeads(world.slug, projectId)}${query}`)
const ids = (r: { body: TLeadList }) => r.body.items.map((l) => l._id)

describe('the project lead list', () => {
  it('pages 1-based with 10 by default and refuses pages and limits out of bounds', async () => {
    const first = await list(manager)
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(10)
    expect(first.body.pageInfo).toEqual({ pageNumber: 1, pageSize: 10, totalNumItems: 12 })
    const second = await list(manager, '?page=2')
    expect(ids(second)).toHaveLength(2)
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(12)
    expect((await list(manager, '?page=0')).status).toBe(400)
    expect((await list(manager, '?limit=201')).status).toBe(400)
    expect((await list(manager, '?limit=0')).status).toBe(400)
    expect((await list(manager, '?limit=200')).body.items).toHaveLength(12)
  })

  it('sorts by updatedAt descending by default, and by the other fields both ways', async () => {
    expect(ids(await list(manager, '?limit=3'))).toEqual(['p1-11', 'p1-10', 'p1-09'])
    expect(ids(await list(manager, '?limit=3&order=asc'))).toEqual(['p1-00', 'p1-01', 'p1-02'])
    // createdAt goes back a day per index.
    expect(ids(await list(manager, '?limit=2&sort=createdAt'))).toEqual(['p1-00', 'p1-01'])
    const byName = await list(manager, '?limit=200&sort=fullName&order=asc')
    const names = byName.body.items.map((l) => l.profile.fullName)
    expect(names).toEqual([...names].sort())
    // Equal names fall back to the id, in the same direction.
    expect(ids(byName).slice(0, 3)).toEqual(['p1-00', 'p1-04', 'p1-08'])
  })

  it('filters by status, search, source, assignee, labels and dates', async () => {
    const count = async (q: string) =>
      (await list(manager, `?limit=200&${q}`)).body.pageInfo.totalNumItems
    expect(await count('leadStatus=Open')).toBe(3)
    expect(await count('leadStatus=all')).toBe(12)
    expect(await count('searchBy=asha')).toBe(3)
    expect(await count('searchBy=RAO')).toBe(3)
    expect(await count('searchBy=4320')).toBe(10)
    expect(await count('searchBy=43211')).toBe(1)
    // The alternate number is searched too.
    expect(ids(await list(manager, '?searchBy=912345'))).toEqual(['p1-03'])
    expect(await count('searchBy=%25')).toBe(0)
    expect(await count('sourceOfLead=Walk-in')).toBe(6)
    expect(await count(`assigneeId=${world.user.salesExecutive2}`)).toBe(4)
    expect(await count('assigneeId=unassigned')).toBe(2)
    expect(await count('labels[]=Hot')).toBe(4)
    expect(await count('labels[]=Hot&labels[]=NRI')).toBe(8)
    expect(await count('labels[]=Hot,Warm')).toBe(8)
    // Whole days in India, both ends included: created 2026-03-10, -09 and -08.
    expect(await count('dateField=createdAt&startDate=2026-03-08&endDate=2026-03-10')).toBe(3)
    expect(await count('startDate=2026-03-10&endDate=2026-03-10')).toBe(1)
    expect(await count('dateField=updatedAt&startDate=2026-03-10&endDate=2026-03-10')).toBe(12)
    expect(await count('leadStatus=Open&sourceOfLead=Walk-in&assigneeId=unassigned')).toBe(0)
  })

  it('lets a caller who cannot unmask numbers search only the digits they see, or the whole number', async () => {
    // exec owns p1-00..05: 9876543200..9876543205, shown as XXXXXX3200..XXXXXX3205.
    const count = async (q: string) =>
      (await list(exec, `?limit=200&${q}`)).body.pageInfo.totalNumItems
    expect(await count('searchBy=3203')).toBe(1)
    expect(await count('searchBy=320')).toBe(6)
    expect(await count('searchBy=9876543203')).toBe(1)
    expect(await count('searchBy=%2B91 98765 43203')).toBe(1)
    // A hidden digit in front of the visible four never narrows the search down.
    for (let d = 0; d <= 9; d++) expect(await count(`searchBy=${d}3203`)).toBe(0)
    expect(await count('searchBy=987654')).toBe(0)
    expect(await count('searchBy=98765432')).toBe(0)
    // The unmask scope searches any digits, on the projects where it is held.
    expect((await list(manager, '?limit=200&searchBy=43203')).body.pageInfo.totalNumItems).toBe(1)
  })

  it('names the bad date field', async () => {
    const reversed = await list(manager, '?startDate=2026-03-10&endDate=2026-03-01')
    expect(reversed.status).toBe(400)
    expect(reversed.body).toMatchObject({
      fields: [{ field: 'endDate', message: VALIDATION_MESSAGES.dateRangeOrder }],
    })
    const half = await list(manager, '?startDate=2026-03-10')
    expect(half.status).toBe(400)
    expect(half.body).toMatchObject({ fields: [{ field: 'endDate' }] })
    expect((await list(manager, '?startDate=2026-02-30&endDate=2026-03-01')).status).toBe(400)
  })

  it('filters by a set of stages, as a home bucket counts them, and refuses an empty set', async () => {
    const count = async (q: string) =>
      (await list(manager, `?limit=200&${q}`)).body.pageInfo.totalNumItems
    expect(await count('stages[]=New%20Lead&stages[]=Open')).toBe(6)
    expect(await count('stages[]=New%20Lead,Open')).toBe(6)
    expect(await count('stages[]=Open&leadStatus=Open')).toBe(3)
    expect(await count('stages[]=Qualified&leadStatus=Open')).toBe(0)
    expect(await count('stages[]=New%20Lead,Open&sourceOfLead=Walk-in')).toBe(3)
    // The tabs count within the set.
    const grouped = await list(manager, '?groupBy=leadStatus&stages[]=New%20Lead,Open')
    expect(grouped.body.groups?.[0]).toEqual({ leadStatus: 'all', count: 6 })
    expect(grouped.body.groups?.find((g) => g.leadStatus === 'Open')?.count).toBe(3)
    expect(grouped.body.groups?.find((g) => g.leadStatus === 'Qualified')?.count).toBe(0)
    const empty = await list(manager, '?stages[]=')
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ fields: [{ field: 'stages[]' }] })
  })

  it('groups by status with the same filters, ignoring the status', async () => {
    const res = await list(manager, '?groupBy=leadStatus&leadStatus=Open&sourceOfLead=Digital')
    expect(res.body.pageInfo.totalNumItems).toBe(0)
    expect(res.body.groups?.[0]).toEqual({ leadStatus: 'all', count: 6 })
    expect(res.body.groups?.find((g) => g.leadStatus === 'New Lead')?.count).toBe(3)
    expect(res.body.groups?.find((g) => g.leadStatus === 'Dropped')?.count).toBe(0)
    expect((await list(manager)).body.groups).toBeUndefined()
  })

  it('masks personal fields always, even for a holder of the unmask scope', async () => {
    const res = await list(manager, '?limit=200&order=asc')
    const [asha] = res.body.items
    expect(asha?.profile.whatsAppNumber).toBe('XXXXXX3200')
    expect(asha?.profile.email).toBe('aXXXXXXo@gmail.com')
    expect(asha?.masked).toBe(true)
    expect(asha?.sensitive).toEqual({ alternateNumber: false, email: true })
    const withAlternate = res.body.items.find((l) => l._id === 'p1-03')
    expect(withAlternate?.profile.alternateNumber).toBe('XXXXXX6789')
    expect(withAlternate?.sensitive.alternateNumber).toBe(true)
    expect(JSON.stringify(res.body)).not.toContain('98765432')
    expect(JSON.stringify(res.body)).not.toContain('9123456789')
    // Names are filled: the project and the assignee.
    expect(asha?.projectName).toBeTruthy()
    expect(asha?.background.assignedTo?._id).toBe(world.user.salesExecutive)
    expect(asha?.profile.agentName).toBeTruthy()
  })

  it('adds a transparent score with showAiData', async () => {
    const res = await list(manager, '?limit=3&showAiData=true')
    expect(res.body.items.every((l) => l.aiData?.scorer === 'transparent-rules-v1')).toBe(true)
    expect((await list(manager, '?limit=3')).body.items[0]?.aiData).toBeUndefined()
  })
})

describe('who sees which leads', () => {
  it('shows an executive only their own leads, a manager all of the project', async () => {
    const own = await list(exec, '?limit=200')
    expect(ids(own).sort()).toEqual(['p1-00', 'p1-01', 'p1-02', 'p1-03', 'p1-04', 'p1-05'])
    expect((await list(manager, '?limit=200')).body.pageInfo.totalNumItems).toBe(12)
    const single = await sessionOf(server, world.user.salesExecutiveOneProject, world.orgId)
    expect((await list(single, '', world.p2)).status).toBe(403)
    expect((await list(single)).body.items).toEqual([])
  })

  it('answers 404 for a lead the caller cannot see, and 403 to a user without lead scopes', async () => {
    const theirs = await call(exec, 'GET', LEAD_PATHS.lead(world.slug, 'p1-07'))
    expect(theirs.status).toBe(404)
    expect(theirs.body).toMatchObject({ code: 'LEAD_NOT_FOUND' })
    expect((await call(exec, 'GET', LEAD_PATHS.lead(world.slug, 'p1-01'))).status).toBe(200)
    expect((await call(manager, 'GET', LEAD_PATHS.lead(world.slug, 'p1-07'))).status).toBe(200)
    expect((await list(postSales)).status).toBe(403)
    expect((await call(postSales, 'GET', LEAD_PATHS.lead(world.slug, 'p1-01'))).status).toBe(403)
    const across = await call<TLeadList>(postSales, 'GET', LEAD_PATHS.leads(world.slug))
    expect(across.body.items).toEqual([])
    // Another organisation's slug is refused outright.
    const foreign = await call(manager, 'GET', LEAD_PATHS.leads('in/dxp/another-organisation'))
    expect(foreign.status).toBe(403)
  })

  it('lists across projects, narrowed by projectIds[] that must each be readable', async () => {
    const all = await call<TLeadList>(exec, 'GET', `${LEAD_PATHS.leads(world.slug)}?limit=200`)
    expect(ids(all)).toContain('p2-exec')
    expect(ids(all)).not.toContain('p2-exec2')
    expect(all.body.pageInfo.totalNumItems).toBe(7)
    const p2 = await call<TLeadList>(
      manager,
      'GET',
      `${LEAD_PATHS.leads(world.slug)}?projectIds[]=${world.p2}`,
    )
    expect(ids(p2).sort()).toEqual(['p2-exec', 'p2-exec2'])
    const single = await sessionOf(server, world.user.salesExecutiveOneProject, world.orgId)
    const denied = await call(
      single,
      'GET',
      `${LEAD_PATHS.leads(world.slug)}?projectIds[]=${world.p1}&projectIds[]=${world.p2}`,
    )
    expect(denied.status).toBe(403)
  })
})

describe('the status tabs', () => {
  it('puts "all" first, then every stage in order with zeros, then other stages', async () => {
    const res = await call<TLeadStatusCounts>(manager, 'GET', LEAD_PATHS.statuses(world.slug))
    expect(res.body.items.map((i) => i.leadStatus)).toEqual([
      'all',
      ...LEAD_STATUSES,
      'Custom Stage',
    ])
    expect(res.body.items[0]).toEqual({ leadStatus: 'all', count: 14 })
    expect(res.body.items.find((i) => i.leadStatus === 'Dropped')?.count).toBe(0)
    const mine = await call<TLeadStatusCounts>(
      exec,
      'GET',
      `${LEAD_PATHS.statuses(world.slug)}?projectIds[]=${world.p1}&sourceOfLead=Digital`,
    )
    expect(mine.body.items.map((i) => i.count)).toEqual([3, 2, 0, 1, 0, 0, 0, 0])
  })
})
