import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  BLANK_BACKGROUND,
  BLANK_PROPERTY_INTEREST,
  LEAD_PATHS,
  type TLeadCreate,
  type TLeadCreated,
} from '../../../../../contract/leads.ts'
import {
  ROUTING_ERROR_CODES,
  ROUTING_MESSAGES,
  ROUTING_PATHS,
  ROUTING_VIA,
  type TProjectRoutingRules,
  type TRoutingExecutiveList,
  type TRoutingRule,
  type TRoutingRuleInput,
  type TRoutingRuleList,
} from '../../../../../contract/routing-rules.ts'
import { leadEvents, notifications, routingRules, users } from '../../../db/schema.ts'
import { userHashOf } from '../../auth/session.service.ts'
import {
  addMember,
  nextMobile,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
let e1: string
let e2: string
let e3: string
beforeAll(async () => {
  suite = await startLeadSuite()
  const { server, world } = suite
  admin = await sessionOf(server, world.user.admin, world.orgId)
  e1 = world.user.salesExecutive
  e2 = world.user.salesExecutive2
  // Works leads of p1 only.
  e3 = world.user.salesExecutiveOneProject
})
afterAll(() => suite.server.close())
beforeEach(async () => {
  await suite.server.db.delete(routingRules)
  await suite.server.db.update(users).set({ isActive: true })
})

type Res<T> = T & TApiError
const slug = () => suite.world.slug
const as = (session: TSession) => ({
  create: (body: unknown) =>
    suite.call<Res<TRoutingRule>>(session, 'POST', ROUTING_PATHS.rules(slug()), body),
  list: (query = '') =>
    suite.call<Res<TRoutingRuleList>>(session, 'GET', `${ROUTING_PATHS.rules(slug())}?${query}`),
  get: (id: string) =>
    suite.call<Res<TRoutingRule>>(session, 'GET', ROUTING_PATHS.rule(slug(), id)),
  put: (id: string, body: unknown) =>
    suite.call<Res<TRoutingRule>>(session, 'PUT', ROUTING_PATHS.rule(slug(), id), body),
  active: (id: string, isActive: unknown) =>
    suite.call<Res<TRoutingRule>>(session, 'PUT', ROUTING_PATHS.ruleActive(slug(), id), {
      isActive,
    }),
  executive: (id: string, userId: string, isActive: boolean) =>
    suite.call<Res<TRoutingRule>>(
      session,
      'PATCH',
      ROUTING_PATHS.ruleExecutive(slug(), id, userId),
      { isActive },
    ),
  remove: (id: string, userId: string) =>
    suite.call<Res<TRoutingRule>>(
      session,
      'DELETE',
      ROUTING_PATHS.ruleExecutive(slug(), id, userId),
    ),
  ofProject: (projectId: string) =>
    suite.call<Res<TProjectRoutingRules>>(
      session,
      'GET',
      ROUTING_PATHS.projectRules(slug(), projectId),
    ),
  picker: (projectId: string, query = '') =>
    suite.call<Res<TRoutingExecutiveList>>(
      session,
      'GET',
      `${ROUTING_PATHS.projectExecutives(slug(), projectId)}?${query}`,
    ),
})
const manager = () => as(suite.manager)

const rule = (o: Partial<TRoutingRuleInput> = {}): TRoutingRuleInput => ({
  projectId: suite.world.p1,
  executives: [{ userId: e1 }, { userId: e2 }],
  ...o,
})

async function made(o: Partial<TRoutingRuleInput> = {}) {
  const res = await manager().create(rule(o))
  expect(res.status).toBe(201)
  return res.body
}

const newLead = (o: Partial<TLeadCreate> = {}): TLeadCreate => ({
  profile: {
    fullName: 'Ishaan Kulkarni',
    gender: 'Male',
    age: 36,
    whatsAppNumber: nextMobile(),
    alternateNumber: null,
    email: null,
    sourceOfLead: 'Digital',
    subSourceOfLead: null,
    currentLocation: 'Pune',
  },
  propertyInterest: { ...BLANK_PROPERTY_INTEREST },
  background: { ...BLANK_BACKGROUND },
  ...o,
})

/** A lead added by the administrator (who may not own leads): nobody owns it unless routed. */
async function addLead(projectId = suite.world.p1, session = admin, o: Partial<TLeadCreate> = {}) {
  const res = await suite.call<Res<TLeadCreated>>(
    session,
    'POST',
    LEAD_PATHS.projectLeads(slug(), projectId),
    newLead(o),
  )
  expect(res.status).toBe(201)
  return res.body.lead
}
const ownerOf = async (projectId?: string, session?: TSession) =>
  (await addLead(projectId, session)).background.assignedTo?._id ?? null

const unread = async (userId: string) =>
  (
    await suite.server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  ).length

describe('routing rule routes', () => {
  it('make, read, list (1-based pages, related entities) and list by project', async () => {
    const created = await made()
    expect(created).toMatchObject({
      projectId: suite.world.p1,
      isActive: true,
      project: { _id: suite.world.p1 },
      executives: [
        { _id: e1, isActive: true, userHash: userHashOf(e1) },
        { _id: e2, isActive: true },
      ],
    })
    expect(created.executives[0]!.profile.firstName).toBeTruthy()
    const second = await made({ projectId: suite.world.p2, executives: [{ userId: e2 }] })

    const got = await manager().get(created._id)
    expect(got.status).toBe(200)
    expect(got.body).toEqual(created)

    const page1 = await manager().list('page=1&limit=1&mapRelatedEntities=true')
    expect(page1.status).toBe(200)
    expect(page1.body.pageInfo).toEqual({ pageNumber: 1, pageSize: 1, totalNumItems: 2 })
    expect(page1.body.items).toHaveLength(1)
    expect(page1.body.items[0]!.project?.projectName).toBeTruthy()
    const page2 = await manager().list('page=2&limit=1')
    expect(page2.body.items.map((r) => r._id)).toHaveLength(1)
    expect(page2.body.items[0]!.project).toBeUndefined()
    expect(new Set([page1.body.items[0]!._id, page2.body.items[0]!._id])).toEqual(
      new Set([created._id, second._id]),
    )
    expect((await manager().list('page=0')).status).toBe(400)

    const ofP2 = await manager().ofProject(suite.world.p2)
    expect(ofP2.body.items.map((r) => r._id)).toEqual([second._id])
  })

  it('name the bad field of a rule', async () => {
    const missing = await manager().create({ executives: [{ userId: e1 }] })
    expect(missing.status).toBe(400)
    expect(missing.body.fields?.map((f) => f.field)).toContain('projectId')

    const empty = await manager().create(rule({ executives: [] }))
    expect(empty.status).toBe(400)
    expect(empty.body.fields).toContainEqual({
      field: 'executives',
      message: ROUTING_MESSAGES.noExecutives,
    })

    const twice = await manager().create(rule({ executives: [{ userId: e1 }, { userId: e1 }] }))
    expect(twice.status).toBe(400)
    expect(twice.body.fields).toContainEqual({
      field: 'executives.1.userId',
      message: ROUTING_MESSAGES.duplicateExecutive,
    })

    // Not lead executives: the administrator, post-sales; e3 only works p1.
    const wrong = await manager().create(
      rule({
        projectId: suite.world.p2,
        executives: [
          { userId: e1 },
          { userId: suite.world.user.admin },
          { userId: suite.world.user.postSales },
          { userId: e3 },
        ],
      }),
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.code).toBe(ROUTING_ERROR_CODES.executiveInvalid)
    expect(wrong.body.fields?.map((f) => f.field)).toEqual([
      'executives.1.userId',
      'executives.2.userId',
      'executives.3.userId',
    ])

    const elsewhere = await manager().create(rule({ projectId: suite.world.other }))
    expect(elsewhere.status).toBe(422)
    expect(elsewhere.body.fields?.map((f) => f.field)).toEqual(['projectId'])

    const badActive = await manager().active('x', 'yes')
    expect(badActive.status).toBe(400)
    expect(badActive.body.fields?.map((f) => f.field)).toContain('isActive')
  })

  it('make one active rule of two asked for at once', async () => {
    const both = await Promise.all([
      manager().create(rule({ projectId: suite.world.p3 })),
      manager().create(rule({ projectId: suite.world.p3, executives: [{ userId: e2 }] })),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([201, 409])
  })

  it('keep one active rule per project', async () => {
    const first = await made()
    const clash = await manager().create(rule({ executives: [{ userId: e2 }] }))
    expect(clash.status).toBe(409)
    expect(clash.body.code).toBe(ROUTING_ERROR_CODES.activeExists)
    expect(clash.body.fields?.map((f) => f.field)).toEqual(['isActive'])

    const spare = await made({ isActive: false, executives: [{ userId: e2 }] })
    expect((await manager().active(spare._id, true)).status).toBe(409)
    const off = await manager().active(first._id, false)
    expect(off.status).toBe(200)
    expect(off.body.isActive).toBe(false)
    const on = await manager().active(spare._id, true)
    expect(on.body.isActive).toBe(true)
    const ofP1 = await manager().ofProject(suite.world.p1)
    expect(ofP1.body.items.map((r) => [r._id, r.isActive])).toEqual([
      [spare._id, true],
      [first._id, false],
    ])
  })

  it('edit a rule, its executives on and off, and remove one', async () => {
    const r = await made()
    const put = await manager().put(r._id, rule({ executives: [{ userId: e2 }, { userId: e3 }] }))
    expect(put.status).toBe(200)
    expect(put.body.executives.map((e) => e._id)).toEqual([e2, e3])

    const off = await manager().executive(r._id, e3, false)
    expect(off.status).toBe(200)
    expect(off.body.executives.map((e) => [e._id, e.isActive])).toEqual([
      [e2, true],
      [e3, false],
    ])
    const removed = await manager().remove(r._id, e2)
    expect(removed.status).toBe(200)
    expect(removed.body.executives.map((e) => e._id)).toEqual([e3])

    const gone = await manager().remove(r._id, e2)
    expect(gone.status).toBe(404)
    expect(gone.body.code).toBe(ROUTING_ERROR_CODES.executiveNotFound)
    expect((await manager().get('no-such-rule')).status).toBe(404)
    expect((await manager().put('no-such-rule', rule())).status).toBe(404)
  })

  it('need DXP_MODIFY_ROUTING, on the rule’s project', async () => {
    const r = await made()
    const exec = as(suite.exec)
    for (const res of await Promise.all([
      exec.list(),
      exec.get(r._id),
      exec.create(rule()),
      exec.put(r._id, rule()),
      exec.active(r._id, false),
      exec.executive(r._id, e1, false),
      exec.remove(r._id, e1),
      exec.ofProject(suite.world.p1),
      exec.picker(suite.world.p1),
    ])) {
      expect(res.status).toBe(403)
    }

    const { server, world } = suite
    const p2Router = await addMember(server, world, 'p2router', ['DXP_MODIFY_ROUTING'], [world.p2])
    const onP2 = as(await sessionOf(server, p2Router, world.orgId))
    expect((await onP2.get(r._id)).status).toBe(403)
    expect((await onP2.active(r._id, false)).status).toBe(403)
    expect((await onP2.create(rule())).status).toBe(403)
    expect((await onP2.ofProject(world.p1)).status).toBe(403)
    expect((await onP2.picker(world.p1)).status).toBe(403)
    const mine = await onP2.create(rule({ projectId: world.p2 }))
    expect(mine.status).toBe(201)
    const listed = await onP2.list()
    expect(listed.body.items.map((x) => x._id)).toEqual([mine.body._id])
    expect(listed.body.pageInfo.totalNumItems).toBe(1)
    // Moving its own rule to a project it does not route.
    expect((await onP2.put(mine.body._id, rule())).status).toBe(403)
  })
})

describe('the executives picker', () => {
  it('lists lead executives of the project, no admins, by keyword', async () => {
    const all = await manager().picker(suite.world.p1, 'limit=1000&permissionGroup=lead')
    expect(all.status).toBe(200)
    const ids = all.body.items.map((e) => e._id)
    expect(ids).toEqual(expect.arrayContaining([e1, e2, e3]))
    expect(ids).not.toContain(suite.world.user.admin)
    expect(ids).not.toContain(suite.world.user.postSales)
    expect(all.body.items.find((e) => e._id === e1)?.userHash).toBe(userHashOf(e1))

    const p2 = await manager().picker(suite.world.p2)
    expect(p2.body.items.map((e) => e._id)).not.toContain(e3)

    const one = all.body.items.find((e) => e._id === e2)!
    const byName = await manager().picker(
      suite.world.p1,
      `keyword=${encodeURIComponent(one.profile.lastName.toUpperCase())}`,
    )
    expect(byName.body.items.map((e) => e._id)).toContain(e2)
    expect(
      byName.body.items.every((e) =>
        `${e.profile.firstName} ${e.profile.lastName}`
          .toLowerCase()
          .includes(one.profile.lastName.toLowerCase()),
      ),
    ).toBe(true)
    expect((await manager().picker(suite.world.p1, 'limit=1')).body.items).toHaveLength(1)
    expect((await manager().picker(suite.world.p1, 'limit=1001')).status).toBe(400)
  })
})

describe('new leads without an owner', () => {
  it('go round robin over the active rule’s executives, in the journey and notified', async () => {
    const r = await made({ executives: [{ userId: e1 }, { userId: e2 }, { userId: e3 }] })
    const before = await unread(e1)
    const owners = []
    for (let i = 0; i < 6; i++) owners.push(await ownerOf())
    expect(owners).toEqual([e1, e2, e3, e1, e2, e3])
    expect(await unread(e1)).toBe(before + 2)

    const lead = await addLead()
    expect(lead.background.assignedTo?._id).toBe(e1)
    const events = await suite.server.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead._id))
    expect(events.find((e) => e.eventType === 'assigned')).toMatchObject({
      actorId: null,
      data: { assigneeId: e1, to: e1, from: null, via: ROUTING_VIA, ruleId: r._id },
    })
    const journey = await suite.call<{ items: { eventType?: string }[] }>(
      suite.manager,
      'GET',
      LEAD_PATHS.journey(slug(), lead._id),
    )
    expect(journey.status).toBe(200)
    expect(JSON.stringify(journey.body)).toContain(ROUTING_VIA)
  })

  it('skip inactive executives, inactive rules, and people who can no longer own leads', async () => {
    const r = await made({
      executives: [{ userId: e1 }, { userId: e2, isActive: false }, { userId: e3 }],
    })
    expect([await ownerOf(), await ownerOf(), await ownerOf()]).toEqual([e1, e3, e1])

    await suite.server.db.update(users).set({ isActive: false }).where(eq(users.id, e3))
    expect([await ownerOf(), await ownerOf()]).toEqual([e1, e1])
    await suite.server.db.update(users).set({ isActive: true }).where(eq(users.id, e3))

    // The rule is p1's: p2 has none.
    expect(await ownerOf(suite.world.p2)).toBeNull()

    await manager().executive(r._id, e2, true)
    await manager().executive(r._id, e1, false)
    expect([await ownerOf(), await ownerOf()]).toEqual([e2, e3])

    await manager().active(r._id, false)
    expect(await ownerOf()).toBeNull()
  })

  it('keep the turn across an edit, while its holder stays on the rule', async () => {
    const r = await made({ executives: [{ userId: e1 }, { userId: e2 }, { userId: e3 }] })
    expect(await ownerOf()).toBe(e1)
    await manager().put(
      r._id,
      rule({ executives: [{ userId: e3 }, { userId: e1 }, { userId: e2 }] }),
    )
    expect([await ownerOf(), await ownerOf()]).toEqual([e2, e3])
  })

  it('leave leads with an owner alone', async () => {
    await made({ executives: [{ userId: e2 }] })
    // An executive's own lead stays theirs; a named assignee is kept.
    expect(await ownerOf(suite.world.p1, suite.exec)).toBe(e1)
    const named = await addLead(suite.world.p1, admin, { assigneeId: e1 })
    expect(named.background.assignedTo?._id).toBe(e1)
    // Left unassigned on purpose: still routed (nobody owns it).
    const unassigned = await addLead(suite.world.p1, admin, { assigneeId: null })
    expect(unassigned.background.assignedTo?._id).toBe(e2)
  })

  it('spread leads created at the same instant evenly', async () => {
    await made({ executives: [{ userId: e1 }, { userId: e2 }] })
    const owners = await Promise.all(Array.from({ length: 10 }, () => ownerOf()))
    expect(owners.filter((o) => o === e1)).toHaveLength(5)
    expect(owners.filter((o) => o === e2)).toHaveLength(5)

    await suite.server.db.delete(routingRules)
    await made({ executives: [{ userId: e1 }, { userId: e2 }, { userId: e3 }] })
    const nine = await Promise.all(Array.from({ length: 9 }, () => ownerOf()))
    for (const e of [e1, e2, e3]) expect(nine.filter((o) => o === e)).toHaveLength(3)
  })
})
