import { lt } from 'drizzle-orm'
import type { Conn } from '../../db/client.ts'
import { demoRequests, usedCaptchas } from '../../db/schema.ts'

export async function deleteExpiredCaptchas(db: Conn, now: Date) {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now))
}

/** Records a spent captcha solution: false when it was recorded already. */
export async function recordSpentCaptcha(db: Conn, signature: string, expiresAt: Date) {
  const spent = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature })
  return spent.length === 1
}

export async function insertDemoRequest(db: Conn, request: typeof demoRequests.$inferInsert) {
  await db.insert(demoRequests).values(request)
}
