import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import {
  projectAmenities,
  projectContentFiles,
  projectPastProjects,
  projects,
  units,
} from '../../../db/schema.ts'
import type { TContentKind } from '../../../../../contract/project-content.ts'

export type TContentFileInsert = typeof projectContentFiles.$inferInsert

/** The project of the organisation; `lock` serialises content changes of one project. */
export async function projectOfOrg(db: Conn, orgId: string, projectId: string, lock = false) {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** A content file with its unit's name, type and carpet area (unit plans). */
export function filesOf(db: Conn, projectId: string, kinds?: readonly TContentKind[]) {
  return db
    .select({
      file: projectContentFiles,
      unitName: units.name,
      unitType: units.unitType,
      carpetAreaSqFt: units.carpetAreaSqFt,
    })
    .from(projectContentFiles)
    .leftJoin(units, eq(units.id, projectContentFiles.unitId))
    .where(
      and(
        eq(projectContentFiles.projectId, projectId),
        kinds ? inArray(projectContentFiles.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(projectContentFiles.createdAt), asc(projectContentFiles.id))
}
export type TFileWithUnit = Awaited<ReturnType<typeof filesOf>>[number]

export async function fileOf(db: Conn, projectId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(projectContentFiles)
    .where(and(eq(projectContentFiles.projectId, projectId), eq(projectContentFiles.id, fileId)))
  return row
}

export async function countFiles(
  db: Conn,
  projectId: string,
  kind: TContentKind,
  where: { selected?: boolean } = {},
) {
  const [row] = await db
    .select({ n: count() })
    .from(projectContentFiles)
    .where(
      and(
        eq(projectContentFiles.projectId, projectId),
        eq(projectContentFiles.kind, kind),
        where.selected === undefined ? undefined : eq(projectContentFiles.selected, where.selected),
      ),
    )
  return row?.n ?? 0
}

/** An existing item that a new one of this kind would duplicate (one per project, unit or type). */
export async function sameSlot(
  db: Conn,
  projectId: string,
  slot: { kind: TContentKind; unitId?: string; documentType?: string },
) {
  const [row] = await db
    .select()
    .from(projectContentFiles)
    .where(
      and(
        eq(projectContentFiles.projectId, projectId),
        eq(projectContentFiles.kind, slot.kind),
        slot.unitId ? eq(projectContentFiles.unitId, slot.unitId) : undefined,
        slot.documentType
          ? eq(projectContentFiles.documentType, slot.documentType as never)
          : undefined,
      ),
    )
  return row
}

export async function insertFile(db: Conn, row: TContentFileInsert) {
  await db.insert(projectContentFiles).values(row)
}

export async function setSelected(db: Conn, fileId: string, selected: boolean) {
  await db.update(projectContentFiles).set({ selected }).where(eq(projectContentFiles.id, fileId))
}

export async function deleteFile(db: Conn, fileId: string) {
  await db.delete(projectContentFiles).where(eq(projectContentFiles.id, fileId))
}

export async function unitOfProject(db: Conn, projectId: string, unitId: string) {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.projectId, projectId), eq(units.id, unitId)))
  return row
}

/** The project's units, for the plan picker: one per name and type is enough to choose from. */
export function unitsOf(db: Conn, projectId: string) {
  return db
    .select({
      _id: units.id,
      name: units.name,
      unitType: units.unitType,
      carpetAreaSqFt: units.carpetAreaSqFt,
    })
    .from(units)
    .where(eq(units.projectId, projectId))
    .orderBy(asc(units.name))
}

export function amenitiesOf(db: Conn, projectId: string) {
  return db
    .select()
    .from(projectAmenities)
    .where(eq(projectAmenities.projectId, projectId))
    .orderBy(asc(projectAmenities.createdAt), asc(projectAmenities.name))
}

export async function amenityOf(db: Conn, projectId: string, amenityId: string, lock = false) {
  const query = db
    .select()
    .from(projectAmenities)
    .where(and(eq(projectAmenities.projectId, projectId), eq(projectAmenities.id, amenityId)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function insertAmenity(db: Conn, row: typeof projectAmenities.$inferInsert) {
  const [inserted] = await db.insert(projectAmenities).values(row).returning()
  return inserted!
}

export async function updateAmenityImage(
  db: Conn,
  amenityId: string,
  change: { imageKey: string; generations: number },
) {
  const [updated] = await db
    .update(projectAmenities)
    .set(change)
    .where(eq(projectAmenities.id, amenityId))
    .returning()
  return updated!
}

export async function deleteAmenity(db: Conn, amenityId: string) {
  await db.delete(projectAmenities).where(eq(projectAmenities.id, amenityId))
}

export function pastProjectsOf(db: Conn, projectId: string) {
  return db
    .select()
    .from(projectPastProjects)
    .where(eq(projectPastProjects.projectId, projectId))
    .orderBy(asc(projectPastProjects.createdAt), asc(projectPastProjects.name))
}

export async function insertPastProject(db: Conn, row: typeof projectPastProjects.$inferInsert) {
  const [inserted] = await db.insert(projectPastProjects).values(row).returning()
  return inserted!
}

export async function deletePastProject(db: Conn, projectId: string, pastProjectId: string) {
  const deleted = await db
    .delete(projectPastProjects)
    .where(
      and(eq(projectPastProjects.projectId, projectId), eq(projectPastProjects.id, pastProjectId)),
    )
    .returning({ id: projectPastProjects.id })
  return deleted.length > 0
}
