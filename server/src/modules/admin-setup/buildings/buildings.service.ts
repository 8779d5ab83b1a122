import { randomUUID } from 'node:crypto'
import {
  BUILDING_ENTITY,
  BUILDING_ERROR_CODES,
  BUILDING_MESSAGES,
  FACING_ENTITY,
  UNIT_ENTITY,
  UNIT_STATUSES,
  areasInOrder,
  cannotDeleteBuildingMessage,
  type TBuilding,
  type TBuildingPatch,
  type TInventoryGrid,
  type TInventoryQuery,
  type TInventorySummary,
  type TPreferredUnitTypes,
  type TPricingBulkUpdate,
  type TStatusCounts,
  type TUnit,
  type TUnitPatch,
  type TGridFloor,
} from '../../../../../contract/buildings.ts'
import { toPaise } from '../../../../../contract/validators.ts'
import type { TScope } from '../../../../../contract/scopes.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError, badRequest, conflict, notFound } from '../../../errors.ts'
import { weeklySignedPath, type ObjectStore } from '../../../object-store.ts'
import type { PageRequest } from '../../../paging.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import { hasScopeOnAll } from '../../../../../contract/scopes.ts'
import * as repo from './buildings.repository.ts'

type BuildingFields = {
  name: string
  buildingType: string
  floorCount: number
  flatsPerFloor: number
  basementFloors: number
  refugeFloors: number
}
type UnitFields = {
  buildingId: string
  floorNumber: number
  name: string
  unitType: string
  facing: string
  superBuiltUpArea: number
  builtUpArea: number
  carpetArea: number
  interiors: TUnit['interiors']
  price: number
}

/** The caller holds one of the scopes on the project, or is refused. */
function requireOnProject(auth: AuthContext, scopes: readonly TScope[], projectId: string) {
  if (!scopes.some((s) => hasScopeOnAll(auth.grants, s, [projectId]))) throw permissionDenied()
}

/** A project id from the query: the route checked the scope, this that it is the organisation's. */
async function requireProject(db: Conn, auth: AuthContext, projectId: string) {
  if (!(await repo.projectOfOrg(db, auth.orgId, projectId))) throw notFound('Project not found')
}

const unknownType = (field: string) =>
  new AppError(400, BUILDING_ERROR_CODES.unknownType, BUILDING_MESSAGES.unknownType, { field })

async function requireLabel(db: Conn, orgId: string, entity: string, value: string, field: string) {
  if (!(await repo.hasLabel(db, orgId, entity, value))) throw unknownType(field)
}

function toBuilding(b: repo.TBuildingRow, unitCount: number): TBuilding {
  return {
    _id: b.id,
    projectId: b.projectId,
    name: b.name,
    buildingType: b.buildingType,
    floorCount: b.floorCount,
    flatsPerFloor: b.flatsPerFloor,
    basementFloors: b.basementFloors,
    refugeFloors: b.refugeFloors,
    unitCount: Number(unitCount),
  }
}

/** Where units' plans are: the project's content files (decision 0048). */
const PLANS_BUCKET = 'project-content'

/**
 * A unit as answered. Its plan is the one uploaded as its unit plan in the project's content,
 * the one way to give a unit its plan; an address stored before that (when the unit's own calls
 * took one) is still answered for a unit without an uploaded plan (decision 0059).
 */
function toUnit(row: repo.TUnitRow, objects: ObjectStore, now = new Date()): TUnit {
  const u = row.unit
  return {
    _id: u.id,
    projectId: u.projectId,
    buildingId: u.buildingId,
    floorNumber: row.floorNumber,
    name: u.name,
    unitType: u.unitType,
    facing: u.facing,
    planImageUrl: row.planFileKey
      ? weeklySignedPath(objects, PLANS_BUCKET, row.planFileKey, now)
      : (row.planImageUrl ?? null),
    superBuiltUpArea: Number(u.superBuiltUpAreaSqFt),
    builtUpArea: Number(u.builtUpAreaSqFt),
    carpetArea: Number(u.carpetAreaSqFt),
    interiors: row.interiors ?? [],
    price: Number(u.price),
    status: u.status,
  }
}

// ---------------------------------------------------------------------------------------------
// Buildings

