import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  BLANK_BACKGROUND,
  LEAD_MESSAGES,
  LEAD_PATHS,
  type TDuplicateLead,
  type TLead,
  type TLeadCreate,
  type TLeadCreated,
  type TLeadConflict,
  type TLeadEvent,
  type TPiiView,
} from '../../../../../contract/leads.ts'
import { LEAD_STAGE_PATHS } from '../../../../../contract/lead-stage.ts'
import { idempotencyKeys, leadEvents, leads, notifications } from '../../../db/schema.ts'
import type { TestServer } from '../../../../test/harness.ts'
import {
  addGroup,
  addMember,
  insertLead,
  nextMobile,
  sessionOf,
  type LeadWorld,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { PERMISSION_GROUPS } from '../../../seed/permission-groups.ts'

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

const newLead = (o: Partial<TLeadCreate> & { whatsAppNumber?: string } = {}): TLeadCreate => ({
  profile: {
    fullName: 'Kavya Menon',
    gender: 'Female',
    age: 31,
    whatsAppNumber: o.whatsAppNumber ?? nextMobile(),
    alternateNumber: null,
    email: 'kavya.menon@example.in',
    sourceOfLead: 'Walk-in',
    subSourceOfLead: null,
    currentLocation: 'Pune',
  },
  propertyInterest: {
    budgetRange: { min: 6_000_000, max: 8_000_000 },
    purposeOfProperty: 'Self Use',
    preferredUnitType: ['2 BHK'],
    preferredFloor: [],
    propertyStatus: null,
    otherPreferences: null,
    carpetAreaSqFtRange: null,
  },
  background: { ...BLANK_BACKGROUND },
  ...o,
})

const eventsOf = (leadId: string) =>
  server.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))
const leadRow = async (id: string) =>
  (await server.db.select().from(leads).where(eq(leads.id, id)))[0]

