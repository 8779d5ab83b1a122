import { randomUUID } from 'node:crypto'
import type { Db } from '../server/src/db/client.ts'
import { buildings, floors, units } from '../server/src/db/schema.ts'
import { BUILDING_TYPES, FACINGS, UNIT_TYPES } from '../server/src/seed/reference-data.ts'

/** Issue 19's budget building: a 40-floor tower with 12 flats a floor (480 units). */
export const TOWER_FLOORS = 40
export const TOWER_FLATS = 12

/**
 * Adds the tower to a project, straight into the database (the inventory benches measure the
 * grid, not 480 unit forms): every flat, with types, facings and prices varying by column and
 * floor, and about one in five blocked or booked, so each filter keeps and drops some.
 * Returns the building's id.
 */
export async function seedTower(db: Db, projectId: string, name = 'Bench Tower'): Promise<string> {
  const buildingId = randomUUID()
  await db.insert(buildings).values({
    id: buildingId,
    projectId,
    name,
    buildingType: BUILDING_TYPES[0]!,
    floorCount: TOWER_FLOORS,
    flatsPerFloor: TOWER_FLATS,
    basementFloors: -2,
    refugeFloors: 0,
  })
  const floorRows = Array.from({ length: TOWER_FLOORS }, (_, i) => ({
    id: randomUUID(),
    buildingId,
    number: i + 1,
  }))
  await db.insert(floors).values(floorRows)
  const unitRows = floorRows.flatMap((floor) =>
    Array.from({ length: TOWER_FLATS }, (_, flat) => {
      const type = UNIT_TYPES[flat % UNIT_TYPES.length]!
      const carpet = 600 + 250 * (flat % UNIT_TYPES.length)
      const seq = floor.number * TOWER_FLATS + flat
      return {
        id: randomUUID(),
        projectId,
        buildingId,
        floorId: floor.id,
        // Zero-padded: the grid orders a floor's flats by name.
        name: `T-${floor.number}${String(flat + 1).padStart(2, '0')}`,
        unitType: type,
        facing: FACINGS[(flat + floor.number) % FACINGS.length]!,
        carpetAreaSqFt: carpet,
        builtUpAreaSqFt: carpet + 100,
        superBuiltUpAreaSqFt: carpet + 250,
        price: 5_000_000 + carpet * 9_000 + floor.number * 25_000 + 0.5,
        status:
          seq % 7 === 0
            ? ('booked' as const)
            : seq % 11 === 0
              ? ('blocked' as const)
              : ('available' as const),
      }
    }),
  )
  await db.insert(units).values(unitRows)
  return buildingId
}
