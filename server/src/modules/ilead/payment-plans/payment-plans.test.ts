import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import { HEADERS } from '../../../../../contract/http.ts'
import {
  PAYMENT_PLAN_MESSAGES,
  PAYMENT_PLAN_PATHS,
  milestoneAmounts,
  type TMilestoneAmounts,
  type TPaymentPlan,
  type TPaymentPlanList,
} from '../../../../../contract/payment-plans.ts'
import { sessionOf, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
let marketer: TSession

beforeAll(async () => {
  suite = await startLeadSuite()
  admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
  marketer = await sessionOf(suite.server, suite.world.user.marketer, suite.world.orgId)
})
afterAll(() => suite.server.close())

const slug = () => suite.world.slug
type Answer = TPaymentPlan & { fields?: { field: string; message: string }[] }
const send = (session: TSession, method: string, path: string, body?: unknown) =>
  suite.call<Answer>(session, method, path, body, { [HEADERS.idempotencyKey]: randomUUID() })
const create = (body: unknown, session = admin, projectId = suite.world.p1) =>
  send(session, 'POST', `${PAYMENT_PLAN_PATHS.list(slug())}?projectId=${projectId}`, body)
const list = (session: TSession, projectId = suite.world.p1) =>
  suite.call<TPaymentPlanList>(
    session,
    'GET',
    `${PAYMENT_PLAN_PATHS.list(slug())}?projectId=${projectId}`,
  )

// Not a name the demo seed gives its plans (the seed's bookings have plans of their own).
const PLAN = {
  name: 'Slab linked, four stages',
  milestones: [
    { name: 'Booking', shareBp: 1000 },
    { name: 'Agreement', shareBp: 1000 },
    { name: 'Plinth', shareBp: 3333 },
    { name: 'Possession', shareBp: 4667 },
  ],
}

describe('payment plans', () => {
  it('are created by the master cost sheet owner and read by whoever fills a booking', async () => {
    const res = await create(PLAN)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject(PLAN)
    expect((await list(suite.exec)).body.items.map((p) => p.name)).toContain(PLAN.name)
    expect((await create({ ...PLAN, name: 'By an executive' }, suite.exec)).status).toBe(403)
    expect((await list(marketer)).status).toBe(403)
  })

  it('refuse shares that do not add up to exactly 100%, naming the field', async () => {
    const res = await create({
      name: 'Short',
      milestones: [
        { name: 'A', shareBp: 5000 },
        { name: 'B', shareBp: 4999 },
      ],
    })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      { field: 'milestones', message: PAYMENT_PLAN_MESSAGES.sharesSum },
    ])
    const zero = await create({ name: 'Zero', milestones: [{ name: 'A', shareBp: 0 }] })
    expect(zero.body.fields?.[0]?.field).toBe('milestones.0.shareBp')
    const twice = await create(PLAN)
    expect([twice.status, twice.body.fields?.[0]?.field]).toEqual([400, 'name'])
  })

  it('are updated, give milestone amounts summing to the total, and are deleted', async () => {
    const made = (await create({ ...PLAN, name: 'Down payment' })).body
    const path = `${PAYMENT_PLAN_PATHS.one(slug(), made._id)}?projectId=${suite.world.p1}`
    const changed = await send(admin, 'PUT', path, {
      name: 'Down payment 20:80',
      milestones: [
        { name: 'Booking', shareBp: 2000 },
        { name: 'Possession', shareBp: 8000 },
      ],
    })
    expect([changed.status, changed.body.name]).toEqual([200, 'Down payment 20:80'])
    const total = 1_23_45_678_91
    const amounts = await suite.call<TMilestoneAmounts>(
      suite.exec,
      'GET',
      `${PAYMENT_PLAN_PATHS.milestones(slug())}?projectId=${suite.world.p1}&paymentPlanId=${made._id}&total=${total}`,
    )
    expect(amounts.body.amounts).toEqual([24_69_135_78, 98_76_543_13])
    expect((await send(admin, 'DELETE', path)).status).toBe(200)
    expect((await list(admin)).body.items.map((p) => p._id)).not.toContain(made._id)
    // Another organisation's project finds nothing, whatever the scopes.
    const other = `${PAYMENT_PLAN_PATHS.one(slug(), made._id)}?projectId=${suite.world.other}`
    expect((await send(admin, 'DELETE', other)).status).toBe(404)
  })
})

describe('milestoneAmounts', () => {
  it('gives the last milestone the remainder, so the amounts add up to the paisa', () => {
    for (const total of [0, 1, 99, 1_00_00_000_01, 7_77_77_777_77]) {
      const amounts = milestoneAmounts(total, PLAN.milestones)
      expect(amounts.reduce((s, a) => s + a, 0)).toBe(total)
      expect(amounts.every((a) => a >= 0)).toBe(true)
    }
    expect(milestoneAmounts(1000, PLAN.milestones)).toEqual([100, 100, 333, 467])
  })
})