describe('adding a lead', () => {
  it('needs DXP_ADD_LEAD on the project', async () => {
    const path = LEAD_PATHS.projectLeads(world.slug, world.p2)
    expect((await call(postSales, 'POST', path, newLead())).status).toBe(403)
    const single = await sessionOf(server, world.user.salesExecutiveOneProject, world.orgId)
    const denied = await call(single, 'POST', path, newLead())
    expect(denied.status).toBe(403)
    expect(denied.body).toMatchObject({ code: 'PERMISSION_DENIED' })
    const unknown = await call(
      manager,
      'POST',
      LEAD_PATHS.projectLeads(world.slug, 'nope'),
      newLead(),
    )
    expect(unknown.status).toBe(422)
  })

  it('takes a client id, and a replayed key creates exactly one lead', async () => {
    const id = randomUUID()
    const body = newLead({ _id: id })
    const path = LEAD_PATHS.projectLeads(world.slug, world.p1)
    const key = { 'idempotency-key': `create-${id}` }
    const first = await call<TLeadCreated>(exec, 'POST', path, body, key)
    expect(first.status).toBe(201)
    expect(first.body.lead._id).toBe(id)
    expect(first.body.lead.version).toBe(1)
    expect(first.body.lead.background.assignedTo?._id).toBe(world.user.salesExecutive)
    expect(first.body.lead.profile.email).toBe('kXXXXXXXXXn@example.in')
    const replay = await call<TLeadCreated>(exec, 'POST', path, body, key)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body).toEqual(first.body)
    expect(await server.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1)
    const again = await call(exec, 'POST', path, body, { 'idempotency-key': `other-${id}` })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'LEAD_ID_TAKEN' })
    expect((await eventsOf(id)).map((e) => e.eventType)).toEqual(['created'])
  })

  it('lets only an assigner name another owner, who must be a lead executive of the project', async () => {
    const path = LEAD_PATHS.projectLeads(world.slug, world.p2)
    const other = world.user.salesExecutive2
    expect((await call(exec, 'POST', path, newLead({ assigneeId: other }))).status).toBe(403)
    expect((await call(exec, 'POST', path, newLead({ assigneeId: null }))).status).toBe(403)
    const invalid = await call(manager, 'POST', path, newLead({ assigneeId: world.user.postSales }))
    expect(invalid.status).toBe(422)
    expect(invalid.body).toMatchObject({
      code: 'ASSIGNEE_INVALID',
      fields: [{ field: 'assigneeId' }],
    })
    const single = world.user.salesExecutiveOneProject
    expect((await call(manager, 'POST', path, newLead({ assigneeId: single }))).status).toBe(422)
    const admin = world.user.admin
    expect((await call(manager, 'POST', path, newLead({ assigneeId: admin }))).status).toBe(422)

    const made = await call<TLeadCreated>(manager, 'POST', path, newLead({ assigneeId: other }))
    expect(made.status).toBe(201)
    const told = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other), eq(notifications.leadId, made.body.lead._id)))
    expect(told).toHaveLength(1)
    expect(told[0]?.kind).toBe('lead_assigned')
    const unassigned = await call<TLeadCreated>(
      manager,
      'POST',
      path,
      newLead({ assigneeId: null }),
    )
    expect(unassigned.body.lead.background.assignedTo).toBeNull()
  })

  it('warns of leads of the organisation with the same number, masked, and records it', async () => {
    const number = nextMobile()
    const existing = await insertLead(server, world, {
      projectId: world.p3,
      whatsAppNumber: nextMobile(),
      alternateNumber: number,
      assigneeId: world.user.salesExecutive2,
      fullName: 'Existing Buyer',
    })
    const res = await call<TLeadCreated>(
      exec,
      'POST',
      LEAD_PATHS.projectLeads(world.slug, world.p1),
      newLead({ whatsAppNumber: number }),
    )
    expect(res.status).toBe(201)
    expect(res.body.duplicates).toHaveLength(1)
    const [dup] = res.body.duplicates
    expect(dup).toMatchObject({
      _id: existing.id,
      fullName: 'Existing Buyer',
      projectId: world.p3,
      whatsAppNumber: `XXXXXX${existing.whatsAppNumber.slice(-4)}`,
      owner: { _id: world.user.salesExecutive2 },
    })
    expect(dup?.projectName).toBeTruthy()
    const journey = await call<{ items: TLeadEvent[] }>(
      exec,
      'GET',
      LEAD_PATHS.journey(world.slug, res.body.lead._id),
    )
    const detected = journey.body.items.find((e) => e.eventType === 'duplicateDetected')
    expect(detected?.data).toEqual({
      whatsAppNumber: `XXXXXX${number.slice(-4)}`,
      leadIds: [existing.id],
    })

    const early = await call<{ items: TDuplicateLead[] }>(
      exec,
      'GET',
      `${LEAD_PATHS.duplicates(world.slug)}?whatsAppNumber=${number}`,
    )
    expect(early.body.items.map((d) => d._id).sort()).toEqual(
      [existing.id, res.body.lead._id].sort(),
    )
    expect(JSON.stringify(early.body)).not.toContain(number)
    const path = `${LEAD_PATHS.duplicates(world.slug)}?whatsAppNumber=${number}`
    expect((await call(postSales, 'GET', path)).status).toBe(403)
  })
})

