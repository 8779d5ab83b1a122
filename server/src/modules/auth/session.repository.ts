import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Conn } from '../../db/client.ts'
import {
  authCodes,
  memberships,
  organisations,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema.ts'

type RefreshTokenInsert = typeof refreshTokens.$inferInsert
type SessionInsert = typeof sessions.$inferInsert

export async function userById(db: Conn, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user
}

/** The user's organisations, oldest membership first. */
export function membershipsOf(db: Conn, userId: string) {
  return db
    .select({
      orgId: memberships.orgId,
      type: memberships.profileType,
      orgName: organisations.name,
      slug: organisations.slug,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(organisations.name))
}

export async function insertSession(db: Conn, session: SessionInsert) {
  await db.insert(sessions).values(session)
}

export async function insertRefreshToken(db: Conn, token: RefreshTokenInsert) {
  await db.insert(refreshTokens).values(token)
}

/** A refresh token by its digest, with its session. */
export async function refreshTokenByHash(db: Conn, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
  return row
}

/**
 * Spends the token in the same statement that checks it is unspent, so of parallel uses exactly
 * one wins; the others wait on the row and then find it spent. False when it was spent already.
 */
export async function spendRefreshToken(db: Conn, tokenHash: string, now: Date) {
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash })
  return spent !== undefined
}

export async function markSessionRevoked(
  db: Conn,
  sessionId: string,
  reason: 'sign_out' | 'switched' | 'reuse_detected',
  now: Date,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId)))
}

export async function authCodeByHash(db: Conn, codeHash: string) {
  const [row] = await db.select().from(authCodes).where(eq(authCodes.codeHash, codeHash))
  return row
}

export async function spendAuthCode(db: Conn, codeHash: string, now: Date) {
  await db.update(authCodes).set({ usedAt: now }).where(eq(authCodes.codeHash, codeHash))
}
