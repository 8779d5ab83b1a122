import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPglite, openPglite, type Database } from '../db/client.ts'
import * as schema from '../db/schema.ts'
import { DEMO_PHONES, DEMO_USERS } from './demo-users.ts'
import { istDayStart } from './random.ts'
import { LEAD_STATUSES, SITE_VISIT_STATUSES } from './reference-data.ts'
import { seed, type SeedSummary } from './seed.ts'
import { isDatabaseEmpty } from './seed-state.repository.ts'

/** 13:00 IST: the working day is under way, so "due today" has both past and future tasks. */
const TODAY = new Date('2025-06-16T07:30:00.000Z')
const LEADS = 300
const DAY_MS = 86_400_000

async function freshDatabase(): Promise<Database> {
  const database = await openPglite(newPglite())
  await database.migrate()
  return database
}

describe('seed', () => {
  let first: Database
  let second: Database
  let emptyBefore: boolean
  let summary: SeedSummary

  beforeAll(async () => {
    ;[first, second] = await Promise.all([freshDatabase(), freshDatabase()])
    emptyBefore = await isDatabaseEmpty(first.db)
    summary = await seed(first.db, { leads: LEADS, today: TODAY })
    await seed(second.db, { leads: LEADS, today: TODAY })
  }, 120_000)

  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  it('marks the database as seeded', async () => {
    expect(emptyBefore).toBe(true)
    expect(await isDatabaseEmpty(first.db)).toBe(false)
    expect(summary.counts).toMatchObject({ organisations: 2, leads: LEADS })
    expect(summary.elapsedMs).toBeGreaterThan(0)
  })

  it('makes the same rows and ids from the same options', async () => {
    const read = (database: Database) =>
      database.db
        .select({
          id: schema.leads.id,
          fullName: schema.leads.fullName,
          mobile: schema.leads.whatsAppNumber,
        })
        .from(schema.leads)
        .orderBy(asc(schema.leads.id))
    const [a, b] = await Promise.all([read(first), read(second)])
    expect(a).toHaveLength(LEADS)
    expect(b).toEqual(a)
    const orgs = (database: Database) =>
      database.db.select().from(schema.organisations).orderBy(asc(schema.organisations.id))
    expect(await orgs(second)).toEqual(await orgs(first))
  })

  it('creates every demo user, with the customer holding only a customer profile', async () => {
    const { db } = first
    const users = await db.select().from(schema.users)
    const demoPhones: string[] = DEMO_USERS.map((u) => u.phone)
    expect(
      users
        .map((u) => u.phone)
        .filter((p) => demoPhones.includes(p))
        .sort(),
    ).toEqual([...demoPhones].sort())

    const memberships = await db
      .select({
        phone: schema.users.phone,
        orgId: schema.memberships.orgId,
        profileType: schema.memberships.profileType,
        role: schema.memberships.role,
        isAdmin: schema.memberships.isAdmin,
      })
      .from(schema.memberships)
      .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
    const roles = new Set(memberships.map((m) => m.role))
    for (const role of [
      'Administrator',
      'Sales Manager',
      'Sales Executive',
      'CRM Executive',
      'Marketing Manager',
    ]) {
      expect(roles).toContain(role)
    }
    const admin = memberships.filter((m) => m.phone === DEMO_PHONES.admin)
    expect(admin).toHaveLength(2)
    expect(admin.every((m) => m.profileType === 'dxpAdmin' && m.isAdmin)).toBe(true)
    expect(
      memberships.filter((m) => m.phone === DEMO_PHONES.customer).map((m) => m.profileType),
    ).toEqual(['customer'])

    const groups = await db.select().from(schema.permissionGroups)
    expect(groups.find((g) => g.name === 'administrator')?.permissions).toEqual(['*'])
    // Everyone else is a home buyer who raised the seeded queries (decision 0057).
    const others = memberships.filter((m) => !demoPhones.includes(m.phone))
    expect(others.length).toBeGreaterThan(0)
    expect(others.every((m) => m.profileType === 'customer')).toBe(true)
  })

  it('raises queries in every status and priority, some by the demo home buyer', async () => {
    const { db } = first
    const rows = await db.select().from(schema.tickets)
    const shapes = new Set(rows.map((t) => `${t.status}:${t.priority}`))
    for (const status of ['OPEN', 'WIP', 'CLOSED'])
      for (const priority of ['LOW', 'MEDIUM', 'HIGH'])
        expect(shapes).toContain(`${status}:${priority}`)
    // Work started only on tickets with a priority and an assignee.
    expect(
      rows.filter((t) => t.status !== 'OPEN').every((t) => t.priority && t.assigneeIds.length > 0),
    ).toBe(true)
    const [buyer] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.phone, DEMO_PHONES.customer))
    const theirs = rows.filter((t) => t.raisedById === buyer!.id)
    expect(new Set(theirs.map((t) => t.status))).toEqual(new Set(['OPEN', 'WIP', 'CLOSED']))
    expect((await db.select().from(schema.ticketComments)).length).toBeGreaterThan(rows.length)
  })

  it('puts three projects in organisation 1 and one in organisation 2', async () => {
    const { db } = first
    const [org1, org2] = await db
      .select()
      .from(schema.organisations)
      .orderBy(asc(schema.organisations.createdAt))
    const projects = await db.select().from(schema.projects)
    expect(org1 && projects.filter((p) => p.orgId === org1.id)).toHaveLength(3)
    expect(org2 && projects.filter((p) => p.orgId === org2.id)).toHaveLength(1)
    expect(new Set(projects.map((p) => p.city)).size).toBe(4)
    const units = await db.select().from(schema.units)
    for (const unit of units) {
      expect(unit.name).toMatch(/^[A-Z]-\d{3,4}$/)
      expect(unit.price % 1000).toBe(0)
      expect(unit.superBuiltUpAreaSqFt).toBeGreaterThan(unit.builtUpAreaSqFt)
      expect(unit.builtUpAreaSqFt).toBeGreaterThan(unit.carpetAreaSqFt)
    }
  })

  it("books a unit of its project for every Booked lead, and cancels a few others' bookings", async () => {
    const { db } = first
    const [bookings, leads, units, logs] = await Promise.all([
      db.select().from(schema.bookings),
      db.select().from(schema.leads),
      db.select().from(schema.units),
      db.select().from(schema.costSheetLogs),
    ])
    const logOf = new Map(logs.map((l) => [l.id, l]))
    const leadOf = new Map(leads.map((l) => [l.id, l]))
    const unitOf = new Map(units.map((u) => [u.id, u]))
    const booked = bookings.filter((b) => b.status === 'BOOKED')
    const cancelled = bookings.filter((b) => b.status === 'CANCELLED')
    // 300 leads have fewer Booked ones than the projects have flats: each got one.
    expect(booked.map((b) => b.leadId).sort()).toEqual(
      leads
        .filter((l) => l.leadStatus === 'Booked')
        .map((l) => l.id)
        .sort(),
    )
    expect(new Set(booked.map((b) => b.unitId)).size).toBe(booked.length)
    for (const b of booked) {
      const unit = unitOf.get(b.unitId)!
      expect(unit.status).toBe('booked')
      expect(unit.projectId).toBe(b.projectId)
      expect(leadOf.get(b.leadId)!.projectId).toBe(b.projectId)
      // A real sale (decision 0049): the cost sheet shown for the unit, its total agreed, a plan.
      const log = logOf.get(b.costSheetLogId!)!
      expect([log.unitId, log.leadId]).toEqual([b.unitId, b.leadId])
      expect(Math.round(b.agreementValue * 100)).toBe(log.amounts.total)
      expect(b.paymentPlanId).toBeTruthy()
    }
    expect(cancelled.length).toBeGreaterThan(0)
    expect(cancelled.some((b) => leadOf.get(b.leadId)!.leadStatus !== 'Booked')).toBe(true)
    for (const b of bookings) {
      expect(b.bookingId).toMatch(/^BK-20\d{2}-\d{6}$/)
      expect(b.tokenAmount).toBeGreaterThanOrEqual(100_000)
      expect(b.tokenAmount).toBeLessThan(b.agreementValue)
    }
  })

  it('makes leads with unique 10-digit Indian mobile numbers and known stages', async () => {
    const leads = await first.db.select().from(schema.leads)
    expect(leads).toHaveLength(LEADS)
    for (const lead of leads) expect(lead.whatsAppNumber).toMatch(/^[6-9]\d{9}$/)
    expect(new Set(leads.map((l) => l.whatsAppNumber)).size).toBe(LEADS)
    expect(new Set(leads.map((l) => l.leadStatus))).toEqual(new Set(LEAD_STATUSES))
    for (const lead of leads) {
      expect(lead.createdAt.getTime()).toBeGreaterThan(TODAY.getTime() - 181 * DAY_MS)
      expect(lead.updatedAt.getTime()).toBeGreaterThanOrEqual(lead.createdAt.getTime())
      expect(lead.updatedAt.getTime()).toBeLessThanOrEqual(TODAY.getTime())
    }
    const events = await first.db
      .select({ leadId: schema.leadEvents.leadId })
      .from(schema.leadEvents)
    const perLead = new Map<string, number>()
    for (const e of events) perLead.set(e.leadId, (perLead.get(e.leadId) ?? 0) + 1)
    expect(perLead.size).toBe(LEADS)
    expect([...perLead.values()].every((n) => n >= 2 && n <= 5)).toBe(true)
  })

  it('assigns organisation 1 leads only to sales executives allowed on the project', async () => {
    const { db } = first
    const [org1] = await db
      .select()
      .from(schema.organisations)
      .orderBy(asc(schema.organisations.createdAt))
      .limit(1)
    const grants = await db
      .select({
        userId: schema.userPermissionGroups.userId,
        name: schema.permissionGroups.name,
        projectIds: schema.userPermissionGroups.projectIds,
      })
      .from(schema.userPermissionGroups)
      .innerJoin(
        schema.permissionGroups,
        eq(schema.permissionGroups.id, schema.userPermissionGroups.groupId),
      )
      .where(eq(schema.permissionGroups.orgId, org1?.id ?? ''))
    const executives = new Map(
      grants.filter((g) => g.name === 'sales-executive').map((g) => [g.userId, g.projectIds]),
    )
    expect(executives.size).toBe(3)
    expect([...executives.values()].filter((ids) => ids.length === 1)).toHaveLength(1)

    const leads = await db
      .select()
      .from(schema.leads)
      .where(eq(schema.leads.orgId, org1?.id ?? ''))
    const assigned = leads.filter((l) => l.assigneeId !== null)
    expect(assigned.length).toBeGreaterThan(leads.length * 0.8)
    for (const lead of assigned) {
      const projectIds = executives.get(lead.assigneeId ?? '')
      expect(projectIds, `assignee of lead ${lead.id}`).toBeDefined()
      if (projectIds?.length) expect(projectIds).toContain(lead.projectId)
    }
    expect(new Set(assigned.map((l) => l.assigneeId)).size).toBe(3)
  })

  it('puts tasks around today: some overdue, some due today, some ahead', async () => {
    const tasks = await first.db.select().from(schema.tasks)
    const now = TODAY.getTime()
    const todayStart = istDayStart(TODAY)
    expect(tasks.length).toBeGreaterThan(LEADS * 0.15)
    for (const task of tasks) {
      expect(Math.abs(task.dueDate.getTime() - now)).toBeLessThan(8 * DAY_MS)
      if (task.taskStatus === 'Completed') expect(task.completedAt).not.toBeNull()
    }
    const open = tasks.filter((t) => t.taskStatus === 'Open')
    expect(open.filter((t) => t.dueDate.getTime() < todayStart).length).toBeGreaterThan(0)
    const dueToday = tasks.filter(
      (t) => t.dueDate.getTime() >= todayStart && t.dueDate.getTime() < todayStart + DAY_MS,
    )
    expect(dueToday.length).toBeGreaterThan(0)
    expect(open.filter((t) => t.dueDate.getTime() >= todayStart + DAY_MS).length).toBeGreaterThan(0)
    expect(new Set(tasks.map((t) => t.taskType))).toEqual(new Set(['Follow Up', 'Site Visit']))
  })

  it('schedules site visits with the listed statuses, upcoming ones after today', async () => {
    const visits = await first.db.select().from(schema.siteVisits)
    expect(visits.length).toBeGreaterThan(0)
    for (const visit of visits) {
      expect(SITE_VISIT_STATUSES).toContain(visit.status)
      if (visit.status === 'Scheduled' || visit.status === 'Rescheduled') {
        expect(visit.scheduledAt.getTime()).toBeGreaterThan(TODAY.getTime())
      }
      if (visit.status === 'Visit Done' || visit.status === 'No Show') {
        expect(visit.scheduledAt.getTime()).toBeLessThan(TODAY.getTime())
      }
      expect(visit.cancellationReason !== null).toBe(visit.status === 'Cancelled')
    }
  })
})
