import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  LEAD_MESSAGES,
  LEAD_PATHS,
  type TEntityLabelList,
  type TExecutive,
  type TOrgData,
} from '../../../../../contract/leads.ts'
import { notifications } from '../../../db/schema.ts'
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

beforeAll(async () => {
  ;({ server, world, call, manager, exec, postSales } = await startLeadSuite())
})
afterAll(() => server.close())

const labels = (s: TSession, query: string) =>
  call<TEntityLabelList>(s, 'GET', `${LEAD_PATHS.entityLabels(world.slug)}?${query}`)

describe('reference data for lead screens', () => {
  it('lists an entity label list, 1-based, and sub-sources by their source id or name', async () => {
    const statuses = await labels(exec, 'entityName=leadstatus')
    expect(statuses.body.items.map((l) => l.labelName)).toEqual([
      'New Lead',
      'Open',
      'Qualified',
      'Site Visit',
      'Opportunity',
      'Booked',
      'Dropped',
    ])
    expect(statuses.body.pageInfo).toEqual({ pageNumber: 1, pageSize: 200, totalNumItems: 7 })
    const second = await labels(exec, 'entityName=leadstatus&page=2&limit=5')
    expect(second.body.items.map((l) => l.labelName)).toEqual(['Booked', 'Dropped'])
    expect((await labels(exec, 'entityName=leadstatus&limit=201')).status).toBe(400)
    expect((await labels(exec, 'entityName=unknown')).status).toBe(400)

    const sources = await labels(exec, 'entityName=leadsource')
    const digital = sources.body.items.find((l) => l.labelName === 'Digital')!
    expect(digital.hasSubSource).toBe(true)
    const byId = await labels(exec, `entityName=leadsubsource&parent=${digital._id}`)
    const byName = await labels(exec, 'entityName=leadsubsource&parent=Digital')
    expect(byId.body.items.map((l) => l.labelName)).toEqual([
      'Facebook',
      'Google Ads',
      'Instagram',
      'Website',
    ])
    expect(byName.body.items).toEqual(byId.body.items)
    expect(byId.body.items.every((l) => l.parentId === digital._id)).toBe(true)
    expect((await labels(exec, 'entityName=leadsubsource&parent=Nothing')).body.items).toEqual([])
  })

  it('offers the executives as the agentName list and as executives, admins excluded', async () => {
    const agents = await labels(exec, 'entityName=agentName')
    const ids = agents.body.items.map((l) => l._id)
    expect(ids).toEqual(
      expect.arrayContaining([
        world.user.salesExecutive,
        world.user.salesExecutive2,
        world.user.salesExecutiveOneProject,
        world.user.salesManager,
      ]),
    )
    expect(ids).not.toContain(world.user.admin)
    expect(ids).not.toContain(world.user.postSales)
    expect(ids).not.toContain(world.user.org2SalesManager)

    const res = await call<{ items: TExecutive[] }>(
      manager,
      'GET',
      `${LEAD_PATHS.executives(world.slug)}?projectId=${world.p2}`,
    )
    const found = res.body.items.map((e) => e._id)
    expect(found).toContain(world.user.salesExecutive)
    expect(found).not.toContain(world.user.salesExecutiveOneProject)
    expect(found).not.toContain(world.user.admin)
    const single = await call<{ items: TExecutive[] }>(
      manager,
      'GET',
      LEAD_PATHS.executives(world.slug),
    )
    expect(single.body.items.find((e) => e._id === world.user.salesExecutiveOneProject)).toEqual(
      expect.objectContaining({ projectIds: [world.p1] }),
    )
    const someone = single.body.items[0]!
    const keyword = await call<{ items: TExecutive[] }>(
      manager,
      'GET',
      `${LEAD_PATHS.executives(world.slug)}?keyword=${encodeURIComponent(someone.profile.lastName.toUpperCase())}&limit=1`,
    )
    expect(keyword.body.items).toHaveLength(1)
    expect((await call(postSales, 'GET', LEAD_PATHS.executives(world.slug))).status).toBe(403)
  })

  it('answers the organisation with the projects the caller reaches', async () => {
    const single = await sessionOf(server, world.user.salesExecutiveOneProject, world.orgId)
    const res = await call<TOrgData>(single, 'GET', LEAD_PATHS.orgData(world.slug))
    expect(res.body).toMatchObject({ _id: world.orgId, slug: world.slug })
    expect(res.body.projects.map((p) => p._id)).toEqual([world.p1])
    const all = await call<TOrgData>(manager, 'GET', LEAD_PATHS.orgData(world.slug))
    expect(all.body.projects).toHaveLength(3)
  })

  it('asks the WhatsApp directory, without an idempotency key, with a per-user limit', async () => {
    const path = LEAD_PATHS.validateWhatsApp(world.slug)
    const yes = await call(exec, 'POST', path, { whatsAppNumber: '9876543210' })
    expect(yes.body).toEqual({ valid: true, message: '' })
    const no = await call(exec, 'POST', path, { whatsAppNumber: '9876540000' })
    expect(no.body).toEqual({ valid: false, message: LEAD_MESSAGES.whatsAppNotFound })
    expect((await call(exec, 'POST', path, { whatsAppNumber: '12' })).status).toBe(400)
    let limited = 0
    for (let i = 0; i < 35; i++) {
      const res = await call(manager, 'POST', path, { whatsAppNumber: '9876543210' })
      if (res.status === 429) limited++
    }
    expect(limited).toBeGreaterThan(0)
    // Another user keeps their own allowance.
    expect((await call(postSales, 'POST', path, { whatsAppNumber: '9876543210' })).status).toBe(200)
  })
})

