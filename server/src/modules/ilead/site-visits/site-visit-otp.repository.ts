import { and, count, eq, isNull } from 'drizzle-orm'
import type { Conn } from '../../../db/client.ts'
import { projects, siteVisitOtps } from '../../../db/schema.ts'

type VisitOtpRecord = typeof siteVisitOtps.$inferSelect
type VisitOtpInsert = typeof siteVisitOtps.$inferInsert

/** A code request by its client-made id; locked when about to judge a code against it. */
export async function visitOtpByRefId(
  db: Conn,
  refId: string,
  lock = false,
): Promise<VisitOtpRecord | undefined> {
  const query = db.select().from(siteVisitOtps).where(eq(siteVisitOtps.refId, refId))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

export async function visitOtpCount(db: Conn, siteVisitId: string) {
  const [sent] = await db
    .select({ n: count() })
    .from(siteVisitOtps)
    .where(eq(siteVisitOtps.siteVisitId, siteVisitId))
  return Number(sent?.n ?? 0)
}

export async function retireOpenVisitOtps(db: Conn, siteVisitId: string, now: Date) {
  await db
    .update(siteVisitOtps)
    .set({ consumedAt: now })
    .where(and(eq(siteVisitOtps.siteVisitId, siteVisitId), isNull(siteVisitOtps.consumedAt)))
}

export async function insertVisitOtp(db: Conn, otp: VisitOtpInsert) {
  await db.insert(siteVisitOtps).values(otp)
}

export async function updateVisitOtp(
  db: Conn,
  refId: string,
  change: Partial<Pick<VisitOtpRecord, 'attempts' | 'consumedAt' | 'verifiedAt'>>,
) {
  await db.update(siteVisitOtps).set(change).where(eq(siteVisitOtps.refId, refId))
}

export async function projectName(db: Conn, projectId: string) {
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId))
  return project?.name
}
