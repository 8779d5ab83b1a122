import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import {
  COST_SHEET_MESSAGES,
  COST_SHEET_PATHS,
  calculateCostSheet,
  costSheetInput,
  type TCostSheetList,
  type TCostSheetLog,
  type TCostSheetLogInput,
  type TCostSheetRow,
  type TCostSheetRowInput,
} from '../../../../../contract/cost-sheet.ts'
import { HEADERS } from '../../../../../contract/http.ts'
import { buildings, floors, units } from '../../../db/schema.ts'
import {
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
let marketer: TSession
/** A p1 building with its available units, and the executive's lead in p1. */
let building: {
  id: string
  units: { id: string; unitType: string; carpet: number; floor: number }[]
}
let lead: string

beforeAll(async () => {
  suite = await startLeadSuite()
  const { server, world } = suite
  admin = await sessionOf(server, world.user.admin, world.orgId)
  marketer = await sessionOf(server, world.user.marketer, world.orgId)
  const found = await server.db
    .select({
      buildingId: buildings.id,
      id: units.id,
      unitType: units.unitType,
      carpet: units.carpetAreaSqFt,
      floor: floors.number,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(floors, eq(floors.id, units.floorId))
    .where(and(eq(units.projectId, world.p1), eq(units.status, 'available')))
    .orderBy(asc(buildings.name), asc(floors.number), asc(units.name))
  const first = found[0]!.buildingId
  building = {
    id: first,
    units: found
      .filter((u) => u.buildingId === first)
      .map((u) => ({ id: u.id, unitType: u.unitType, carpet: u.carpet, floor: u.floor })),
  }
  lead = (await insertLead(server, world, { assigneeId: world.user.salesExecutive })).id
})
afterAll(() => suite.server.close())

const slug = () => suite.world.slug
const post = <T>(session: TSession, path: string, body: unknown) =>
  suite.call<T>(session, 'POST', path, body, { [HEADERS.idempotencyKey]: randomUUID() })
const listOf = (session: TSession, query: string) =>
  suite.call<TCostSheetList>(session, 'GET', `${COST_SHEET_PATHS.list(slug())}?${query}`)
const save = (session: TSession, rows: TCostSheetRowInput[], projectId = suite.world.p1) =>
  post<TCostSheetList & { fields?: unknown }>(
    session,
    `${COST_SHEET_PATHS.list(slug())}?projectId=${projectId}`,
    { buildingId: building.id, rows },
  )

const ROW: TCostSheetRowInput = {
  type: 'COMMON',
  unitType: null,
  disabled: false,
  pricePerSqFt: 9_750.5,
  floorRiseCharges: 12_000,
  viewCharges: 50_000,
  carParking: 3_00_000,
  infrastructureCharges: 1_75_000,
  stampDutyPercentage: 6,
  registrationFee: 30_000,
  GSTPercentage: 5,
  GSTOnInfrastructureCharges: 18,
  TDSPercentage: 1,
}

describe('master cost sheets', () => {
  it('are seeded per flat type of every building, and read by whoever fills a booking', async () => {
    const res = await listOf(suite.exec, `projectId=${suite.world.p1}&buildingId=${building.id}`)
    expect(res.status).toBe(200)
    const types = new Set(building.units.map((u) => u.unitType))
    expect(new Set(res.body.items.map((r) => r.unitType))).toEqual(types)
    expect(res.body.items.every((r) => r.buildingId === building.id && r.pricePerSqFt > 0)).toBe(
      true,
    )
    expect((await listOf(marketer, `projectId=${suite.world.p1}`)).status).toBe(403)
    expect((await listOf(suite.exec, 'buildingId=x')).status).toBe(400)
  })

  it("replace a building's rows at once, for the master cost sheet's owners only", async () => {
    expect((await save(suite.exec, [ROW])).status).toBe(403)
    const res = await save(admin, [ROW, { ...ROW, type: 'TLP', pricePerSqFt: 9_900 }])
    expect(res.status).toBe(200)
    expect(res.body.items.map((r) => [r.type, r.pricePerSqFt])).toEqual([
      ['COMMON', 9_750.5],
      ['TLP', 9_900],
    ])
    const read = await listOf(admin, `projectId=${suite.world.p1}&buildingId=${building.id}`)
    expect(read.body.items).toEqual(res.body.items)
  })

  it('refuse bad amounts, a flat type twice, an unknown type and a foreign building, naming the field', async () => {
    const decimals = await save(admin, [{ ...ROW, pricePerSqFt: 10.005, GSTPercentage: 120 }])
    expect(decimals.status).toBe(400)
    expect(decimals.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'rows.0.pricePerSqFt' }),
        expect.objectContaining({ field: 'rows.0.GSTPercentage' }),
      ]),
    )
    const twice = await save(admin, [ROW, { ...ROW, pricePerSqFt: 1 }])
    expect(twice.status).toBe(400)
    expect(twice.body.fields).toEqual([
      expect.objectContaining({
        field: 'rows.1.unitType',
        message: COST_SHEET_MESSAGES.duplicateRow,
      }),
    ])
    // A disabled twin is kept for later.
    expect((await save(admin, [ROW, { ...ROW, disabled: true }])).status).toBe(200)
    const unknown = await save(admin, [{ ...ROW, unitType: '9 BHK' }])
    expect(unknown.body.fields).toEqual([expect.objectContaining({ field: 'rows.0.unitType' })])
    expect((await save(admin, [ROW], suite.world.p2)).status).toBe(404)
  })
})