describe('editing a lead', () => {
  it('bumps the version, records masked changes, and refuses a stale version with the current record', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const path = LEAD_PATHS.lead(world.slug, lead.id)
    const newNumber = nextMobile()
    const ok = await call<TLead>(exec, 'PATCH', path, {
      version: 1,
      profile: { age: 40, whatsAppNumber: newNumber },
      propertyInterest: { purposeOfProperty: 'Investment' },
      leadStatus: 'Open',
    })
    expect(ok.status).toBe(200)
    expect(ok.body.version).toBe(2)
    expect(ok.body.profile.age).toBe(40)
    expect(ok.body.leadStatus).toBe('Open')
    expect(ok.body.propertyInterest.purposeOfProperty).toBe('Investment')
    expect(ok.body.profile.whatsAppNumber).toBe(`XXXXXX${newNumber.slice(-4)}`)
    expect(Date.parse(ok.body.updatedAt)).toBeGreaterThan(lead.updatedAt!.getTime() - 1)
    const events = await eventsOf(lead.id)
    const updated = events.find((e) => e.eventType === 'updated')
    expect(updated?.data).toEqual({
      changes: [
        { field: 'profile.age', from: null, to: 40 },
        {
          field: 'profile.whatsAppNumber',
          from: `XXXXXX${lead.whatsAppNumber.slice(-4)}`,
          to: `XXXXXX${newNumber.slice(-4)}`,
        },
        { field: 'propertyInterest.purposeOfProperty', from: null, to: 'Investment' },
      ],
      version: 2,
    })
    expect(events.find((e) => e.eventType === 'status_changed')?.data).toEqual({
      from: 'New Lead',
      to: 'Open',
      version: 2,
    })

    // The manager had opened version 1: the executive's edit since makes theirs stale.
    const stale = await call<TLeadConflict>(manager, 'PATCH', path, {
      version: 1,
      profile: { age: 41 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('LEAD_VERSION_CONFLICT')
    expect(stale.body.message).toBe(LEAD_MESSAGES.versionConflict)
    expect(stale.body.changes).toEqual([
      {
        version: 2,
        by: {
          _id: world.user.salesExecutive,
          firstName: expect.any(String),
          lastName: expect.any(String),
        },
        at: ok.body.updatedAt,
        fields: [
          'leadStatus',
          'profile.age',
          'profile.whatsAppNumber',
          'propertyInterest.purposeOfProperty',
        ],
      },
    ])
    expect(stale.body.current.version).toBe(2)
    expect(stale.body.current.profile.age).toBe(40)
    expect(stale.body.current.profile.whatsAppNumber).toBe(`XXXXXX${newNumber.slice(-4)}`)
    expect((await leadRow(lead.id))?.age).toBe(40)
  })

  it("goes ahead on an older version when every newer one is the editor's own, in any order", async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const path = LEAD_PATHS.lead(world.slug, lead.id)
    const stage = LEAD_STAGE_PATHS.stage(world.slug, lead.id)
    const madeAt = new Date().toISOString()
    // Queued offline on version 1: a stage change, then two edits, all based on what was seen.
    expect((await call(exec, 'POST', stage, { madeAt, leadStatus: 'Qualified' })).status).toBe(200)
    const first = await call<TLead>(exec, 'PATCH', path, { version: 1, labels: ['Hot'] })
    expect([first.status, first.body.version, first.body.leadStatus]).toEqual([200, 3, 'Qualified'])
    const second = await call<TLead>(exec, 'PATCH', path, { version: 1, profile: { age: 44 } })
    expect([second.status, second.body.version]).toEqual([200, 4])
    expect(second.body).toMatchObject({ labels: ['Hot'], profile: { age: 44 } })
    // A version the lead never reached is refused: it cannot be judged.
    expect((await call(exec, 'PATCH', path, { version: 9, labels: [] })).status).toBe(409)
  })

  it('refuses an edit when someone else made a newer version, naming only theirs', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const path = LEAD_PATHS.lead(world.slug, lead.id)
    const byManager = await call<TLead>(manager, 'PATCH', path, {
      version: 1,
      profile: { currentLocation: 'Wakad' },
    })
    expect(byManager.body.version).toBe(2)
    const stage = LEAD_STAGE_PATHS.stage(world.slug, lead.id)
    const madeAt = new Date().toISOString()
    expect((await call(exec, 'POST', stage, { madeAt, leadStatus: 'Open' })).status).toBe(200)
    const stale = await call<TLeadConflict>(exec, 'PATCH', path, {
      version: 1,
      profile: { currentLocation: 'Baner' },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({ version: 3, leadStatus: 'Open' })
    expect(stale.body.changes).toEqual([
      {
        version: 2,
        by: {
          _id: world.user.salesManager,
          firstName: expect.any(String),
          lastName: expect.any(String),
        },
        at: byManager.body.updatedAt,
        fields: ['profile.currentLocation'],
      },
    ])
    // Based on the version the refusal showed, it goes ahead: the rest since is the editor's own.
    const again = await call<TLead>(exec, 'PATCH', path, {
      version: 2,
      profile: { currentLocation: 'Baner' },
    })
    expect([again.status, again.body.version]).toEqual([200, 4])
  })

  it('lets the owner or an assigner edit; others get 404 or 403', async () => {
    const theirs = await insertLead(server, world, { assigneeId: world.user.salesExecutive2 })
    const path = LEAD_PATHS.lead(world.slug, theirs.id)
    expect((await call(exec, 'PATCH', path, { version: 1, labels: ['Hot'] })).status).toBe(404)
    // A reporting-only user sees all of nothing: a read scope on the project, but not the owner.
    const reporter = await addMember(server, world, 'reporter', ['DXP_LEAD_REPORT'])
    const reporterSession = await sessionOf(server, reporter, world.orgId)
    const mine = await insertLead(server, world, { assigneeId: reporter })
    const own = LEAD_PATHS.lead(world.slug, mine.id)
    expect((await call(reporterSession, 'GET', own)).status).toBe(200)
    expect(
      (await call(reporterSession, 'PATCH', own, { version: 1, labels: ['Hot'] })).status,
    ).toBe(403)
    const byManager = await call<TLead>(manager, 'PATCH', path, { version: 1, labels: ['Hot'] })
    expect(byManager.status).toBe(200)
    expect(byManager.body.labels).toEqual(['Hot'])
  })

  it('needs DXP_MODIFY_CHANGE_SOURCE to change the source', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const path = LEAD_PATHS.lead(world.slug, lead.id)
    const denied = await call(exec, 'PATCH', path, {
      version: 1,
      profile: { sourceOfLead: 'Referral' },
    })
    expect(denied.status).toBe(403)
    expect(denied.body).toMatchObject({ code: 'PERMISSION_DENIED' })
    const sub = await call(exec, 'PATCH', path, {
      version: 1,
      profile: { subSourceOfLead: 'Google' },
    })
    expect(sub.status).toBe(403)
    // Sending the same source is not a change.
    const same = await call(exec, 'PATCH', path, {
      version: 1,
      profile: { sourceOfLead: 'Digital', age: 30 },
    })
    expect(same.status).toBe(200)
    expect((await leadRow(lead.id))?.sourceOfLead).toBe('Digital')
    const ok = await call<TLead>(manager, 'PATCH', path, {
      version: 2,
      profile: { sourceOfLead: 'Referral' },
    })
    expect(ok.body.profile.sourceOfLead).toBe('Referral')
  })

  it('refuses an alternate number equal to the WhatsApp number after merging', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const res = await call(exec, 'PATCH', LEAD_PATHS.lead(world.slug, lead.id), {
      version: 1,
      profile: { alternateNumber: lead.whatsAppNumber },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      fields: [{ field: 'profile.alternateNumber', message: LEAD_MESSAGES.sameNumbers }],
    })
  })

  it('drops a lead only with a reason, and never creates one dropped', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const path = LEAD_PATHS.lead(world.slug, lead.id)
    const bare = await call(exec, 'PATCH', path, { version: 1, leadStatus: 'Dropped' })
    expect(bare.status).toBe(400)
    expect(bare.body).toMatchObject({
      fields: [{ field: 'subStatus', message: LEAD_MESSAGES.dropReasonRequired }],
    })
    const bulk = await call(manager, 'PATCH', LEAD_PATHS.bulkUpdate(world.slug), {
      leadIds: [lead.id],
      leadStatus: 'Dropped',
    })
    expect(bulk.status).toBe(400)
    expect(await leadRow(lead.id)).toMatchObject({ leadStatus: 'New Lead', version: 1 })
    const reasoned = await call(exec, 'PATCH', path, {
      version: 1,
      leadStatus: 'Dropped',
      subStatus: 'Budget mismatch',
    })
    expect(reasoned.status).toBe(200)
    const created = await call(
      exec,
      'POST',
      LEAD_PATHS.projectLeads(world.slug, world.p1),
      newLead({ leadStatus: 'Dropped' }),
    )
    expect(created.status).toBe(400)
    expect(created.body).toMatchObject({
      fields: [{ field: 'leadStatus', message: LEAD_MESSAGES.createdDropped }],
    })
  })
})

