import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import { BOOKING_PATHS } from '../../../../../contract/bookings.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import { DISPOSITION_PATHS } from '../../../../../contract/dispositions.ts'
import {
  LEAD_DETAIL_LIMITS,
  LEAD_DETAILS_BATCH_MAX,
  LEAD_DETAILS_PATHS,
  type TLeadDetails,
  type TLeadDetailsBatch,
  type TLeadsDue,
} from '../../../../../contract/lead-details.ts'
import { LEAD_PATHS } from '../../../../../contract/leads.ts'
import { SITE_VISIT_PATHS } from '../../../../../contract/site-visits.ts'
import { TASK_PATHS } from '../../../../../contract/tasks.ts'
import { eq } from 'drizzle-orm'
import {
  bookings,
  buildings,
  leadEvents,
  leads,
  projects,
  siteVisits,
  tasks,
  units,
} from '../../../db/schema.ts'
import { at, execLead, MINUTE } from '../../../../test/field-action-fixtures.ts'
import {
  addGroup,
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

/**
 * The batch read of leads' details (decision 0017): each part exactly as its own read answers
 * it, under the same visibility rule and scopes, and the caller's leads with something due.
 */
let suite: LeadSuite
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

beforeAll(async () => {
  suite = await startLeadSuite()
})
afterAll(() => suite.server.close())

const slug = () => suite.world.slug
const idsQuery = (ids: readonly string[]) =>
  ids.map((id) => `ids[]=${encodeURIComponent(id)}`).join('&')
const details = (session: TSession, ids: readonly string[]) =>
  suite.call<TLeadDetailsBatch & TApiError>(
    session,
    'GET',
    `${LEAD_DETAILS_PATHS.details(slug())}?${idsQuery(ids)}`,
  )
const due = (session: TSession, days?: number) =>
  suite.call<TLeadsDue & TApiError>(
    session,
    'GET',
    `${LEAD_DETAILS_PATHS.due(slug())}${days ? `?days=${days}` : ''}`,
  )

/** Each part as the lead page reads it, one request each. */
async function singleReads(session: TSession, leadId: string) {
  const get = async (path: string) => {
    const res = await suite.call(session, 'GET', path)
    return res.status === 200 ? res.body : res.status
  }
  return {
    journey: await get(
      `${LEAD_PATHS.journey(slug(), leadId)}?page=1&limit=${LEAD_DETAIL_LIMITS.journey}`,
    ),
    tasks: await get(
      `${TASK_PATHS.leadTasks(slug(), leadId)}?page=1&limit=${LEAD_DETAIL_LIMITS.tasks}`,
    ),
    siteVisits: await get(
      `${SITE_VISIT_PATHS.leadSiteVisits(slug(), leadId)}?page=1&limit=${LEAD_DETAIL_LIMITS.siteVisits}`,
    ),
    dispositions: await get(
      `${DISPOSITION_PATHS.dispositions(slug(), leadId)}?page=1&limit=${LEAD_DETAIL_LIMITS.dispositions}`,
    ),
    bookings: await get(`${BOOKING_PATHS.ofLead(slug())}?leadId=${leadId}&groupBy=status`),
  }
}

/** A lead of the executive with a call (and its follow-up), a visit, and a booking. */
let busyUnits = 0
async function busyLead() {
  const lead = await execLead(suite)
  const call = await suite.call(
    suite.exec,
    'POST',
    DISPOSITION_PATHS.dispositions(slug(), lead.id),
    {
      madeAt: at(),
      callType: 'Out Bound',
      callStatus: 'Connected',
      durationSec: 60,
      notes: 'Call back about the 3 BHK',
      nextStep: { kind: 'followUp', at: at(2 * DAY) },
    },
  )
  expect(call.status).toBe(201)
  const visit = await suite.call(
    suite.exec,
    'POST',
    SITE_VISIT_PATHS.leadSiteVisits(slug(), lead.id),
    {
      madeAt: at(),
      scheduledAt: at(3 * DAY),
    },
  )
  expect(visit.status).toBe(201)
  const [unit] = await suite.server.db
    .select({ id: units.id })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .where(eq(units.projectId, suite.world.p1))
    .orderBy(units.id)
    // A unit is sold once (decision 0049): each busy lead books its own.
    .offset(busyUnits++)
    .limit(1)
  await suite.server.db.insert(bookings).values({
    id: randomUUID(),
    orgId: suite.world.orgId,
    projectId: suite.world.p1,
    leadId: lead.id,
    unitId: unit!.id,
    bookingId: `BK-DETAILS-${lead.id.slice(0, 6)}`,
    status: 'BOOKED',
    agreementValue: 7_500_000,
    tokenAmount: 100_000,
    modeOfPayment: 'NEFT',
  })
  return lead.id
}

describe('the details of many leads', () => {
  it('answers each part exactly as its own read does, lead by lead, in the order asked', async () => {
    const busy = await busyLead()
    const quiet = (await execLead(suite)).id
    const res = await details(suite.manager, [quiet, busy])
    expect(res.status).toBe(200)
    expect(res.body.notFound).toEqual([])
    expect(res.body.items.map((d) => d.leadId)).toEqual([quiet, busy])
    for (const item of res.body.items) {
      const { leadId, ...parts } = item
      expect(parts).toEqual(await singleReads(suite.manager, leadId))
    }
    const busyDetails = res.body.items[1]!
    expect(busyDetails.tasks.items.length).toBeGreaterThan(0)
    expect(busyDetails.siteVisits.items).toHaveLength(1)
    expect(busyDetails.dispositions.items).toHaveLength(1)
    expect(busyDetails.bookings?.BOOKED).toHaveLength(1)
    expect(busyDetails.journey.items.map((e) => e.eventType)).toContain('disposition')
  })

  it("keeps each lead's own limit, with the lead's own total", async () => {
    const long = (await execLead(suite)).id
    const other = await busyLead()
    const extra = LEAD_DETAIL_LIMITS.journey + 5
    await suite.server.db.insert(leadEvents).values(
      Array.from({ length: extra }, (_, i) => ({
        id: randomUUID(),
        leadId: long,
        eventType: 'note',
        data: { n: i },
        createdAt: new Date(Date.now() - (i + 1) * MINUTE),
      })),
    )
    const res = await details(suite.exec, [long, other])
    const [longDetails, otherDetails] = res.body.items as [TLeadDetails, TLeadDetails]
    expect(longDetails.journey.items).toHaveLength(LEAD_DETAIL_LIMITS.journey)
    expect(longDetails.journey.pageInfo.totalNumItems).toBe(extra)
    expect(longDetails.journey).toEqual((await singleReads(suite.exec, long)).journey)
    expect(otherDetails.journey).toEqual((await singleReads(suite.exec, other)).journey)
  })

  it('names the leads the caller may not see as not found, and reads nothing of them', async () => {
    const mine = await busyLead()
    const theirs = await busyLead()
    await suite.server.db
      .update(tasks)
      .set({ assigneeId: suite.world.user.salesExecutive2 })
      .where(eq(tasks.leadId, theirs))
    await suite.server.db
      .update(leads)
      .set({ assigneeId: suite.world.user.salesExecutive2 })
      .where(eq(leads.id, theirs))
    const [otherProject] = await suite.server.db
      .select()
      .from(projects)
      .where(eq(projects.id, suite.world.other))
    const otherOrg = (
      await insertLead(suite.server, suite.world, {
        orgId: otherProject!.orgId,
        projectId: otherProject!.id,
        assigneeId: suite.world.user.salesExecutive,
      })
    ).id
    const unknown = randomUUID()
    // The single reads say 404 for the same leads.
    expect((await suite.call(suite.exec, 'GET', LEAD_PATHS.journey(slug(), theirs))).status).toBe(
      404,
    )
    const res = await details(suite.exec, [theirs, mine, unknown, otherOrg])
    expect(res.status).toBe(200)
    expect(res.body.items.map((d) => d.leadId)).toEqual([mine])
    expect(res.body.notFound).toEqual([theirs, unknown, otherOrg])
    expect(JSON.stringify(res.body)).not.toContain(`"leadId":"${theirs}"`)
  })

  it('answers no bookings where the caller may not read them, as the bookings read refuses', async () => {
    const lead = await busyLead()
    const id = await addMember(suite.server, suite.world, 'details-no-bookings', [
      'DXP_LEAD_ASSIGNMENT',
    ])
    const session = await sessionOf(suite.server, id, suite.world.orgId)
    const bookingsRead = await suite.call(
      session,
      'GET',
      `${BOOKING_PATHS.ofLead(slug())}?leadId=${lead}&groupBy=status`,
    )
    expect(bookingsRead.status).toBe(403)
    const res = await details(session, [lead])
    expect(res.body.items[0]?.bookings).toBeNull()
    expect(res.body.items[0]?.tasks.items.length).toBeGreaterThan(0)
  })

  it('gives bookings per project, as the scope on each project allows', async () => {
    const inP1 = await busyLead()
    const inP2 = (await execLead(suite, { projectId: suite.world.p2 })).id
    const id = await addMember(suite.server, suite.world, 'details-manager', [
      'DXP_LEAD_ASSIGNMENT',
    ])
    await addGroup(
      suite.server,
      suite.world,
      id,
      'details-bookings',
      ['DXP_VIEW_BOOKING_FORM'],
      [suite.world.p1],
    )
    const session = await sessionOf(suite.server, id, suite.world.orgId)
    const res = await details(session, [inP1, inP2])
    expect(res.body.items.find((d) => d.leadId === inP1)?.bookings?.BOOKED).toHaveLength(1)
    expect(res.body.items.find((d) => d.leadId === inP2)?.bookings).toBeNull()
  })

  it('is refused without a lead read scope, and to a token of another organisation', async () => {
    const lead = await busyLead()
    const id = await addMember(suite.server, suite.world, 'details-nobody', [
      'DXP_VIEW_BOOKING_FORM',
    ])
    const nobody = await sessionOf(suite.server, id, suite.world.orgId)
    expect((await details(nobody, [lead])).status).toBe(403)
    const res = await suite.call(
      suite.exec,
      'GET',
      `${LEAD_DETAILS_PATHS.details(`in/dxp/${randomUUID()}`)}?${idsQuery([lead])}`,
    )
    expect(res.status).toBe(403)
  })

  it(`takes 1 to ${LEAD_DETAILS_BATCH_MAX} ids`, async () => {
    expect((await suite.call(suite.exec, 'GET', LEAD_DETAILS_PATHS.details(slug()))).status).toBe(
      400,
    )
    const many = Array.from({ length: LEAD_DETAILS_BATCH_MAX + 1 }, () => randomUUID())
    const res = await details(suite.exec, many)
    expect(res.status).toBe(400)
    expect(res.body.fields?.[0]?.field).toContain('ids')
    // One id is a list of one; repeats are read once.
    const lead = (await execLead(suite)).id
    const single = await suite.call<TLeadDetailsBatch>(
      suite.exec,
      'GET',
      `${LEAD_DETAILS_PATHS.details(slug())}?ids[]=${lead}&ids[]=${lead}`,
    )
    expect(single.body.items.map((d) => d.leadId)).toEqual([lead])
  })
})

describe("the caller's leads with something due", () => {
  it('names own leads with an open task or upcoming visit due within the days, nearest first', async () => {
    const soon = (await execLead(suite)).id
    const overdue = (await execLead(suite)).id
    const visiting = (await execLead(suite)).id
    const later = (await execLead(suite)).id
    const done = (await execLead(suite)).id
    const cancelled = (await execLead(suite)).id
    const theirs = (
      await insertLead(suite.server, suite.world, {
        assigneeId: suite.world.user.salesExecutive2,
      })
    ).id
    const now = Date.now()
    const task = (leadId: string, dueIn: number, o: Partial<typeof tasks.$inferInsert> = {}) => ({
      id: randomUUID(),
      orgId: suite.world.orgId,
      projectId: suite.world.p1,
      leadId,
      taskType: 'Follow Up' as const,
      taskStatus: 'Open' as const,
      dueDate: new Date(now + dueIn),
      ...o,
    })
    await suite.server.db
      .insert(tasks)
      .values([
        task(soon, 2 * HOUR),
        task(overdue, -3 * DAY),
        task(later, 10 * DAY),
        task(done, DAY, { taskStatus: 'Completed', completedAt: new Date(now) }),
        task(theirs, HOUR),
      ])
    const visit = (leadId: string, inMs: number, status: 'Scheduled' | 'Cancelled') => ({
      id: randomUUID(),
      orgId: suite.world.orgId,
      projectId: suite.world.p1,
      leadId,
      status,
      scheduledAt: new Date(now + inMs),
    })
    await suite.server.db
      .insert(siteVisits)
      .values([visit(visiting, 5 * DAY, 'Scheduled'), visit(cancelled, DAY, 'Cancelled')])

    const res = await due(suite.exec)
    expect(res.status).toBe(200)
    const ids = res.body.items.map((d) => d.leadId)
    const ours = ids.filter((id) =>
      [soon, overdue, visiting, later, done, cancelled, theirs].includes(id),
    )
    expect(ours).toEqual([soon, overdue, visiting])
    expect(Date.parse(res.body.items.find((d) => d.leadId === soon)!.dueAt)).toBe(now + 2 * HOUR)
    // A longer window reaches the task ten days ahead.
    expect((await due(suite.exec, 11)).body.items.map((d) => d.leadId)).toContain(later)
    expect((await due(suite.exec, 15)).status).toBe(400)
  })

  it("leaves out a manager's view of other people's leads", async () => {
    const theirs = (
      await insertLead(suite.server, suite.world, {
        assigneeId: suite.world.user.salesExecutive2,
      })
    ).id
    await suite.server.db.insert(tasks).values({
      id: randomUUID(),
      orgId: suite.world.orgId,
      projectId: suite.world.p1,
      leadId: theirs,
      taskType: 'Follow Up',
      taskStatus: 'Open',
      dueDate: new Date(Date.now() + HOUR),
    })
    const res = await due(suite.manager)
    expect(res.status).toBe(200)
    expect(res.body.items.map((d) => d.leadId)).not.toContain(theirs)
  })
})
