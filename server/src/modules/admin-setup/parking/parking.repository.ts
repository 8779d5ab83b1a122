import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { TVehicle } from '../../../../../contract/parking.ts'
import type { Conn } from '../../../db/client.ts'
import { buildings, parkings, projects, units } from '../../../db/schema.ts'

export { projectOfOrg } from '../buildings/buildings.repository.ts'

/** A project's buildings by name: the parking screen shows every one, bays or not. */
export function projectBuildings(db: Conn, projectId: string) {
  return db
    .select({
      id: buildings.id,
      name: buildings.name,
      basementFloors: buildings.basementFloors,
      floorCount: buildings.floorCount,
    })
    .from(buildings)
    .where(eq(buildings.projectId, projectId))
    .orderBy(asc(buildings.name), asc(buildings.id))
}

/** Every bay of a project, with the name of the unit it is allotted to. */
export function projectBays(db: Conn, projectId: string) {
  return db
    .select({
      id: parkings.id,
      buildingId: parkings.buildingId,
      level: parkings.level,
      bay: parkings.bay,
      vehicle: parkings.vehicle,
      covered: parkings.covered,
      unitId: parkings.unitId,
      unitName: units.name,
    })
    .from(parkings)
    .leftJoin(units, eq(units.id, parkings.unitId))
    .where(eq(parkings.projectId, projectId))
    .orderBy(asc(parkings.level), asc(parkings.vehicle), asc(parkings.bay))
}

/** A building of the organisation, held for the transaction: sequences of one building queue. */
export async function lockBuildingOfOrg(db: Conn, orgId: string, buildingId: string) {
  const [row] = await db
    .select({
      id: buildings.id,
      projectId: buildings.projectId,
      basementFloors: buildings.basementFloors,
      floorCount: buildings.floorCount,
    })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(and(eq(buildings.id, buildingId), eq(projects.orgId, orgId)))
    .for('update', { of: buildings })
  return row
}

/** Which of these names (compared without case) the building's bays already have. */
export async function takenBayNames(db: Conn, buildingId: string, names: readonly string[]) {
  if (names.length === 0) return []
  const rows = await db
    .select({ bay: parkings.bay })
    .from(parkings)
    .where(
      and(
        eq(parkings.buildingId, buildingId),
        inArray(
          sql`upper(${parkings.bay})`,
          names.map((n) => n.toUpperCase()),
        ),
      ),
    )
    .orderBy(asc(parkings.bay))
  return rows.map((r) => r.bay)
}

export async function bayCount(db: Conn, buildingId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(parkings)
    .where(eq(parkings.buildingId, buildingId))
  return Number(row?.n ?? 0)
}

export interface TNewBay {
  id: string
  projectId: string
  buildingId: string
  level: number
  bay: string
  vehicle: TVehicle
  covered: boolean
}

/** All the bays of a request in one statement. */
export async function insertBays(db: Conn, bays: readonly TNewBay[]) {
  if (bays.length > 0) await db.insert(parkings).values([...bays])
}

/** A bay of the organisation, held for its deletion. */
export async function lockBayOfOrg(db: Conn, orgId: string, parkingId: string) {
  const [row] = await db
    .select({ id: parkings.id, projectId: parkings.projectId, unitId: parkings.unitId })
    .from(parkings)
    .innerJoin(projects, eq(projects.id, parkings.projectId))
    .where(and(eq(parkings.id, parkingId), eq(projects.orgId, orgId)))
    .for('update', { of: parkings })
  return row
}

export async function deleteBay(db: Conn, parkingId: string) {
  await db.delete(parkings).where(eq(parkings.id, parkingId))
}