describe('the audited reveal of contact details', () => {
  it('answers the real values uncached to an unmask holder, and records it for the audits only', async () => {
    const lead = await insertLead(server, world, {
      assigneeId: world.user.salesExecutive,
      email: 'real.person@gmail.com',
    })
    const path = LEAD_PATHS.piiView(world.slug, lead.id)
    const denied = await call(exec, 'POST', path)
    expect(denied.status).toBe(403)
    const res = await call<TPiiView>(manager, 'POST', path, undefined, {
      'idempotency-key': `reveal-${randomUUID()}`,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    // Even with a key, the idempotency store must not keep a copy of the real details.
    const stored = await server.db.select().from(idempotencyKeys)
    expect(stored.filter((row) => row.path.includes('pii-view'))).toEqual([])
    expect(res.body).toEqual({
      whatsAppNumber: lead.whatsAppNumber,
      alternateNumber: null,
      email: 'real.person@gmail.com',
    })
    const events = await eventsOf(lead.id)
    expect(events.map((e) => [e.eventType, e.actorId, e.data])).toEqual([
      ['piiView', world.user.salesManager, { fields: ['whatsAppNumber', 'email'] }],
    ])
    const journey = await call<{ items: TLeadEvent[] }>(
      manager,
      'GET',
      LEAD_PATHS.journey(world.slug, lead.id),
    )
    expect(journey.body.items).toEqual([])
    const audits = await call<{ items: TLeadEvent[] }>(
      manager,
      'GET',
      LEAD_PATHS.audits(world.slug, lead.id),
    )
    expect(audits.body.items.map((e) => e.eventType)).toEqual(['piiView'])
    expect(audits.body.items[0]?.actor?._id).toBe(world.user.salesManager)
    expect((await call(exec, 'GET', LEAD_PATHS.audits(world.slug, lead.id))).status).toBe(403)
    // Another user's lead stays invisible, reveal or not.
    const single = await sessionOf(server, world.user.salesExecutiveOneProject, world.orgId)
    expect((await call(single, 'GET', LEAD_PATHS.lead(world.slug, lead.id))).status).toBe(404)
  })
})

describe('bulk assignment', () => {
  it('needs DXP_LEAD_ASSIGNMENT on every project of the batch, and changes nothing when refused', async () => {
    const a = await insertLead(server, world, { projectId: world.p1 })
    const b = await insertLead(server, world, { projectId: world.p2 })
    const partial = await addMember(
      server,
      world,
      'pune-manager',
      PERMISSION_GROUPS.salesManager.permissions,
      [world.p1],
    )
    const session = await sessionOf(server, partial, world.orgId)
    const path = LEAD_PATHS.bulkAssignee(world.slug)
    // The second lead is invisible to a manager of project 1 only: not found, naming it.
    const mixed = await call(session, 'PATCH', path, {
      leadIds: [a.id, b.id],
      assigneeId: world.user.salesExecutive,
    })
    expect(mixed.status).toBe(404)
    expect(mixed.body).toMatchObject({ code: 'LEAD_NOT_FOUND', leadId: b.id })
    // Let them work their own leads in project 2, without the assignment scope: now a 403.
    await addGroup(server, world, partial, 'pune-manager-p2', ['DXP_ADD_LEAD'], [world.p2])
    await server.db.update(leads).set({ assigneeId: partial }).where(eq(leads.id, b.id))
    const readable = await call(session, 'PATCH', path, {
      leadIds: [a.id, b.id],
      assigneeId: world.user.salesExecutive,
    })
    expect(readable.status).toBe(403)
    expect((await leadRow(a.id))?.assigneeId).toBeNull()
    expect((await leadRow(a.id))?.version).toBe(1)
    expect(await eventsOf(a.id)).toEqual([])

    const ok = await call(manager, 'PATCH', path, {
      leadIds: [a.id, b.id],
      assigneeId: world.user.salesExecutive2,
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ updated: 2 })
    expect((await leadRow(a.id))?.version).toBe(2)
    expect((await eventsOf(a.id))[0]).toMatchObject({
      eventType: 'assigned',
      data: { from: null, to: world.user.salesExecutive2 },
    })
    const told = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.user.salesExecutive2))
    expect(told.filter((n) => n.leadId === a.id || n.leadId === b.id)).toHaveLength(2)
  })

  it('refuses an invalid assignee and names an unknown lead', async () => {
    const a = await insertLead(server, world, { projectId: world.p2 })
    const path = LEAD_PATHS.bulkAssignee(world.slug)
    const single = world.user.salesExecutiveOneProject
    const invalid = await call(manager, 'PATCH', path, { leadIds: [a.id], assigneeId: single })
    expect(invalid.status).toBe(422)
    expect(invalid.body).toMatchObject({ code: 'ASSIGNEE_INVALID' })
    const missing = await call(manager, 'PATCH', path, {
      leadIds: [a.id, 'nope'],
      assigneeId: null,
    })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ leadId: 'nope' })
    expect((await call(exec, 'PATCH', path, { leadIds: [a.id], assigneeId: null })).status).toBe(
      403,
    )
  })

  it('keeps a retained lead with its owner unless the assigner may modify retention', async () => {
    const kept = await insertLead(server, world, {
      assigneeId: world.user.salesExecutive,
      retained: true,
    })
    const assigner = await addMember(server, world, 'assigner', ['DXP_LEAD_ASSIGNMENT'])
    const session = await sessionOf(server, assigner, world.orgId)
    const path = LEAD_PATHS.bulkAssignee(world.slug)
    const body = { leadIds: [kept.id], assigneeId: world.user.salesExecutive2 }
    const refused = await call(session, 'PATCH', path, body)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'LEAD_RETAINED', message: LEAD_MESSAGES.retained })
    expect((await leadRow(kept.id))?.assigneeId).toBe(world.user.salesExecutive)
    expect((await call(manager, 'PATCH', path, body)).status).toBe(200)
    expect((await leadRow(kept.id))?.assigneeId).toBe(world.user.salesExecutive2)
  })
})

