import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { buildings, constructionProgress, postSalesFiles } from '../../../db/schema.ts'

export type TProgressRow = typeof constructionProgress.$inferSelect

/** A project's entries (or one building's), latest completion first, with the building's name. */
export function entriesOf(db: Conn, projectId: string, buildingId: string | undefined) {
  return db
    .select({ entry: constructionProgress, buildingName: buildings.name })
    .from(constructionProgress)
    .leftJoin(buildings, eq(buildings.id, constructionProgress.buildingId))
    .where(
      and(
        eq(constructionProgress.projectId, projectId),
        buildingId === undefined ? undefined : eq(constructionProgress.buildingId, buildingId),
      ),
    )
    .orderBy(desc(constructionProgress.completionDate), desc(constructionProgress.createdAt))
}

/** The media of these entries, in the order they were added. */
export function mediaOf(db: Conn, progressIds: readonly string[]) {
  if (progressIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(postSalesFiles)
    .where(inArray(postSalesFiles.progressId, [...progressIds]))
    .orderBy(asc(postSalesFiles.createdAt), asc(postSalesFiles.id))
}

export async function buildingOfProject(db: Conn, projectId: string, buildingId: string) {
  const [row] = await db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(and(eq(buildings.id, buildingId), eq(buildings.projectId, projectId)))
  return row
}

export async function insertEntry(db: Conn, row: typeof constructionProgress.$inferInsert) {
  const [saved] = await db.insert(constructionProgress).values(row).returning()
  return saved!
}

export async function entryOf(
  db: Conn,
  o: { orgId: string; projectId: string; progressId: string },
) {
  const [row] = await db
    .select()
    .from(constructionProgress)
    .where(
      and(
        eq(constructionProgress.id, o.progressId),
        eq(constructionProgress.orgId, o.orgId),
        eq(constructionProgress.projectId, o.projectId),
      ),
    )
    .for('update')
  return row
}

/** Deletes the entry; its media rows go with it (cascade). */
export async function deleteEntry(db: Conn, progressId: string) {
  await db.delete(constructionProgress).where(eq(constructionProgress.id, progressId))
}

/** Makes finished uploads the entry's media. */
export async function attachToProgress(db: Conn, ids: readonly string[], progressId: string) {
  if (ids.length === 0) return
  await db
    .update(postSalesFiles)
    .set({ progressId })
    .where(inArray(postSalesFiles.id, [...ids]))
}
