import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  BOOKING_PATHS,
  type TBookingDetails,
  type TBookingList,
  type TLeadBookings,
} from '../../../../../contract/bookings.ts'
import { LEAD_PATHS, type TLeadList } from '../../../../../contract/leads.ts'
import type { TScope } from '../../../../../contract/scopes.ts'
import { bookings, buildings, leadEvents, projects, units } from '../../../db/schema.ts'
import {
  addGroup,
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
/** Leads: exec's booked lead in p1, exec2's lead in p1, exec's lead in p2. */
let booked: string
let others: string
let inP2: string
/** Units of p1 and p2 with their building's name. */
let p1Units: { id: string; name: string; buildingName: string }[]
let p2Unit: { id: string; name: string; buildingName: string }
/** Booking ids of the p1 lead, by what they are. */
const ids = { booked: '', draft: '', cancelledOld: '', cancelledNew: '' }

const DAY = 86_400_000
const T0 = Date.parse('2026-03-10T06:30:00Z')
let seq = 0

async function unitsOf(projectId: string) {
  return suite.server.db
    .select({ id: units.id, name: units.name, buildingName: buildings.name })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .where(and(eq(units.projectId, projectId), eq(units.status, 'available')))
    .orderBy(asc(units.id))
    .limit(4)
}

async function book(
  leadId: string,
  projectId: string,
  unitId: string,
  o: Partial<typeof bookings.$inferInsert> = {},
) {
  const id = randomUUID()
  await suite.server.db.insert(bookings).values({
    id,
    orgId: suite.world.orgId,
    projectId,
    leadId,
    unitId,
    bookingId: `BK-2026-${String(++seq).padStart(6, '0')}`,
    status: 'BOOKED',
    agreementValue: 8_450_000.5,
    tokenAmount: 200_000,
    modeOfPayment: 'NEFT',
    createdAt: new Date(T0 + seq * DAY),
    ...o,
  })
  return id
}

beforeAll(async () => {
  suite = await startLeadSuite()
  const { world, server } = suite
  p1Units = await unitsOf(world.p1)
  p2Unit = (await unitsOf(world.p2))[0]!
  booked = (
    await insertLead(server, world, {
      fullName: 'Asha Rao',
      leadStatus: 'Booked',
      assigneeId: world.user.salesExecutive,
      updatedAt: new Date(T0 + 3 * DAY),
    })
  ).id
  others = (
    await insertLead(server, world, {
      assigneeId: world.user.salesExecutive2,
      updatedAt: new Date(T0 + 2 * DAY),
    })
  ).id
  inP2 = (
    await insertLead(server, world, {
      projectId: world.p2,
      assigneeId: world.user.salesExecutive,
      updatedAt: new Date(T0 + DAY),
    })
  ).id
  ids.cancelledOld = await book(booked, world.p1, p1Units[0]!.id, {
    status: 'CANCELLED',
    modeOfPayment: 'Cheque',
  })
  ids.booked = await book(booked, world.p1, p1Units[1]!.id, {
    whatsappNumber: '9812345678',
    email: 'asha.rao@example.com',
  })
  ids.cancelledNew = await book(booked, world.p1, p1Units[2]!.id, { status: 'CANCELLED' })
  ids.draft = await book(booked, world.p1, p1Units[3]!.id, { isDraft: true })
  await book(inP2, world.p2, p2Unit.id)
})
afterAll(() => suite.server.close())

const ofLead = (session: TSession, query: string, slug = suite.world.slug) =>
  suite.call<TLeadBookings>(session, 'GET', `${BOOKING_PATHS.ofLead(slug)}?${query}`)

/** A manager of every project (sees all leads) who holds these booking scopes on these projects. */
async function manager(name: string, bookingScopes: TScope[], projectIds: string[] = []) {
  const id = await addMember(suite.server, suite.world, name, ['DXP_LEAD_ASSIGNMENT'])
  if (bookingScopes.length) {
    await addGroup(suite.server, suite.world, id, `${name}-bookings`, bookingScopes, projectIds)
  }
  return sessionOf(suite.server, id, suite.world.orgId)
}

describe("a lead's bookings", () => {
  it('come grouped by status, newest first, with unit, building and owner', async () => {
    const res = await ofLead(suite.manager, `leadId=${booked}&groupBy=status`)
    expect(res.status).toBe(200)
    expect(res.body.BOOKED.map((b) => b._id)).toEqual([ids.draft, ids.booked])
    expect(res.body.CANCELLED.map((b) => b._id)).toEqual([ids.cancelledNew, ids.cancelledOld])
    const one = res.body.BOOKED[1]!
    expect(one).toMatchObject({
      bookingId: 'BK-2026-000002',
      status: 'BOOKED',
      isDraft: false,
      projectId: suite.world.p1,
      unit: { _id: p1Units[1]!.id, name: p1Units[1]!.name, buildingName: p1Units[1]!.buildingName },
      ownerName: 'Asha Rao',
      agreementValue: 8_450_000.5,
      tokenAmount: 200_000,
      modeOfPayment: 'NEFT',
      createdAt: new Date(T0 + 2 * DAY).toISOString(),
    })
    expect(res.body.BOOKED[0]!.isDraft).toBe(true)
    expect(res.body.CANCELLED[1]!.modeOfPayment).toBe('Cheque')
  })

  it('are two empty groups for a lead without bookings, and groupBy defaults to status', async () => {
    const res = await ofLead(suite.manager, `leadId=${others}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ BOOKED: [], CANCELLED: [] })
  })

  it('need the leadId, and know no other grouping', async () => {
    expect((await ofLead(suite.manager, 'groupBy=status')).status).toBe(400)
    expect((await ofLead(suite.manager, `leadId=${booked}&groupBy=unit`)).status).toBe(400)
  })

  it("are read by the lead's owner; a lead the caller cannot see is a 404", async () => {
    expect((await ofLead(suite.exec, `leadId=${booked}`)).body.BOOKED).toHaveLength(2)
    const hidden = await ofLead(suite.exec, `leadId=${others}`)
    expect(hidden.status).toBe(404)
    expect((await ofLead(suite.exec, `leadId=${randomUUID()}`)).status).toBe(404)
    // Booking scopes without a lead read scope: the lead does not exist for post-sales here.
    expect((await ofLead(suite.postSales, `leadId=${booked}`)).status).toBe(404)
    // Another organisation's manager, through their own organisation's slug.
    const [other] = await suite.server.db
      .select({ orgId: projects.orgId })
      .from(projects)
      .where(eq(projects.id, suite.world.other))
    const org2 = await sessionOf(suite.server, suite.world.user.org2SalesManager, other!.orgId)
    const res = await ofLead(org2, `leadId=${booked}`, `in/dxp/${other!.orgId}`)
    expect(res.status).toBe(404)
  })

  it('need a booking scope: none at all is refused, and it must be on the lead’s project', async () => {
    const noBookings = await manager('no-bookings', [])
    expect((await ofLead(noBookings, `leadId=${booked}`)).status).toBe(403)
    const p2Only = await manager('bookings-p2', ['DXP_VIEW_BOOKING_FORM'], [suite.world.p2])
    expect((await ofLead(p2Only, `leadId=${booked}`)).status).toBe(403)
    const p2 = await ofLead(p2Only, `leadId=${inP2}`)
    expect(p2.status).toBe(200)
    expect(p2.body.BOOKED.map((b) => b.unit._id)).toEqual([p2Unit.id])
    // Changing bookings includes reading them.
    const editor = await manager('booking-editor', ['DXP_MODIFY_EDIT_BOOKING'])
    expect((await ofLead(editor, `leadId=${booked}`)).status).toBe(200)
  })
})

describe('the lead list with showBookingData', () => {
  const list = (session: TSession, query: string, path = LEAD_PATHS.projectLeads) =>
    suite.call<TLeadList>(session, 'GET', `${path(suite.world.slug, suite.world.p1)}?${query}`)
  const summaries = (r: { body: TLeadList }) =>
    Object.fromEntries(r.body.items.map((l) => [l._id, l.bookingSummary]))

  it("adds each lead's confirmed bookings by status, drafts aside", async () => {
    const res = await list(suite.manager, 'showBookingData=true')
    expect(res.status).toBe(200)
    expect(summaries(res)).toEqual({
      [booked]: { booked: 1, cancelled: 2 },
      [others]: { booked: 0, cancelled: 0 },
    })
  })

  it('adds nothing without it', async () => {
    for (const query of ['', 'showBookingData=false']) {
      const res = await list(suite.manager, query)
      expect(res.body.items).toHaveLength(2)
      expect(res.body.items.every((l) => !('bookingSummary' in l))).toBe(true)
    }
  })

  it('leaves 1-based paging as it was', async () => {
    const first = await list(suite.manager, 'showBookingData=true&limit=1')
    expect(first.body.pageInfo).toEqual({ pageNumber: 1, pageSize: 1, totalNumItems: 2 })
    expect(first.body.items.map((l) => [l._id, l.bookingSummary])).toEqual([
      [booked, { booked: 1, cancelled: 2 }],
    ])
    const second = await list(suite.manager, 'showBookingData=true&limit=1&page=2')
    expect(second.body.pageInfo).toEqual({ pageNumber: 2, pageSize: 1, totalNumItems: 2 })
    expect(second.body.items.map((l) => [l._id, l.bookingSummary])).toEqual([
      [others, { booked: 0, cancelled: 0 }],
    ])
    expect((await list(suite.manager, 'showBookingData=true&page=0')).status).toBe(400)
  })

  it('summarises only the projects where the caller may read bookings', async () => {
    const p2Only = await manager('summary-p2', ['DXP_VIEW_BOOKING_FORM'], [suite.world.p2])
    const res = await list(p2Only, 'showBookingData=true&limit=200', LEAD_PATHS.leads)
    expect(res.status).toBe(200)
    const byId = summaries(res)
    expect(byId[inP2]).toEqual({ booked: 1, cancelled: 0 })
    expect(byId[booked]).toBeUndefined()
    expect(byId[others]).toBeUndefined()
    expect(Object.keys(byId)).toEqual(expect.arrayContaining([booked, others, inP2]))
  })
})

describe("a booking's contact details", () => {
  const one = (session: TSession) =>
    suite.call<TBookingDetails>(session, 'GET', BOOKING_PATHS.one(suite.world.slug, ids.booked))
  const audits = async () =>
    (await suite.server.db.select().from(leadEvents).where(eq(leadEvents.leadId, booked))).filter(
      (e) => e.eventType === 'piiView',
    )

  it('are masked in the manage-bookings list, whoever asks', async () => {
    const { body } = await suite.call<TBookingList>(
      suite.manager,
      'GET',
      `${BOOKING_PATHS.all(suite.world.slug)}?projectId=${suite.world.p1}&limit=100`,
    )
    const row = body.items.find((b) => b._id === ids.booked)!
    expect(row).toMatchObject({ whatsappNumber: 'XXXXXX5678', email: 'aXXXXXXo@example.com' })
  })

  it('are masked for a reader of booking forms, and nothing is recorded', async () => {
    const reader = await manager('bookings-reader', ['DXP_VIEW_BOOKING_FORM'], [suite.world.p1])
    const before = (await audits()).length
    const { status, body } = await one(reader)
    expect(status).toBe(200)
    expect(body).toMatchObject({ whatsappNumber: 'XXXXXX5678', email: 'aXXXXXXo@example.com' })
    expect(await audits()).toHaveLength(before)
  })

  it('are whole for whoever fills the form, each view in the audit trail', async () => {
    const filler = await manager('bookings-filler', ['DXP_MODIFY_BOOKING_FORM'], [suite.world.p1])
    const before = (await audits()).length
    const { body } = await one(filler)
    expect(body).toMatchObject({ whatsappNumber: '9812345678', email: 'asha.rao@example.com' })
    const recorded = await audits()
    expect(recorded).toHaveLength(before + 1)
    expect(recorded.at(-1)!.data).toMatchObject({ fields: ['whatsappNumber', 'email'] })
  })
})