describe('other lead changes', () => {
  it('updates status and labels in bulk', async () => {
    const a = await insertLead(server, world, { labels: ['Cold', 'NRI'] })
    const b = await insertLead(server, world, { projectId: world.p3, labels: [] })
    const res = await call(manager, 'PATCH', LEAD_PATHS.bulkUpdate(world.slug), {
      leadIds: [a.id, b.id],
      leadStatus: 'Qualified',
      addLabels: ['Hot'],
      removeLabels: ['Cold'],
    })
    expect(res.body).toEqual({ updated: 2 })
    expect(await leadRow(a.id)).toMatchObject({
      leadStatus: 'Qualified',
      labels: ['NRI', 'Hot'],
      version: 2,
    })
    expect((await eventsOf(b.id)).map((e) => e.eventType).sort()).toEqual([
      'status_changed',
      'updated',
    ])
    const denied = await call(exec, 'PATCH', LEAD_PATHS.bulkUpdate(world.slug), {
      leadIds: [a.id],
      leadStatus: 'Open',
    })
    expect(denied.status).toBe(403)
  })

  it('copies a lead into another project', async () => {
    const lead = await insertLead(server, world, {
      leadStatus: 'Qualified',
      fullName: 'Moving Buyer',
    })
    const path = LEAD_PATHS.assignNewProject(world.slug, lead.id)
    const res = await call<{ lead: TLead }>(manager, 'POST', path, {
      projectId: world.p2,
      assigneeId: world.user.salesExecutive,
    })
    expect(res.status).toBe(201)
    expect(res.body.lead).toMatchObject({
      projectId: world.p2,
      leadStatus: 'New Lead',
      profile: { fullName: 'Moving Buyer' },
      background: { assignedTo: { _id: world.user.salesExecutive } },
      version: 1,
    })
    expect(res.body.lead._id).not.toBe(lead.id)
    expect((await eventsOf(lead.id)).map((e) => e.eventType)).toEqual(['assignedNewProject'])
    expect((await eventsOf(res.body.lead._id)).map((e) => e.eventType)).toEqual([
      'assignedNewProject',
    ])
    const unknown = await call(manager, 'POST', path, { projectId: world.other })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({ code: 'UNKNOWN_PROJECT' })
    expect((await call(exec, 'POST', path, { projectId: world.p2 })).status).toBe(403)
  })

  it('retains and releases with DXP_MODIFY_RETAIN_LEAD only', async () => {
    const lead = await insertLead(server, world, { assigneeId: world.user.salesExecutive })
    const path = LEAD_PATHS.retain(world.slug, lead.id)
    expect((await call(exec, 'PATCH', path, { retained: true })).status).toBe(403)
    const kept = await call<TLead>(manager, 'PATCH', path, { retained: true })
    expect(kept.body).toMatchObject({ retained: true, version: 2 })
    const released = await call<TLead>(manager, 'PATCH', path, { retained: false })
    expect(released.body).toMatchObject({ retained: false, version: 3 })
    expect((await eventsOf(lead.id)).map((e) => e.eventType).sort()).toEqual([
      'released',
      'retained',
    ])
  })
})