export async function listBuildings(
  db: Conn,
  auth: AuthContext,
  projectId: string,
  page: PageRequest,
) {
  const { rows, pageInfo } = await repo.buildingPage(db, auth.orgId, projectId, page)
  return { items: rows.map((r) => toBuilding(r.building, r.unitCount)), pageInfo }
}

export async function createBuilding(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  input: BuildingFields,
): Promise<TBuilding> {
  await requireProject(tx, auth, projectId)
  await requireLabel(tx, auth.orgId, BUILDING_ENTITY, input.buildingType, 'buildingType')
  if (await repo.buildingNameTaken(tx, projectId, input.name))
    throw conflict(BUILDING_ERROR_CODES.duplicateName, BUILDING_MESSAGES.duplicateBuildingName)
  const building = await repo.insertBuilding(tx, { id: randomUUID(), projectId, ...input })
  await repo.addFloors(tx, building.id, 1, input.floorCount, randomUUID)
  return toBuilding(building, 0)
}

/** A building of the organisation on which the caller holds one of the scopes. */
async function buildingFor(
  db: Conn,
  auth: AuthContext,
  buildingId: string,
  scopes: readonly TScope[],
  lock = false,
) {
  const found = await repo.buildingOfOrg(db, auth.orgId, buildingId, lock)
  if (!found) throw notFound('Building not found')
  requireOnProject(auth, scopes, found.building.projectId)
  return found
}

export async function editBuilding(
  tx: Conn,
  auth: AuthContext,
  buildingId: string,
  patch: TBuildingPatch,
): Promise<TBuilding> {
  const { building } = await buildingFor(tx, auth, buildingId, ['DXP_BUILDING'], true)
  const next = { ...building, ...patch }
  if (next.refugeFloors > next.floorCount)
    throw badRequest('VALIDATION', BUILDING_MESSAGES.refugeOverFloors)
  if (patch.buildingType !== undefined && patch.buildingType !== building.buildingType)
    await requireLabel(tx, auth.orgId, BUILDING_ENTITY, patch.buildingType, 'buildingType')
  if (
    patch.name !== undefined &&
    (await repo.buildingNameTaken(tx, building.projectId, patch.name, building.id))
  )
    throw conflict(BUILDING_ERROR_CODES.duplicateName, BUILDING_MESSAGES.duplicateBuildingName)
  if (next.floorCount < building.floorCount) {
    if ((await repo.unitsAboveFloor(tx, building.id, next.floorCount)) > 0)
      throw conflict(BUILDING_ERROR_CODES.floorsInUse, BUILDING_MESSAGES.floorShrinkWithUnits)
    await repo.removeFloorsAbove(tx, building.id, next.floorCount)
  } else if (next.floorCount > building.floorCount) {
    await repo.addFloors(tx, building.id, building.floorCount + 1, next.floorCount, randomUUID)
  }
  if (
    next.flatsPerFloor < building.flatsPerFloor &&
    (await repo.mostUnitsOnAFloor(tx, building.id)) > next.flatsPerFloor
  )
    throw conflict(BUILDING_ERROR_CODES.floorsInUse, BUILDING_MESSAGES.flatsShrinkWithUnits)
  const { id: _id, projectId: _p, ...fields } = next
  const updated = await repo.updateBuilding(tx, building.id, fields)
  const again = await repo.buildingOfOrg(tx, auth.orgId, updated.id)
  return toBuilding(updated, again?.unitCount ?? 0)
}

/**
 * A building with nothing sold goes with its units, parking bays and cost sheet, all in the
 * caller's transaction; one with a blocked or booked unit (or a unit a booking names, even a
 * cancelled one: its history keeps it) is refused with its name (decision 0051).
 */
export async function removeBuilding(tx: Conn, auth: AuthContext, buildingId: string) {
  const { building } = await buildingFor(tx, auth, buildingId, ['DXP_BUILDING'], true)
  if ((await repo.assignedUnitsOfBuilding(tx, building.id)) > 0)
    throw conflict(
      BUILDING_ERROR_CODES.cannotDeleteBuilding,
      cannotDeleteBuildingMessage(building.name),
    )
  const gone = await repo.deleteBuilding(tx, building.id)
  return { _id: building.id, deleted: true as const, ...gone }
}

