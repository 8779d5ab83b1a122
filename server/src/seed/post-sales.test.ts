import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MILESTONE_STATUSES, milestoneStatus } from '../../../contract/milestone-status.ts'
import { newPglite, openPglite, type Database } from '../db/client.ts'
import * as schema from '../db/schema.ts'
import { istDate } from './random.ts'
import { seed } from './seed.ts'

const TODAY = new Date('2026-03-10T07:30:00.000Z')
const LEADS = 800

describe("the seed's post-sales (decision 0055)", () => {
  let database: Database
  let rows: {
    bookings: (typeof schema.bookings.$inferSelect)[]
    milestones: (typeof schema.bookingMilestones.$inferSelect)[]
    payments: (typeof schema.payments.$inferSelect)[]
    letters: (typeof schema.postSalesLetters.$inferSelect)[]
    counters: (typeof schema.documentCounters.$inferSelect)[]
  }

  beforeAll(async () => {
    database = await openPglite(newPglite())
    await database.migrate()
    await seed(database.db, { leads: LEADS, today: TODAY })
    const { db } = database
    const [bookings, milestones, payments, letters, counters] = await Promise.all([
      db.select().from(schema.bookings),
      db.select().from(schema.bookingMilestones),
      db.select().from(schema.payments),
      db.select().from(schema.postSalesLetters),
      db.select().from(schema.documentCounters),
    ])
    rows = { bookings, milestones, payments, letters, counters }
  }, 120_000)
  afterAll(() => database?.close())

  it('leaves milestones in every status, never paid beyond their amount', () => {
    const paid = new Map<string, number>()
    for (const p of rows.payments)
      paid.set(p.milestoneId, (paid.get(p.milestoneId) ?? 0) + p.amount)
    const statuses = rows.milestones.map((m) => {
      const paidPaise = paid.get(m.id) ?? 0
      expect(paidPaise).toBeLessThanOrEqual(m.amount)
      return milestoneStatus(
        { amountPaise: m.amount, paidPaise, dueDate: m.dueDate },
        istDate(TODAY),
      )
    })
    for (const status of MILESTONE_STATUSES) expect(statuses).toContain(status)
  })

  it("fixes every confirmed booking's schedule to the agreement value", () => {
    const confirmed = rows.bookings.filter((b) => b.status === 'BOOKED' && !b.isDraft)
    expect(confirmed.length).toBeGreaterThan(10)
    for (const b of confirmed) {
      const own = rows.milestones.filter((m) => m.bookingId === b.id)
      expect(own.reduce((sum, m) => sum + m.amount, 0)).toBe(Math.round(b.agreementValue * 100))
    }
  })

  it('issues receipts and letters before today, numbered in order, and counts them', () => {
    const today = istDate(TODAY)
    expect(rows.payments.length).toBeGreaterThan(20)
    for (const p of rows.payments) {
      expect(p.paidOn <= today).toBe(true)
      expect(p.base + p.gst).toBe(p.amount)
      expect(p.paymentCode).toMatch(/^PMT-\d{4}-\d{6}$/)
    }
    const kinds = new Set(rows.letters.map((l) => l.kind))
    expect(kinds).toEqual(new Set(['allotment', 'demand']))
    for (const l of rows.letters) expect(l.issuedOn <= today).toBe(true)
    // A new payment or letter numbers on from the last seeded one.
    for (const c of rows.counters) {
      const codes = [
        ...rows.payments.map((p) => ({ orgId: p.orgId, code: p.paymentCode })),
        ...rows.letters.map((l) => ({ orgId: l.orgId, code: l.letterNo })),
      ].filter((d) => d.orgId === c.orgId && d.code.startsWith(`${c.kind}-${c.year}-`))
      expect(codes.length).toBe(c.last)
    }
    // The customers list's "last update" is the last payment or letter.
    const last = new Map<string, number>()
    for (const d of [...rows.payments, ...rows.letters])
      last.set(d.bookingId, Math.max(last.get(d.bookingId) ?? 0, d.createdAt.getTime()))
    for (const b of rows.bookings)
      if (last.has(b.id)) expect(b.updatedAt.getTime()).toBe(last.get(b.id))
  })
})
