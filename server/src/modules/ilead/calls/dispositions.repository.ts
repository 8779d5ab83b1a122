import { count, desc, eq, sql } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { dispositions, users } from '../../../db/schema.ts'
import { paged, type PageRequest } from '../../../paging.ts'
import { firstPagePerLead } from '../per-lead.repository.ts'

type DispositionInsert = typeof dispositions.$inferInsert

function selectDispositions(db: Conn) {
  return db
    .select({
      d: dispositions,
      by: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(dispositions)
    .leftJoin(users, eq(users.id, dispositions.createdById))
}

export type DispositionRow = Awaited<
  ReturnType<ReturnType<typeof selectDispositions>['execute']>
>[number]

export async function dispositionRowById(db: Conn, id: string) {
  const [row] = await selectDispositions(db).where(eq(dispositions.id, id))
  return row
}

/** A page of the lead's dispositions, newest first. */
export function dispositionPage(db: Conn, leadId: string, page: PageRequest) {
  const where = eq(dispositions.leadId, leadId)
  return paged(
    page,
    ({ limit, offset }) =>
      selectDispositions(db)
        .where(where)
        .orderBy(desc(dispositions.createdAt), desc(dispositions.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(dispositions).where(where),
  )
}

/** The first page of each of the leads' dispositions, as dispositionPage answers it. */
export function firstDispositionsPerLead<I>(
  db: Conn,
  leadIds: readonly string[],
  limit: number,
  toItem: (row: DispositionRow) => I,
) {
  const part = {
    table: dispositions,
    id: dispositions.id,
    leadId: dispositions.leadId,
    order: sql`${dispositions.createdAt} desc, ${dispositions.id} desc`,
  }
  return firstPagePerLead(
    db,
    part,
    leadIds,
    limit,
    (first, order) => selectDispositions(db).where(first).orderBy(order),
    (r) => r.d.leadId,
    toItem,
  )
}

export async function findDisposition(db: Conn, id: string) {
  const [row] = await db.select().from(dispositions).where(eq(dispositions.id, id))
  return row
}

export async function insertDisposition(db: Conn, disposition: DispositionInsert) {
  await db.insert(dispositions).values(disposition)
}