// ---------------------------------------------------------------------------------------------
// Units

const UNIT_READERS: readonly TScope[] = ['DXP_UNIT', 'DXP_VIEW_BUILDING', 'DXP_BUILDING']

export async function listUnits(
  db: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  buildingId: string,
  page: PageRequest,
) {
  await buildingFor(db, auth, buildingId, UNIT_READERS)
  const { rows, pageInfo } = await repo.unitPage(db, buildingId, page)
  const now = new Date()
  return { items: rows.map((row) => toUnit(row, objects, now)), pageInfo }
}

export async function createUnit(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  input: UnitFields,
): Promise<TUnit> {
  const { building } = await buildingFor(tx, auth, input.buildingId, ['DXP_UNIT'], true)
  await requireLabel(tx, auth.orgId, UNIT_ENTITY, input.unitType, 'unitType')
  await requireLabel(tx, auth.orgId, FACING_ENTITY, input.facing, 'facing')
  const floor =
    input.floorNumber <= building.floorCount
      ? await repo.floorOf(tx, building.id, input.floorNumber)
      : undefined
  if (!floor) throw badRequest('VALIDATION', BUILDING_MESSAGES.floorOutOfRange)
  if ((await repo.unitsOnFloor(tx, floor.id)) >= building.flatsPerFloor)
    throw conflict(BUILDING_ERROR_CODES.floorFull, BUILDING_MESSAGES.floorFull)
  if (await repo.unitNameTaken(tx, building.id, input.name))
    throw conflict(BUILDING_ERROR_CODES.duplicateName, BUILDING_MESSAGES.duplicateUnitName)
  const id = randomUUID()
  await repo.insertUnit(
    tx,
    {
      id,
      projectId: building.projectId,
      buildingId: building.id,
      floorId: floor.id,
      name: input.name,
      unitType: input.unitType,
      facing: input.facing,
      carpetAreaSqFt: input.carpetArea,
      builtUpAreaSqFt: input.builtUpArea,
      superBuiltUpAreaSqFt: input.superBuiltUpArea,
      price: input.price,
    },
    { interiors: input.interiors },
  )
  return toUnit((await repo.unitOfOrg(tx, auth.orgId, id))!, objects)
}

async function unitFor(db: Conn, auth: AuthContext, unitId: string, lock = false) {
  const row = await repo.unitOfOrg(db, auth.orgId, unitId, lock)
  if (!row) throw notFound('Unit not found')
  requireOnProject(auth, ['DXP_UNIT'], row.unit.projectId)
  return row
}

export async function editUnit(
  tx: Conn,
  objects: ObjectStore,
  auth: AuthContext,
  unitId: string,
  patch: TUnitPatch,
): Promise<TUnit> {
  const row = await unitFor(tx, auth, unitId, true)
  const before = toUnit(row, objects)
  if (!areasInOrder({ ...before, ...patch }))
    throw badRequest('VALIDATION', BUILDING_MESSAGES.areasOrder)
  if (patch.unitType !== undefined && patch.unitType !== before.unitType)
    await requireLabel(tx, auth.orgId, UNIT_ENTITY, patch.unitType, 'unitType')
  if (patch.facing !== undefined && patch.facing !== before.facing)
    await requireLabel(tx, auth.orgId, FACING_ENTITY, patch.facing, 'facing')
  if (
    patch.name !== undefined &&
    (await repo.unitNameTaken(tx, before.buildingId, patch.name, unitId))
  )
    throw conflict(BUILDING_ERROR_CODES.duplicateName, BUILDING_MESSAGES.duplicateUnitName)
  await repo.updateUnit(
    tx,
    unitId,
    {
      name: patch.name,
      unitType: patch.unitType,
      facing: patch.facing,
      carpetAreaSqFt: patch.carpetArea,
      builtUpAreaSqFt: patch.builtUpArea,
      superBuiltUpAreaSqFt: patch.superBuiltUpArea,
      price: patch.price,
    },
    { interiors: patch.interiors },
  )
  return toUnit((await repo.unitOfOrg(tx, auth.orgId, unitId))!, objects)
}

