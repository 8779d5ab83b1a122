import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { moderationParams } from '../../../db/schema.ts'

export type ParamRow = typeof moderationParams.$inferSelect
export type NewParamRow = typeof moderationParams.$inferInsert

/** An organisation's parameters, in their saved order. */
export function paramRows(db: Conn, orgId: string): Promise<ParamRow[]> {
  return db
    .select()
    .from(moderationParams)
    .where(eq(moderationParams.orgId, orgId))
    .orderBy(asc(moderationParams.rank), asc(moderationParams.createdAt))
}

/** The parameters of several organisations at once (the lead scorer reads many leads). */
export function paramRowsOf(db: Conn, orgIds: readonly string[]): Promise<ParamRow[]> {
  if (!orgIds.length) return Promise.resolve([])
  return db
    .select()
    .from(moderationParams)
    .where(inArray(moderationParams.orgId, [...orgIds]))
}

export async function deleteParams(db: Conn, orgId: string, ids: readonly string[]) {
  if (!ids.length) return
  await db
    .delete(moderationParams)
    .where(and(eq(moderationParams.orgId, orgId), inArray(moderationParams.id, [...ids])))
}

export async function insertParam(db: Conn, row: NewParamRow) {
  await db.insert(moderationParams).values(row)
}

export async function updateParam(
  db: Conn,
  orgId: string,
  id: string,
  values: Pick<NewParamRow, 'label' | 'definition' | 'weight' | 'dimension' | 'rank'>,
  now: Date,
) {
  await db
    .update(moderationParams)
    .set({ ...values, updatedAt: now })
    .where(and(eq(moderationParams.orgId, orgId), eq(moderationParams.id, id)))
}