describe('lead notifications', () => {
  it('lists the caller’s own, newest first, and marks some or all read', async () => {
    const lead = await insertLead(server, world)
    const base = {
      orgId: world.orgId,
      userId: world.user.salesExecutive,
      leadId: lead.id,
      kind: 'lead_assigned',
      title: 'New lead assigned',
    }
    await server.db.insert(notifications).values([
      { ...base, id: 'n1', projectId: world.p1, createdAt: new Date('2026-01-01T00:00:00Z') },
      { ...base, id: 'n2', projectId: world.p1, createdAt: new Date('2026-01-02T00:00:00Z') },
      { ...base, id: 'n3', projectId: world.p2, createdAt: new Date('2026-01-03T00:00:00Z') },
      { ...base, id: 'theirs', projectId: world.p1, userId: world.user.salesExecutive2 },
    ])
    const path = LEAD_PATHS.notifications(world.slug)
    const list = await call<{ items: { _id: string; read: boolean }[]; unread: number }>(
      exec,
      'GET',
      path,
    )
    expect(list.body.items.map((n) => n._id)).toEqual(['n3', 'n2', 'n1'])
    expect(list.body.unread).toBe(3)
    const p1 = await call<{ items: unknown[] }>(exec, 'GET', `${path}?projectId=${world.p1}`)
    expect(p1.body.items).toHaveLength(2)

    expect((await call(exec, 'PATCH', path, {})).status).toBe(400)
    const one = await call(exec, 'PATCH', path, { ids: ['n1', 'theirs'] })
    expect(one.body).toEqual({ updated: 1 })
    const allP1 = await call(exec, 'PATCH', path, { markAllAsRead: true, projectId: world.p1 })
    expect(allP1.body).toEqual({ updated: 1 })
    const after = await call<{ items: { _id: string; read: boolean }[]; unread: number }>(
      exec,
      'GET',
      path,
    )
    expect(after.body.unread).toBe(1)
    expect(after.body.items.find((n) => n._id === 'n3')?.read).toBe(false)
    const theirs = await call<{ unread: number }>(
      await sessionOf(server, world.user.salesExecutive2, world.orgId),
      'GET',
      path,
    )
    expect(theirs.body.unread).toBe(1)
  })
})
