import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import {
  buildings,
  costSheetLogs,
  costSheetRows,
  floors,
  projects,
  units,
  users,
} from '../../../db/schema.ts'

export type CostSheetRowRecord = typeof costSheetRows.$inferSelect

/** The master rows of the project's buildings (or one of them), in each building's order. */
export function rowsOfProject(db: Conn, orgId: string, projectId: string, buildingId?: string) {
  return db
    .select({ row: costSheetRows })
    .from(costSheetRows)
    .innerJoin(buildings, eq(buildings.id, costSheetRows.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        eq(projects.orgId, orgId),
        eq(projects.id, projectId),
        buildingId ? eq(buildings.id, buildingId) : undefined,
      ),
    )
    .orderBy(asc(buildings.name), asc(costSheetRows.sortOrder))
    .then((found) => found.map((f) => f.row))
}

/** A building of the project and organisation, held for the replacing of its rows. */
export async function lockBuildingOfProject(
  db: Conn,
  orgId: string,
  projectId: string,
  buildingId: string,
) {
  const [found] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(and(eq(buildings.id, buildingId), eq(projects.id, projectId), eq(projects.orgId, orgId)))
    .for('update', { of: buildings })
  return found
}

export async function replaceRows(
  db: Conn,
  buildingId: string,
  rows: (typeof costSheetRows.$inferInsert)[],
) {
  await db.delete(costSheetRows).where(eq(costSheetRows.buildingId, buildingId))
  if (rows.length === 0) return []
  return db.insert(costSheetRows).values(rows).returning()
}

/** A unit of the organisation with what its cost sheet needs: building, floor, area, type. */
export async function unitForCostSheet(db: Conn, orgId: string, unitId: string) {
  const [found] = await db
    .select({
      id: units.id,
      name: units.name,
      projectId: units.projectId,
      buildingId: units.buildingId,
      buildingName: buildings.name,
      floorNumber: floors.number,
      carpetAreaSqFt: units.carpetAreaSqFt,
      unitType: units.unitType,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(floors, eq(floors.id, units.floorId))
    .innerJoin(projects, eq(projects.id, units.projectId))
    .where(and(eq(units.id, unitId), eq(projects.orgId, orgId)))
  return found
}

export async function rowById(db: Conn, rowId: string) {
  const [found] = await db.select().from(costSheetRows).where(eq(costSheetRows.id, rowId))
  return found
}

export async function insertLog(db: Conn, log: typeof costSheetLogs.$inferInsert) {
  await db.insert(costSheetLogs).values(log).onConflictDoNothing()
}

const logColumns = {
  log: costSheetLogs,
  unitName: units.name,
  buildingName: buildings.name,
  floorNumber: floors.number,
  carpetAreaSqFt: units.carpetAreaSqFt,
  unitType: units.unitType,
  firstName: users.firstName,
  lastName: users.lastName,
}

function logsWhere(db: Conn) {
  return db
    .select(logColumns)
    .from(costSheetLogs)
    .innerJoin(units, eq(units.id, costSheetLogs.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(floors, eq(floors.id, units.floorId))
    .leftJoin(users, eq(users.id, costSheetLogs.createdById))
}

export type CostSheetLogRecord = Awaited<ReturnType<typeof logsOfLeads>>[number]

/** The cost sheets shown to these leads, newest first. */
export function logsOfLeads(db: Conn, orgId: string, leadIds: string[]) {
  return logsWhere(db)
    .where(and(eq(costSheetLogs.orgId, orgId), inArray(costSheetLogs.leadId, leadIds)))
    .orderBy(desc(costSheetLogs.createdAt))
}

export async function logOfOrg(db: Conn, orgId: string, logId: string) {
  const [found] = await logsWhere(db).where(
    and(eq(costSheetLogs.orgId, orgId), eq(costSheetLogs.id, logId)),
  )
  return found
}