describe('a cost sheet shown to a lead', () => {
  let row: TCostSheetRow
  let unit: (typeof building.units)[number]

  beforeAll(async () => {
    unit = building.units.at(-1)!
    const saved = await save(admin, [
      { ...ROW, unitType: unit.unitType },
      { ...ROW, unitType: unit.unitType, type: 'CLP', disabled: true },
    ])
    row = saved.body.items[0]!
  })

  const additional = [{ label: 'Club membership', value: 1_50_000, gstPercentage: 18 }]
  const amountsFor = (r: TCostSheetRow) =>
    calculateCostSheet(
      costSheetInput(r, { carpetAreaSqFt: unit.carpet, floorLabel: unit.floor }, additional),
    )
  const logOf = (o: Partial<TCostSheetLogInput> = {}, session = suite.exec) =>
    post<TCostSheetLog & { fields?: unknown }>(session, COST_SHEET_PATHS.logs(slug()), {
      _id: randomUUID(),
      leadId: lead,
      unitId: unit.id,
      costSheetId: row._id,
      additionalConsiderations: additional,
      amounts: { total: amountsFor(row).total, gst: amountsFor(row).gst },
      ...o,
    })

  it("is recorded with the server's own amounts, which the client's match to the paisa", async () => {
    const expected = amountsFor(row)
    const res = await logOf()
    expect(res.status).toBe(201)
    expect(res.body.amounts).toEqual(expected)
    expect(res.body.unit).toMatchObject({ _id: unit.id, floorNumber: unit.floor })
    expect(res.body.row).toEqual(row)
    const list = await suite.call<{ items: TCostSheetLog[] }>(
      suite.exec,
      'GET',
      `${COST_SHEET_PATHS.logs(slug())}?leadId=${lead}`,
    )
    expect(list.body.items.map((l) => l._id)).toContain(res.body._id)
    const one = await suite.call<TCostSheetLog>(
      suite.manager,
      'GET',
      COST_SHEET_PATHS.log(slug(), res.body._id),
    )
    expect(one.body).toEqual(res.body)
  })

  it('refuses amounts that differ by a paisa, naming the amount', async () => {
    const right = amountsFor(row)
    const res = await logOf({ amounts: { gst: right.gst, total: right.total + 1 } })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      { field: 'amounts.total', message: COST_SHEET_MESSAGES.amountDiffers },
    ])
  })

  it("refuses a disabled row, a unit outside the lead's project, and a lead the caller cannot see", async () => {
    const { server, world } = suite
    const all = await listOf(admin, `projectId=${world.p1}&buildingId=${building.id}`)
    const disabled = all.body.items.find((r) => r.disabled)!
    expect((await logOf({ costSheetId: disabled._id, amounts: {} })).body.fields).toEqual([
      { field: 'costSheetId', message: COST_SHEET_MESSAGES.rowDisabled },
    ])
    const [elsewhere] = await server.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.projectId, world.p2))
      .limit(1)
    expect((await logOf({ unitId: elsewhere!.id, amounts: {} })).body.fields).toEqual([
      expect.objectContaining({ field: 'unitId' }),
    ])
    const exec2 = await sessionOf(server, world.user.salesExecutive2, world.orgId)
    expect((await logOf({}, exec2)).status).toBe(404)
    expect((await logOf({}, marketer)).status).toBe(403)
  })

  it('is recorded once when its request is sent again', async () => {
    const body = {
      _id: randomUUID(),
      leadId: lead,
      unitId: unit.id,
      costSheetId: row._id,
      additionalConsiderations: additional,
      amounts: {},
    }
    const headers = { [HEADERS.idempotencyKey]: randomUUID() }
    const first = await suite.call<TCostSheetLog>(
      suite.exec,
      'POST',
      COST_SHEET_PATHS.logs(slug()),
      body,
      headers,
    )
    const again = await suite.call<TCostSheetLog>(
      suite.exec,
      'POST',
      COST_SHEET_PATHS.logs(slug()),
      body,
      headers,
    )
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.body).toEqual(first.body)
    const list = await suite.call<{ items: TCostSheetLog[] }>(
      suite.exec,
      'GET',
      `${COST_SHEET_PATHS.logs(slug())}?leadId=${lead}`,
    )
    expect(list.body.items.filter((l) => l._id === body._id)).toHaveLength(1)
  })
})
