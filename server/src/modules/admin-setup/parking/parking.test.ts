import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  PARKING_MESSAGES,
  PARKING_PATHS,
  parkingTotals,
  type TParkingList,
} from '../../../../../contract/parking.ts'
import { parkings } from '../../../db/schema.ts'
import {
  addMember,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
let p1Only: TSession
beforeAll(async () => {
  suite = await startLeadSuite()
  admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
  const id = await addMember(
    suite.server,
    suite.world,
    'parking-p1',
    ['DXP_PARKING'],
    [suite.world.p1],
  )
  p1Only = await sessionOf(suite.server, id, suite.world.orgId)
})
afterAll(() => suite.server.close())

type Res<T> = T & TApiError & { bays?: string[] }
const slug = () => suite.world.slug
const as = (s: TSession) => ({
  list: (projectId: string) =>
    suite.call<Res<TParkingList>>(
      s,
      'GET',
      `${PARKING_PATHS.parkings(slug())}?projectId=${projectId}`,
    ),
  add: (projectId: string, body: unknown) =>
    suite.call<Res<{ added: number; bays: string[] }>>(
      s,
      'POST',
      `${PARKING_PATHS.parkings(slug())}?projectId=${projectId}`,
      body,
    ),
  remove: (id: string) =>
    suite.call<Res<{ deleted: true }>>(s, 'DELETE', PARKING_PATHS.parking(slug(), id)),
})

const sequence = (buildingId: string, o: Record<string, unknown> = {}) => ({
  buildingId,
  level: -1,
  covered: true,
  car: { prefix: 'C-', start: 900, total: 3 },
  bike: { prefix: 'B-', start: 900, total: 2 },
  ...o,
})

async function firstBuilding(projectId = suite.world.p1) {
  const res = await as(admin).list(projectId)
  expect(res.status).toBe(200)
  return res.body.buildings[0]!
}

describe('parking', () => {
  it('lists every building of the project with its bays and totals that add up', async () => {
    const res = await as(admin).list(suite.world.p1)
    expect(res.status).toBe(200)
    expect(res.body.buildings.length).toBeGreaterThan(0)
    const seeded = await suite.server.db
      .select()
      .from(parkings)
      .where(eq(parkings.projectId, suite.world.p1))
    expect(res.body.totals.total).toBe(seeded.length)
    for (const b of res.body.buildings) {
      expect(b.totals).toEqual(parkingTotals(b.bays))
      expect(b.bays.every((bay) => bay.buildingId === b._id)).toBe(true)
    }
    const allotted = res.body.buildings.flatMap((b) => b.bays).find((bay) => bay.unitId)
    expect(allotted?.unitName).toBeTruthy()
  })

  it('adds a car and a bike sequence, named from the prefix and start, and the totals move', async () => {
    const before = await firstBuilding()
    const res = await as(admin).add(suite.world.p1, sequence(before._id))
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      added: 5,
      bays: ['C-900', 'C-901', 'C-902', 'B-900', 'B-901'],
    })
    const after = await firstBuilding()
    expect(after.totals.car.covered).toBe(before.totals.car.covered + 3)
    expect(after.totals.bike.covered).toBe(before.totals.bike.covered + 2)
    expect(after.totals.total).toBe(before.totals.total + 5)
    const made = after.bays.find((b) => b.bay === 'C-901')
    expect(made).toMatchObject({ level: -1, vehicle: 'car', covered: true, unitId: null })
  })

  it('refuses a sequence repeating a bay of the building (in any case), adding none', async () => {
    const building = await firstBuilding()
    const res = await as(admin).add(
      suite.world.p1,
      sequence(building._id, {
        car: { prefix: 'c-', start: 902, total: 2 },
        bike: { prefix: 'B-', start: 950, total: 1 },
      }),
    )
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('DUPLICATE_BAYS')
    expect(res.body.message).toBe(PARKING_MESSAGES.duplicateBays)
    expect(res.body.bays).toEqual(['C-902'])
    expect((await firstBuilding()).totals.total).toBe(building.totals.total)
  })

  it('refuses a level the building does not have, naming the field', async () => {
    const building = await firstBuilding()
    const res = await as(admin).add(
      suite.world.p1,
      sequence(building._id, { level: building.basementFloors - 1 }),
    )
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([{ field: 'level', message: PARKING_MESSAGES.levelOutOfRange }])
  })

  it('checks the input with the contract: no bays, the same names twice, a bad prefix', async () => {
    const building = await firstBuilding()
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { car: { prefix: 'C-', start: 1, total: 0 }, bike: { prefix: 'B-', start: 1, total: 0 } },
        'car.total',
        PARKING_MESSAGES.noBays,
      ],
      [
        { car: { prefix: 'P-', start: 1, total: 2 }, bike: { prefix: 'P-', start: 2, total: 2 } },
        'bike.prefix',
        PARKING_MESSAGES.sameNames,
      ],
      [
        { car: { prefix: 'C#', start: 1, total: 2 }, bike: { prefix: 'B-', start: 1, total: 0 } },
        'car.prefix',
        PARKING_MESSAGES.prefixCharacters,
      ],
    ]
    for (const [change, field, message] of cases) {
      const res = await as(admin).add(suite.world.p1, sequence(building._id, change))
      expect(res.status).toBe(400)
      expect(res.body.fields).toContainEqual({ field, message })
    }
  })

  it('deletes a free bay but not one allotted to a unit: "You cannot delete"', async () => {
    const [free] = await suite.server.db
      .select()
      .from(parkings)
      .where(and(eq(parkings.projectId, suite.world.p1), isNull(parkings.unitId)))
      .limit(1)
    const [held] = await suite.server.db
      .select()
      .from(parkings)
      .where(and(eq(parkings.projectId, suite.world.p1), isNotNull(parkings.unitId)))
      .limit(1)
    expect((await as(admin).remove(free!.id)).body).toEqual({ _id: free!.id, deleted: true })
    const refused = await as(admin).remove(held!.id)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'PARKING_ASSIGNED',
      message: PARKING_MESSAGES.cannotDelete,
    })
    const left = await suite.server.db.select().from(parkings).where(eq(parkings.id, held!.id))
    expect(left).toHaveLength(1)
    expect((await as(admin).remove(free!.id)).status).toBe(404)
  })

  it('holds the scope per project: reads, adds and deletes only on the projects granted', async () => {
    expect((await as(p1Only).list(suite.world.p1)).status).toBe(200)
    expect((await as(p1Only).list(suite.world.p2)).status).toBe(403)
    const other = await firstBuilding(suite.world.p2)
    // A building of another project named under a granted one: not found there.
    const res = await as(p1Only).add(
      suite.world.p1,
      sequence(other._id, { car: { prefix: 'X-', start: 1, total: 1 } }),
    )
    expect(res.status).toBe(404)
    const [bay] = await suite.server.db
      .select()
      .from(parkings)
      .where(and(eq(parkings.projectId, suite.world.p2), isNull(parkings.unitId)))
      .limit(1)
    expect((await as(p1Only).remove(bay!.id)).status).toBe(403)
    // Another organisation's project and bays are not found.
    expect((await as(admin).list(suite.world.other)).status).toBe(404)
    const [foreign] = await suite.server.db
      .select()
      .from(parkings)
      .where(eq(parkings.projectId, suite.world.other))
      .limit(1)
    expect((await as(admin).remove(foreign!.id)).status).toBe(404)
  })
})