/** A blocked or booked unit (or one a booking names) stays: "You cannot delete the unit". */
export async function removeUnit(tx: Conn, auth: AuthContext, unitId: string) {
  const row = await unitFor(tx, auth, unitId, true)
  if (row.unit.status !== 'available' || (await repo.unitHasBookings(tx, unitId)))
    throw conflict(BUILDING_ERROR_CODES.cannotDeleteUnit, BUILDING_MESSAGES.cannotDeleteUnit)
  await repo.deleteUnit(tx, unitId)
  return { _id: unitId, deleted: true as const }
}

// ---------------------------------------------------------------------------------------------
// Inventory

export async function inventoryGrid(
  db: Conn,
  auth: AuthContext,
  buildingId: string,
  query: TInventoryQuery,
): Promise<TInventoryGrid> {
  const { building, unitCount } = await buildingFor(db, auth, buildingId, ['DXP_INVENTORY'])
  const rows = await repo.gridRows(db, buildingId, {
    unitType: query.unit,
    facing: query.facing,
    status: query.status,
  })
  const floors: TGridFloor[] = []
  for (const r of rows) {
    let floor = floors.at(-1)
    if (!floor || floor.number !== r.floorNumber)
      floors.push((floor = { number: r.floorNumber, units: [] }))
    if (r.id)
      floor.units.push({
        _id: r.id,
        name: r.name!,
        unitType: r.unitType!,
        facing: r.facing!,
        status: r.status!,
        price: Number(r.price),
      })
  }
  return { building: toBuilding(building, unitCount), floors }
}

const zeroCounts = (): TStatusCounts => ({ available: 0, blocked: 0, booked: 0, total: 0 })

export async function inventorySummary(
  db: Conn,
  auth: AuthContext,
  projectId: string,
  buildingId: string | undefined,
): Promise<TInventorySummary> {
  await requireProject(db, auth, projectId)
  if (buildingId) {
    const { building } = await buildingFor(db, auth, buildingId, ['DXP_INVENTORY'])
    if (building.projectId !== projectId) throw notFound('Building not found')
  }
  const rows = await repo.countsByTypeAndStatus(db, projectId, buildingId)
  const byStatus = zeroCounts()
  const byType = new Map<string, TStatusCounts>()
  for (const r of rows) {
    const n = Number(r.n)
    const type = byType.get(r.unitType) ?? zeroCounts()
    byType.set(r.unitType, type)
    if ((UNIT_STATUSES as readonly string[]).includes(r.status)) {
      type[r.status] += n
      byStatus[r.status] += n
    }
    type.total += n
    byStatus.total += n
  }
  return {
    projectId,
    buildingId: buildingId ?? null,
    byStatus,
    byType: [...byType].map(([unitType, counts]) => ({ unitType, ...counts })),
  }
}

export async function preferredUnitTypes(
  db: Conn,
  auth: AuthContext,
  projectId: string,
): Promise<TPreferredUnitTypes> {
  await requireProject(db, auth, projectId)
  const rows = await repo.countsByTypeAndStatus(db, projectId)
  const byType = new Map<string, { total: number; available: number }>()
  for (const r of rows) {
    const t = byType.get(r.unitType) ?? { total: 0, available: 0 }
    byType.set(r.unitType, t)
    t.total += Number(r.n)
    if (r.status === 'available') t.available += Number(r.n)
  }
  return { items: [...byType].map(([unitType, t]) => ({ unitType, ...t })) }
}

/** All the prices or none: every unit must be the building's. */
export async function bulkUpdatePrices(
  tx: Conn,
  auth: AuthContext,
  buildingId: string,
  input: TPricingBulkUpdate,
) {
  await buildingFor(tx, auth, buildingId, ['DXP_PRICING'], true)
  const ids = input.prices.map((p) => p.unitId)
  const found = new Set(await repo.unitIdsOfBuilding(tx, buildingId, ids))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length)
    throw new AppError(400, BUILDING_ERROR_CODES.unknownUnits, BUILDING_MESSAGES.unknownUnits, {
      unitIds: missing.slice(0, 20),
    })
  await repo.setPrices(
    tx,
    buildingId,
    input.prices.map((p) => ({ unitId: p.unitId, paise: toPaise(p.price) })),
  )
  return { buildingId, updated: ids.length }
}
