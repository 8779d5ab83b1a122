import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { TSession } from '../../../../../contract/auth.ts'
import type { TApiError } from '../../../../../contract/common.ts'
import {
  BUILDING_MESSAGES,
  BUILDING_PATHS,
  INTERIORS_MAX,
  cannotDeleteBuildingMessage,
  type TBuilding,
  type TDeletedBuilding,
  type TBuildingList,
  type TInventoryGrid,
  type TInventorySummary,
  type TPreferredUnitTypes,
  type TUnit,
  type TUnitInput,
  type TUnitList,
} from '../../../../../contract/buildings.ts'
import {
  CONTENT_PATHS,
  type TContentUpload,
  type TProjectContent,
} from '../../../../../contract/project-content.ts'
import { VALIDATION_MESSAGES } from '../../../../../contract/validators.ts'
import {
  bookings,
  buildings,
  costSheetRows,
  floors,
  parkings,
  unitDetails,
  units,
} from '../../../db/schema.ts'
import {
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'
import { patternPng } from '../content/png.ts'

let suite: LeadSuite
let admin: TSession
let oneProject: TSession
beforeAll(async () => {
  suite = await startLeadSuite()
  admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
  oneProject = await sessionOf(
    suite.server,
    suite.world.user.salesExecutiveOneProject,
    suite.world.orgId,
  )
})
afterAll(() => suite.server.close())

type Res<T> = T & TApiError
const slug = () => suite.world.slug
const as = (s: TSession) => ({
  buildings: (projectId: string) =>
    suite.call<Res<TBuildingList>>(
      s,
      'GET',
      `${BUILDING_PATHS.buildings(slug())}?projectId=${projectId}`,
    ),
  createBuilding: (projectId: string, body: unknown) =>
    suite.call<Res<TBuilding>>(
      s,
      'POST',
      `${BUILDING_PATHS.buildings(slug())}?projectId=${projectId}`,
      body,
    ),
  editBuilding: (id: string, body: unknown) =>
    suite.call<Res<TBuilding>>(s, 'PATCH', BUILDING_PATHS.building(slug(), id), body),
  deleteBuilding: (id: string) =>
    suite.call<Res<TDeletedBuilding>>(s, 'DELETE', BUILDING_PATHS.building(slug(), id)),
  units: (buildingId: string) =>
    suite.call<Res<TUnitList>>(
      s,
      'GET',
      `${BUILDING_PATHS.units(slug())}?buildingId=${buildingId}`,
    ),
  createUnit: (body: unknown) =>
    suite.call<Res<TUnit>>(s, 'POST', BUILDING_PATHS.units(slug()), body),
  editUnit: (id: string, body: unknown) =>
    suite.call<Res<TUnit>>(s, 'PATCH', BUILDING_PATHS.unit(slug(), id), body),
  deleteUnit: (id: string) =>
    suite.call<Res<{ deleted: true }>>(s, 'DELETE', BUILDING_PATHS.unit(slug(), id)),
  grid: (buildingId: string, query = '') =>
    suite.call<Res<TInventoryGrid>>(
      s,
      'GET',
      `${BUILDING_PATHS.inventoryUnits(slug(), buildingId)}${query ? `?${query}` : ''}`,
    ),
  summary: (query: string) =>
    suite.call<Res<TInventorySummary>>(s, 'GET', `${BUILDING_PATHS.summary(slug())}?${query}`),
  preferred: (projectId: string) =>
    suite.call<Res<TPreferredUnitTypes>>(
      s,
      'GET',
      `${BUILDING_PATHS.preferredUnitTypes(slug())}?projectId=${projectId}`,
    ),
  prices: (buildingId: string, body: unknown) =>
    suite.call<Res<{ updated: number }>>(
      s,
      'POST',
      BUILDING_PATHS.pricingBulkUpdate(slug(), buildingId),
      body,
    ),
})

const tower = (o: Record<string, unknown> = {}) => ({
  name: `Tower ${Math.random().toString(36).slice(2, 7)}`,
  buildingType: 'Residential Tower',
  floorCount: 10,
  flatsPerFloor: 2,
  basementFloors: -1,
  refugeFloors: 1,
  ...o,
})
const flat = (buildingId: string, o: Partial<TUnitInput> = {}): TUnitInput => ({
  buildingId,
  floorNumber: 1,
  name: `F-${Math.random().toString(36).slice(2, 7)}`,
  unitType: '2 BHK',
  facing: 'East',
  superBuiltUpArea: 1200.5,
  builtUpArea: 1000.25,
  carpetArea: 850.75,
  interiors: [{ room: 'hall', description: 'Vitrified tiles' }],
  price: 9_450_000.5,
  ...o,
})
const messages = (body: TApiError) => [body.message, ...(body.fields ?? []).map((f) => f.message)]

async function seededBuilding(projectId: string) {
  const [b] = await suite.server.db
    .select()
    .from(buildings)
    .where(eq(buildings.projectId, projectId))
    .orderBy(asc(buildings.name))
  return b!
}

describe('buildings', () => {
  it('creates a building with its floors and lists it', async () => {
    const created = await as(admin).createBuilding(suite.world.p1, tower({ floorCount: 12 }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ floorCount: 12, refugeFloors: 1, unitCount: 0 })
    const made = await suite.server.db
      .select()
      .from(floors)
      .where(eq(floors.buildingId, created.body._id))
    expect(made.map((f) => f.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
    const list = await as(admin).buildings(suite.world.p1)
    expect(list.body.items.map((b) => b._id)).toContain(created.body._id)
    // An executive views buildings; only an admin's scope changes them.
    const exec = await as(suite.exec).buildings(suite.world.p1)
    expect(exec.status).toBe(200)
    expect((await as(suite.exec).createBuilding(suite.world.p1, tower())).status).toBe(403)
  })

  it('refuses more refuge floors than floors, positive basements and fractions', async () => {
    const refuge = await as(admin).createBuilding(suite.world.p1, tower({ refugeFloors: 11 }))
    expect(refuge.status).toBe(400)
    expect(messages(refuge.body)).toContain(BUILDING_MESSAGES.refugeOverFloors)
    const basement = await as(admin).createBuilding(suite.world.p1, tower({ basementFloors: 2 }))
    expect(basement.status).toBe(400)
    expect(messages(basement.body)).toContain(BUILDING_MESSAGES.basementPositive)
    const fraction = await as(admin).createBuilding(suite.world.p1, tower({ floorCount: 10.5 }))
    expect(fraction.status).toBe(400)
    const type = await as(admin).createBuilding(suite.world.p1, tower({ buildingType: 'Castle' }))
    expect(type.status).toBe(400)
    expect(type.body.code).toBe('UNKNOWN_TYPE')
  })

  it('checks an edit against the stored building', async () => {
    const { body: b } = await as(admin).createBuilding(suite.world.p1, tower({ floorCount: 5 }))
    const refuge = await as(admin).editBuilding(b._id, { refugeFloors: 6 })
    expect(refuge.status).toBe(400)
    expect(messages(refuge.body)).toContain(BUILDING_MESSAGES.refugeOverFloors)
    expect((await as(admin).createUnit(flat(b._id, { floorNumber: 5 }))).status).toBe(201)
    const shrink = await as(admin).editBuilding(b._id, { floorCount: 4, refugeFloors: 0 })
    expect(shrink.status).toBe(409)
    const grow = await as(admin).editBuilding(b._id, { floorCount: 8, name: 'Tower Grown' })
    expect(grow.body).toMatchObject({ floorCount: 8, name: 'Tower Grown', unitCount: 1 })
    const grid = await as(admin).grid(b._id)
    expect(grid.body.floors.map((f) => f.number)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect((await as(suite.exec).editBuilding(b._id, { name: 'Nope' })).status).toBe(403)
  })
})

describe('deleting a building', () => {
  /** A new building with two flats, a parking bay and a cost sheet row. */
  async function furnished() {
    const { body: b } = await as(admin).createBuilding(suite.world.p1, tower({ floorCount: 3 }))
    const one = await as(admin).createUnit(flat(b._id, { floorNumber: 1 }))
    await as(admin).createUnit(flat(b._id, { floorNumber: 2 }))
    await suite.server.db.insert(parkings).values({
      id: `bay-${b._id}`,
      projectId: suite.world.p1,
      buildingId: b._id,
      level: -1,
      bay: 'C-1',
      vehicle: 'car',
      covered: true,
    })
    await suite.server.db
      .insert(costSheetRows)
      .values({ id: `cs-${b._id}`, buildingId: b._id, type: 'TLP', pricePerSqFt: 9000 })
    return { building: b, unitId: one.body._id }
  }
  const left = async (buildingId: string) => ({
    buildings: await suite.server.db.select().from(buildings).where(eq(buildings.id, buildingId)),
    units: await suite.server.db.select().from(units).where(eq(units.buildingId, buildingId)),
    floors: await suite.server.db.select().from(floors).where(eq(floors.buildingId, buildingId)),
    bays: await suite.server.db.select().from(parkings).where(eq(parkings.buildingId, buildingId)),
    prices: await suite.server.db
      .select()
      .from(costSheetRows)
      .where(eq(costSheetRows.buildingId, buildingId)),
  })

  it('deletes a building with its units, parking bays and cost sheet', async () => {
    const { building, unitId } = await furnished()
    expect((await as(suite.exec).deleteBuilding(building._id)).status).toBe(403)
    const gone = await as(admin).deleteBuilding(building._id)
    expect(gone.status).toBe(200)
    expect(gone.body).toMatchObject({ _id: building._id, deleted: true, units: 2, parkingBays: 1 })
    expect(await left(building._id)).toEqual({
      buildings: [],
      units: [],
      floors: [],
      bays: [],
      prices: [],
    })
    const details = await suite.server.db
      .select()
      .from(unitDetails)
      .where(eq(unitDetails.unitId, unitId))
    expect(details).toEqual([])
    expect((await as(admin).deleteBuilding(building._id)).status).toBe(404)
  })

  it('refuses a building with a blocked, booked or once-booked unit, naming it', async () => {
    for (const hold of ['blocked', 'booked', 'cancelled booking'] as const) {
      const { building, unitId } = await furnished()
      if (hold === 'cancelled booking') {
        // A cancelled booking keeps its (now available) unit for history.
        const lead = await insertLead(suite.server, suite.world)
        await suite.server.db.insert(bookings).values({
          id: `bk-${building._id}`,
          orgId: suite.world.orgId,
          projectId: suite.world.p1,
          leadId: lead.id,
          unitId,
          bookingId: `BK-DEL-${building._id.slice(0, 8)}`,
          status: 'CANCELLED',
          agreementValue: 9_000_000,
          tokenAmount: 100_000,
          modeOfPayment: 'Cheque',
        })
      } else {
        await suite.server.db.update(units).set({ status: hold }).where(eq(units.id, unitId))
      }
      const refused = await as(admin).deleteBuilding(building._id)
      expect(refused.status).toBe(409)
      expect(refused.body.code).toBe('BUILDING_ASSIGNED')
      expect(refused.body.message).toBe(cannotDeleteBuildingMessage(building.name))
      const kept = await left(building._id)
      expect(kept.buildings).toHaveLength(1)
      expect(kept.units).toHaveLength(2)
      expect(kept.bays).toHaveLength(1)
      expect(kept.prices).toHaveLength(1)
    }
  })

  it("answers 404 for another organisation's building and keeps executives to their scope", async () => {
    const [foreign] = await suite.server.db
      .select()
      .from(buildings)
      .where(eq(buildings.projectId, suite.world.other))
      .limit(1)
    expect((await as(admin).deleteBuilding(foreign!.id)).status).toBe(404)
    expect((await as(oneProject).deleteBuilding(foreign!.id)).status).toBe(403)
  })
})

describe('units', () => {
  let building: TBuilding
  beforeAll(async () => {
    building = (await as(admin).createBuilding(suite.world.p1, tower({ flatsPerFloor: 2 }))).body
  })

  it('creates, lists and edits a unit with its details', async () => {
    const created = await as(admin).createUnit(flat(building._id, { name: 'A-101' }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'A-101',
      floorNumber: 1,
      carpetArea: 850.75,
      price: 9_450_000.5,
      status: 'available',
      interiors: [{ room: 'hall', description: 'Vitrified tiles' }],
      planImageUrl: null,
    })
    // A plan is not given here (only through the project's content): an address is ignored.
    const edited = await as(admin).editUnit(created.body._id, {
      planImageUrl: 'https://example.in/plans/a-101.png',
      interiors: [{ room: 'kitchen', description: 'Modular' }],
      carpetArea: 900,
    })
    expect(edited.body).toMatchObject({
      planImageUrl: null,
      interiors: [{ room: 'kitchen', description: 'Modular' }],
      carpetArea: 900,
    })
    const list = await as(suite.exec).units(building._id)
    expect(list.body.items.find((u) => u._id === created.body._id)?.carpetArea).toBe(900)
    const dup = await as(admin).createUnit(flat(building._id, { name: 'a-101', floorNumber: 2 }))
    expect(dup.status).toBe(409)
  })

  it('answers the plan uploaded in the project’s content, else an address stored before', async () => {
    const unit = (await as(admin).createUnit(flat(building._id, { name: 'A-PLAN' }))).body
    const planOf = async () =>
      (await as(admin).units(building._id)).body.items.find((u) => u._id === unit._id)?.planImageUrl
    // A unit given an address when its own calls took one still shows it.
    await suite.server.db
      .update(unitDetails)
      .set({ planImageUrl: 'https://example.in/plans/old.png' })
      .where(eq(unitDetails.unitId, unit._id))
    expect(await planOf()).toBe('https://example.in/plans/old.png')
    // Uploaded as the unit's plan in the project's content: that file, at its signed address.
    const png = patternPng('plan', 4, 4)
    const presigned = await suite.call<Res<TContentUpload>>(
      admin,
      'POST',
      CONTENT_PATHS.validateFiles(slug(), suite.world.p1),
      { kind: 'unitPlan', fileName: 'plan.png', fileSize: png.length, mimeType: 'image/png' },
    )
    const put = await fetch(`${suite.server.url}${presigned.body.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    })
    expect(put.status).toBe(200)
    const kept = await suite.call<Res<TProjectContent>>(
      admin,
      'POST',
      CONTENT_PATHS.files(slug(), suite.world.p1),
      { kind: 'unitPlan', key: presigned.body.key, unitId: unit._id },
    )
    expect(kept.status).toBe(201)
    const plan = await planOf()
    expect(plan).toBe(
      kept.body.files.find((f) => f.kind === 'unitPlan' && f.unitId === unit._id)?.fileUrl,
    )
    const shown = await fetch(`${suite.server.url}${plan}`)
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/png'])
  })

  it('takes numbers with at most 2 decimals and a bounded list of interiors', async () => {
    const decimals = await as(admin).createUnit(flat(building._id, { carpetArea: 850.123 }))
    expect(decimals.status).toBe(400)
    expect(messages(decimals.body)).toContain(VALIDATION_MESSAGES.tooManyDecimals)
    const price = await as(admin).createUnit(flat(building._id, { price: 100.001 }))
    expect(messages(price.body)).toContain(VALIDATION_MESSAGES.tooManyDecimals)
    const interiors = Array.from({ length: INTERIORS_MAX + 1 }, () => ({
      room: 'bedroom' as const,
      description: 'Wardrobe',
    }))
    const many = await as(admin).createUnit(flat(building._id, { interiors }))
    expect(many.status).toBe(400)
    expect(messages(many.body)).toContain(BUILDING_MESSAGES.interiorsTooMany)
    const order = await as(admin).createUnit(flat(building._id, { carpetArea: 1100 }))
    expect(messages(order.body)).toContain(BUILDING_MESSAGES.areasOrder)
    const long = await as(admin).createUnit(flat(building._id, { name: 'X'.repeat(31) }))
    expect(long.status).toBe(400)
    const facing = await as(admin).createUnit(flat(building._id, { facing: 'Up' }))
    expect(facing.body.code).toBe('UNKNOWN_TYPE')
    const floor = await as(admin).createUnit(flat(building._id, { floorNumber: 11 }))
    expect(messages(floor.body)).toContain(BUILDING_MESSAGES.floorOutOfRange)
  })

  it('keeps a floor to its flats per floor', async () => {
    expect((await as(admin).createUnit(flat(building._id, { floorNumber: 3 }))).status).toBe(201)
    expect((await as(admin).createUnit(flat(building._id, { floorNumber: 3 }))).status).toBe(201)
    const third = await as(admin).createUnit(flat(building._id, { floorNumber: 3 }))
    expect(third.status).toBe(409)
    expect(third.body.message).toBe(BUILDING_MESSAGES.floorFull)
  })

  it('deletes an available unit but not a blocked or booked one', async () => {
    const free = await as(admin).createUnit(flat(building._id, { floorNumber: 4 }))
    expect((await as(suite.exec).deleteUnit(free.body._id)).status).toBe(403)
    expect((await as(admin).deleteUnit(free.body._id)).status).toBe(200)
    for (const status of ['blocked', 'booked'] as const) {
      const held = await as(admin).createUnit(flat(building._id, { floorNumber: 5 }))
      await suite.server.db.update(units).set({ status }).where(eq(units.id, held.body._id))
      const refused = await as(admin).deleteUnit(held.body._id)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(BUILDING_MESSAGES.cannotDeleteUnit)
    }
  })
})

describe('inventory', () => {
  it('draws a seeded building floors by flats, top floor first, and narrows it', async () => {
    const b = await seededBuilding(suite.world.p1)
    const grid = await as(suite.exec).grid(b.id)
    expect(grid.status).toBe(200)
    expect(grid.body.floors).toHaveLength(b.floorCount)
    expect(grid.body.floors[0]!.number).toBe(b.floorCount)
    const all = grid.body.floors.flatMap((f) => f.units)
    expect(all.length).toBe(grid.body.building.unitCount)
    expect(Math.max(...grid.body.floors.map((f) => f.units.length))).toBe(b.flatsPerFloor)
    const available = await as(suite.exec).grid(b.id, 'status=available')
    const left = available.body.floors.flatMap((f) => f.units)
    expect(left.length).toBe(all.filter((u) => u.status === 'available').length)
    expect(left.every((u) => u.status === 'available')).toBe(true)
  })

  it('counts by status and type, and names the unit types sold', async () => {
    const b = await seededBuilding(suite.world.p1)
    const grid = (await as(suite.exec).grid(b.id)).body.floors.flatMap((f) => f.units)
    const summary = await as(suite.exec).summary(`projectId=${suite.world.p1}&buildingId=${b.id}`)
    expect(summary.body.byStatus.total).toBe(grid.length)
    expect(summary.body.byStatus.booked).toBe(grid.filter((u) => u.status === 'booked').length)
    expect(summary.body.byType.reduce((n, t) => n + t.total, 0)).toBe(grid.length)
    const preferred = await as(suite.exec).preferred(suite.world.p1)
    expect(preferred.body.items.map((i) => i.unitType)).toEqual(
      expect.arrayContaining([...new Set(grid.map((u) => u.unitType))]),
    )
  })

  it('keeps each executive to their projects', async () => {
    const other = await seededBuilding(suite.world.p2)
    expect((await as(oneProject).grid(other.id)).status).toBe(403)
    expect((await as(oneProject).summary(`projectId=${suite.world.p2}`)).status).toBe(403)
    const mine = await seededBuilding(suite.world.p1)
    expect((await as(oneProject).grid(mine.id)).status).toBe(200)
    expect((await as(admin).grid('no-such-building')).status).toBe(404)
    // Another organisation's project, even with the wildcard.
    expect((await as(admin).summary(`projectId=${suite.world.other}`)).status).toBe(404)
  })
})

describe('pricing bulk update', () => {
  it('sets exact prices, all or nothing, with the pricing scope only', async () => {
    const b = await seededBuilding(suite.world.p1)
    const some = await suite.server.db
      .select()
      .from(units)
      .where(eq(units.buildingId, b.id))
      .orderBy(asc(units.name))
      .limit(3)
    const prices = [
      { unitId: some[0]!.id, price: 12_345_678.91 },
      { unitId: some[1]!.id, price: 0.1 },
      { unitId: some[2]!.id, price: 0.2 },
    ]
    expect((await as(suite.exec).prices(b.id, { prices })).status).toBe(403)
    const done = await as(admin).prices(b.id, { prices })
    expect(done.body).toMatchObject({ updated: 3 })
    const stored = await suite.server.db
      .select({ id: units.id, price: units.price })
      .from(units)
      .where(
        inArray(
          units.id,
          prices.map((p) => p.unitId),
        ),
      )
    expect(Object.fromEntries(stored.map((s) => [s.id, s.price]))).toEqual(
      Object.fromEntries(prices.map((p) => [p.unitId, p.price])),
    )

    const elsewhere = await seededBuilding(suite.world.p2)
    const [foreign] = await suite.server.db
      .select()
      .from(units)
      .where(and(eq(units.buildingId, elsewhere.id)))
      .limit(1)
    const mixed = await as(admin).prices(b.id, {
      prices: [
        { unitId: some[0]!.id, price: 1 },
        { unitId: foreign!.id, price: 1 },
      ],
    })
    expect(mixed.status).toBe(400)
    const [unchanged] = await suite.server.db
      .select({ price: units.price })
      .from(units)
      .where(eq(units.id, some[0]!.id))
    expect(unchanged!.price).toBe(12_345_678.91)
    const decimals = await as(admin).prices(b.id, {
      prices: [{ unitId: some[0]!.id, price: 1.005 }],
    })
    expect(decimals.status).toBe(400)
  })
})
