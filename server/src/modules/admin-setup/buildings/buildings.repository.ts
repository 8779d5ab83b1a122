import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { TInterior, TUnitStatus } from '../../../../../contract/buildings.ts'
import type { Conn } from '../../../db/client.ts'
import {
  bookings,
  buildings,
  costSheetRows,
  entityLabels,
  floors,
  parkings,
  projectContentFiles,
  projects,
  unitDetails,
  units,
} from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'

export type TBuildingRow = typeof buildings.$inferSelect

const unitCount =
  sql<number>`(select count(*) from ${units} where ${units.buildingId} = ${buildings.id})`.mapWith(
    Number,
  )

/** The organisation's project, or nothing. */
export async function projectOfOrg(db: Conn, orgId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)))
  return row
}

/** Whether the organisation's active list `entityName` has this label. */
export async function hasLabel(db: Conn, orgId: string, entityName: string, labelName: string) {
  const [row] = await db
    .select({ id: entityLabels.id })
    .from(entityLabels)
    .where(
      and(
        eq(entityLabels.orgId, orgId),
        eq(entityLabels.entityName, entityName),
        eq(entityLabels.labelName, labelName),
        eq(entityLabels.isActive, true),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** One project's buildings, by name, with their unit counts. */
export function buildingPage(db: Conn, orgId: string, projectId: string, page: PageRequest) {
  const where = and(eq(buildings.projectId, projectId), eq(projects.orgId, orgId))
  return paged(
    page,
    ({ limit, offset }) =>
      db
        .select({ building: buildings, unitCount })
        .from(buildings)
        .innerJoin(projects, eq(projects.id, buildings.projectId))
        .where(where)
        .orderBy(asc(buildings.name), asc(buildings.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ n: count() })
      .from(buildings)
      .innerJoin(projects, eq(projects.id, buildings.projectId))
      .where(where),
  )
}

/** A building of the organisation, with its unit count; `lock` holds it for an edit. */
export async function buildingOfOrg(db: Conn, orgId: string, buildingId: string, lock = false) {
  const query = db
    .select({ building: buildings, unitCount })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(and(eq(buildings.id, buildingId), eq(projects.orgId, orgId)))
  const [row] = await (lock ? query.for('update', { of: buildings }) : query)
  return row
}

export async function buildingNameTaken(
  db: Conn,
  projectId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(
      and(
        eq(buildings.projectId, projectId),
        sql`lower(${buildings.name}) = lower(${name})`,
        exceptId ? ne(buildings.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function insertBuilding(db: Conn, row: typeof buildings.$inferInsert) {
  const [inserted] = await db.insert(buildings).values(row).returning()
  return inserted!
}

export async function updateBuilding(
  db: Conn,
  buildingId: string,
  patch: Partial<typeof buildings.$inferInsert>,
) {
  const [updated] = await db
    .update(buildings)
    .set(patch)
    .where(eq(buildings.id, buildingId))
    .returning()
  return updated!
}

/** Floors `from`..`to` (above ground) of a building, made with ids from `id`. */
export async function addFloors(
  db: Conn,
  buildingId: string,
  from: number,
  to: number,
  id: () => string,
) {
  if (to < from) return
  const rows = []
  for (let number = from; number <= to; number++) rows.push({ id: id(), buildingId, number })
  await db.insert(floors).values(rows).onConflictDoNothing()
}

/** How many units stand above floor `number`. */
export async function unitsAboveFloor(db: Conn, buildingId: string, number: number) {
  const [row] = await db
    .select({ n: count() })
    .from(units)
    .innerJoin(floors, eq(floors.id, units.floorId))
    .where(and(eq(units.buildingId, buildingId), gt(floors.number, number)))
  return Number(row?.n ?? 0)
}

export async function removeFloorsAbove(db: Conn, buildingId: string, number: number) {
  await db.delete(floors).where(and(eq(floors.buildingId, buildingId), gt(floors.number, number)))
}

/** The most units any floor of the building has. */
export async function mostUnitsOnAFloor(db: Conn, buildingId: string) {
  const perFloor = db
    .select({ n: count().as('n') })
    .from(units)
    .where(eq(units.buildingId, buildingId))
    .groupBy(units.floorId)
    .as('per_floor')
  const [row] = await db
    .select({ most: sql<number>`coalesce(max(${perFloor.n}), 0)` })
    .from(perFloor)
  return Number(row?.most ?? 0)
}

export async function floorOf(db: Conn, buildingId: string, number: number) {
  const [row] = await db
    .select()
    .from(floors)
    .where(and(eq(floors.buildingId, buildingId), eq(floors.number, number)))
  return row
}

export async function unitsOnFloor(db: Conn, floorId: string) {
  const [row] = await db.select({ n: count() }).from(units).where(eq(units.floorId, floorId))
  return Number(row?.n ?? 0)
}

export async function unitNameTaken(db: Conn, buildingId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.buildingId, buildingId),
        sql`lower(${units.name}) = lower(${name})`,
        exceptId ? ne(units.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

const unitColumns = {
  unit: units,
  floorNumber: floors.number,
  planFileKey: projectContentFiles.fileKey,
  planImageUrl: unitDetails.planImageUrl,
  interiors: unitDetails.interiors,
}
export type TUnitRow = {
  unit: typeof units.$inferSelect
  floorNumber: number
  /** The unit's plan in the project's content (its object key), if uploaded. */
  planFileKey: string | null
  /** An address given before plans were uploaded through the content (read only). */
  planImageUrl: string | null
  interiors: TInterior[] | null
}

/** A unit's plan among its project's content files: at most one (a partial unique index). */
const unitPlanOf = and(
  eq(projectContentFiles.unitId, units.id),
  eq(projectContentFiles.kind, 'unitPlan'),
)

/** One building's units, floor by floor from the ground up, by name. */
export function unitPage(db: Conn, buildingId: string, page: PageRequest) {
  return paged(
    page,
    ({ limit, offset }) =>
      db
        .select(unitColumns)
        .from(units)
        .innerJoin(floors, eq(floors.id, units.floorId))
        .leftJoin(unitDetails, eq(unitDetails.unitId, units.id))
        .leftJoin(projectContentFiles, unitPlanOf)
        .where(eq(units.buildingId, buildingId))
        .orderBy(asc(floors.number), asc(units.name), asc(units.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(units).where(eq(units.buildingId, buildingId)),
  )
}

/** A unit of the organisation with its details; `lock` holds it for an edit or a delete. */
export async function unitOfOrg(
  db: Conn,
  orgId: string,
  unitId: string,
  lock = false,
): Promise<TUnitRow | undefined> {
  const query = db
    .select(unitColumns)
    .from(units)
    .innerJoin(floors, eq(floors.id, units.floorId))
    .innerJoin(projects, eq(projects.id, units.projectId))
    .leftJoin(unitDetails, eq(unitDetails.unitId, units.id))
    .leftJoin(projectContentFiles, unitPlanOf)
    .where(and(eq(units.id, unitId), eq(projects.orgId, orgId)))
  const [row] = await (lock ? query.for('update', { of: units }) : query)
  return row
}

export async function insertUnit(
  db: Conn,
  row: typeof units.$inferInsert,
  details: { interiors: TInterior[] },
) {
  await db.insert(units).values(row)
  await db.insert(unitDetails).values({ unitId: row.id, ...details })
}

export async function updateUnit(
  db: Conn,
  unitId: string,
  patch: Partial<typeof units.$inferInsert>,
  details: { interiors?: TInterior[] },
) {
  if (Object.keys(patch).length) await db.update(units).set(patch).where(eq(units.id, unitId))
  if (details.interiors !== undefined) {
    await db
      .insert(unitDetails)
      .values({ unitId, ...details })
      .onConflictDoUpdate({ target: unitDetails.unitId, set: details })
  }
}

/** Whether any booking (even a cancelled one) names the unit: its history keeps it. */
export async function unitHasBookings(db: Conn, unitId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.unitId, unitId))
    .limit(1)
  return row !== undefined
}

export async function deleteUnit(db: Conn, unitId: string) {
  await db.delete(units).where(eq(units.id, unitId))
}

/**
 * How many of a building's units are blocked, booked or named by a booking. The units are
 * locked first, so a booking made meanwhile waits for the delete (and then finds no unit).
 */
export async function assignedUnitsOfBuilding(db: Conn, buildingId: string) {
  await db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.buildingId, buildingId))
    .for('update')
  const [row] = await db
    .select({ n: count() })
    .from(units)
    .where(
      and(
        eq(units.buildingId, buildingId),
        sql`(${units.status} <> 'available' or exists (select 1 from ${bookings} where ${bookings.unitId} = ${units.id}))`,
      ),
    )
  return Number(row?.n ?? 0)
}

/**
 * A building and what hangs on it, in the caller's transaction: parking bays, its cost sheet
 * (the building's prices), units with their details and floors. Each is deleted by name rather
 * than left to the foreign keys' cascades, so the counts answered are what went.
 */
export async function deleteBuilding(db: Conn, buildingId: string) {
  const bays = await db
    .delete(parkings)
    .where(eq(parkings.buildingId, buildingId))
    .returning({ id: parkings.id })
  await db.delete(costSheetRows).where(eq(costSheetRows.buildingId, buildingId))
  // unit_details and cost_sheet_logs follow their unit by cascade.
  const gone = await db
    .delete(units)
    .where(eq(units.buildingId, buildingId))
    .returning({ id: units.id })
  await db.delete(floors).where(eq(floors.buildingId, buildingId))
  await db.delete(buildings).where(eq(buildings.id, buildingId))
  return { units: gone.length, parkingBays: bays.length }
}

// ---------------------------------------------------------------------------------------------
// Inventory

export interface TInventoryFilter {
  unitType?: string
  facing?: string
  status?: TUnitStatus
}

/** Every floor above ground of a building, top first, with its units (narrowed) by name. */
export function gridRows(db: Conn, buildingId: string, filter: TInventoryFilter) {
  return db
    .select({
      floorNumber: floors.number,
      id: units.id,
      name: units.name,
      unitType: units.unitType,
      facing: units.facing,
      status: units.status,
      price: units.price,
    })
    .from(floors)
    .leftJoin(
      units,
      and(
        eq(units.floorId, floors.id),
        filter.unitType ? eq(units.unitType, filter.unitType) : undefined,
        filter.facing ? eq(units.facing, filter.facing) : undefined,
        filter.status ? eq(units.status, filter.status) : undefined,
      ),
    )
    .where(eq(floors.buildingId, buildingId))
    .orderBy(desc(floors.number), asc(units.name), asc(units.id))
}

/** Unit counts by type and status in a project (or one building of it). */
export function countsByTypeAndStatus(db: Conn, projectId: string, buildingId?: string) {
  return db
    .select({ unitType: units.unitType, status: units.status, n: count() })
    .from(units)
    .where(
      and(
        eq(units.projectId, projectId),
        buildingId ? eq(units.buildingId, buildingId) : undefined,
      ),
    )
    .groupBy(units.unitType, units.status)
    .orderBy(asc(units.unitType))
}

/** Which of these ids are units of the building. */
export async function unitIdsOfBuilding(db: Conn, buildingId: string, unitIds: string[]) {
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.buildingId, buildingId), inArray(units.id, unitIds)))
  return rows.map((r) => r.id)
}

/**
 * Sets each unit's price from integer paise in one statement: numeric division is exact, so
 * no float ever reaches the column.
 */
export async function setPrices(
  db: Conn,
  buildingId: string,
  prices: { unitId: string; paise: number }[],
) {
  const values = sql.join(
    prices.map((p) => sql`(${p.unitId}::text, ${String(p.paise)}::bigint)`),
    sql`, `,
  )
  const result = await db.execute(
    sql`update ${units} set price = v.paise::numeric / 100 from (values ${values}) as v(id, paise)
        where ${units.id} = v.id and ${units.buildingId} = ${buildingId}`,
  )
  return result
}
