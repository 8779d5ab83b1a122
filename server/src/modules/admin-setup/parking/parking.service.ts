import { randomUUID } from 'node:crypto'
import {
  BAYS_PER_BUILDING_MAX,
  PARKING_ERROR_CODES,
  PARKING_MESSAGES,
  bayNames,
  parkingTotals,
  sumTotals,
  type TParkingBay,
  type TParkingList,
  type TParkingSequenceInput,
} from '../../../../../contract/parking.ts'
import { hasScope } from '../../../../../contract/scopes.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError, conflict, notFound } from '../../../errors.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import * as repo from './parking.repository.ts'

/** A project id from the query: the route checked the scope, this that it is the organisation's. */
async function requireProject(db: Conn, auth: AuthContext, projectId: string) {
  if (!(await repo.projectOfOrg(db, auth.orgId, projectId))) throw notFound('Project not found')
}

/** Every building of the project (bays or not) with its bays and totals, and the project's. */
export async function listParking(
  db: Conn,
  auth: AuthContext,
  projectId: string,
): Promise<TParkingList> {
  await requireProject(db, auth, projectId)
  const [buildingRows, bayRows] = await Promise.all([
    repo.projectBuildings(db, projectId),
    repo.projectBays(db, projectId),
  ])
  const byBuilding = new Map<string, TParkingBay[]>(buildingRows.map((b) => [b.id, []]))
  for (const { id, ...bay } of bayRows) byBuilding.get(bay.buildingId)?.push({ _id: id, ...bay })
  const result = buildingRows.map(({ id, ...b }) => {
    const bays = byBuilding.get(id) ?? []
    return { _id: id, ...b, totals: parkingTotals(bays), bays }
  })
  return { projectId, totals: sumTotals(result.map((b) => b.totals)), buildings: result }
}

/**
 * Adds a car and a bike sequence on one level of a building of the project, all or nothing:
 * a name the building already has (in any case) refuses the whole request, listing them.
 */
export async function addParkingSequence(
  tx: Conn,
  auth: AuthContext,
  projectId: string,
  input: TParkingSequenceInput,
) {
  await requireProject(tx, auth, projectId)
  const building = await repo.lockBuildingOfOrg(tx, auth.orgId, input.buildingId)
  if (!building || building.projectId !== projectId) throw notFound('Building not found')
  if (input.level < building.basementFloors || input.level > building.floorCount)
    throw new AppError(400, PARKING_ERROR_CODES.levelOutOfRange, PARKING_MESSAGES.levelOutOfRange, {
      fields: [{ field: 'level', message: PARKING_MESSAGES.levelOutOfRange }],
    })
  const car = bayNames(input.car)
  const bike = bayNames(input.bike)
  const taken = await repo.takenBayNames(tx, building.id, [...car, ...bike])
  if (taken.length > 0)
    throw conflict(PARKING_ERROR_CODES.duplicateBays, PARKING_MESSAGES.duplicateBays, {
      bays: taken,
    })
  if ((await repo.bayCount(tx, building.id)) + car.length + bike.length > BAYS_PER_BUILDING_MAX)
    throw conflict(PARKING_ERROR_CODES.tooManyBays, PARKING_MESSAGES.tooManyBays)
  const made = (vehicle: 'car' | 'bike') => (bay: string) => ({
    id: randomUUID(),
    projectId,
    buildingId: building.id,
    level: input.level,
    bay,
    vehicle,
    covered: input.covered,
  })
  await repo.insertBays(tx, [...car.map(made('car')), ...bike.map(made('bike'))])
  return { added: car.length + bike.length, bays: [...car, ...bike] }
}

/** Deletes a bay no unit holds: an allotted bay is the buyer's, "You cannot delete" it. */
export async function removeParking(tx: Conn, auth: AuthContext, parkingId: string) {
  const bay = await repo.lockBayOfOrg(tx, auth.orgId, parkingId)
  if (!bay) throw notFound('Parking bay not found')
  if (!hasScope(auth.grants, 'DXP_PARKING', bay.projectId)) throw permissionDenied()
  if (bay.unitId) throw conflict(PARKING_ERROR_CODES.assigned, PARKING_MESSAGES.cannotDelete)
  await repo.deleteBay(tx, parkingId)
  return { _id: parkingId, deleted: true as const }
}
